/**
 * The organisation of the group (issue 15, §3 Organisation tree node, §9).
 *
 * The tree is one table with a materialised path: `path` is the codes from the root down to the node joined by '.'
 * ('10000001.10010000.10010100'), so a subtree is `path like '<node path>.%'` on the text_pattern_ops index, and the
 * ancestors of a node are the codes of its path. A node's path changes only when it is moved (an approved change of
 * parent), which rewrites its subtree's paths in one statement.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const orgNodes = pgTable(
  'org_nodes',
  {
    customerCode: text('customer_code').primaryKey(),
    customerRegisterName: text('customer_register_name').notNull(),
    parentCustomerCode: text('parent_customer_code'),
    /** §9: 1 the root, 2–4 below it (the virtual nodes are level 2). */
    companyLevel: integer('company_level').notNull(),
    socialcreditcode: text('socialcreditcode'),
    /** 1 in use, 0 cancelled (注销 by an approved type-3 change). */
    status: integer('status').notNull().default(1),
    /** §3.1 plate code ('' when none). */
    cat: text('cat').notNull().default(''),
    path: text('path').notNull(),
    /** Order among siblings. */
    sort: integer('sort').notNull().default(0),
    /** The portal enterprise the node is, when it is one (the demo enterprises). */
    entId: text('ent_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('org_nodes_parent_idx').on(t.parentCustomerCode, t.sort, t.customerCode),
    index('org_nodes_path_idx').on(t.path.op('text_pattern_ops')),
    // A credit code names one company in use.
    uniqueIndex('org_nodes_credit_code_uq')
      .on(t.socialcreditcode)
      .where(sql`${t.status} = 1 and ${t.socialcreditcode} is not null`),
  ],
);

/** Who belongs to which organisation; at most one primary organisation per user. */
export const orgUsers = pgTable(
  'org_users',
  {
    userId: text('user_id').notNull(),
    customerCode: text('customer_code')
      .notNull()
      .references(() => orgNodes.customerCode, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerCode] }),
    index('org_users_code_idx').on(t.customerCode, t.userId),
    uniqueIndex('org_users_primary_uq')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);
