/**
 * Every query of the chat area, on its own tables only (db/schema/chat.ts). Conversations are not scoped by
 * enterprise for the service console (the service accounts serve every enterprise); a conversation's members are
 * its user and the service account that took it, and every function that acts for a caller puts that rule in its
 * WHERE clause.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ChatConversationStatus, ChatStatus } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/chat.ts';
import { newId } from '../../platform/ids.ts';
import type { ListQuery } from '../../platform/paging.ts';

const c = chatConversations;
const m = chatMessages;

/** Which side of a conversation reads it: unread counts the other side's messages after this side's read id. */
export type Side = 'user' | 'service';

/** How much of the last message a conversation keeps for the lists. */
const LAST_MESSAGE_PREVIEW = 200;

const conversationColumns = {
  id: c.id,
  status: c.status,
  userId: c.userId,
  entId: c.entId,
  serviceUserId: c.serviceUserId,
  createdAt: c.createdAt,
  takenAt: c.takenAt,
  closedAt: c.closedAt,
  lastMessageAt: c.lastMessageAt,
  lastMessage: c.lastMessage,
  userReadId: c.userReadId,
  serviceReadId: c.serviceReadId,
  version: c.version,
};

type RawConversation = typeof chatConversations.$inferSelect;
export type ConversationRow = Omit<RawConversation, 'status'> & { status: ChatConversationStatus };
const asRow = (r: RawConversation): ConversationRow => r as ConversationRow;

/**
 * Messages of the other side after `side`'s read id (the index on conversation_id, id serves it). Written with the
 * table names: inside a subquery Drizzle leaves column names unqualified, and both tables have an id.
 */
function unreadOf(side: Side): SQL<number> {
  const readId = sql.raw(side === 'user' ? 'user_read_id' : 'service_read_id');
  return sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = chat_conversations.id
    and m.from_service = ${side === 'user'} and m.id > chat_conversations.${readId})`.mapWith(Number);
}

export type ConversationWithUnread = ConversationRow & { unread: number };

export async function findConversation(db: DbOrTx, id: string, side?: Side): Promise<ConversationWithUnread | null> {
  const [row] = await db
    .select({ ...conversationColumns, unread: side ? unreadOf(side) : sql<number>`0`.mapWith(Number) })
    .from(c)
    .where(eq(c.id, id))
    .limit(1);
  return row ? { ...asRow(row), unread: row.unread } : null;
}

/** The user's open (queued or active) conversation, whatever enterprise it was opened in; at most one exists. */
export async function findOpenConversation(db: DbOrTx, userId: string): Promise<ConversationWithUnread | null> {
  const [row] = await db
    .select({ ...conversationColumns, unread: unreadOf('user') })
    .from(c)
    .where(and(eq(c.userId, userId), ne(c.status, 'closed')))
    .limit(1);
  return row ? { ...asRow(row), unread: row.unread } : null;
}

/**
 * Starts a draft conversation for the user (queued by its first message, storeMessage), or nothing when the user has an
 * open one already (the partial unique index chat_conversations_open_uq decides between concurrent calls: the loser
 * inserts nothing and re-reads).
 */
export async function insertDraftConversation(db: Db, userId: string, entId: string): Promise<string | null> {
  const rows = await db
    .insert(c)
    .values({ id: newId(), userId, entId, status: 'draft' })
    .onConflictDoNothing()
    .returning({ id: c.id });
  return rows[0]?.id ?? null;
}

/** Drops the user's draft (nothing was written in it): the user now consults as another enterprise. */
export async function deleteDraft(db: Db, id: string): Promise<void> {
  await db.delete(c).where(and(eq(c.id, id), eq(c.status, 'draft')));
}

/**
 * A service account takes a queued conversation: one UPDATE that only a queued row matches, so of two concurrent
 * takers exactly one gets the row back. A user cannot take their own conversation.
 */
export async function takeConversation(db: Db, id: string, serviceUserId: string): Promise<boolean> {
  const rows = await db
    .update(c)
    .set({ status: 'active', serviceUserId, takenAt: new Date(), version: sql`${c.version} + 1` })
    .where(and(eq(c.id, id), eq(c.status, 'queued'), ne(c.userId, serviceUserId)))
    .returning({ id: c.id });
  return rows.length === 1;
}

/**
 * Closes an open conversation for one of its members (its user, or the service account that took it); `byUserId`
 * null closes it unconditionally (the user opening one in another enterprise). False when nothing matched.
 */
export async function closeConversation(db: Db, id: string, byUserId: string | null): Promise<boolean> {
  // A draft is not closed: nothing was said in it, so it would only add a blank entry to the history.
  const where: SQL[] = [eq(c.id, id), inArray(c.status, ['queued', 'active'])];
  if (byUserId !== null) where.push(or(eq(c.userId, byUserId), eq(c.serviceUserId, byUserId))!);
  const rows = await db
    .update(c)
    .set({ status: 'closed', closedAt: new Date(), version: sql`${c.version} + 1` })
    .where(and(...where))
    .returning({ id: c.id });
  return rows.length === 1;
}

/** The console's lists: the queue (oldest first), and the active or closed conversations (all, or the caller's). */
export function conversationList(
  db: Db,
  status: ChatStatus,
  serviceUserId: string | null,
): ListQuery<ConversationWithUnread> {
  const where: SQL[] = [eq(c.status, status)];
  if (serviceUserId !== null && status !== 'queued') where.push(eq(c.serviceUserId, serviceUserId));
  const cond = and(...where);
  const order: SQL[] =
    status === 'queued'
      ? [asc(c.createdAt), asc(c.id)]
      : status === 'active'
        ? [desc(sql`coalesce(${c.lastMessageAt}, ${c.takenAt}, ${c.createdAt})`), desc(c.id)]
        : [desc(c.closedAt), desc(c.id)];
  return {
    count: async () => (await db.select({ n: count() }).from(c).where(cond))[0].n,
    slice: async (limit, offset) => {
      const rows = await db
        .select({ ...conversationColumns, unread: unreadOf('service') })
        .from(c)
        .where(cond)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...asRow(r), unread: r.unread }));
    },
  };
}

/** The user's past consultations (closed), the most recently closed first; their own side's unread. */
export function historyList(db: Db, userId: string): ListQuery<ConversationWithUnread> {
  const cond = and(eq(c.userId, userId), eq(c.status, 'closed'));
  return {
    count: async () => (await db.select({ n: count() }).from(c).where(cond))[0].n,
    slice: async (limit, offset) => {
      const rows = await db
        .select({ ...conversationColumns, unread: unreadOf('user') })
        .from(c)
        .where(cond)
        .orderBy(desc(c.closedAt), desc(c.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...asRow(r), unread: r.unread }));
    },
  };
}

/** Raises one side's read id (never lowers it). */
export async function markRead(db: DbOrTx, id: string, side: Side, upTo: number): Promise<void> {
  const col = side === 'user' ? c.userReadId : c.serviceReadId;
  await db
    .update(c)
    .set(
      side === 'user'
        ? { userReadId: sql`greatest(${col}, ${upTo})` }
        : { serviceReadId: sql`greatest(${col}, ${upTo})` },
    )
    .where(and(eq(c.id, id), lt(col, upTo)));
}

// --- messages ---

const messageColumns = {
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  fromService: m.fromService,
  text: m.text,
  clientMsgId: m.clientMsgId,
  sentAt: m.sentAt,
};
export type MessageRow = typeof chatMessages.$inferSelect;

/** The newest id in a conversation (0 when it has none). */
export async function newestMessageId(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(eq(m.conversationId, conversationId))
    .orderBy(desc(m.id))
    .limit(1);
  return row?.id ?? 0;
}

/** A page of a conversation: the `limit` messages before `beforeId` (the newest when absent), oldest first. */
export async function messagesBefore(
  db: Db,
  conversationId: string,
  beforeId: number | null,
  limit: number,
): Promise<MessageRow[]> {
  const where: SQL[] = [eq(m.conversationId, conversationId)];
  if (beforeId !== null) where.push(lt(m.id, beforeId));
  const rows = await db
    .select(messageColumns)
    .from(m)
    .where(and(...where))
    .orderBy(desc(m.id))
    .limit(limit);
  return rows.reverse();
}

/** One message with the conversation's members and status (what delivery needs), in one query. */
export async function messageForDelivery(
  db: Db,
  messageId: number,
): Promise<(MessageRow & { userId: string; serviceUserId: string | null; status: ChatConversationStatus }) | null> {
  const [row] = await db
    .select({ ...messageColumns, userId: c.userId, serviceUserId: c.serviceUserId, status: c.status })
    .from(m)
    .innerJoin(c, eq(c.id, m.conversationId))
    .where(eq(m.id, messageId))
    .limit(1);
  return row ? { ...row, status: row.status as ChatConversationStatus } : null;
}

/**
 * Messages after `afterId` in the conversations `userId` belongs to (as their user, or as the service account that
 * took them), ascending, at most `limit` (the chat socket's RESUME).
 */
export async function messagesAfter(db: Db, userId: string, afterId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(m)
    .innerJoin(c, eq(c.id, m.conversationId))
    .where(and(gt(m.id, afterId), or(eq(c.userId, userId), eq(c.serviceUserId, userId))))
    .orderBy(asc(m.id))
    .limit(limit);
}

/** The newest message a service account sent in a conversation (the offline notice's check). */
export async function newestServiceMessageId(db: Db, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.conversationId, conversationId), eq(m.fromService, true)))
    .orderBy(desc(m.id))
    .limit(1);
  return row?.id ?? 0;
}

export type SendOutcome =
  /** `queued`: this message was the conversation's first, which moved it from draft into the queue. */
  | { kind: 'stored'; message: MessageRow; conversation: ConversationRow; queued: boolean }
  | { kind: 'duplicate'; message: MessageRow }
  /** `queued`: the conversation exists and waits for a service account (a service console may take it). */
  | { kind: 'notMember'; queued: boolean }
  | { kind: 'notTaken' }
  | { kind: 'closed' };

async function existingMessage(db: DbOrTx, senderId: string, clientMsgId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(m)
    .where(and(eq(m.senderId, senderId), eq(m.clientMsgId, clientMsgId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a message in one transaction: a repeat of (sender, clientMsgId) answers the stored message (a resend after a
 * lost acknowledgement); otherwise the conversation row is locked and the sender's membership checked (its user while
 * it is open; the service account that took it while active), the id is taken from chat_counters under its row lock
 * (messages commit in id order), the message inserted, and the conversation's last message and the sender side's read
 * id updated.
 */
export async function storeMessage(
  db: Db,
  input: { conversationId: string; senderId: string; clientMsgId: string; text: string },
): Promise<SendOutcome> {
  const earlier = await existingMessage(db, input.senderId, input.clientMsgId);
  if (earlier) return { kind: 'duplicate', message: earlier };
  return db.transaction(async (tx) => {
    const [conv] = await tx
      .select(conversationColumns)
      .from(c)
      .where(eq(c.id, input.conversationId))
      .for('update')
      .limit(1);
    if (!conv) return { kind: 'notMember', queued: false };
    const asUser = conv.userId === input.senderId;
    const asService = !asUser && conv.serviceUserId === input.senderId;
    if (!asUser && !asService) return { kind: 'notMember', queued: conv.status === 'queued' };
    if (conv.status === 'closed') return { kind: 'closed' };
    if (asService && conv.status !== 'active') return { kind: 'notTaken' };

    const bumped = await tx.execute<{ last_id: string }>(
      sql`UPDATE chat_counters SET last_id = last_id + 1 WHERE id = 1 RETURNING last_id`,
    );
    const id = Number(bumped.rows[0].last_id);
    const [row] = await tx
      .insert(m)
      .values({
        id,
        conversationId: conv.id,
        senderId: input.senderId,
        fromService: asService,
        text: input.text,
        clientMsgId: input.clientMsgId,
      })
      .onConflictDoNothing({ target: [m.senderId, m.clientMsgId] })
      .returning(messageColumns);
    if (!row) {
      // The same message committed by a concurrent send of this sender (its resend on another socket).
      const stored = await existingMessage(tx, input.senderId, input.clientMsgId);
      if (!stored) throw new Error('chat: message conflict without a stored message');
      return { kind: 'duplicate', message: stored };
    }
    const readSet = asService
      ? { serviceReadId: sql`greatest(${c.serviceReadId}, ${id})` }
      : { userReadId: sql`greatest(${c.userReadId}, ${id})` };
    // The first message queues a draft: the queue (oldest first by created_at) orders it from this moment.
    const queued = conv.status === 'draft';
    const queueSet = queued ? { status: 'queued', createdAt: row.sentAt } : {};
    await tx
      .update(c)
      .set({
        lastMessage: input.text.slice(0, LAST_MESSAGE_PREVIEW),
        lastMessageAt: row.sentAt,
        ...readSet,
        ...queueSet,
      })
      .where(eq(c.id, conv.id));
    return { kind: 'stored', message: row, conversation: asRow(conv), queued };
  });
}
