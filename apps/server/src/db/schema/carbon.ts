/**
 * Carbon assets (§1, product code 06): an enterprise's carbon account per compliance year, its trades and its
 * surrenders. Quantities are whole tonnes of CO2e. The account row also keeps the running totals of its trades and
 * surrenders, updated in the same transaction as each row they sum (under the account's row lock), so a sale or a
 * surrender is checked against what is held without a race, and the operations list filters and pages by the
 * compliance state in SQL.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises, users } from './user.ts';
import { ts } from './columns.ts';

export const carbonAccounts = pgTable(
  'carbon_accounts',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** 配额分配 (free allocation), entered by operations. */
    allocation: integer('allocation').notNull().default(0),
    /** 核查排放量; null until verified. */
    verifiedEmission: integer('verified_emission'),
    allowanceBought: integer('allowance_bought').notNull().default(0),
    allowanceSold: integer('allowance_sold').notNull().default(0),
    ccerBought: integer('ccer_bought').notNull().default(0),
    ccerSold: integer('ccer_sold').notNull().default(0),
    allowanceSurrendered: integer('allowance_surrendered').notNull().default(0),
    ccerSurrendered: integer('ccer_surrendered').notNull().default(0),
    /** 清缴截止日. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carbon_accounts_ent_year_uq').on(t.entId, t.year),
    index('carbon_accounts_year_idx').on(t.year, t.entId),
    // What is held never goes below zero, whatever a request tries.
    check(
      'carbon_accounts_held_ck',
      sql`${t.allocation} + ${t.allowanceBought} - ${t.allowanceSold} - ${t.allowanceSurrendered} >= 0 AND ${t.ccerBought} - ${t.ccerSold} - ${t.ccerSurrendered} >= 0`,
    ),
  ],
);

export const carbonTrades = pgTable(
  'carbon_trades',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => carbonAccounts.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** 买入 | 卖出 */
    side: text('side').notNull(),
    /** 配额 | CCER */
    asset: text('asset').notNull(),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    counterparty: text('counterparty').notNull(),
    quantity: integer('quantity').notNull(),
    /** 元/吨, two decimals. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** 元, two decimals (quantity × price). */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('carbon_trades_ent_created_idx').on(t.entId, t.createdAt)],
);

export const carbonSurrenders = pgTable(
  'carbon_surrenders',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => carbonAccounts.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    allowanceQty: integer('allowance_qty').notNull(),
    ccerQty: integer('ccer_qty').notNull(),
    status: text('status').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('carbon_surrenders_ent_created_idx').on(t.entId, t.createdAt)],
);
