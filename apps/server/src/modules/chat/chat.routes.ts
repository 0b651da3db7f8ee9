/** The chat calls (api/chat.ts): the user's conversation, the console's lists, take, close and history. */
import type { FastifyInstance } from 'fastify';
import { MENU } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import {
  CHAT_MSG,
  conversationToApi,
  isServiceAccount,
  messageToApi,
  mineConversation,
  namesOf,
  sideOf,
  startConversation,
} from './conversations.ts';
import {
  closeConversation,
  conversationList,
  findConversation,
  historyList,
  markRead,
  messagesBefore,
  takeConversation,
} from './repo.ts';

const consultation = { menu: MENU.chat.consultation };
const console_ = { menu: MENU.chat.console };
/** A conversation's user or a service account (each call then checks membership). */
const member = { menu: [MENU.chat.consultation, MENU.chat.console] };

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db, bus } = deps;

  endpoint(app, 'chatMine', { access: consultation }, async (req) => {
    const s = sessionOf(req);
    const conv = await mineConversation(deps, s.userId, s.entId);
    return ok(conv ? [await conversationToApi(deps, conv, conv.unread)] : []);
  });

  endpoint(app, 'chatStart', { access: consultation }, async (req) => {
    const s = sessionOf(req);
    const conv = await startConversation(deps, s.userId, s.entId);
    return ok([await conversationToApi(deps, conv, conv.unread)]);
  });

  // The session's user's own past consultations only (read-only; each is opened through chatMessages).
  endpoint(app, 'chatHistory', { access: consultation }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize } = req.query;
    const page = await pageOf(historyList(db, s.userId), currentPage, pageSize);
    const records = await Promise.all(page.records.map((r) => conversationToApi(deps, r, r.unread)));
    return okPage({ ...page, records });
  });

  endpoint(app, 'chatConversationPage', { access: console_ }, async (req) => {
    const s = sessionOf(req);
    const { status, mine, currentPage, pageSize } = req.query;
    const page = await pageOf(conversationList(db, status, mine ? s.userId : null), currentPage, pageSize);
    const records = await Promise.all(page.records.map((r) => conversationToApi(deps, r, r.unread)));
    return okPage({ ...page, records });
  });

  endpoint(app, 'chatMessages', { access: member }, async (req) => {
    const s = sessionOf(req);
    const { conversationId, beforeId, limit } = req.query;
    const conv = await findConversation(db, conversationId);
    if (!conv) throw fail.notFound(CHAT_MSG.notFound);
    const side = sideOf(conv, s.userId);
    // Any service account may read a queued conversation (to decide whether to take it), without marking it read.
    if (!side && !(conv.status === 'queued' && (await isServiceAccount(deps, s.userId, s.entId)))) {
      throw fail.notFound(CHAT_MSG.notFound);
    }
    const before = beforeId === undefined ? null : Number(beforeId);
    if (before !== null && !Number.isSafeInteger(before)) throw fail.badRequest('beforeId 超出范围');
    const rows = await messagesBefore(db, conversationId, before, limit);
    // Reading the newest page marks the caller's side read up to its newest message.
    const newest = rows.at(-1);
    if (side && before === null && newest) await markRead(db, conversationId, side, newest.id);
    const names = await namesOf(
      deps,
      rows.map((r) => r.senderId),
    );
    return ok(rows.map((r) => messageToApi(r, names)));
  });

  endpoint(app, 'chatTake', { access: console_ }, async (req) => {
    const s = sessionOf(req);
    const { conversationId } = req.body;
    if (await takeConversation(db, conversationId, s.userId)) {
      await bus.publish({ type: 'chat.conversation', conversationId });
      const taken = await findConversation(db, conversationId, 'service');
      if (taken) return ok([await conversationToApi(deps, taken, taken.unread)], CHAT_MSG.taken);
    }
    const conv = await findConversation(db, conversationId, 'service');
    // A draft is its user's alone until its first message queues it.
    if (!conv || conv.status === 'draft') throw fail.notFound(CHAT_MSG.notFound);
    // Taken by the caller already (a repeated click): answered like the take.
    if (conv.status === 'active' && conv.serviceUserId === s.userId) {
      return ok([await conversationToApi(deps, conv, conv.unread)], CHAT_MSG.taken);
    }
    if (conv.userId === s.userId) throw fail.business(CHAT_MSG.ownConversation);
    throw fail.business(conv.status === 'active' ? CHAT_MSG.takenByOther : CHAT_MSG.closed);
  });

  endpoint(app, 'chatClose', { access: member }, async (req) => {
    const s = sessionOf(req);
    const { conversationId } = req.body;
    if (await closeConversation(db, conversationId, s.userId)) {
      await bus.publish({ type: 'chat.conversation', conversationId });
      return ok([], CHAT_MSG.closedOk);
    }
    const conv = await findConversation(db, conversationId);
    // A draft (nothing written yet) has nothing to end: answered like a missing conversation.
    if (!conv || !sideOf(conv, s.userId) || conv.status === 'draft') throw fail.notFound(CHAT_MSG.notFound);
    throw fail.business(CHAT_MSG.closed);
  });
}
