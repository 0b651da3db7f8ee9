/** Failed logins per account and IP: after `max` failures the pair is locked for `minutes`. */
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

/** Counts one failure; returns how many tries are left (0 = this failure locked the pair). */
export async function recordFailure(db: Db, account: string, ip: string, max: number, minutes: number): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ account: account.toLowerCase(), ip, failures: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.ip],
      // An expired lock starts a fresh count.
      set: {
        failures: sql`case when ${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= now() then 1 else ${loginFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${loginFailures.lockedUntil} <= now() then null else ${loginFailures.lockedUntil} end`,
        updatedAt: new Date(),
      },
    })
    .returning({ failures: loginFailures.failures });
  const left = max - row.failures;
  if (left <= 0) {
    await db.update(loginFailures).set({ lockedUntil: new Date(Date.now() + minutes * 60000), failures: 0 }).where(key(account, ip));
    return 0;
  }
  return left;
}

export async function clearFailures(db: Db, account: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(key(account, ip));
}
