/**
 * Every query of the platform's own tables (db/schema/platform.ts): sessions, the SMS outbox of the default SMS
 * provider, the meta facts, the upload log and the audit log. Modules keep theirs in modules/<area>/repo.ts. One read crosses into an area's table,
 * on purpose: the session lookup joins the user row, so a disabled account is stopped on its next call even if its
 * sessions were never ended (one query, no module involved in the access check).
 */
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { auditLog, meta, sessions, smsOutbox, uploadLog } from '../db/schema/platform.ts';
import { containsPattern } from '../db/sql.ts';
import type { ListQuery } from './paging.ts';
import { users } from '../db/schema/user.ts';

export type NewSession = Pick<
  typeof sessions.$inferInsert,
  'tokenHash' | 'userId' | 'entId' | 'adminRequired' | 'expiresAt' | 'ip'
>;
export type SessionPatch = Partial<{ entId: string; adminRequired: boolean; adminVerified: boolean }>;

/** Ends the user's live sessions ('replaced') and starts the new one, in one transaction: one live session per account. */
export async function replaceSession(db: Db, row: NewSession): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'replaced' })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.endedAt)));
    await tx.insert(sessions).values(row);
  });
}

/** A session with what the access check needs of its account. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      entId: sessions.entId,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      adminRequired: sessions.adminRequired,
      adminVerified: sessions.adminVerified,
      account: users.account,
      userSource: users.userSource,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

export async function endSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date(), endReason: reason }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of a user (password change, account disabled). */
export async function endUserSessions(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function updateSession(db: Db, sessionId: number, patch: SessionPatch): Promise<void> {
  await db.update(sessions).set(patch).where(eq(sessions.id, sessionId));
}

/** Sessions ended or expired more than `before` ago are of no use to anyone. */
export async function purgeOldSessions(db: Db, before: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(and(isNotNull(sessions.endedAt), lt(sessions.endedAt, before)), lt(sessions.expiresAt, before)));
}

export interface OutboxMessage {
  phone: string;
  code: string;
  content: string;
}

export async function insertOutboxMessage(db: Db, message: OutboxMessage): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

export async function latestOutboxMessage(
  db: Db,
  phone: string,
): Promise<(OutboxMessage & { createdAt: Date }) | undefined> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).limit(1);
  return row?.value;
}

export async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  await db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
}

/** A row as written: the names too (the log page shows them as they were when the upload was refused). */
export type UploadLogEntry = Omit<typeof uploadLog.$inferInsert, 'id' | 'createdAt' | 'userName' | 'entName'> & {
  userName: string;
  entName: string;
};

export async function insertUploadLog(db: Db, entry: UploadLogEntry): Promise<void> {
  await db.insert(uploadLog).values(entry);
}

export interface UploadLogFilter {
  /** Contained in the account, in the file's name (any case). */
  account?: string;
  fileName?: string;
}

/** The upload log (its own names: joined with nothing), newest first, as a list for paging. */
export function uploadLogList(db: Db, filter: UploadLogFilter): ListQuery<typeof uploadLog.$inferSelect> {
  const where: SQL[] = [];
  if (filter.account) where.push(ilike(uploadLog.account, containsPattern(filter.account)));
  if (filter.fileName) where.push(ilike(uploadLog.fileName, containsPattern(filter.fileName)));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(uploadLog).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(uploadLog)
        .where(cond)
        .orderBy(desc(uploadLog.createdAt), desc(uploadLog.id))
        .limit(limit)
        .offset(offset),
  };
}

/** Upload log entries are kept a year. */
export async function purgeOldUploadLog(db: Db, before: Date): Promise<void> {
  await db.delete(uploadLog).where(lt(uploadLog.createdAt, before));
}

// --- The audit log (platform/audit.ts) ---

export type AuditInsert = Omit<typeof auditLog.$inferInsert, 'id' | 'at' | 'actorName'>;

/** One audit row in the caller's transaction; the actor's name is read from the user row in the same statement. */
export async function insertAudit(tx: DbOrTx, row: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values({
    ...row,
    actorName: sql`coalesce((select ${users.userName} from ${users} where ${users.id} = ${row.actorId}), ${row.actorAccount})`,
  });
}

export interface AuditFilter {
  targetType?: string;
  action?: string;
  actorAccount?: string;
  keyword?: string;
  /** Inclusive bounds as instants (the route turns the +08:00 days into them). */
  from?: Date;
  until?: Date;
}

/** The audit rows matching `filter`, newest first (the (at, id) index), as a list for paging and export. */
export function auditList(db: Db, filter: AuditFilter): ListQuery<typeof auditLog.$inferSelect> {
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorAccount) where.push(eq(auditLog.actorAccount, filter.actorAccount));
  if (filter.keyword) {
    const p = containsPattern(filter.keyword);
    where.push(or(ilike(auditLog.summary, p), eq(auditLog.targetId, filter.keyword)) as SQL);
  }
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.until) where.push(lt(auditLog.at, filter.until));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(auditLog).where(cond))[0].n,
    slice: (limit, offset) =>
      db.select().from(auditLog).where(cond).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
  };
}

/** The value kept under `key`, writing `value` first if there is none (two instances racing agree on one). */
export async function claimMeta(db: Db, key: string, value: string): Promise<string> {
  await db.insert(meta).values({ key, value }).onConflictDoNothing({ target: meta.key });
  return (await readMeta(db, key)) ?? value;
}
