/** Development aids, registered only when NODE_ENV is not production. */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsOutbox } from '../../db/schema.ts';
import { ok } from '../../platform/envelope.ts';

export async function devModule(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/sms-outbox', {
    schema: { summary: '短信发件箱（最新一条，仅非生产环境）', tags: ['dev'], querystring: z.object({ phone: z.string().min(1).max(20) }) },
    config: { access: 'public' },
  }, async (req) => {
    const rows = await app.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, req.query.phone)).orderBy(desc(smsOutbox.id)).limit(1);
    return ok(rows.map((r) => ({ phone: r.phone, code: r.code, content: r.content, createdAt: r.createdAt.toISOString() })));
  });
}
