/** GET /japi/dev/sms-outbox: the latest SMS the outbox provider wrote for a phone (tests and demos read codes here). */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { latestOutboxSms } from '../../platform/sms.ts';

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  endpoint(app, 'devSmsOutbox', { access: 'public' }, async (req) => {
    const row = await latestOutboxSms(app.deps.db, req.query.phone);
    return ok(
      row ? [{ phone: row.phone, code: row.code, content: row.content, createdAt: row.createdAt.toISOString() }] : [],
    );
  });
}
