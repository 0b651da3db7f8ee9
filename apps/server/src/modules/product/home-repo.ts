/** Every query of the product homes (§1 finance home pages): read with their product, written by the administration. */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productHomes, products } from '../../db/schema/product.ts';

const homeColumns = {
  productType: products.productType,
  productName: products.productName,
  routeUrl: products.routeUrl,
  description: products.description,
  sort: products.sort,
  status: products.status,
  brand: productHomes.brand,
  introduction: productHomes.introduction,
  content: productHomes.content,
  workspaceUrl: productHomes.workspaceUrl,
  newsSubjectId: productHomes.newsSubjectId,
};

export type ProductHomeRow = Awaited<ReturnType<typeof listProductHomes>>[number];

function selectHomes(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(homeColumns)
    .from(productHomes)
    .innerJoin(products, eq(products.productType, productHomes.productType))
    .where(where)
    .orderBy(asc(products.sort), asc(products.productType));
}

/** The homes of the products on the shelf, in display order (a dozen rows). */
export function listProductHomes(db: DbOrTx) {
  return selectHomes(db, eq(products.status, 1));
}

/** One product's home by its path or code, on or off the shelf (the caller decides who sees an off-shelf one). */
export async function findProductHome(
  db: DbOrTx,
  by: { routeUrl: string } | { productType: string },
): Promise<ProductHomeRow | undefined> {
  const cond = 'routeUrl' in by ? eq(products.routeUrl, by.routeUrl) : eq(products.productType, by.productType);
  const [row] = await selectHomes(db, and(cond));
  return row;
}

export type ProductHomeWrite = Omit<typeof productHomes.$inferInsert, 'updatedAt'>;

/** Writes a product's home (insert or replace), returning the stored row as it was before (undefined: a new one). */
export async function upsertProductHome(tx: DbOrTx, row: ProductHomeWrite) {
  const [before] = await tx
    .select()
    .from(productHomes)
    .where(eq(productHomes.productType, row.productType))
    .for('update');
  const values = { ...row, updatedAt: new Date() };
  await tx.insert(productHomes).values(values).onConflictDoUpdate({ target: productHomes.productType, set: values });
  return before;
}
