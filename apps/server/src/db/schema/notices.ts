/** Notices area (§3 Notice). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './user.ts';
import { ts } from './columns.ts';

export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id').notNull(),
    noticeType: integer('notice_type').notNull(),
    /** 1 read, 2 disabled action, other = unread */
    status: integer('status').notNull().default(0),
    content: text('content').notNull(),
    data: jsonb('data'),
    createDate: ts('create_date').notNull().defaultNow(),
  },
  (t) => [
    index('notices_user_ent_idx').on(t.userId, t.entId, t.status),
    // The bell's "latest unread" (manage module): one index entry, however many notices the user has. Without it a
    // user with 100,000 unread notices cost 43 ms (all fetched, then sorted) at 1,000,000 notices (bench/data-growth).
    // Ascending on purpose: read backwards it gives ORDER BY create_date DESC (NULLS FIRST); a DESC NULLS LAST
    // index does not, and the sort comes back.
    index('notices_unread_latest_idx')
      .on(t.userId, t.entId, t.createDate)
      .where(sql`${t.status} <> 1`),
  ],
);
