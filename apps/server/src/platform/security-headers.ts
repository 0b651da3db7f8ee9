/**
 * Security headers (CSP and the rest of helmet's set) on every response. helmet builds its header values when
 * its middleware is created; @fastify/helmet creates that middleware on every request, which showed up in the
 * API profiles, so here it is created once and applied per request (docs/decisions.md).
 *
 * HSTS only over https (req.protocol honours X-Forwarded-Proto from a trusted proxy): over plain http the header
 * means nothing to a browser, and on a portal reached by http it would only promise what is not there.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const overHttps = helmet(options);
  const overHttp = helmet({ ...options, strictTransportSecurity: false } as HelmetOptions);
  app.addHook('onRequest', (req, reply, done) => {
    const apply = req.protocol === 'https' ? overHttps : overHttp;
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
