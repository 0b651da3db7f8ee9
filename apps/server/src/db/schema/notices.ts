/**
 * Notices area (§3 Notice), the per-user notice sequence that makes a reconnect lossless, and the two actions a
 * notice can carry: an admin change to agree or refuse (type 5) and a product activation request (types 2 and 3).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises, users } from './user.ts';
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
    fileId: text('file_id'),
    fileName: text('file_name'),
    fromType: text('from_type'),
    productType: text('product_type'),
    /** The operations send (type 17) this notice came from, for its read count on the push page. */
    sendId: text('send_id'),
    /**
     * The user's own increasing number of this notice (1, 2, 3...): the resume cursor of the real-time channel. Taken
     * from notice_user_seqs under that row's lock, so one user's notices commit in the order of their numbers and a
     * client that saw n has seen every notice below n (a global sequence would let a slower transaction commit a
     * lower number after a higher one was delivered).
     */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createDate: ts('create_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_user_seq_uq').on(t.userId, t.seq),
    // The message centre's page and the replay after a reconnect: a user's notices in one enterprise, newest first.
    index('notices_user_ent_seq_idx').on(t.userId, t.entId, t.seq),
    index('notices_send_idx')
      .on(t.sendId, t.status)
      .where(sql`${t.sendId} is not null`),
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

/**
 * How many notices, and how many unread, a user has of each type in each enterprise: the message centre's category
 * counts and page totals read at most 17 rows here instead of counting a heavy user's notices (100,000 of them take
 * ~20 ms to count). Kept by the same statements that insert notices and change their status.
 */
export const noticeCounts = pgTable(
  'notice_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id').notNull(),
    noticeType: integer('notice_type').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    unread: bigint('unread', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entId, t.noticeType] })],
);

/** The last notice number given to each user (see notices.seq). */
export const noticeUserSeqs = pgTable('notice_user_seqs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * A company-admin change (§3.1 types 5 and 6): the enterprise's company admin asks another member to take over; the
 * type 5 notice to that member carries the change's id, agree or refuse decides it once (status pending → agreed or
 * refused), and the type 6 notice tells the one who asked.
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' | 'agreed' | 'refused' */
    status: text('status').notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    // One open change per enterprise: a second request while one waits is refused.
    uniqueIndex('admin_changes_pending_uq')
      .on(t.entId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Product activation (§3.1 types 2 and 3): a member without the right asks (activationNotRole → type 2 to the company
 * admins), an admin activates (activationByAdmin → type 3 to the member). findAccountActive reads it.
 */
export const productActivations = pgTable(
  'product_activations',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    /** 'requested' | 'active' */
    status: text('status').notNull().default('requested'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    activatedAt: ts('activated_at'),
    activatedBy: text('activated_by'),
  },
  (t) => [uniqueIndex('product_activations_uq').on(t.entId, t.userId, t.productType)],
);

/** A system notice (type 17) sent by operations staff (/systemMonitoring/push): what, by whom, to how many. */
export const noticeSends = pgTable(
  'notice_sends',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The chosen user and enterprise ids, as chosen (the recipients are the notices). */
    userIds: jsonb('user_ids').notNull(),
    entIds: jsonb('ent_ids').notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notice_sends_created_idx').on(t.createdAt)],
);
