/**
 * Customer-service chat (§2.4 chat sphere, §4 Chat websocket, §7.7): an enterprise user's conversation and the
 * service console (/Base/service-support/online). Messages travel over the chat websocket (CHAT_SEND / CHAT_MESSAGE /
 * CHAT_ACK, realtime/protocol.ts); these calls read history and manage conversations. Conversations and messages are
 * stored, so they survive a restart and reach every instance.
 */
import { z } from 'zod';
import { CHAT_TEXT_MAX } from '../realtime/protocol.ts';
import { defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** The statuses the service console lists (a conversation is queued by its first message). */
export const CHAT_STATUSES = ['queued', 'active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/**
 * A conversation's status: 'draft' is one its user started and has written nothing in yet; it is no one's business
 * but its user's (not in the queue, not readable by service) until its first message queues it.
 */
export const CHAT_CONVERSATION_STATUSES = ['draft', ...CHAT_STATUSES] as const;
export type ChatConversationStatus = (typeof CHAT_CONVERSATION_STATUSES)[number];

/** A conversation: the user who opened it, the service account that took it (none while queued). */
export const ChatConversationSchema = z.object({
  conversationId: z.string(),
  status: z.enum(CHAT_CONVERSATION_STATUSES),
  userId: z.string(),
  userName: z.string(),
  entId: z.string(),
  entName: z.string(),
  serviceUserId: z.string().nullable(),
  serviceUserName: z.string().nullable(),
  createdAt: z.string(),
  takenAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessage: z.string().nullable(),
  /** Messages of the other side not read yet by the caller. */
  unread: z.number(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

/** A stored message; `id` is increasing (the resume cursor of the chat socket). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  fromService: z.boolean(),
  text: z.string().max(CHAT_TEXT_MAX),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const conversationId = z.string().trim().min(1).max(40).regex(/^\d+$/, '会话编号格式不正确');

export const CHAT_ENDPOINTS = defineEndpoints({
  chatMine: {
    service: 'chat',
    method: 'POST',
    path: '/online/conversation/mine',
    summary: '当前用户进行中的在线咨询会话（本企业；没有时为空，不新建）',
    body: z.object({}).passthrough().nullish(),
    response: envelope(ChatConversationSchema),
  },
  chatStart: {
    service: 'chat',
    method: 'POST',
    path: '/online/conversation/start',
    summary: '发起在线咨询（已有进行中的会话时返回它；新会话在发送第一条消息后进入排队）',
    body: z.object({}).passthrough().nullish(),
    response: envelope(ChatConversationSchema),
  },
  chatHistory: {
    service: 'chat',
    method: 'GET',
    path: '/online/conversation/history',
    summary: '当前用户的历史咨询（已结束的会话，按结束时间倒序，只读）',
    query: z.object({ ...pageQuery }),
    response: pageEnvelope(ChatConversationSchema),
  },
  chatMessages: {
    service: 'chat',
    method: 'GET',
    path: '/online/messages',
    summary: '会话消息（按时间，向前翻页）',
    query: z.object({
      conversationId,
      beforeId: z.string().regex(/^\d+$/).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(30),
    }),
    response: envelope(ChatMessageSchema),
  },
  chatConversationPage: {
    service: 'chat',
    method: 'GET',
    path: '/online/conversation/page',
    summary: '客服台会话列表（排队、进行中、已结束）',
    query: z.object({
      status: z.enum(CHAT_STATUSES),
      /** 'true': only the caller's active or closed conversations (the queue is every service account's). */
      mine: z.stringbool().optional(),
      ...pageQuery,
    }),
    response: pageEnvelope(ChatConversationSchema),
  },
  chatTake: {
    service: 'chat',
    method: 'POST',
    path: '/online/conversation/take',
    summary: '客服接入排队中的会话（只有一人能接入）',
    body: z.object({ conversationId }),
    response: envelope(ChatConversationSchema),
  },
  chatClose: {
    service: 'chat',
    method: 'POST',
    path: '/online/conversation/close',
    summary: '结束会话',
    body: z.object({ conversationId }),
    response: emptyEnvelope,
  },
});
