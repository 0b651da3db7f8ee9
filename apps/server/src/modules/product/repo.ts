/** Every query of the product area's tables. */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/product.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type ProductRow = typeof products.$inferSelect;

/** The portal's products in their display order (a dozen rows: the whole list is the page). */
export function listProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sort));
}

/** A product's name, or undefined for an unknown product type. */
export async function findProductName(db: Db, productType: string): Promise<string | undefined> {
  const [row] = await db
    .select({ productName: products.productName })
    .from(products)
    .where(eq(products.productType, productType))
    .limit(1);
  return row?.productName;
}

/** A product by its code (for update). */
export async function findProduct(db: DbOrTx, productType: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.productType, productType)).limit(1);
  return row;
}

export interface ProductFilter {
  productName?: string;
  status?: number;
}

/** The administration's list: every product (on and off the shelf), in display order, as a list for paging. */
export function productAdminList(db: Db, filter: ProductFilter): ListQuery<ProductRow> {
  const where: SQL[] = [];
  if (filter.productName) where.push(ilike(products.productName, containsPattern(filter.productName)));
  if (filter.status !== undefined) where.push(eq(products.status, filter.status));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(products).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(products)
        .where(cond)
        .orderBy(asc(products.sort), asc(products.productType))
        .limit(limit)
        .offset(offset),
  };
}

/** Inserts a product; false when its code is taken (nothing written). */
export async function insertProduct(tx: DbOrTx, row: typeof products.$inferInsert): Promise<ProductRow | undefined> {
  const [out] = await tx
    .insert(products)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return out;
}

/** Updates a product's fields, locking it first (the audit row's "before" is then exact); undefined when missing. */
export async function updateProduct(
  tx: DbOrTx,
  productType: string,
  patch: Partial<Omit<ProductRow, 'productType' | 'updatedAt'>>,
): Promise<{ before: ProductRow; after: ProductRow } | undefined> {
  const [before] = await tx.select().from(products).where(eq(products.productType, productType)).for('update');
  if (!before) return undefined;
  // Nothing to change: the row (and its updatedAt) stays as it is.
  if (Object.entries(patch).every(([k, v]) => before[k as keyof ProductRow] === v)) return { before, after: before };
  const [after] = await tx
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.productType, productType))
    .returning();
  return { before, after };
}
