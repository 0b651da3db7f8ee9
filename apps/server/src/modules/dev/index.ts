/**
 * Development aids, registered only when DEV_SMS_OUTBOX=on (never with NODE_ENV=production: config refuses it).
 * Even then they answer only a caller on this machine: the socket's own address, not X-Forwarded-For, decides.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_STATUS_MESSAGES, RESPONSE_CODE } from '@portal/shared';
import { smsOutbox } from '../../db/schema.ts';
import { fail, ok } from '../../platform/envelope.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function loopbackOnly(req: FastifyRequest): void {
  if (!isLoopback(req.socket.remoteAddress)) throw fail.withCode(RESPONSE_CODE.notFound, HTTP_STATUS_MESSAGES[404], 404);
}

export async function devModule(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (req) => loopbackOnly(req));
  app.withTypeProvider<ZodTypeProvider>().get('/sms-outbox', {
    schema: { summary: '短信发件箱（最新一条；仅 DEV_SMS_OUTBOX=on 且本机访问）', tags: ['dev'], querystring: z.object({ phone: z.string().min(1).max(20) }) },
    config: { access: 'public' },
  }, async (req) => {
    const rows = await app.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, req.query.phone)).orderBy(desc(smsOutbox.id)).limit(1);
    return ok(rows.map((r) => ({ phone: r.phone, code: r.code, content: r.content, createdAt: r.createdAt.toISOString() })));
  });
}
