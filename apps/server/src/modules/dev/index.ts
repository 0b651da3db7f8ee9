/**
 * Development aids, registered only when DEV_SMS_OUTBOX=on (never with NODE_ENV=production: config refuses it).
 * Even then they answer only a caller on this machine: the socket's own address, not X-Forwarded-For, decides.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_STATUS_MESSAGES, RESPONSE_CODE } from '@portal/shared';
import { fail } from '../../platform/envelope.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function loopbackOnly(req: FastifyRequest): void {
  if (!isLoopback(req.socket.remoteAddress))
    throw fail.withCode(RESPONSE_CODE.notFound, HTTP_STATUS_MESSAGES[404], 404);
}

export default async function devModule(app: FastifyInstance): Promise<void> {
  if (!app.deps.config.devSmsOutbox) return;
  app.addHook('onRequest', async (req) => loopbackOnly(req));
  await app.register(outboxRoutes);
}
