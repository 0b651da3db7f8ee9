/** Every query of the notices area's tables. */
import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { NOTICE_STATUS_READ, type NoticeRecord, type NoticeType } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminChanges, noticeSends, notices, productActivations } from '../../db/schema/notices.ts';
import { newId } from '../../platform/ids.ts';
import type { ListQuery } from '../../platform/paging.ts';

/**
 * The user's latest unread notice in the enterprise, or none: what the bell's dot is decided from (§4). Served by
 * the partial index notices_unread_latest_idx, one index entry however many notices the user has.
 */
export async function latestUnread(db: Db, userId: string, entId: string) {
  const rows = await db
    .select({
      id: notices.id,
      noticeType: notices.noticeType,
      content: notices.content,
      createDate: notices.createDate,
    })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.entId, entId), ne(notices.status, 1)))
    .orderBy(desc(notices.createDate))
    .limit(1);
  return rows.map((r) => ({ ...r, createDate: r.createDate.toISOString() }));
}

/** A notice to store: the §3 fields a source sets (status, seq and the date are the store's). */
export interface NewNotice {
  userId: string;
  entId: string;
  noticeType: NoticeType;
  content: string;
  /** JSON for the types that carry data (financing 8 and 9, organisation change 11, …). */
  data?: unknown;
  fileId?: string | null;
  fileName?: string | null;
  fromType?: string | null;
  productType?: string | null;
  /** 2 when the notice's action is disabled from the start; unread (0) otherwise. */
  status?: 0 | 2;
  sendId?: string | null;
}

export interface StoredNotice {
  userId: string;
  noticeId: string;
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement (12 columns a row). */
const INSERT_CHUNK = 2000;

/**
 * Stores notices inside the caller's transaction. Each user's counter row is bumped once for all of that user's
 * notices, users in id order (two sends to overlapping users lock in the same order, so they cannot deadlock), and
 * held until the transaction ends: a user's notices commit in the order of their numbers.
 */
export async function insertNotices(tx: DbOrTx, list: readonly NewNotice[]): Promise<StoredNotice[]> {
  if (list.length === 0) return [];
  const perUser = new Map<string, number>();
  for (const n of list) perUser.set(n.userId, (perUser.get(n.userId) ?? 0) + 1);
  const userIds = [...perUser.keys()].sort();
  const counts = userIds.map((u) => perUser.get(u) ?? 0);
  const bumped = await tx.execute<{ user_id: string; last_seq: string }>(sql`
    INSERT INTO notice_user_seqs (user_id, last_seq)
    SELECT u, c FROM unnest(${sql.param(userIds)}::text[], ${sql.param(counts)}::bigint[]) AS t(u, c) ORDER BY u
    ON CONFLICT (user_id) DO UPDATE SET last_seq = notice_user_seqs.last_seq + EXCLUDED.last_seq
    RETURNING user_id, last_seq`);
  // The first number of each user's notices in this call.
  const next = new Map<string, number>();
  for (const r of bumped.rows) next.set(r.user_id, Number(r.last_seq) - (perUser.get(r.user_id) ?? 0) + 1);
  const now = new Date();
  const rows = list.map((n) => {
    const seq = next.get(n.userId) ?? 1;
    next.set(n.userId, seq + 1);
    return {
      id: newId(),
      userId: n.userId,
      entId: n.entId,
      noticeType: n.noticeType,
      status: n.status ?? 0,
      content: n.content,
      data: n.data ?? null,
      fileId: n.fileId ?? null,
      fileName: n.fileName ?? null,
      fromType: n.fromType ?? null,
      productType: n.productType ?? null,
      sendId: n.sendId ?? null,
      seq,
      createDate: now,
    };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(notices).values(rows.slice(i, i + INSERT_CHUNK));
  await addToCounts(tx, rows);
  return rows.map((r) => ({ userId: r.userId, noticeId: r.id }));
}

/** Adds new notices to notice_counts, one upsert per (user, enterprise, type), in key order (no deadlocks). */
async function addToCounts(
  tx: DbOrTx,
  rows: readonly { userId: string; entId: string; noticeType: number; status: number }[],
): Promise<void> {
  const byKey = new Map<string, { userId: string; entId: string; noticeType: number; total: number; unread: number }>();
  for (const r of rows) {
    const key = `${r.userId}\u0001${r.entId}\u0001${r.noticeType}`;
    const c = byKey.get(key) ?? { userId: r.userId, entId: r.entId, noticeType: r.noticeType, total: 0, unread: 0 };
    c.total++;
    if (r.status !== NOTICE_STATUS_READ) c.unread++;
    byKey.set(key, c);
  }
  const keys = [...byKey.keys()].sort();
  const list = keys.map((k) => byKey.get(k)!);
  await tx.execute(sql`
    INSERT INTO notice_counts (user_id, ent_id, notice_type, total, unread)
    SELECT * FROM unnest(${sql.param(list.map((c) => c.userId))}::text[], ${sql.param(list.map((c) => c.entId))}::text[],
      ${sql.param(list.map((c) => c.noticeType))}::int[], ${sql.param(list.map((c) => c.total))}::bigint[],
      ${sql.param(list.map((c) => c.unread))}::bigint[])
    ORDER BY 1, 2, 3
    ON CONFLICT (user_id, ent_id, notice_type) DO UPDATE
      SET total = notice_counts.total + EXCLUDED.total, unread = notice_counts.unread + EXCLUDED.unread`);
}

/**
 * Sets the status of one of the user's notices in the enterprise and keeps notice_counts right (unread is any status
 * but 1). Returns the notice's type and previous status, or null when the user has no such notice there. Every
 * status change goes through here: a second way would let the counts drift.
 */
export async function setNoticeStatus(
  tx: DbOrTx,
  owner: { userId: string; entId: string },
  id: string,
  status: 0 | 1 | 2,
): Promise<{ noticeType: number; previous: number } | null> {
  const res = await tx.execute<{ notice_type: number; previous: number }>(sql`
    WITH old AS (
      SELECT id, notice_type, status FROM notices
      WHERE id = ${id} AND user_id = ${owner.userId} AND ent_id = ${owner.entId} FOR UPDATE
    ), upd AS (
      UPDATE notices n SET status = ${status} FROM old WHERE n.id = old.id AND old.status <> ${status}
      RETURNING old.notice_type, old.status AS previous
    ), cnt AS (
      UPDATE notice_counts c
      SET unread = c.unread + (CASE WHEN ${status} = 1 THEN 0 ELSE 1 END) - (CASE WHEN upd.previous = 1 THEN 0 ELSE 1 END)
      FROM upd
      WHERE c.user_id = ${owner.userId} AND c.ent_id = ${owner.entId} AND c.notice_type = upd.notice_type
      RETURNING 1
    )
    SELECT old.notice_type, old.status AS previous FROM old, (SELECT count(*) FROM cnt) AS touched`);
  const row = res.rows[0];
  return row ? { noticeType: Number(row.notice_type), previous: Number(row.previous) } : null;
}

/** The user's notice counts in the enterprise per §3.1 type: total and unread (at most 17 rows). */
export async function noticeCountsByType(db: DbOrTx, userId: string, entId: string) {
  const res = await db.execute<{ notice_type: number; total: string; unread: string }>(sql`
    SELECT notice_type, total, unread FROM notice_counts WHERE user_id = ${userId} AND ent_id = ${entId}`);
  return res.rows.map((r) => ({ noticeType: Number(r.notice_type), total: Number(r.total), unread: Number(r.unread) }));
}

// --- Reading a user's notices (always by the caller's userId and entId) ---

const recordColumns = {
  id: notices.id,
  userId: notices.userId,
  entId: notices.entId,
  noticeType: notices.noticeType,
  status: notices.status,
  content: notices.content,
  createDate: notices.createDate,
  data: notices.data,
  fileId: notices.fileId,
  fileName: notices.fileName,
  fromType: notices.fromType,
  productType: notices.productType,
  seq: notices.seq,
};

interface RecordRow extends Omit<NoticeRecord, 'createDate' | 'seq'> {
  createDate: Date;
  seq: number;
}

function toRecord(r: RecordRow): NoticeRecord {
  return { ...r, createDate: r.createDate.toISOString(), seq: String(r.seq) };
}

/**
 * A user's notices in an enterprise, newest first (by their number), of `types` when given. Counted from
 * notice_counts (at most 17 rows), sliced on notices_user_ent_seq_idx.
 */
export function noticeList(
  db: Db,
  userId: string,
  entId: string,
  types: readonly number[] | undefined,
): ListQuery<NoticeRecord> {
  const where: SQL[] = [eq(notices.userId, userId), eq(notices.entId, entId)];
  if (types) where.push(inArray(notices.noticeType, [...types]));
  const cond = and(...where);
  return {
    count: async () => {
      const counts = await noticeCountsByType(db, userId, entId);
      return counts.filter((c) => !types || types.includes(c.noticeType)).reduce((sum, c) => sum + c.total, 0);
    },
    slice: async (limit, offset) =>
      (
        await db.select(recordColumns).from(notices).where(cond).orderBy(desc(notices.seq)).limit(limit).offset(offset)
      ).map(toRecord),
  };
}

/** One of the user's notices in the enterprise; another user's or enterprise's reads as missing. */
export async function findNotice(db: DbOrTx, userId: string, entId: string, id: string): Promise<NoticeRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.userId, userId), eq(notices.entId, entId)))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** Status 2: the notices' action is done (§3), through setNoticeStatus; returns the owners of those it changed. */
export async function disableNotices(
  tx: DbOrTx,
  list: readonly { id: string; userId: string; entId: string }[],
): Promise<string[]> {
  const changed: string[] = [];
  for (const n of list) {
    const r = await setNoticeStatus(tx, n, n.id, 2);
    if (r && r.previous !== 2) changed.push(n.userId);
  }
  return changed;
}

/** The type 2 notices of one activation request among those of `userIds` (the company admins it went to). */
export async function activationNoticeIds(
  tx: DbOrTx,
  entId: string,
  userIds: readonly string[],
  activationId: string,
): Promise<{ id: string; userId: string; entId: string }[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: notices.id, userId: notices.userId, entId: notices.entId })
    .from(notices)
    .where(
      and(
        inArray(notices.userId, [...userIds]),
        eq(notices.entId, entId),
        eq(notices.noticeType, 2),
        sql`${notices.data}->>'activationId' = ${activationId}`,
      ),
    );
}

// --- Real-time delivery ---

/** What a NOTICE frame carries. */
export interface PushRow {
  id: string;
  userId: string;
  entId: string;
  noticeType: number;
  content: string;
  createDate: Date;
  seq: number;
}

const pushColumns = {
  id: notices.id,
  userId: notices.userId,
  entId: notices.entId,
  noticeType: notices.noticeType,
  content: notices.content,
  createDate: notices.createDate,
  seq: notices.seq,
};

/** Notices by id (one query for a whole event), in their users' number order. */
export async function noticesByIds(db: Db, ids: readonly string[]): Promise<PushRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(pushColumns)
    .from(notices)
    .where(inArray(notices.id, [...ids]))
    .orderBy(asc(notices.userId), asc(notices.seq));
}

/** A user's notices in an enterprise numbered after `afterSeq`, oldest first, at most `limit` (the replay). */
export function noticesAfter(db: Db, userId: string, entId: string, afterSeq: number, limit: number) {
  return db
    .select(pushColumns)
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.entId, entId), gt(notices.seq, afterSeq)))
    .orderBy(asc(notices.seq))
    .limit(limit);
}

// --- Product activation (types 2 and 3) ---

export type ActivationRow = typeof productActivations.$inferSelect;

export async function findActivation(
  db: DbOrTx,
  key: { entId: string; userId: string; productType: string },
): Promise<ActivationRow | undefined> {
  const [row] = await db
    .select()
    .from(productActivations)
    .where(
      and(
        eq(productActivations.entId, key.entId),
        eq(productActivations.userId, key.userId),
        eq(productActivations.productType, key.productType),
      ),
    )
    .limit(1);
  return row;
}

/** One request of the enterprise by its id (another enterprise's reads as none). */
export async function findActivationById(db: DbOrTx, entId: string, id: string): Promise<ActivationRow | undefined> {
  const [row] = await db
    .select()
    .from(productActivations)
    .where(and(eq(productActivations.id, id), eq(productActivations.entId, entId)))
    .limit(1);
  return row;
}

/** The enterprise's requests waiting for a company admin, oldest first (the admin works through them in order). */
export function pendingActivations(db: Db, entId: string) {
  const where = and(eq(productActivations.entId, entId), eq(productActivations.status, 'requested'));
  return {
    count: async () => (await db.select({ n: count() }).from(productActivations).where(where))[0].n,
    slice: (limit: number, offset: number) =>
      db
        .select()
        .from(productActivations)
        .where(where)
        .orderBy(asc(productActivations.requestedAt), asc(productActivations.id))
        .limit(limit)
        .offset(offset),
  };
}

/** A new request, or undefined when the user already asked (or has it): the unique index decides between racers. */
export async function insertActivation(
  tx: DbOrTx,
  input: { entId: string; userId: string; productType: string; status: 'requested' | 'active'; by?: string },
): Promise<ActivationRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .insert(productActivations)
    .values({
      id: newId(),
      entId: input.entId,
      userId: input.userId,
      productType: input.productType,
      status: input.status,
      requestedAt: now,
      activatedAt: input.status === 'active' ? now : null,
      activatedBy: input.status === 'active' ? (input.by ?? null) : null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Activates a request of the enterprise once: undefined when it is missing or already active. */
export async function activate(
  tx: DbOrTx,
  input: { id: string; entId: string; productType: string; by: string },
): Promise<ActivationRow | undefined> {
  const [row] = await tx
    .update(productActivations)
    .set({ status: 'active', activatedAt: new Date(), activatedBy: input.by })
    .where(
      and(
        eq(productActivations.id, input.id),
        eq(productActivations.entId, input.entId),
        eq(productActivations.productType, input.productType),
        eq(productActivations.status, 'requested'),
      ),
    )
    .returning();
  return row;
}

/** The enterprises where someone has the product active. */
export async function enterprisesWithActiveProduct(db: Db, productType: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entId: productActivations.entId })
    .from(productActivations)
    .where(and(eq(productActivations.productType, productType), eq(productActivations.status, 'active')));
  return rows.map((r) => r.entId);
}

// --- Company-admin change (types 5 and 6) ---

/** A pending change; undefined when the enterprise already has one (the partial unique index). */
export async function insertAdminChange(
  tx: DbOrTx,
  input: { entId: string; fromUserId: string; toUserId: string },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(adminChanges)
    .values({ id: newId(), ...input, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: adminChanges.id });
  return row?.id;
}

/**
 * Decides a pending change addressed to `toUserId` in the enterprise, once: of two clicks (or two racing requests)
 * one gets the row, the other undefined.
 */
export async function decideAdminChange(
  tx: DbOrTx,
  input: { id: string; entId: string; toUserId: string; status: 'agreed' | 'refused' | 'void' },
): Promise<{ fromUserId: string } | undefined> {
  const [row] = await tx
    .update(adminChanges)
    .set({ status: input.status, decidedAt: new Date() })
    .where(
      and(
        eq(adminChanges.id, input.id),
        eq(adminChanges.entId, input.entId),
        eq(adminChanges.toUserId, input.toUserId),
        eq(adminChanges.status, 'pending'),
      ),
    )
    .returning({ fromUserId: adminChanges.fromUserId });
  return row;
}

export async function setAdminChangeStatus(tx: DbOrTx, id: string, status: 'void'): Promise<void> {
  await tx.update(adminChanges).set({ status, decidedAt: new Date() }).where(eq(adminChanges.id, id));
}

// --- System notices sent by operations (type 17) ---

export async function insertNoticeSend(
  tx: DbOrTx,
  input: { senderId: string; content: string; userIds: string[]; entIds: string[]; recipients: number },
): Promise<string> {
  const id = newId();
  await tx.insert(noticeSends).values({ id, ...input });
  return id;
}

/** The sends, newest first, each with how many of its notices are read (index notices_send_idx). */
export function noticeSendList(db: Db) {
  // Written out: inside a select of one table, drizzle renders columns unqualified, and "id" would be the notice's.
  const readCount = sql<number>`(select count(*) from notices n where n.send_id = notice_sends.id and n.status = 1)::int`;
  return {
    count: async () => (await db.select({ n: count() }).from(noticeSends))[0].n,
    slice: (limit: number, offset: number) =>
      db
        .select({
          id: noticeSends.id,
          senderId: noticeSends.senderId,
          content: noticeSends.content,
          userIds: noticeSends.userIds,
          entIds: noticeSends.entIds,
          recipients: noticeSends.recipients,
          createdAt: noticeSends.createdAt,
          readCount,
        })
        .from(noticeSends)
        .orderBy(desc(noticeSends.createdAt), desc(noticeSends.id))
        .limit(limit)
        .offset(offset),
  };
}
