/** Queries of the operations service's own tables (hand-off tickets). */
import type { Db } from '../../db/client.ts';
import { handoffTickets } from '../../db/schema.ts';

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
