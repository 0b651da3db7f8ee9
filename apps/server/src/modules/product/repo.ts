/** Every query of the product area's tables. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/product.ts';

export type ProductRow = typeof products.$inferSelect;

/** The portal's products in their display order (a dozen rows: the whole list is the page). */
export function listProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sort));
}
