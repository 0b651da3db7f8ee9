/**
 * User area: accounts, enterprises and who belongs where (§3 User info, Enterprise list item), and the rows of signing
 * in and registering (captchas, SMS codes, failed logins, redeemed hand-off tickets). Ids of people and enterprises are
 * the snowflake-like strings the portal's clients already carry (§3); operational rows use serial ids.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const enterprises = pgTable(
  'enterprises',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull(),
    entType: integer('ent_type').notNull().default(1),
    plate: text('plate').notNull(),
    parentId: text('parent_id'),
    entVersion: text('ent_version').notNull().default('1'),
    status: integer('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprises_credit_code_uq').on(t.creditCode)],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    userName: text('user_name').notNull(),
    showName: text('show_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** 2 = external user (§3) */
    userSource: integer('user_source').notNull().default(1),
    /** 1 enabled, 0 disabled */
    status: integer('status').notNull().default(1),
    layoutStyle: integer('layout_style').notNull().default(1),
    seq: integer('seq').notNull().default(0),
    registerSource: text('register_source'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(sql`lower(${t.account})`),
    index('users_phone_idx').on(t.phone),
    // The administration's user lists (newest first, paged in SQL).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Also users_account_trgm_idx and users_user_name_trgm_idx (GIN, pg_trgm) for the contains-filters: created by
    // migration 0011 only where the extension can be installed, so they are not declared here.
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    /** 1 the user may act for this enterprise, 0 suspended there (updateUserOrganzationStatus); not offered to switch. */
    status: integer('status').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entId] }), index('memberships_ent_idx').on(t.entId)],
);

export const plates = pgTable('plates', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  verifiedAt: ts('verified_at'),
  usedAt: ts('used_at'),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    bizId: text('biz_id').notNull(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: ts('ticket_expires_at'),
    ticketUsedAt: ts('ticket_used_at'),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.scene, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_ticket_idx').on(t.ticketHash),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.ip] })],
);

export const handoffTickets = pgTable(
  'handoff_tickets',
  {
    nonce: text('nonce').primaryKey(),
    usedAt: ts('used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('handoff_tickets_expires_idx').on(t.expiresAt)],
);
