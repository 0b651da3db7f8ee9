/** Every query of the protocol area's tables (protocols, protocol_agreements, product_services). */
import { and, asc, count, countDistinct, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productServices, protocolAgreements, protocols } from '../../db/schema/protocol.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type ProtocolRow = typeof protocols.$inferSelect;
export type ProtocolListRow = Omit<ProtocolRow, 'content'>;
export type ServiceRow = typeof productServices.$inferSelect;

/** Who accepts: a user in the enterprise they act for (acceptances are per user and enterprise). */
export interface Who {
  userId: string;
  entId: string;
}

export interface ProtocolVersion {
  id: string;
  title: string;
  version: number;
}

const productIs = (productType: string | null): SQL =>
  productType === null ? isNull(protocols.productType) : eq(protocols.productType, productType);

/**
 * The protocols in force for a product (productType null: the portal's own service agreement) that this user has not
 * accepted in this enterprise at their current version, in display order.
 */
export function outstandingProtocols(
  db: DbOrTx,
  who: { userId: string; entId: string },
  productType: string | null,
): Promise<ProtocolVersion[]> {
  return db
    .select({ id: protocols.id, title: protocols.title, version: protocols.version })
    .from(protocols)
    .where(
      and(
        productIs(productType),
        eq(protocols.status, 1),
        sql`not exists (select 1 from ${protocolAgreements} a where a.protocol_id = ${protocols.id}
          and a.version = ${protocols.version} and a.user_id = ${who.userId} and a.ent_id = ${who.entId})`,
      ),
    )
    .orderBy(asc(protocols.sort), asc(protocols.id));
}

// --- Protocols (administration) ---

const listColumns = {
  id: protocols.id,
  title: protocols.title,
  productType: protocols.productType,
  version: protocols.version,
  status: protocols.status,
  sort: protocols.sort,
  updatedBy: protocols.updatedBy,
  updatedAt: protocols.updatedAt,
};

export interface ProtocolFilter {
  title?: string;
  /** undefined: every protocol; null: the portal's service agreement; a code: that product's. */
  productType?: string | null;
  status?: number;
}

/** The administration's list (without the texts), in display order: product, sort, id. */
export function protocolAdminList(db: Db, filter: ProtocolFilter): ListQuery<ProtocolListRow> {
  const where: SQL[] = [];
  if (filter.title) where.push(ilike(protocols.title, containsPattern(filter.title)));
  if (filter.productType !== undefined) where.push(productIs(filter.productType));
  if (filter.status !== undefined) where.push(eq(protocols.status, filter.status));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(protocols).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select(listColumns)
        .from(protocols)
        .where(cond)
        .orderBy(sql`${protocols.productType} asc nulls first`, asc(protocols.sort), asc(protocols.id))
        .limit(limit)
        .offset(offset),
  };
}

export async function findProtocol(db: DbOrTx, id: string): Promise<ProtocolRow | undefined> {
  const [row] = await db.select().from(protocols).where(eq(protocols.id, id)).limit(1);
  return row;
}

export async function insertProtocol(
  tx: DbOrTx,
  row: Pick<ProtocolRow, 'id' | 'title' | 'productType' | 'content' | 'sort' | 'updatedBy'>,
): Promise<ProtocolRow> {
  const [out] = await tx
    .insert(protocols)
    .values({ ...row, version: 1, status: 1, updatedAt: new Date() })
    .returning();
  return out;
}

/**
 * Updates a protocol, locking it first (the version rule and the audit row read an exact "before"); undefined when
 * missing. A patch that changes nothing leaves the row (and its updatedAt) as it is.
 */
export async function updateProtocol(
  tx: DbOrTx,
  id: string,
  patch: (before: ProtocolRow) => Partial<Omit<ProtocolRow, 'id' | 'updatedAt'>>,
): Promise<{ before: ProtocolRow; after: ProtocolRow } | undefined> {
  const [before] = await tx.select().from(protocols).where(eq(protocols.id, id)).for('update');
  if (!before) return undefined;
  const set = patch(before);
  const changes = Object.entries(set).filter(([k, v]) => k !== 'updatedBy' && before[k as keyof ProtocolRow] !== v);
  if (changes.length === 0) return { before, after: before };
  const [after] = await tx
    .update(protocols)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(protocols.id, id))
    .returning();
  return { before, after };
}

// --- Agreements ---

export interface ProtocolForUser {
  id: string;
  title: string;
  version: number;
  content: string;
  /** When this user accepted the current version in this enterprise (null: not yet). */
  agreedAt: Date | null;
}

/**
 * The protocols in force for a product (null: the portal's service agreement) with this user's acceptance of each
 * current version, in display order. In a transaction, `lock` holds them (FOR SHARE) until the acceptances are
 * written, so an edit that raises a version cannot slip between the check and the insert.
 */
export function protocolsForUser(
  db: DbOrTx,
  who: Who,
  productType: string | null,
  lock = false,
): Promise<ProtocolForUser[]> {
  const q = db
    .select({
      id: protocols.id,
      title: protocols.title,
      version: protocols.version,
      content: protocols.content,
      agreedAt: protocolAgreements.agreedAt,
    })
    .from(protocols)
    // At most one row: the agreements' key is (user, enterprise, protocol, version).
    .leftJoin(
      protocolAgreements,
      and(
        eq(protocolAgreements.protocolId, protocols.id),
        eq(protocolAgreements.version, protocols.version),
        eq(protocolAgreements.userId, who.userId),
        eq(protocolAgreements.entId, who.entId),
      ),
    )
    .where(and(productIs(productType), eq(protocols.status, 1)))
    .orderBy(asc(protocols.sort), asc(protocols.id));
  return lock ? q.for('share', { of: protocols }) : q;
}

/** A protocol, held (FOR SHARE) until the transaction ends. */
export async function lockProtocolShared(tx: DbOrTx, id: string): Promise<ProtocolRow | undefined> {
  const [row] = await tx.select().from(protocols).where(eq(protocols.id, id)).for('share');
  return row;
}

/** Records acceptances; one already recorded is left as it is. The number of new rows. */
export async function insertAgreements(
  tx: DbOrTx,
  who: Who,
  accepted: readonly { protocolId: string; version: number }[],
  ip: string,
): Promise<number> {
  if (accepted.length === 0) return 0;
  const rows = await tx
    .insert(protocolAgreements)
    .values(accepted.map((a) => ({ ...who, protocolId: a.protocolId, version: a.version, ip: ip.slice(0, 64) })))
    .onConflictDoNothing()
    .returning({ protocolId: protocolAgreements.protocolId });
  return rows.length;
}

/** Whether this user accepted some version of the protocol in this enterprise. */
export async function hasAccepted(db: DbOrTx, who: Who, protocolId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(protocolAgreements)
    .where(
      and(
        eq(protocolAgreements.protocolId, protocolId),
        eq(protocolAgreements.userId, who.userId),
        eq(protocolAgreements.entId, who.entId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface MyAgreementRow {
  protocolId: string;
  title: string;
  productType: string | null;
  version: number;
  currentVersion: number;
  status: number;
  agreedAt: Date;
}

/** What a user accepted in an enterprise: one row per protocol (its latest accepted version), newest first. */
export function myAgreementList(db: Db, who: Who, title?: string): ListQuery<MyAgreementRow> {
  const cond = and(
    eq(protocolAgreements.userId, who.userId),
    eq(protocolAgreements.entId, who.entId),
    title ? ilike(protocols.title, containsPattern(title)) : undefined,
  );
  const lastAt = sql<Date>`max(${protocolAgreements.agreedAt})`.mapWith(protocolAgreements.agreedAt);
  return {
    count: async () =>
      (
        await db
          .select({ n: countDistinct(protocolAgreements.protocolId) })
          .from(protocolAgreements)
          .innerJoin(protocols, eq(protocols.id, protocolAgreements.protocolId))
          .where(cond)
      )[0].n,
    slice: (limit, offset) =>
      db
        .select({
          protocolId: protocols.id,
          title: protocols.title,
          productType: protocols.productType,
          version: sql<number>`max(${protocolAgreements.version})`.mapWith(Number),
          currentVersion: protocols.version,
          status: protocols.status,
          agreedAt: lastAt,
        })
        .from(protocolAgreements)
        .innerJoin(protocols, eq(protocols.id, protocolAgreements.protocolId))
        .where(cond)
        .groupBy(protocols.id)
        .orderBy(desc(lastAt), asc(protocols.id))
        .limit(limit)
        .offset(offset),
  };
}

// --- Product services ---

export interface ServiceFilter {
  serviceName?: string;
  productType?: string;
  status?: number;
}

export function serviceAdminList(db: Db, filter: ServiceFilter): ListQuery<ServiceRow> {
  const where: SQL[] = [];
  if (filter.serviceName) where.push(ilike(productServices.serviceName, containsPattern(filter.serviceName)));
  if (filter.productType) where.push(eq(productServices.productType, filter.productType));
  if (filter.status !== undefined) where.push(eq(productServices.status, filter.status));
  const cond = where.length ? and(...where) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(productServices).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(productServices)
        .where(cond)
        .orderBy(asc(productServices.productType), asc(productServices.sort), asc(productServices.id))
        .limit(limit)
        .offset(offset),
  };
}

/** Whether another service of the product has this name (case-insensitive). */
export async function serviceNameTaken(
  db: DbOrTx,
  productType: string,
  serviceName: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(productServices)
    .where(
      and(
        eq(productServices.productType, productType),
        sql`lower(${productServices.serviceName}) = lower(${serviceName})`,
        exceptId ? ne(productServices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertService(
  tx: DbOrTx,
  row: Pick<ServiceRow, 'id' | 'productType' | 'serviceName' | 'description' | 'sort'>,
): Promise<ServiceRow> {
  const [out] = await tx
    .insert(productServices)
    .values({ ...row, status: 1, updatedAt: new Date() })
    .returning();
  return out;
}

/** Updates a service, locking it first; undefined when missing; nothing changed leaves the row as it is. */
export async function updateService(
  tx: DbOrTx,
  id: string,
  patch: Partial<Omit<ServiceRow, 'id' | 'updatedAt'>>,
): Promise<{ before: ServiceRow; after: ServiceRow } | undefined> {
  const [before] = await tx.select().from(productServices).where(eq(productServices.id, id)).for('update');
  if (!before) return undefined;
  if (Object.entries(patch).every(([k, v]) => before[k as keyof ServiceRow] === v)) return { before, after: before };
  const [after] = await tx
    .update(productServices)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(productServices.id, id))
    .returning();
  return { before, after };
}
