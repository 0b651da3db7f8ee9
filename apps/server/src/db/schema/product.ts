/** Product area: the portal's products (§1, §3 Product). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductHomeContent } from '@portal/shared';
import { ts } from './columns.ts';
import { enterprises, users } from './user.ts';

export const products = pgTable('products', {
  productType: text('product_type').primaryKey(),
  productName: text('product_name').notNull(),
  routeUrl: text('route_url').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(0),
  /** 1 on the shelf, 0 off (§3.1 type 7). */
  status: integer('status').notNull().default(1),
  updatedAt: ts('updated_at'),
});

/**
 * Product opening (§2.2 /product/index, protocol, loading; §7.4 resUserProduct): an enterprise asks for a product
 * after accepting its protocols (pending, a type 2 notice to operations), operations activates it (active: the
 * product's menus are granted to the applicant through the enterprise's product role, a type 3 notice), and the
 * applicant's waiting page finishes it (done). One live opening per enterprise and product.
 */
export const productOpenings = pgTable(
  'product_openings',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    productType: text('product_type')
      .notNull()
      .references(() => products.productType, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' | 'active' | 'rejected' */
    status: text('status').notNull().default('pending'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    activatedAt: ts('activated_at'),
    activatedBy: text('activated_by'),
    /** When the applicant's waiting page saw it active (doneOpenProduct). */
    doneAt: ts('done_at'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('product_openings_live_uq')
      .on(t.entId, t.productType)
      .where(sql`${t.status} <> 'rejected'`),
    index('product_openings_status_idx').on(t.status, t.requestedAt.desc()),
  ],
);

/**
 * A product's home page (§1 finance home pages, /finance/eXxx): what operations write about the product on the product
 * administration (品牌, 介绍, 特点, 额度与利率, 办理流程, 所需材料, 联系方式), where its on-line service is (the
 * workspace a user who opened it enters), and the news channel the home shows. One row per product with a home.
 */
export const productHomes = pgTable('product_homes', {
  productType: text('product_type')
    .primaryKey()
    .references(() => products.productType, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  introduction: text('introduction').notNull(),
  /** features, limits, steps, documents and contact, as ProductHomeContent (validated by the contract on save). */
  content: jsonb('content').$type<ProductHomeContent>().notNull(),
  /** The product's on-line service (a portal path: a sub-app mount path or a page), or null: consulted off line. */
  workspaceUrl: text('workspace_url'),
  /** A channel of the public news site; the home lists its newest articles. */
  newsSubjectId: text('news_subject_id'),
  updatedAt: ts('updated_at'),
});
