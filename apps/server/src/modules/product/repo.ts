/** Every query of the product area's tables. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/product.ts';

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
