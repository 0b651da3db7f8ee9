/**
 * Factoring area (保理, §2.3 /efactoring): an enterprise's factoring applications, the invoices each transfers, and
 * each application's status history. Amounts are 元 with two decimals (numeric, read back as decimal text).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises, users } from './user.ts';
import { ts } from './columns.ts';

export const factoringApplications = pgTable(
  'factoring_applications',
  {
    id: text('id').primaryKey(),
    /** 融资申请编号: FA + the day (+08:00) + a serial. */
    applyNo: text('apply_no').notNull(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Names when the application was made (kept if the user or the enterprise is renamed later). */
    applicantName: text('applicant_name').notNull(),
    entName: text('ent_name').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCreditCode: text('buyer_credit_code').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    invoiceTotal: numeric('invoice_total', { precision: 16, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    termDays: integer('term_days').notNull(),
    receiveAccount: text('receive_account').notNull(),
    status: text('status').notNull(),
    /** The review's workflow instance (`factoringReview`); null for demo rows decided before the workflow. */
    processInstId: text('process_inst_id'),
    realMoney: numeric('real_money', { precision: 16, scale: 2 }),
    realDate: text('real_date'),
    payAccount: text('pay_account'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('factoring_applications_no_uq').on(t.applyNo),
    index('factoring_applications_ent_created_idx').on(t.entId, t.createdAt),
    index('factoring_applications_created_idx').on(t.createdAt),
  ],
);

export const factoringInvoices = pgTable(
  'factoring_invoices',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => factoringApplications.id, { onDelete: 'cascade' }),
    entId: text('ent_id').notNull(),
    sort: integer('sort').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    dueDate: text('due_date').notNull(),
    /** Held by a live application (待审核, 已通过, 已放款); a rejected or withdrawn one frees it. */
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    index('factoring_invoices_app_idx').on(t.applicationId, t.sort),
    // An invoice is transferred once per enterprise: two applications racing for it, the second insert fails.
    uniqueIndex('factoring_invoices_live_uq')
      .on(t.entId, t.invoiceNo)
      .where(sql`${t.live}`),
  ],
);

export const factoringHistory = pgTable(
  'factoring_history',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => factoringApplications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    action: text('action').notNull(),
    operatorName: text('operator_name').notNull(),
    opinion: text('opinion').notNull().default(''),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('factoring_history_app_idx').on(t.applicationId, t.at)],
);
