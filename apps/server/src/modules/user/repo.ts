/**
 * Every query of the user area's tables: accounts, enterprises and memberships; captchas, SMS codes, failed logins and
 * redeemed hand-off tickets. The rules around them are in the service files (captcha.ts, lockout.ts, sms-codes.ts).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';
import {
  captchas,
  enterprises,
  handoffTickets,
  loginFailures,
  memberships,
  plates,
  smsCodes,
  users,
} from '../../db/schema/user.ts';

export type UserRow = typeof users.$inferSelect;
export type EnterpriseRow = typeof enterprises.$inferSelect;

// --- Accounts and enterprises ---

export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUsersByPhone(db: Db, phone: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.phone, phone)).orderBy(asc(users.account));
}

/**
 * The user's enterprises, the default first: those the user may act for (a suspended membership, status 0, is not
 * offered by the enterprise list, the switch, or the sign-in).
 */
export async function enterprisesOf(db: Db, userId: string): Promise<(EnterpriseRow & { isDefault: boolean })[]> {
  const rows = await db
    .select({ ent: enterprises, isDefault: memberships.isDefault })
    .from(memberships)
    .innerJoin(enterprises, eq(enterprises.id, memberships.entId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 1)))
    .orderBy(desc(memberships.isDefault), asc(enterprises.name));
  return rows.map((r) => ({ ...r.ent, isDefault: r.isDefault }));
}

export async function findEnterpriseByCreditCode(db: Db, code: string): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.creditCode, code)).limit(1);
  return row;
}

export async function isMember(db: Db, userId: string, entId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.entId, entId)))
    .limit(1);
  return Boolean(row);
}

/** A new account in its (new or existing) enterprise, in the caller's transaction. */
export async function insertUserInEnterprise(
  tx: DbOrTx,
  input: { user: typeof users.$inferInsert; enterprise?: typeof enterprises.$inferInsert; entId: string },
): Promise<void> {
  if (input.enterprise) await tx.insert(enterprises).values(input.enterprise);
  await tx.insert(users).values(input.user);
  await tx.insert(memberships).values({ userId: input.user.id, entId: input.entId, isDefault: true });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setLayoutStyle(db: Db, userId: string, layoutStyle: 1 | 2): Promise<void> {
  await db.update(users).set({ layoutStyle }).where(eq(users.id, userId));
}

/** Sets a user's status; returns the status it had (read under a row lock, for the audit row). */
export async function setUserStatus(db: DbOrTx, userId: string, status: 0 | 1): Promise<number | undefined> {
  const [before] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).for('update');
  await db.update(users).set({ status }).where(eq(users.id, userId));
  return before?.status;
}

export interface PersonInformation {
  userName: string;
  showName: string;
}

/**
 * The user's own name and, when given, nickname (the personal centre, issue 15): the row locked, the values before
 * the change and after it, or undefined for an unknown user.
 */
export async function setPersonInformation(
  tx: DbOrTx,
  userId: string,
  change: { userName: string; showName?: string },
): Promise<{ before: PersonInformation; after: PersonInformation } | undefined> {
  const [before] = await tx
    .select({ userName: users.userName, showName: users.showName })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return undefined;
  const after = { userName: change.userName, showName: change.showName ?? before.showName };
  await tx.update(users).set(after).where(eq(users.id, userId));
  return { before, after };
}

/** One page of an enterprise's users by account, filtered by account and name; counted and sliced in SQL. */
export async function pageEnterpriseUsers(
  db: Db,
  entId: string,
  filter: { account?: string; userName?: string },
  current: number,
  size: number,
) {
  const where: SQL[] = [eq(memberships.entId, entId)];
  if (filter.account) where.push(ilike(users.account, containsPattern(filter.account)));
  if (filter.userName) where.push(ilike(users.userName, containsPattern(filter.userName)));
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(cond);
  const rows = await db
    .select({
      userId: users.id,
      account: users.account,
      userName: users.userName,
      phone: users.phone,
      status: users.status,
      userSource: users.userSource,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(cond)
    .orderBy(asc(users.account))
    .limit(size)
    .offset((current - 1) * size);
  return { rows, total };
}

// --- Captchas ---

export interface CaptchaState {
  textHash: string;
  expiresAt: Date;
  verifiedAt: Date | null;
  usedAt: Date | null;
}

export async function upsertCaptcha(db: Db, id: string, state: CaptchaState): Promise<void> {
  await db
    .insert(captchas)
    .values({ id, ...state })
    .onConflictDoUpdate({ target: captchas.id, set: state });
}

export async function findCaptcha(db: Db, id: string): Promise<(CaptchaState & { id: string }) | undefined> {
  const [row] = await db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
  return row;
}

export async function markCaptcha(db: Db, id: string, mark: { usedAt: Date } | { verifiedAt: Date }): Promise<void> {
  await db.update(captchas).set(mark).where(eq(captchas.id, id));
}

/** Uses up an unused captcha in one conditional update: of two racing callers, one gets the row. */
export async function takeUnusedCaptcha(db: Db, id: string): Promise<CaptchaState | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
    .returning();
  return row;
}

/** Uses up a live captcha that checkCaptcha verified, in one conditional update. */
export async function takeVerifiedCaptcha(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchas.id, id),
        isNull(captchas.usedAt),
        isNotNull(captchas.verifiedAt),
        gt(captchas.expiresAt, new Date()),
      ),
    )
    .returning({ id: captchas.id });
  return Boolean(row);
}

export async function captchaLive(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: captchas.id })
    .from(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

// --- SMS codes ---

export async function lastSmsCodeAt(db: Db, phone: string, scene: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Codes sent since `since` to a phone, and from an address. */
export async function smsCodesSince(db: Db, input: { phone: string; ip: string; phoneSince: Date; ipSince: Date }) {
  const [{ n: perPhone }] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, input.phone), gt(smsCodes.createdAt, input.phoneSince)));
  const [{ n: perIp }] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, input.ip), gt(smsCodes.createdAt, input.ipSince)));
  return { perPhone, perIp };
}

export async function insertSmsCode(db: Db, row: typeof smsCodes.$inferInsert): Promise<void> {
  await db.insert(smsCodes).values(row);
}

/** The latest live, unused code of a phone and scene (and bizId when given). */
export async function findLiveSmsCode(
  db: Db,
  input: { phone: string; scene: string; bizId?: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, input.phone),
        eq(smsCodes.scene, input.scene),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
        ...(input.bizId ? [eq(smsCodes.bizId, input.bizId)] : []),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.id;
}

/** Takes one of the code's attempts (one conditional update, so parallel guesses cannot pass `maxAttempts`). */
export async function takeSmsAttempt(db: Db, id: number, maxAttempts: number): Promise<string | undefined> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, maxAttempts)))
    .returning({ codeHash: smsCodes.codeHash });
  return row?.codeHash;
}

/** Spends the code (one conditional update: it yields one success only). */
export async function spendSmsCode(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return Boolean(row);
}

export async function setSmsTicket(db: Db, id: number, ticketHash: string, expiresAt: Date): Promise<void> {
  await db.update(smsCodes).set({ ticketHash, ticketExpiresAt: expiresAt }).where(eq(smsCodes.id, id));
}

/** The phone of a live ticket; `spend` uses it up atomically (of two racing spends, one gets undefined). */
export async function readSmsTicket(
  db: Db,
  input: { ticketHash: string; scene: string; spend: boolean },
): Promise<string | undefined> {
  const live = and(
    eq(smsCodes.ticketHash, input.ticketHash),
    eq(smsCodes.scene, input.scene),
    isNull(smsCodes.ticketUsedAt),
    gt(smsCodes.ticketExpiresAt, new Date()),
  );
  const [row] = input.spend
    ? await db.update(smsCodes).set({ ticketUsedAt: new Date() }).where(live).returning({ phone: smsCodes.phone })
    : await db.select({ phone: smsCodes.phone }).from(smsCodes).where(live).limit(1);
  return row?.phone;
}

// --- Failed logins (per account and IP; the account-wide row has ip ACCOUNT_WIDE) ---

const failureKey = (account: string, ip: string) =>
  and(eq(loginFailures.account, account.toLowerCase()), eq(loginFailures.ip, ip));

export async function findLoginFailures(db: Db, account: string, ip: string) {
  const [row] = await db
    .select({
      failures: loginFailures.failures,
      lockedUntil: loginFailures.lockedUntil,
      updatedAt: loginFailures.updatedAt,
    })
    .from(loginFailures)
    .where(failureKey(account, ip))
    .limit(1);
  return row;
}

/** Counts one attempt of the pair; its number since the last success or lock, or undefined while the pair is locked. */
export async function countAttempt(db: Db, account: string, ip: string): Promise<number | undefined> {
  const [row] = await db
    .insert(loginFailures)
    .values({ account: account.toLowerCase(), ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.ip],
      // An expired lock starts a fresh count; a live one counts nothing.
      set: {
        failures: sql`case when ${loginFailures.lockedUntil} is not null then 1 else ${loginFailures.failures} + 1 end`,
        lockedUntil: null,
        updatedAt: new Date(),
      },
      setWhere: sql`${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now()`,
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures;
}

export async function lockPair(db: Db, account: string, ip: string, until: Date): Promise<void> {
  await db.update(loginFailures).set({ lockedUntil: until, failures: 0 }).where(failureKey(account, ip));
}

export async function clearPair(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(failureKey(account, ip));
}

/** Gives back an attempt whose password was never checked. */
export async function uncountAttempt(db: Db, account: string, ip: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(and(failureKey(account, ip), sql`${loginFailures.lockedUntil} is null`));
}

/** Sets the row's next allowed time `delayMs` ahead if its slot is free now; whether this caller took it. */
export async function takeSlot(db: Db, account: string, ip: string, delayMs: number): Promise<boolean> {
  const [taken] = await db
    .update(loginFailures)
    .set({ lockedUntil: sql`now() + ${`${delayMs} milliseconds`}::interval` })
    .where(
      and(
        failureKey(account, ip),
        sql`(${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now())`,
      ),
    )
    .returning({ account: loginFailures.account });
  return Boolean(taken);
}

/** Counts a failure in the row (a count older than `windowMs` starts again at 1). */
export async function countFailure(db: Db, account: string, ip: string, windowMs: number): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ account: account.toLowerCase(), ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.ip],
      set: {
        failures: sql`case when ${loginFailures.updatedAt} < now() - ${`${windowMs} milliseconds`}::interval then 1 else ${loginFailures.failures} + 1 end`,
        updatedAt: sql`now()`,
      },
    });
}

// --- Hand-off tickets ---

/**
 * Marks a hand-off ticket's nonce as used. True for the one caller that inserted the row; false when the nonce was
 * already used. The primary key decides between concurrent redemptions: the insert that loses does nothing.
 */
export async function redeemHandoffNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(handoffTickets)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: handoffTickets.nonce })
    .returning({ nonce: handoffTickets.nonce });
  return rows.length === 1;
}

// --- Housekeeping ---

const HOUR = 3600 * 1000;

/** Expired captchas, old SMS codes, stale lock counters and hand-off nonces whose tickets can no longer pass. */
export async function purgeUserRows(db: Db, now: number): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now - HOUR)));
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now - 48 * HOUR)));
  await db.delete(loginFailures).where(lt(loginFailures.updatedAt, new Date(now - 24 * HOUR)));
  // A used hand-off nonce is kept while its ticket could still pass the expiry check (then that check refuses it).
  await db.delete(handoffTickets).where(lt(handoffTickets.expiresAt, new Date(now - HOUR)));
}

// --- For other areas (through index.ts): recipients and pickers ---

/** Each existing user's default enterprise (memberships.is_default; else the first by id); unknown ids are absent. */
export async function defaultEnterprisesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: memberships.userId, entId: memberships.entId })
    .from(memberships)
    .where(inArray(memberships.userId, [...userIds]))
    .orderBy(asc(memberships.userId), desc(memberships.isDefault), asc(memberships.entId));
  for (const r of rows) if (!out.has(r.userId)) out.set(r.userId, r.entId);
  return out;
}

/** The ids among `entIds` that name an enterprise. */
export async function existingEnterpriseIds(db: Db, entIds: readonly string[]): Promise<Set<string>> {
  if (entIds.length === 0) return new Set();
  const rows = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(inArray(enterprises.id, [...entIds]));
  return new Set(rows.map((r) => r.id));
}

/** Every member of the enterprises, at most `limit` pairs (a caller asks one more than it takes to see an excess). */
export async function membersOfEnterprises(
  db: Db,
  entIds: readonly string[],
  limit: number,
): Promise<{ userId: string; entId: string }[]> {
  if (entIds.length === 0) return [];
  return db
    .select({ userId: memberships.userId, entId: memberships.entId })
    .from(memberships)
    .where(inArray(memberships.entId, [...entIds]))
    .orderBy(asc(memberships.entId), asc(memberships.userId))
    .limit(limit);
}

/** Users whose account or name contains `keyword`, by account. */
export function searchUsers(db: Db, keyword: string, limit: number) {
  const p = containsPattern(keyword);
  return db
    .select({ id: users.id, account: users.account, userName: users.userName })
    .from(users)
    .where(or(ilike(users.account, p), ilike(users.userName, p)))
    .orderBy(asc(users.account))
    .limit(limit);
}

/** Enterprises whose name contains `keyword`, by name. */
export function searchEnterprises(db: Db, keyword: string, limit: number) {
  return db
    .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
    .from(enterprises)
    .where(ilike(enterprises.name, containsPattern(keyword)))
    .orderBy(asc(enterprises.name), asc(enterprises.id))
    .limit(limit);
}

// --- The people directory other areas ask through (platform/people.ts) ---

export async function usersByIds(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, account: users.account, userName: users.userName, userSource: users.userSource })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

export async function enterpriseNamesByIds(db: Db, entIds: readonly string[]) {
  if (entIds.length === 0) return [];
  return db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(inArray(enterprises.id, [...entIds]));
}

export async function membersAmong(db: Db, entId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.entId, entId), inArray(memberships.userId, [...userIds])));
  return rows.map((r) => r.userId);
}

export async function defaultEnterpriseOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ entId: memberships.entId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), asc(memberships.entId))
    .limit(1);
  return row?.entId;
}

export async function userIdsByAccount(db: Db, text: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.account, containsPattern(text)))
    .orderBy(asc(users.account))
    .limit(limit);
  return rows.map((r) => r.id);
}

// --- Users administration (issue 12) ---

export interface UserAdminFilter {
  account?: string;
  userName?: string;
  /** 11 digits: the number; fewer: its last digits. */
  phone?: string;
  entId?: string;
  entName?: string;
  status?: number;
  userSource?: number;
}

/**
 * The administration's user list: `scopeEntId` (a company admin's enterprise) keeps its members only, whatever the
 * filter says; operations (undefined) see every user.
 */
function userAdminWhere(db: Db, scopeEntId: string | undefined, f: UserAdminFilter): SQL | undefined {
  const where: SQL[] = [];
  const memberOf = (cond: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(memberships)
        .where(and(eq(memberships.userId, users.id), cond)),
    );
  if (scopeEntId) where.push(memberOf(eq(memberships.entId, scopeEntId)));
  else {
    if (f.entId) where.push(memberOf(eq(memberships.entId, f.entId)));
    if (f.entName) {
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .innerJoin(enterprises, eq(enterprises.id, memberships.entId))
            .where(and(eq(memberships.userId, users.id), ilike(enterprises.name, containsPattern(f.entName)))),
        ),
      );
    }
  }
  if (f.account) where.push(ilike(users.account, containsPattern(f.account)));
  if (f.userName) where.push(ilike(users.userName, containsPattern(f.userName)));
  if (f.phone) where.push(f.phone.length === 11 ? eq(users.phone, f.phone) : like(users.phone, `%${f.phone}`));
  if (f.status !== undefined) where.push(eq(users.status, f.status));
  if (f.userSource !== undefined) where.push(eq(users.userSource, f.userSource));
  return where.length ? and(...where) : undefined;
}

const userAdminColumns = {
  userId: users.id,
  account: users.account,
  userName: users.userName,
  phone: users.phone,
  status: users.status,
  userSource: users.userSource,
  createdAt: users.createdAt,
  /** The exact timestamp as text (microseconds; a Date keeps milliseconds), the export's keyset cursor. */
  cursor: sql<string>`${users.createdAt}::text`,
};

/**
 * Newest first, exactly as users_created_idx is built (created_at DESC NULLS LAST, id DESC NULLS LAST): a plain
 * desc() means NULLS FIRST in PostgreSQL, which the index cannot give, so every page sorted the whole table (both
 * columns are NOT NULL: the order is the same).
 */
const newestFirst = [sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`] as const;

export type UserAdminRow = { userId: string; account: string; userName: string; phone: string | null } & {
  status: number;
  userSource: number;
  createdAt: Date;
  cursor: string;
};

/**
 * Newest first (index users_created_idx), counted with the same condition. One enterprise's users with no filter on
 * the users themselves (a company admin's list, or operations filtering by enterprise) are counted from its
 * memberships (one per user and enterprise, each of an existing user): an index-only range of memberships_ent_idx
 * instead of a pass over every user.
 */
export function userAdminList(db: Db, scopeEntId: string | undefined, f: UserAdminFilter): ListQuery<UserAdminRow> {
  const cond = userAdminWhere(db, scopeEntId, f);
  const onlyEnt = scopeEntId ?? (f.entName ? undefined : f.entId);
  const userFilter = f.account || f.userName || f.phone || f.status !== undefined || f.userSource !== undefined;
  return {
    count: async () =>
      onlyEnt && !userFilter
        ? (await db.select({ n: count() }).from(memberships).where(eq(memberships.entId, onlyEnt)))[0].n
        : (await db.select({ n: count() }).from(users).where(cond))[0].n,
    // A deferred join: the page's ids are skipped to in users_created_idx alone (an index-only scan once the table is
    // vacuumed), and only those ten rows are read from the table; a deep page no longer reads every row before it.
    slice: (limit, offset) =>
      db
        .select(userAdminColumns)
        .from(users)
        .where(
          inArray(
            users.id,
            db
              .select({ id: users.id })
              .from(users)
              .where(cond)
              .orderBy(...newestFirst)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...newestFirst),
  };
}

/**
 * Every row of the list, `batch` at a time by keyset ((created_at, id) below the last row's), at most `max`: each
 * batch is an index range read, however deep the export is.
 */
export async function* userAdminBatches(
  db: Db,
  scopeEntId: string | undefined,
  f: UserAdminFilter,
  batch: number,
  max: number,
): AsyncGenerator<UserAdminRow[]> {
  const cond = userAdminWhere(db, scopeEntId, f);
  let after: { cursor: string; id: string } | undefined;
  for (let done = 0; done < max;) {
    const below = after
      ? sql`(${users.createdAt}, ${users.id}) < (${after.cursor}::timestamptz, ${after.id})`
      : undefined;
    const rows = await db
      .select(userAdminColumns)
      .from(users)
      .where(and(cond, below))
      .orderBy(...newestFirst)
      .limit(Math.min(batch, max - done));
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    done += rows.length;
    const last = rows[rows.length - 1];
    after = { cursor: last.cursor, id: last.userId };
  }
}

/** The memberships of these users (optionally in one enterprise), the default first, then by name. */
export async function membershipsOf(db: Db, userIds: readonly string[], onlyEntId?: string) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      entId: memberships.entId,
      entName: enterprises.name,
      status: memberships.status,
      isDefault: memberships.isDefault,
    })
    .from(memberships)
    .innerJoin(enterprises, eq(enterprises.id, memberships.entId))
    .where(and(inArray(memberships.userId, [...userIds]), onlyEntId ? eq(memberships.entId, onlyEntId) : undefined))
    .orderBy(asc(memberships.userId), desc(memberships.isDefault), asc(enterprises.name), asc(enterprises.id));
}

/** One membership (any status), or undefined. */
export async function findMembership(db: DbOrTx, userId: string, entId: string) {
  const [row] = await db
    .select({ status: memberships.status, isDefault: memberships.isDefault })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.entId, entId)))
    .limit(1);
  return row;
}

/** Sets a membership's status; returns the one it had (under a row lock), or undefined without a membership. */
export async function setMembershipStatus(
  tx: DbOrTx,
  userId: string,
  entId: string,
  status: 0 | 1,
): Promise<number | undefined> {
  const key = and(eq(memberships.userId, userId), eq(memberships.entId, entId));
  const [before] = await tx.select({ status: memberships.status }).from(memberships).where(key).for('update');
  if (!before) return undefined;
  await tx.update(memberships).set({ status }).where(key);
  return before.status;
}

export interface MemberFilter {
  account?: string;
  userName?: string;
}

export type MemberRow = UserAdminRow & { membershipStatus: number };

/** The users of one enterprise with their membership's status, newest first. */
export function enterpriseMemberList(db: Db, entId: string, f: MemberFilter): ListQuery<MemberRow> {
  const where: SQL[] = [eq(memberships.entId, entId)];
  if (f.account) where.push(ilike(users.account, containsPattern(f.account)));
  if (f.userName) where.push(ilike(users.userName, containsPattern(f.userName)));
  const cond = and(...where);
  return {
    count: async () =>
      (
        await db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(cond)
      )[0].n,
    slice: (limit, offset) =>
      db
        .select({ ...userAdminColumns, membershipStatus: memberships.status })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(cond)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
  };
}

export interface EnterpriseOptionFilter {
  /** Only this enterprise (a company admin's). */
  entId?: string;
  /** Only these (the enterprises that opened a product). */
  entIds?: readonly string[];
  entName?: string;
}

/** Enterprises by name (the user page's enterprise filter). */
export function enterpriseOptionList(
  db: Db,
  f: EnterpriseOptionFilter,
): ListQuery<{ entId: string; entName: string; plate: string }> {
  const where: SQL[] = [];
  if (f.entId) where.push(eq(enterprises.id, f.entId));
  if (f.entIds) where.push(f.entIds.length ? inArray(enterprises.id, [...f.entIds]) : sql`false`);
  if (f.entName) where.push(ilike(enterprises.name, containsPattern(f.entName)));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(enterprises).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select({ entId: enterprises.id, entName: enterprises.name, plate: enterprises.plate })
        .from(enterprises)
        .where(cond)
        .orderBy(asc(enterprises.name), asc(enterprises.id))
        .limit(limit)
        .offset(offset),
  };
}

const parentEnt = alias(enterprises, 'parent_ent');

/** An enterprise's facts with its plate's and parent's names. */
export async function enterpriseFacts(db: Db, entId: string) {
  const [row] = await db
    .select({
      ent: enterprises,
      plateName: plates.name,
      parentName: parentEnt.name,
    })
    .from(enterprises)
    .leftJoin(plates, eq(plates.code, enterprises.plate))
    .leftJoin(parentEnt, eq(parentEnt.id, enterprises.parentId))
    .where(eq(enterprises.id, entId))
    .limit(1);
  return row;
}
