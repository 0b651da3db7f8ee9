/** Every query of product_openings (issue 12): an enterprise's requests to open a product. */
import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productOpenings } from '../../db/schema/product.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type OpeningRow = typeof productOpenings.$inferSelect;

/** Inserts a pending opening; a second live one of the enterprise and product fails on the partial unique index. */
export async function insertOpening(
  tx: DbOrTx,
  row: { id: string; entId: string; productType: string; applicantId: string },
): Promise<OpeningRow> {
  const [out] = await tx
    .insert(productOpenings)
    .values({ ...row, status: 'pending' })
    .returning();
  return out;
}

/** The live (pending or active) opening of a product in an enterprise. */
export async function findLiveOpening(db: DbOrTx, entId: string, productType: string): Promise<OpeningRow | undefined> {
  const [row] = await db
    .select()
    .from(productOpenings)
    .where(
      and(
        eq(productOpenings.entId, entId),
        eq(productOpenings.productType, productType),
        ne(productOpenings.status, 'rejected'),
      ),
    )
    .limit(1);
  return row;
}

/** The live openings of these enterprises. */
export async function liveOpeningsOf(db: Db, entIds: readonly string[]): Promise<OpeningRow[]> {
  if (entIds.length === 0) return [];
  return db
    .select()
    .from(productOpenings)
    .where(and(inArray(productOpenings.entId, [...entIds]), ne(productOpenings.status, 'rejected')));
}

/** The enterprises whose opening of a product operations activated (the user list's product filter). */
export async function enterprisesWithActiveOpening(db: Db, productType: string): Promise<string[]> {
  const rows = await db
    .select({ entId: productOpenings.entId })
    .from(productOpenings)
    .where(and(eq(productOpenings.productType, productType), eq(productOpenings.status, 'active')));
  return rows.map((r) => r.entId);
}

/** An opening, locked for the caller's transaction. */
export async function lockOpening(tx: DbOrTx, id: string): Promise<OpeningRow | undefined> {
  const [row] = await tx.select().from(productOpenings).where(eq(productOpenings.id, id)).for('update');
  return row;
}

/** pending → active (the row is locked by the caller). */
export async function markActive(tx: DbOrTx, id: string, by: string): Promise<OpeningRow> {
  const [row] = await tx
    .update(productOpenings)
    .set({ status: 'active', activatedAt: new Date(), activatedBy: by })
    .where(and(eq(productOpenings.id, id), eq(productOpenings.status, 'pending')))
    .returning();
  return row;
}

/** Sets done_at once (later calls change nothing); returns the row as it is. */
export async function markDone(db: Db, id: string): Promise<OpeningRow | undefined> {
  const [row] = await db
    .update(productOpenings)
    .set({ doneAt: new Date() })
    .where(and(eq(productOpenings.id, id), eq(productOpenings.status, 'active'), isNull(productOpenings.doneAt)))
    .returning();
  return row;
}

export interface OpeningFilter {
  status?: string;
  productType?: string;
  /** Only these enterprises (the caller's scope, or an enterprise-name filter resolved by the user area). */
  entIds?: readonly string[];
}

/** The operations' list of openings, newest first. */
export function openingList(db: Db, filter: OpeningFilter): ListQuery<OpeningRow> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(productOpenings.status, filter.status));
  if (filter.productType) where.push(eq(productOpenings.productType, filter.productType));
  if (filter.entIds) where.push(filter.entIds.length ? inArray(productOpenings.entId, [...filter.entIds]) : sql`false`);
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(productOpenings).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(productOpenings)
        .where(cond)
        .orderBy(desc(productOpenings.requestedAt), desc(productOpenings.id))
        .limit(limit)
        .offset(offset),
  };
}
