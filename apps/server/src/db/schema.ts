/**
 * One schema for PGlite and PostgreSQL. Ids of people, enterprises, roles and menus are the snowflake-like
 * strings the portal's clients already carry (§3); operational rows use serial ids.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const enterprises = pgTable('enterprises', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  creditCode: text('credit_code').notNull(),
  entType: integer('ent_type').notNull().default(1),
  plate: text('plate').notNull(),
  parentId: text('parent_id'),
  entVersion: text('ent_version').notNull().default('1'),
  status: integer('status').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('enterprises_credit_code_uq').on(t.creditCode)]);

export const users = pgTable('users', {
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
}, (t) => [uniqueIndex('users_account_uq').on(sql`lower(${t.account})`), index('users_phone_idx').on(t.phone)]);

/** Which enterprises a user belongs to, and which roles the user holds there. */
export const memberships = pgTable('memberships', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entId: text('ent_id').notNull().references(() => enterprises.id, { onDelete: 'cascade' }),
  isDefault: boolean('is_default').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.userId, t.entId] }), index('memberships_ent_idx').on(t.entId)]);

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  roleName: text('role_name').notNull(),
  roleCode: text('role_code').notNull(),
  /** 1 operations side, 2 customer-facing side */
  roleConfig: integer('role_config').notNull().default(2),
  assignable: boolean('assignable').notNull().default(true),
  editable: boolean('editable').notNull().default(true),
  deletable: boolean('deletable').notNull().default(true),
  /** Every menu, present and future (the super admin). */
  allMenus: boolean('all_menus').notNull().default(false),
});

export const userRoles = pgTable('user_roles', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entId: text('ent_id').notNull().references(() => enterprises.id, { onDelete: 'cascade' }),
  roleId: text('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.entId, t.roleId] })]);

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  menuName: text('menu_name').notNull(),
  frontEndName: text('front_end_name'),
  routeUrl: text('route_url'),
  icon: text('icon'),
  hidden: boolean('hidden').notNull().default(false),
  ifRouteHidden: boolean('if_route_hidden').notNull().default(false),
  button: integer('button').notNull().default(0),
  remark: text('remark'),
  ifIntOrExt: integer('if_int_or_ext').notNull().default(0),
  productType: text('product_type'),
  perms: text('perms'),
  sort: integer('sort').notNull().default(0),
});

export const roleMenus = pgTable('role_menus', {
  roleId: text('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: text('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] })]);

export const products = pgTable('products', {
  productType: text('product_type').primaryKey(),
  productName: text('product_name').notNull(),
  routeUrl: text('route_url').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const plates = pgTable('plates', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
}, (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  verifiedAt: ts('verified_at'),
  usedAt: ts('used_at'),
});

/** SMS codes for registration, forgot-password and the admin phone check; a validated code yields a ticket. */
export const smsCodes = pgTable('sms_codes', {
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
}, (t) => [
  index('sms_codes_phone_idx').on(t.phone, t.scene, t.createdAt),
  index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  index('sms_codes_ticket_idx').on(t.ticketHash),
]);

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  code: text('code').notNull(),
  content: text('content').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)]);

/** Failed logins counted per account and IP (§ security model); a lock has an end. */
export const loginFailures = pgTable('login_failures', {
  account: text('account').notNull(),
  ip: text('ip').notNull(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.account, t.ip] })]);

export const notices = pgTable('notices', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entId: text('ent_id').notNull(),
  noticeType: integer('notice_type').notNull(),
  /** 1 read, 2 disabled action, other = unread */
  status: integer('status').notNull().default(0),
  content: text('content').notNull(),
  data: jsonb('data'),
  createDate: ts('create_date').notNull().defaultNow(),
}, (t) => [
  index('notices_user_ent_idx').on(t.userId, t.entId, t.status),
  // The bell's "latest unread" (manage module): one index entry, however many notices the user has. Without it a
  // user with 100,000 unread notices cost 43 ms (all fetched, then sorted) at 1,000,000 notices (bench/data-growth).
  // Ascending on purpose: read backwards it gives ORDER BY create_date DESC (NULLS FIRST); a DESC NULLS LAST
  // index does not, and the sort comes back.
  index('notices_unread_latest_idx').on(t.userId, t.entId, t.createDate).where(sql`${t.status} <> 1`),
]);

/** Loan applications of the eLoan reference sub-app (issue 3); every read and write is scoped by ent_id. */
export const loanApplications = pgTable('loan_applications', {
  id: text('id').primaryKey(),
  entId: text('ent_id').notNull().references(() => enterprises.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The applicant's name when the application was made (kept if the user is renamed later). */
  applicantName: text('applicant_name').notNull(),
  productType: text('product_type').notNull(),
  /** 元, two decimals; read back as the decimal string ("1500000.00"). */
  amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  termMonths: integer('term_months').notNull(),
  purpose: text('purpose').notNull(),
  status: text('status').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('loan_applications_ent_created_idx').on(t.entId, t.createdAt)]);

/** Key/value facts about this database (seed marker, …). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Hand-off tickets redeemed (operation module, getUserInfoByHandoff): one row per nonce, so a ticket works once;
 * the primary key decides between concurrent redemptions. Rows past `expires_at` are purged (maintenance.ts).
 */
export const handoffTickets = pgTable('handoff_tickets', {
  nonce: text('nonce').primaryKey(),
  usedAt: ts('used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [index('handoff_tickets_expires_idx').on(t.expiresAt)]);
