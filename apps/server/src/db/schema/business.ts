/** E-commerce platform authorisation (§2.2 /business/index, /business/loginsso): platforms, grants, one-time codes. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { enterprises } from './user.ts';

/** A platform of the group registered to ask for enterprises' identity, and where its answers go back. */
export const businessClients = pgTable('business_clients', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** https address the platform receives ?code=&state= (or ?error=access_denied&state=) at. */
  redirectUri: text('redirect_uri').notNull(),
  /** 1 may ask, 0 stopped. */
  status: integer('status').notNull().default(1),
});

/** An enterprise's grant to a platform: the scopes it may read, until revoked. One live grant per pair. */
export const businessGrants = pgTable(
  'business_grants',
  {
    id: text('id').primaryKey(),
    entId: text('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    clientCode: text('client_code')
      .notNull()
      .references(() => businessClients.code),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    /** The company admin who granted (no foreign key: the record outlives a deleted account). */
    grantedBy: text('granted_by').notNull(),
    grantedAt: ts('granted_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('business_grants_live_uq')
      .on(t.entId, t.clientCode)
      .where(sql`${t.revokedAt} is null`),
    index('business_grants_ent_idx').on(t.entId, t.grantedAt.desc()),
  ],
);

/** A grant's one-time code, by its nonce: redeemed at most once, before it expires. */
export const businessCodes = pgTable('business_codes', {
  nonce: text('nonce').primaryKey(),
  grantId: text('grant_id')
    .notNull()
    .references(() => businessGrants.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
