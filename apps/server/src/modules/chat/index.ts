/**
 * Customer-service chat (issue 11; §2.4 chat sphere, §4 Chat websocket, §7.7): an enterprise user's conversation with
 * the service console. The calls (chat.routes.ts) open, list, take, close and read conversations; messages travel
 * over the chat socket (realtime.ts) and are stored, so they survive a restart and reach every instance.
 */
import type { FastifyInstance } from 'fastify';
import { chatRoutes } from './chat.routes.ts';
import { registerChatRealtime } from './realtime.ts';

export default async function chatModule(app: FastifyInstance): Promise<void> {
  registerChatRealtime(app, { noticeDelayMs: app.deps.config.chatOfflineNoticeMs });
  await app.register(chatRoutes);
}
