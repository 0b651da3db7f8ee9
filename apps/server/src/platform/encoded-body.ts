/**
 * A JSON answer that many requests send unchanged (user info per session, the all-menus tree), encoded once:
 * the UTF-8 bytes and their gzip. Clients that accept gzip (every browser) get the compressed bytes: a menu tree
 * of tens of KB becomes a few KB on the wire, with no compression work per request.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EncodedBody {
  raw: Buffer;
  gzip: Buffer;
}

export function encodeBody(json: string): EncodedBody {
  const raw = Buffer.from(json);
  return { raw, gzip: gzipSync(raw, { level: 6 }) };
}

export function sendEncoded(req: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.raw);
}
