/**
 * Registers one endpoint of the shared ENDPOINTS table inside its service module, with its access rule and
 * zod schemas (which validate, and document the route in OpenAPI).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ENDPOINTS, type EndpointName } from '@portal/shared';
import type { Access } from './auth/access.ts';

type Infer<T> = T extends z.ZodType ? z.infer<T> : unknown;

export interface EndpointOptions<B, Q> {
  access: Access;
  summary: string;
  body?: B;
  querystring?: Q;
  beforeAdminVerify?: boolean;
  /** Per-IP request limit for endpoints that guard secrets (login, captcha, SMS). */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * A creating endpoint: limited per signed-in user (per IP for an anonymous one) to RATE_LIMIT_WRITE a minute,
   * counted after the access check, so one token cannot flood a table.
   */
  writeLimit?: boolean;
}

export type TypedRequest<B, Q> = Omit<FastifyRequest, 'body' | 'query'> & { body: Infer<B>; query: Infer<Q> };

const writeLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  // Route-level onRequest runs after the app-level access check, so the session is known and an anonymous or
  // refused call counts against no one.
  hook: 'onRequest' as const,
  keyGenerator: (req: FastifyRequest) => (req.session ? `user:${req.session.userId}` : `ip:${req.ip}`),
});

export function endpoint<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  name: EndpointName,
  opts: EndpointOptions<B, Q>,
  handler: (req: TypedRequest<B, Q>, reply: FastifyReply) => Promise<unknown>,
): void {
  const e = ENDPOINTS[name];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      summary: opts.summary,
      tags: [e.service],
      ...(opts.body ? { body: opts.body } : {}),
      ...(opts.querystring ? { querystring: opts.querystring } : {}),
    },
    config: {
      access: opts.access,
      beforeAdminVerify: opts.beforeAdminVerify,
      ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
      ...(opts.writeLimit ? { rateLimit: writeLimit(app.deps.config.rateLimitWrite) } : {}),
    },
    handler: (req, reply) => handler(req as unknown as TypedRequest<B, Q>, reply),
  });
}
