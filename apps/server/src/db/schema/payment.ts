/**
 * Payments (支付, product code 08): the enterprises' bank accounts, the bank channels (银行通道) and the payment
 * orders (付款单). An order is also its own settlement job: `next_run_at` says when the channel adapter next looks at
 * it (claimed FOR UPDATE SKIP LOCKED), so a submitted order survives a restart.
 */
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises, users } from './user.ts';
import { ts } from './columns.ts';

export const paymentBankAccounts = pgTable(
  'payment_bank_accounts',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    currency: text('currency').notNull().default('人民币'),
    /** 正常 | 冻结 */
    status: text('status').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_bank_accounts_ent_idx').on(t.entId, t.sort)],
);

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: text('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    /** 翼支付 | 网银 */
    channelType: text('channel_type').notNull(),
    /** 正常 | 维护 | 停用 */
    status: text('status').notNull(),
    singleLimit: numeric('single_limit', { precision: 16, scale: 2 }).notNull(),
    dailyLimit: numeric('daily_limit', { precision: 16, scale: 2 }).notNull(),
    lastCheckAt: ts('last_check_at'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('payment_channels_bank_type_idx').on(t.bankName, t.channelType)],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorName: text('creator_name').notNull(),
    /** The client's idempotency key: one order per enterprise and key. */
    requestId: text('request_id').notNull(),
    /** What the key was first used for (sha-256 of the normalised input): the same key with other data is refused. */
    requestHash: text('request_hash').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    channelType: text('channel_type').notNull(),
    payerAccountId: text('payer_account_id')
      .notNull()
      .references(() => paymentBankAccounts.id),
    payeeName: text('payee_name').notNull(),
    payeeAccountNo: text('payee_account_no').notNull(),
    payeeBank: text('payee_bank').notNull(),
    /** 元, two decimals. */
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    purpose: text('purpose').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').notNull(),
    failReason: text('fail_reason'),
    /** The simulated bank's serial number once it accepted the order. */
    bankSerial: text('bank_serial'),
    receiptNo: text('receipt_no').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    finishedAt: ts('finished_at'),
    /** When the settlement job next looks at the order; null when nothing is pending. */
    nextRunAt: ts('next_run_at'),
  },
  (t) => [
    uniqueIndex('payment_orders_request_idx').on(t.entId, t.requestId),
    index('payment_orders_ent_created_idx').on(t.entId, t.channelType, t.createdAt),
    index('payment_orders_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.nextRunAt} is not null`),
    index('payment_orders_channel_idx').on(t.channelId, t.status),
  ],
);
