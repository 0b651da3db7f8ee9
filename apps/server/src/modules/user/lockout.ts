/**
 * Failed logins per account and IP: after `max` failures the pair is locked for `minutes`. An attempt is counted
 * before its password is checked (one conditional upsert), so a burst of parallel attempts gets no more than
 * `max` checks; a right password then clears the count.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

const key = (account: string, ip: string) => and(eq(loginFailures.account, account.toLowerCase()), eq(loginFailures.ip, ip));

/** Minutes left on a lock (rounded up), or 0. */
export async function lockMinutesLeft(db: Db, account: string, ip: string): Promise<number> {
  const [row] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(key(account, ip)).limit(1);
  const left = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  return left > 0 ? Math.ceil(left / 60000) : 0;
}

/** Counts one attempt; returns its number since the last success or lock (1 = first), or null while the pair is locked. */
export async function reserveAttempt(db: Db, account: string, ip: string): Promise<number | null> {
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
  return row ? row.failures : null;
}

/** Locks the pair for `minutes` (the attempt that reached the limit failed). */
export async function lockNow(db: Db, account: string, ip: string, minutes: number): Promise<void> {
  await db.update(loginFailures).set({ lockedUntil: new Date(Date.now() + minutes * 60000), failures: 0 }).where(key(account, ip));
}

export async function clearFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(key(account, ip));
}

/**
 * The per-account throttle across addresses: failures of one account from any IP are counted in the row whose ip
 * is ACCOUNT_WIDE (a value no client address takes). After `after` failures within WINDOW_MS, each password check
 * of the account first takes a time slot: the next one is allowed only after a delay that doubles per failure up to
 * `maxMs`. Parallel attempts from many addresses cannot share one slot (one conditional upsert takes it), so the
 * account gets at most one check per delay, while its owner waits seconds, never a long lock. Failures decay: a
 * quiet WINDOW_MS starts the count afresh.
 */
export const ACCOUNT_WIDE = '*';
const WINDOW_MS = 15 * 60 * 1000;
const BASE_DELAY_MS = 250;

export interface AccountThrottle {
  after: number;
  maxMs: number;
}

/** The delay before the next check once `failures` failures are counted. */
export function throttleDelayMs(failures: number, t: AccountThrottle): number {
  if (failures < t.after) return 0;
  return Math.min(t.maxMs, BASE_DELAY_MS * 2 ** Math.min(failures - t.after, 20));
}

/**
 * Takes the account's slot for one password check: returns 0 when the check may go ahead, or the seconds to wait.
 * Below the threshold every check may go ahead; above it, the slot is taken by setting the next allowed time.
 */
export async function takeAccountSlot(db: Db, account: string, t: AccountThrottle): Promise<number> {
  const a = account.toLowerCase();
  const [row] = await db.select({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil, updatedAt: loginFailures.updatedAt })
    .from(loginFailures).where(key(a, ACCOUNT_WIDE)).limit(1);
  if (!row || row.updatedAt.getTime() < Date.now() - WINDOW_MS) return 0;
  const delay = throttleDelayMs(row.failures, t);
  if (delay === 0) return 0;
  const [taken] = await db.update(loginFailures)
    .set({ lockedUntil: sql`now() + ${`${delay} milliseconds`}::interval` })
    .where(and(key(a, ACCOUNT_WIDE), sql`(${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} <= now())`))
    .returning({ account: loginFailures.account });
  if (taken) return 0;
  const [again] = await db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(key(a, ACCOUNT_WIDE)).limit(1);
  const left = again?.lockedUntil ? again.lockedUntil.getTime() - Date.now() : 0;
  return Math.max(1, Math.ceil(left / 1000));
}

/** Counts a failed check of the account, from whatever address (a count older than the window starts again at 1). */
export async function countAccountFailure(db: Db, account: string): Promise<void> {
  await db.insert(loginFailures).values({ account: account.toLowerCase(), ip: ACCOUNT_WIDE, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.ip],
      set: {
        failures: sql`case when ${loginFailures.updatedAt} < now() - ${`${WINDOW_MS} milliseconds`}::interval then 1 else ${loginFailures.failures} + 1 end`,
        updatedAt: sql`now()`,
      },
    });
}

/** Gives back an attempt whose password was never checked (the hash queue was full: 429), so it counts for nothing. */
export async function releaseAttempt(db: Db, account: string, ip: string): Promise<void> {
  await db.update(loginFailures).set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(and(key(account, ip), sql`${loginFailures.lockedUntil} is null`));
}
