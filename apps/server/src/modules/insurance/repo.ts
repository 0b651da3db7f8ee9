/** Every query of the insurance area's tables. */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insuranceTickets } from '../../db/schema/insurance.ts';

export async function insertTicket(db: Db, row: { nonce: string; userId: string; entId: string; expiresAt: Date }) {
  await db.insert(insuranceTickets).values(row);
}

/** Marks an issued, unused, unexpired ticket used and returns it; undefined when it is none of those (one wins). */
export async function redeemTicket(db: Db, nonce: string, now: Date) {
  const [row] = await db
    .update(insuranceTickets)
    .set({ usedAt: now })
    .where(and(eq(insuranceTickets.nonce, nonce), isNull(insuranceTickets.usedAt), gt(insuranceTickets.expiresAt, now)))
    .returning();
  return row;
}

/** Drops tickets a day past their expiry. */
export async function purgeTickets(db: Db, before: Date): Promise<void> {
  await db.delete(insuranceTickets).where(lt(insuranceTickets.expiresAt, before));
}
