/** Every query of the e-commerce authorisation's tables. */
import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { businessClients, businessCodes, businessGrants } from '../../db/schema/business.ts';
import { newId } from '../../platform/ids.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type GrantRow = typeof businessGrants.$inferSelect;

/** A platform that may ask (status 1), or undefined. */
export async function findClient(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(businessClients)
    .where(and(eq(businessClients.code, code), eq(businessClients.status, 1)))
    .limit(1);
  return row;
}

export async function clientNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: businessClients.code, name: businessClients.name }).from(businessClients);
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function liveGrant(db: DbOrTx, entId: string, clientCode: string): Promise<GrantRow | undefined> {
  const [row] = await db
    .select()
    .from(businessGrants)
    .where(
      and(eq(businessGrants.entId, entId), eq(businessGrants.clientCode, clientCode), isNull(businessGrants.revokedAt)),
    )
    .limit(1);
  return row;
}

/** Replaces the enterprise's live grant to the platform by a new one (the old one revoked by the granter). */
export async function grant(tx: DbOrTx, row: { entId: string; clientCode: string; scopes: string[]; userId: string }) {
  const now = new Date();
  await tx
    .update(businessGrants)
    .set({ revokedAt: now, revokedBy: row.userId })
    .where(
      and(
        eq(businessGrants.entId, row.entId),
        eq(businessGrants.clientCode, row.clientCode),
        isNull(businessGrants.revokedAt),
      ),
    );
  const [out] = await tx
    .insert(businessGrants)
    .values({
      id: newId(),
      entId: row.entId,
      clientCode: row.clientCode,
      scopes: row.scopes,
      grantedBy: row.userId,
      grantedAt: now,
    })
    .returning();
  return out;
}

/** Revokes a live grant of the enterprise; undefined when there is none with that id (or it is another's). */
export async function revoke(tx: DbOrTx, entId: string, id: string, userId: string) {
  const [row] = await tx
    .update(businessGrants)
    .set({ revokedAt: new Date(), revokedBy: userId })
    .where(and(eq(businessGrants.id, id), eq(businessGrants.entId, entId), isNull(businessGrants.revokedAt)))
    .returning();
  return row;
}

export function grantList(db: Db, entId: string): ListQuery<GrantRow> {
  const cond = eq(businessGrants.entId, entId);
  return {
    count: async () => (await db.select({ n: count() }).from(businessGrants).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(businessGrants)
        .where(cond)
        .orderBy(desc(businessGrants.grantedAt), desc(businessGrants.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function insertCode(tx: DbOrTx, row: { nonce: string; grantId: string; expiresAt: Date }) {
  await tx.insert(businessCodes).values(row);
}

/** Uses an unexpired, unused code whose grant is still live; the grant, or undefined. */
export async function redeemCode(db: Db, nonce: string, now: Date): Promise<GrantRow | undefined> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(businessCodes)
      .set({ usedAt: now })
      .where(and(eq(businessCodes.nonce, nonce), isNull(businessCodes.usedAt), gt(businessCodes.expiresAt, now)))
      .returning();
    if (!code) return undefined;
    const [row] = await tx
      .select()
      .from(businessGrants)
      .where(and(eq(businessGrants.id, code.grantId), isNull(businessGrants.revokedAt)))
      .limit(1);
    return row;
  });
}

export async function purgeCodes(db: Db, before: Date): Promise<void> {
  await db.delete(businessCodes).where(lt(businessCodes.expiresAt, before));
}
