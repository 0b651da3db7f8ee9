/**
 * Failed logins per account and IP: after `max` failures the pair is locked for `minutes`. An attempt is counted
 * before its password is checked (one conditional upsert), so a burst of parallel attempts gets no more than
 * `max` checks; a right password then clears the count.
 *
 * The per-account throttle across addresses: failures of one account from any IP are counted in the row whose ip
 * is ACCOUNT_WIDE (a value no client address takes). After `after` failures within WINDOW_MS, each password check
 * of the account first takes a time slot: the next one is allowed only after a delay that doubles per failure up to
 * `maxMs`. Parallel attempts from many addresses cannot share one slot (one conditional update takes it), so the
 * account gets at most one check per delay, while its owner waits seconds, never a long lock. Failures decay: a
 * quiet WINDOW_MS starts the count afresh.
 */
import type { Db } from '../../db/client.ts';
import {
  clearPair,
  countAttempt,
  countFailure,
  findLoginFailures,
  lockPair,
  takeSlot,
  uncountAttempt,
} from './repo.ts';

export const ACCOUNT_WIDE = '*';
const WINDOW_MS = 15 * 60 * 1000;
const BASE_DELAY_MS = 250;

export interface AccountThrottle {
  after: number;
  maxMs: number;
}

/** Minutes left on a lock (rounded up), or 0. */
export async function lockMinutesLeft(db: Db, account: string, ip: string): Promise<number> {
  const row = await findLoginFailures(db, account, ip);
  const left = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  return left > 0 ? Math.ceil(left / 60000) : 0;
}

/** Counts one attempt; returns its number since the last success or lock (1 = first), or null while the pair is locked. */
export async function reserveAttempt(db: Db, account: string, ip: string): Promise<number | null> {
  return (await countAttempt(db, account, ip)) ?? null;
}

/** Locks the pair for `minutes` (the attempt that reached the limit failed). */
export function lockNow(db: Db, account: string, ip: string, minutes: number): Promise<void> {
  return lockPair(db, account, ip, new Date(Date.now() + minutes * 60000));
}

export function clearFailures(db: Db, account: string, ip: string): Promise<void> {
  return clearPair(db, account, ip);
}

/** Gives back an attempt whose password was never checked (the hash queue was full: 429), so it counts for nothing. */
export function releaseAttempt(db: Db, account: string, ip: string): Promise<void> {
  return uncountAttempt(db, account, ip);
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
  const row = await findLoginFailures(db, account, ACCOUNT_WIDE);
  if (!row || row.updatedAt.getTime() < Date.now() - WINDOW_MS) return 0;
  const delay = throttleDelayMs(row.failures, t);
  if (delay === 0) return 0;
  if (await takeSlot(db, account, ACCOUNT_WIDE, delay)) return 0;
  const again = await findLoginFailures(db, account, ACCOUNT_WIDE);
  const left = again?.lockedUntil ? again.lockedUntil.getTime() - Date.now() : 0;
  return Math.max(1, Math.ceil(left / 1000));
}

/** Counts a failed check of the account, from whatever address (a count older than the window starts again at 1). */
export function countAccountFailure(db: Db, account: string): Promise<void> {
  return countFailure(db, account, ACCOUNT_WIDE, WINDOW_MS);
}
