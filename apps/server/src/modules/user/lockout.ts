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
