/**
 * The page browse log (issue 15, §3 Page browse log): one row per navigation, written in batches by the server's
 * queue, kept for the monitoring statistics (a year, housekeeping).
 */
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const pageBrowseLog = pgTable(
  'page_browse_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    menuId: text('menu_id').notNull().default(''),
    oneLevelMenuId: text('one_level_menu_id').notNull().default(''),
    url: text('url').notNull(),
    productType: text('product_type').notNull().default(''),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    entId: text('ent_id').notNull(),
    entName: text('ent_name').notNull(),
    browsedAt: ts('browsed_at').notNull().defaultNow(),
  },
  (t) => [index('page_browse_log_at_idx').on(t.browsedAt), index('page_browse_log_url_idx').on(t.url, t.browsedAt)],
);
