/**
 * Security headers (CSP and the rest of helmet's set) on every response. helmet builds its header values when
 * its middleware is created; @fastify/helmet creates that middleware on every request, which showed up in the
 * API profiles, so here it is created once and applied per request (docs/decisions.md).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (req, reply, done) => {
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
