/**
 * Demo data of the chat area (issue 11): a closed consultation of 李明 (user, 国能销售) answered by 陈静 (service), and
 * a queued one of 吴刚 (user2, 国能神东) waiting in the service console's queue. Message ids come from chat_counters,
 * which this step moves past the seeded ones.
 */
import { sql } from 'drizzle-orm';
import { chatConversations, chatCounters, chatMessages } from '../schema/chat.ts';
import { ENT, USER } from './ids.ts';
import type { SeedStep } from './types.ts';

export interface SeedChatConversation {
  id: string;
  userId: string;
  entId: string;
  status: 'queued' | 'active' | 'closed';
  serviceUserId: string | null;
  /** ISO 8601 with the +08:00 offset */
  createdAt: string;
  takenAt: string | null;
  closedAt: string | null;
}

export interface SeedChatMessage {
  id: number;
  conversationId: string;
  senderId: string;
  fromService: boolean;
  text: string;
  /** ISO 8601 with the +08:00 offset */
  sentAt: string;
}

export const SEED_CHAT_CLOSED_ID = '359000000000000001';
export const SEED_CHAT_QUEUED_ID = '359000000000000002';

export const SEED_CHAT_CONVERSATIONS: SeedChatConversation[] = [
  {
    id: SEED_CHAT_CLOSED_ID,
    userId: USER.user,
    entId: ENT.sales,
    status: 'closed',
    serviceUserId: USER.service,
    createdAt: '2026-03-02T09:30:00+08:00',
    takenAt: '2026-03-02T09:31:10+08:00',
    closedAt: '2026-03-02T09:40:00+08:00',
  },
  {
    id: SEED_CHAT_QUEUED_ID,
    userId: USER.user2,
    entId: ENT.shendong,
    status: 'queued',
    serviceUserId: null,
    createdAt: '2026-03-20T14:05:00+08:00',
    takenAt: null,
    closedAt: null,
  },
];

const closed = { conversationId: SEED_CHAT_CLOSED_ID };
const fromUser = { senderId: USER.user, fromService: false };
const fromService = { senderId: USER.service, fromService: true };

export const SEED_CHAT_MESSAGES: SeedChatMessage[] = [
  {
    id: 1,
    ...closed,
    ...fromUser,
    text: '您好，增值税申报表导入时提示“表样不匹配”，该怎么处理？',
    sentAt: '2026-03-02T09:30:20+08:00',
  },
  {
    id: 2,
    ...closed,
    ...fromService,
    text: '您好，请先在“报表模板”中下载最新表样，按表样填写后再导入。',
    sentAt: '2026-03-02T09:31:40+08:00',
  },
  { id: 3, ...closed, ...fromUser, text: '好的，换用新表样后已导入成功，谢谢！', sentAt: '2026-03-02T09:38:05+08:00' },
  { id: 4, ...closed, ...fromService, text: '不客气，如有其他问题欢迎随时咨询。', sentAt: '2026-03-02T09:39:30+08:00' },
  {
    id: 5,
    conversationId: SEED_CHAT_QUEUED_ID,
    senderId: USER.user2,
    fromService: false,
    text: '请问企业所得税季度预缴的申报期限是哪天？',
    sentAt: '2026-03-20T14:05:30+08:00',
  },
];

export const seed: SeedStep = {
  area: 'chat',
  after: ['user'],
  async run(tx) {
    const last = new Map<string, SeedChatMessage>();
    for (const m of SEED_CHAT_MESSAGES) last.set(m.conversationId, m);
    await tx.insert(chatConversations).values(
      SEED_CHAT_CONVERSATIONS.map((c) => {
        const lastMessage = last.get(c.id);
        const ids = SEED_CHAT_MESSAGES.filter((m) => m.conversationId === c.id);
        const maxOf = (service: boolean) =>
          Math.max(0, ...ids.filter((m) => m.fromService === service).map((m) => m.id));
        return {
          ...c,
          createdAt: new Date(c.createdAt),
          takenAt: c.takenAt ? new Date(c.takenAt) : null,
          closedAt: c.closedAt ? new Date(c.closedAt) : null,
          lastMessage: lastMessage?.text ?? null,
          lastMessageAt: lastMessage ? new Date(lastMessage.sentAt) : null,
          // The closed history has been read by both sides; the queued one is unread by the service side.
          userReadId: maxOf(true),
          serviceReadId: c.status === 'closed' ? maxOf(false) : 0,
          version: c.status === 'queued' ? 0 : c.status === 'active' ? 1 : 2,
        };
      }),
    );
    await tx.insert(chatMessages).values(
      SEED_CHAT_MESSAGES.map((m) => ({
        ...m,
        clientMsgId: `seed-msg-${String(m.id).padStart(4, '0')}`,
        sentAt: new Date(m.sentAt),
      })),
    );
    const maxId = Math.max(...SEED_CHAT_MESSAGES.map((m) => m.id));
    await tx
      .update(chatCounters)
      .set({ lastId: sql`greatest(${chatCounters.lastId}, ${maxId})` })
      .where(sql`${chatCounters.id} = 1`);
  },
};
