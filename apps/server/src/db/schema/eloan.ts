/** eLoan area (issue 3): loan applications of the eLoan reference sub-app. */
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { enterprises, users } from './user.ts';
import { ts } from './columns.ts';

export const loanApplications = pgTable(
  'loan_applications',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The applicant's name when the application was made (kept if the user is renamed later). */
    applicantName: text('applicant_name').notNull(),
    productType: text('product_type').notNull(),
    /** 元, two decimals; read back as the decimal string ("1500000.00"). */
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    termMonths: integer('term_months').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('loan_applications_ent_created_idx').on(t.entId, t.createdAt)],
);
