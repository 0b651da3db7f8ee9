/**
 * Customer-service chat (§2.4 chat sphere, §4 Chat websocket): conversations between an enterprise user and the
 * service accounts, and their messages. Stored, so a conversation survives a restart and every instance serves it.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises, users } from './user.ts';
import { ts } from './columns.ts';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** 'queued' (waiting for a service account) | 'active' (taken) | 'closed' */
    status: text('status').notNull().default('queued'),
    serviceUserId: text('service_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    takenAt: ts('taken_at'),
    closedAt: ts('closed_at'),
    lastMessageAt: ts('last_message_at'),
    lastMessage: text('last_message'),
    /** The last message id each side has had delivered or read (unread counts, the offline notice of type 15). */
    userReadId: bigint('user_read_id', { mode: 'number' }).notNull().default(0),
    serviceReadId: bigint('service_read_id', { mode: 'number' }).notNull().default(0),
    /** Bumped by every change of status: take and close compare it, so two service accounts cannot both take one. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // A user has at most one open conversation (queued or active).
    uniqueIndex('chat_conversations_open_uq')
      .on(t.userId)
      .where(sql`${t.status} <> 'closed'`),
    index('chat_conversations_status_idx').on(t.status, t.createdAt),
    index('chat_conversations_service_idx').on(t.serviceUserId, t.status),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /**
     * Increasing over all conversations (the chat socket's resume cursor), taken from chat_counters under its row
     * lock, so messages commit in the order of their ids (see notices.seq for why a plain sequence is not enough).
     */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromService: boolean('from_service').notNull(),
    text: text('text').notNull(),
    /** The sender's own id of the message: a resend after a lost acknowledgement is stored once. */
    clientMsgId: text('client_msg_id').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_uq').on(t.senderId, t.clientMsgId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/** One row (id 1): the last chat message id given. */
export const chatCounters = pgTable('chat_counters', {
  id: integer('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
