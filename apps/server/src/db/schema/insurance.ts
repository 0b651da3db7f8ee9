/** Insurance area: the tickets of the insurance platform's authorised sign-in (§7.4 getBxhxToken). */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { enterprises, users } from './user.ts';

/** One issued ticket, by its nonce: redeemed at most once (usedAt), never after expiresAt. Purged a day later. */
export const insuranceTickets = pgTable(
  'insurance_tickets',
  {
    nonce: text('nonce').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('insurance_tickets_expires_idx').on(t.expiresAt)],
);
