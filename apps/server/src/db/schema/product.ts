/** Product area: the portal's products (§1, §3 Product). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const products = pgTable('products', {
  productType: text('product_type').primaryKey(),
  productName: text('product_name').notNull(),
  routeUrl: text('route_url').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(0),
});
