/**
 * The platform's own tables: sessions (auth), the SMS outbox of the default SMS provider, facts about the database,
 * and the upload log.
 */
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './user.ts';
import { ts } from './columns.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
    /** logout | replaced | password | disabled */
    endReason: text('end_reason'),
    /** The user holds the admin role (349855983408250880) in this session's enterprise: phone check required. */
    adminRequired: boolean('admin_required').notNull().default(false),
    adminVerified: boolean('admin_verified').notNull().default(false),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The upload log (§3 Upload log): every refused upload (too large, wrong type) with who sent it and why, so an
 * attempt to push something else through an upload form leaves a trace. Kept a year (platform housekeeping).
 */
export const uploadLog = pgTable(
  'upload_log',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull().default(''),
    userSource: integer('user_source').notNull(),
    entId: text('ent_id').notNull(),
    entName: text('ent_name').notNull().default(''),
    /** The name the client gave (shortened to 255 characters); never used to store anything. */
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    suffixName: text('suffix_name').notNull(),
    resultMsg: text('result_msg').notNull(),
    /** The endpoint's path. */
    route: text('route').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('upload_log_created_idx').on(t.createdAt)],
);

/**
 * The audit log (issue 12): every change to a role, a menu, a grant, a user's status or a product, written in the
 * transaction of the change itself (platform/audit.ts), so a change without its row cannot commit. Never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorAccount: text('actor_account').notNull(),
    actorName: text('actor_name').notNull(),
    /** The enterprise the change belongs to (a company admin reads only theirs); null for portal-wide records. */
    entId: text('ent_id'),
    /** role | menu | grant | user | product */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What was done, e.g. role.create, role.allocateMenu, user.editStatus, product.offShelf (AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** A readable line for the page: the target's name and what changed. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_ent_at_idx').on(t.entId, t.at.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
