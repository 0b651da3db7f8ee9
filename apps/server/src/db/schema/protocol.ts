/**
 * Protocol area (issue 12): the agreements a product asks its users to accept before it is opened
 * (/Base/auth-management/protocol, /product/protocol, /userCenter/protocol, /userCenter/agreement), who accepted which
 * version, and the on-line services a product offers (/Base/auth-management/service).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { enterprises, users } from './user.ts';

/**
 * An agreement text. `productType` null: the portal's own service agreement (/userCenter/agreement); otherwise the
 * product whose opening needs it. Editing the content raises `version`, so those who accepted an older text are asked
 * again before their next opening.
 */
export const protocols = pgTable(
  'protocols',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    productType: text('product_type'),
    /** Sanitised HTML (the server cleans it on save; the web shows it as it is). */
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    /** 1 in force, 0 withdrawn (no longer asked for). */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    updatedBy: text('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('protocols_product_idx').on(t.productType, t.status)],
);

/** One user's acceptance of one version of a protocol, in the enterprise they acted for. Never updated. */
export const protocolAgreements = pgTable(
  'protocol_agreements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    protocolId: text('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    agreedAt: ts('agreed_at').notNull().defaultNow(),
    /** The caller's address as the server saw it (a trace of who accepted, not a check). */
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entId, t.protocolId, t.version] }),
    index('protocol_agreements_ent_idx').on(t.entId, t.agreedAt.desc()),
  ],
);

/** An on-line service a product offers (§4: "the product's on-line service is opened"). */
export const productServices = pgTable(
  'product_services',
  {
    id: text('id').primaryKey(),
    productType: text('product_type').notNull(),
    serviceName: text('service_name').notNull(),
    description: text('description').notNull().default(''),
    /** 1 offered, 0 stopped. */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_services_product_idx').on(t.productType, t.sort),
    index('product_services_name_idx').on(sql`lower(${t.serviceName})`),
  ],
);
