/** Notices area (§3 Notice, §4 Notification dot, §7.4 notification calls). */
import type { FastifyInstance } from 'fastify';
import { noticeRoutes } from './notice.routes.ts';

export default async function noticesModule(app: FastifyInstance): Promise<void> {
  await app.register(noticeRoutes);
}
