/** Every failure leaves in the §7 envelope: business codes with HTTP 200, request faults with their 4xx. */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BAD_URL, HEADERS_TOO_LARGE, HTTP_STATUS_MESSAGES, TOO_MANY_REQUESTS } from '@portal/shared';
import { AppError } from './envelope.ts';

/** Messages of request faults Fastify raises before validation (exported for the tests). */
export const REQUEST_FAULTS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求类型',
  FST_ERR_RATE_LIMIT_EXCEEDED: TOO_MANY_REQUESTS,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send({ code: err.code, msg: err.message, data: [] });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const msg =
        `请求参数错误：${err.validationContext ?? ''}${where ? `.${where}` : ''} ${first?.message ?? ''}`.trim();
      return reply.status(400).send({ code: '400', msg, data: [] });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status < 500) {
      const msg =
        REQUEST_FAULTS[err.code] ??
        (err instanceof SyntaxError ? REQUEST_FAULTS.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
        (status === 429 ? TOO_MANY_REQUESTS : undefined) ??
        HTTP_STATUS_MESSAGES[status] ??
        '请求错误';
      return reply.status(status).send({ code: String(status), msg, data: [] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: '500', msg: HTTP_STATUS_MESSAGES[500], data: [] });
  });
}

const envelopeJson = (code: string, msg: string) => JSON.stringify({ code, msg, data: [] });

/** Fastify's own answers to a URL it cannot route (bad percent-encoding, …): the envelope with a 400. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const msg = err.code === 'FST_ERR_BAD_URL' ? BAD_URL : (HTTP_STATUS_MESSAGES[400] ?? '请求错误');
  void reply.status(400).type('application/json; charset=utf-8').send(envelopeJson('400', msg));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a URL or headers over 16 KB (431), a timed-out
 * request (408), anything else malformed (400). Written straight to the socket, in the envelope.
 */
export function clientErrorHandler(err: { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, HTTP_STATUS_MESSAGES[408] ?? '请求超时']
        : [400, HTTP_STATUS_MESSAGES[400] ?? '请求错误'];
  const body = envelopeJson(String(status), msg);
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}
