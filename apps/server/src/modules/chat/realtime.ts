/**
 * The chat socket (§4 Chat websocket, /japi/ws/chat/online/websocket) on one instance:
 * - CHAT_SEND stores the message (repo.storeMessage), answers CHAT_ACK to the sending socket and publishes
 *   `chat.message` once committed; a refusal answers ERROR with the clientMsgId (refused for good).
 * - every instance, on `chat.message`, loads the message once and pushes CHAT_MESSAGE to the sockets it holds of the
 *   conversation's user, of the service account that took it, and, while the conversation is queued, of every
 *   service account; on `chat.conversation` it pushes CHAT_CONVERSATION to the user and every service account.
 *   Deliveries on one instance run one after another, in the order of the events, so a socket gets a conversation's
 *   messages in id order.
 * - RESUME replays the messages after lastId of the conversations the socket's user belongs to.
 * - the offline notice (type 15): see scheduleNotice.
 * Whether a socket is a service account's is decided once, when it opens (the console menu in the session's
 * enterprise, the access check's rule); a socket whose enterprise or grants change keeps that decision until it
 * reconnects.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChatMessageFrame, ChatSendFrame, ResumeFrame, ServerFrame } from '@portal/shared';
import type { Deps } from '../../platform/deps.ts';
import type { PortalEvent } from '../../platform/events.ts';
import type { RealtimeSocket } from '../../platform/realtime/channels.ts';
import { notify } from '../notices/index.ts';
import { userNameOf } from '../user/index.ts';
import { CHAT_MSG, CHAT_NOTICE_TEXT, isServiceAccount, namesOf } from './conversations.ts';
import {
  findConversation,
  markRead,
  messageForDelivery,
  messagesAfter,
  storeMessage,
  type MessageRow,
} from './repo.ts';

/** At most this many messages are replayed by one RESUME (the oldest first); the client pages back through HTTP. */
export const CHAT_RESUME_MAX = 500;

export interface ChatRealtimeOptions {
  /** The ms a service account's reply waits to be delivered to its user before the type 15 notice (config). */
  noticeDelayMs: number;
}

const isDecimalId = (s: string) => /^\d{1,20}$/.test(s);

export function registerChatRealtime(app: FastifyInstance, opts: ChatRealtimeOptions): void {
  const deps: Deps = app.deps;
  const { db, bus, realtime: hub } = deps;
  const log = app.log;

  /** This instance's sockets of service accounts (pruned when a send finds one closed). */
  const serviceSockets = new Map<number, RealtimeSocket>();
  /** One pending offline check per conversation on this instance. */
  const pending = new Map<string, NodeJS.Timeout>();
  /** Per conversation, the user's read id when this instance last noticed: one notice per absence. */
  const noticed = new LRUCache<string, number>({ max: 10_000 });
  let chain: Promise<void> = Promise.resolve();

  const sendToServices = (frame: ServerFrame, skipUsers: ReadonlySet<string>) => {
    for (const [id, socket] of serviceSockets) {
      if (skipUsers.has(socket.userId)) continue;
      if (!socket.send(frame)) serviceSockets.delete(id);
    }
  };

  // --- inbound ---

  const onSend = async (socket: RealtimeSocket, frame: ChatSendFrame) => {
    const refuse = (code: string, msg: string) => {
      socket.send({ type: 'ERROR', code, msg, clientMsgId: frame.clientMsgId });
    };
    if (!isDecimalId(frame.conversationId)) return refuse('404', CHAT_MSG.notFound);
    if (!frame.text.trim()) return refuse('400', CHAT_MSG.emptyText);
    const out = await storeMessage(db, {
      conversationId: frame.conversationId,
      senderId: socket.userId,
      clientMsgId: frame.clientMsgId,
      text: frame.text,
    });
    if (out.kind === 'notMember') {
      // A service console may see a queued conversation (the queue): it is told to take it first.
      const atConsole = out.queued && serviceSockets.has(socket.id);
      return atConsole ? refuse('403', CHAT_MSG.notTaken) : refuse('404', CHAT_MSG.notFound);
    }
    if (out.kind === 'closed') return refuse('409', CHAT_MSG.closed);
    if (out.kind === 'notTaken') return refuse('403', CHAT_MSG.notTaken);
    socket.send({ type: 'CHAT_ACK', clientMsgId: frame.clientMsgId, id: String(out.message.id) });
    if (out.kind === 'duplicate') return; // published when it was stored
    // The first message queued the conversation: the consoles' queues and the user's status hear it first.
    if (out.queued) await bus.publish({ type: 'chat.conversation', conversationId: out.message.conversationId });
    await bus.publish({
      type: 'chat.message',
      conversationId: out.message.conversationId,
      messageId: String(out.message.id),
    });
    if (out.message.fromService) scheduleNotice(out.message.conversationId, out.message.id);
  };

  const onResume = async (socket: RealtimeSocket, frame: ResumeFrame) => {
    const lastId = Number(frame.lastId);
    if (!Number.isSafeInteger(lastId)) return; // past every id this store gives
    const rows = await messagesAfter(db, socket.userId, lastId, CHAT_RESUME_MAX);
    if (rows.length === 0) return;
    const names = await namesOf(
      deps,
      rows.map((r) => r.senderId),
    );
    const deliveredToUser = new Map<string, number>();
    for (const r of rows) {
      if (!socket.send(messageFrame(r, names.get(r.senderId) ?? '', r.senderId === socket.userId))) return;
      if (r.fromService && r.senderId !== socket.userId) deliveredToUser.set(r.conversationId, r.id);
    }
    // The user has had these service replies delivered (the offline notice's rule). A service account's replay
    // changes nothing: its messages from users are read when it opens the conversation.
    for (const [conversationId, id] of deliveredToUser) {
      const conv = await findConversation(db, conversationId);
      if (conv?.userId === socket.userId) await markRead(db, conversationId, 'user', id);
    }
  };

  // --- delivery (every instance) ---

  const deliverMessage = async (messageId: string) => {
    const row = await messageForDelivery(db, Number(messageId));
    if (!row) return;
    const name = (await userNameOf(deps, row.senderId)) ?? '';
    hub.pushToUser(row.senderId, null, messageFrame(row, name, true), ['chat']);
    const plain = messageFrame(row, name, false);
    const members = new Set([row.userId, ...(row.serviceUserId ? [row.serviceUserId] : [])]);
    members.delete(row.senderId);
    for (const userId of members) {
      const sent = hub.pushToUser(userId, null, plain, ['chat']);
      // Delivered to a socket of the conversation's user: their side has it (no offline notice for it).
      if (sent > 0 && userId === row.userId && row.fromService) await markRead(db, row.conversationId, 'user', row.id);
    }
    if (row.status === 'queued') sendToServices(plain, new Set([row.senderId, ...members]));
  };

  const deliverConversation = async (conversationId: string) => {
    const conv = await findConversation(db, conversationId);
    if (!conv || conv.status === 'draft') return; // a draft is nobody's news until its first message
    const frame: ServerFrame = {
      type: 'CHAT_CONVERSATION',
      conversationId: conv.id,
      status: conv.status,
      serviceUserId: conv.serviceUserId,
      serviceUserName: conv.serviceUserId ? ((await userNameOf(deps, conv.serviceUserId)) ?? null) : null,
    };
    hub.pushToUser(conv.userId, null, frame, ['chat']);
    sendToServices(frame, new Set([conv.userId]));
  };

  const onEvent = (e: PortalEvent) => {
    let run: (() => Promise<void>) | null = null;
    if (e.type === 'chat.message') run = () => deliverMessage(e.messageId);
    else if (e.type === 'chat.conversation') run = () => deliverConversation(e.conversationId);
    if (!run) return;
    const step = run;
    chain = chain.then(step).catch((err: unknown) => log.error({ err, event: e }, 'chat: delivery failed'));
  };

  // --- the offline notice ---

  /**
   * After a service account's reply `messageId` is stored, this instance waits noticeDelayMs; if by then no instance
   * has delivered it to a socket of the conversation's user (delivery raises user_read_id, as do RESUME and reading
   * the conversation), the user gets a type 15 notice. One check is pending per conversation (the first undelivered
   * reply starts it), and a user who stays away gets one notice until they catch up (user_read_id moves). The timer
   * lives in this process: an instance that stops before it fires sends no notice (the message itself is stored).
   */
  const scheduleNotice = (conversationId: string, messageId: number) => {
    if (pending.has(conversationId)) return;
    const timer = setTimeout(() => {
      pending.delete(conversationId);
      void checkNotice(conversationId, messageId).catch((err: unknown) =>
        log.error({ err, conversationId }, 'chat: offline notice failed'),
      );
    }, opts.noticeDelayMs);
    timer.unref();
    pending.set(conversationId, timer);
  };

  const checkNotice = async (conversationId: string, messageId: number) => {
    const conv = await findConversation(db, conversationId);
    if (!conv || conv.userReadId >= messageId) return;
    if (noticed.get(conversationId) === conv.userReadId) return;
    noticed.set(conversationId, conv.userReadId);
    await notify(deps, [{ userId: conv.userId, entId: conv.entId, noticeType: 15, content: CHAT_NOTICE_TEXT }]);
  };

  // --- wiring ---

  const off = [
    hub.onOpen('chat', async (socket) => {
      if (await isServiceAccount(deps, socket.userId, socket.entId)) serviceSockets.set(socket.id, socket);
    }),
    hub.onFrame('chat', 'CHAT_SEND', onSend),
    hub.onFrame('chat', 'RESUME', onResume),
    bus.subscribe(onEvent),
  ];
  app.addHook('onClose', async () => {
    for (const f of off) f();
    for (const t of pending.values()) clearTimeout(t);
    pending.clear();
    serviceSockets.clear();
    await chain;
  });
}

function messageFrame(r: MessageRow, senderName: string, own: boolean): ChatMessageFrame {
  return {
    type: 'CHAT_MESSAGE',
    id: String(r.id),
    ...(own ? { clientMsgId: r.clientMsgId } : {}),
    conversationId: r.conversationId,
    text: r.text,
    sender: { userId: r.senderId, userName: senderName.slice(0, 64) },
    sentAt: r.sentAt.getTime(),
  };
}
