/**
 * Every SQL query of the organisation tree (org_nodes, org_users). A subtree is read by its materialised path on the
 * text_pattern_ops index: `path like '<p>.%'`, or, where the prefix is another row's path (a join), the same range
 * written with that index's own operators, `path ~>=~ p and path ~<~ p || '/'` ('/' is the character after '.', and
 * codes are letters and digits, so the range holds the node and its subtree only). Nothing recurses, in SQL or Node.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VIRTUAL_ORG_CODES } from '@portal/shared';
import type { DbOrTx } from '../../db/client.ts';
import { orgNodes, orgUsers } from '../../db/schema/organisation.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type OrgNodeRow = typeof orgNodes.$inferSelect;
export type OrgNodeWithChildren = OrgNodeRow & { hasChildren: boolean };

/** Codes the portal gives the nodes it adds: 8 digits from 50000000 (the seed's are below, the virtual ones 6 long). */
const ADDED_CODES = { first: 50_000_000, last: 89_999_999, pattern: '^[5-8][0-9]{7}$' };

const columns = getTableColumns(orgNodes);
// The outer row named by its table: drizzle writes a lone table's columns unqualified, which inside the subquery
// would mean c's own.
const hasChildren = sql<boolean>`exists (select 1 from ${orgNodes} c where c.parent_customer_code = ${orgNodes}.customer_code)`;
const below = (path: string): SQL => sql`${orgNodes.path} like ${`${path}.%`}`;
const selfOrBelow = (path: string): SQL => or(eq(orgNodes.path, path), below(path))!;

export async function findOrgNode(db: DbOrTx, code: string): Promise<OrgNodeRow | undefined> {
  const [row] = await db.select().from(orgNodes).where(eq(orgNodes.customerCode, code)).limit(1);
  return row;
}

export async function findOrgNodeWithChildren(db: DbOrTx, code: string): Promise<OrgNodeWithChildren | undefined> {
  const [row] = await db
    .select({ ...columns, hasChildren })
    .from(orgNodes)
    .where(eq(orgNodes.customerCode, code))
    .limit(1);
  return row;
}

/** The node holding a credit code: the one in use if any (cancelled companies keep theirs). */
export async function findOrgNodeByCreditCode(db: DbOrTx, creditCode: string): Promise<OrgNodeRow | undefined> {
  const [row] = await db
    .select()
    .from(orgNodes)
    .where(eq(orgNodes.socialcreditcode, creditCode.trim().toUpperCase()))
    .orderBy(desc(orgNodes.status), asc(orgNodes.customerCode))
    .limit(1);
  return row;
}

/** Whether a company in use other than `except` holds the credit code. */
export async function creditCodeTaken(db: DbOrTx, creditCode: string, except?: string): Promise<boolean> {
  const rows = await db
    .select({ code: orgNodes.customerCode })
    .from(orgNodes)
    .where(
      and(
        eq(orgNodes.socialcreditcode, creditCode),
        eq(orgNodes.status, 1),
        except ? ne(orgNodes.customerCode, except) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The direct children of a node in sibling order (the parent index), each with whether it has children. */
export function childrenOf(db: DbOrTx, code: string): Promise<OrgNodeWithChildren[]> {
  return db
    .select({ ...columns, hasChildren })
    .from(orgNodes)
    .where(eq(orgNodes.parentCustomerCode, code))
    .orderBy(asc(orgNodes.sort), asc(orgNodes.customerCode));
}

/**
 * The whole tree in one ordered query: by level, then siblings in their order, so a client building it keeps each
 * node's children in order. Whether a node has children is read off the list itself.
 */
export async function wholeTree(db: DbOrTx): Promise<OrgNodeWithChildren[]> {
  const rows = await db
    .select()
    .from(orgNodes)
    .orderBy(
      asc(orgNodes.companyLevel),
      asc(orgNodes.parentCustomerCode),
      asc(orgNodes.sort),
      asc(orgNodes.customerCode),
    );
  const parents = new Set(rows.map((r) => r.parentCustomerCode));
  return rows.map((r) => ({ ...r, hasChildren: parents.has(r.customerCode) }));
}

export interface OrgSearch {
  keyword?: string;
  /** The path of the node whose subtree (without it) is searched. */
  underPath?: string;
  companyLevel?: number;
  cat?: string;
  status?: number;
}

const parent = alias(orgNodes, 'parent');
export type OrgSearchRow = OrgNodeWithChildren & { parentName: string | null };

/** The search (getAllByPage, export): contains-keyword on name, code and credit code; in tree order (by path). */
export function searchList(db: DbOrTx, f: OrgSearch): ListQuery<OrgSearchRow> {
  const where: SQL[] = [];
  if (f.keyword) {
    // Only names need ilike (its case folding is what costs); codes are compared as stored, credit codes in capitals.
    where.push(
      or(
        ilike(orgNodes.customerRegisterName, containsPattern(f.keyword)),
        like(orgNodes.customerCode, containsPattern(f.keyword)),
        like(orgNodes.socialcreditcode, containsPattern(f.keyword.toUpperCase())),
      )!,
    );
  }
  if (f.underPath) where.push(below(f.underPath));
  if (f.companyLevel !== undefined) where.push(eq(orgNodes.companyLevel, f.companyLevel));
  if (f.cat) where.push(eq(orgNodes.cat, f.cat));
  if (f.status !== undefined) where.push(eq(orgNodes.status, f.status));
  const cond = and(...where);
  return {
    count: async () => (await db.select({ n: count() }).from(orgNodes).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select({ ...columns, hasChildren, parentName: parent.customerRegisterName })
        .from(orgNodes)
        .leftJoin(parent, eq(parent.customerCode, orgNodes.parentCustomerCode))
        .where(cond)
        // Paths are unique: a total order.
        .orderBy(asc(orgNodes.path))
        .limit(limit)
        .offset(offset),
  };
}

// --- Who belongs where ---

export type UserOrgRow = OrgNodeWithChildren & { isPrimary: boolean };

/** A user's organisations, the primary one first, then in tree order. */
export function userOrgs(db: DbOrTx, userId: string): Promise<UserOrgRow[]> {
  return db
    .select({ ...columns, hasChildren, isPrimary: orgUsers.isPrimary })
    .from(orgUsers)
    .innerJoin(orgNodes, eq(orgNodes.customerCode, orgUsers.customerCode))
    .where(eq(orgUsers.userId, userId))
    .orderBy(desc(orgUsers.isPrimary), asc(orgNodes.path));
}

export async function primaryOrg(db: DbOrTx, userId: string): Promise<OrgNodeWithChildren | undefined> {
  const [row] = await db
    .select({ ...columns, hasChildren })
    .from(orgUsers)
    .innerJoin(orgNodes, eq(orgNodes.customerCode, orgUsers.customerCode))
    .where(and(eq(orgUsers.userId, userId), eq(orgUsers.isPrimary, true)))
    .limit(1);
  return row;
}

/** A user's organisations and every node below them, once each, in tree order: one query, a path range per org. */
export function userOrgsAndSubOrgs(db: DbOrTx, userId: string): Promise<OrgNodeWithChildren[]> {
  return db
    .select({ ...columns, hasChildren })
    .from(orgNodes)
    .where(
      sql`${orgNodes.customerCode} in (select d.customer_code from ${orgUsers} u
        join ${orgNodes} m on m.customer_code = u.customer_code
        join ${orgNodes} d on d.path ~>=~ m.path and d.path ~<~ (m.path || '/')
        where u.user_id = ${userId})`,
    )
    .orderBy(asc(orgNodes.path));
}

export interface MemberRow {
  userId: string;
  customerCode: string;
  customerRegisterName: string;
  isPrimary: boolean;
}

const memberColumns = {
  userId: orgUsers.userId,
  customerCode: orgUsers.customerCode,
  customerRegisterName: orgNodes.customerRegisterName,
  isPrimary: orgUsers.isPrimary,
};

/** The members of a node (or of its whole subtree), one row per membership, in tree order then by user. */
export function membersList(
  db: DbOrTx,
  node: Pick<OrgNodeRow, 'customerCode' | 'path'>,
  f: { includeSub: boolean; userIds?: readonly string[] },
): ListQuery<MemberRow> {
  const cond = and(
    f.includeSub ? selfOrBelow(node.path) : eq(orgUsers.customerCode, node.customerCode),
    f.userIds ? inArray(orgUsers.userId, [...f.userIds]) : undefined,
  );
  const from = () =>
    db
      .select(memberColumns)
      .from(orgUsers)
      .innerJoin(orgNodes, eq(orgNodes.customerCode, orgUsers.customerCode))
      .where(cond);
  return {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(orgUsers)
          .innerJoin(orgNodes, eq(orgNodes.customerCode, orgUsers.customerCode))
          .where(cond)
      )[0].n,
    slice: (limit, offset) => from().orderBy(asc(orgNodes.path), asc(orgUsers.userId)).limit(limit).offset(offset),
  };
}

export function membersOf(db: DbOrTx, code: string, userIds: readonly string[]): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(orgUsers)
    .innerJoin(orgNodes, eq(orgNodes.customerCode, orgUsers.customerCode))
    .where(and(eq(orgUsers.customerCode, code), inArray(orgUsers.userId, [...userIds])))
    .orderBy(asc(orgUsers.userId));
}

/**
 * Makes `code` the user's primary organisation: cleared, then set (the partial unique index allows one), in the
 * caller's transaction. Answers the previous primary code ('' when none), or undefined when the user is not a member.
 */
export async function setPrimaryOrg(tx: DbOrTx, userId: string, code: string): Promise<string | undefined> {
  const rows = await tx
    .select({ code: orgUsers.customerCode, isPrimary: orgUsers.isPrimary })
    .from(orgUsers)
    .where(eq(orgUsers.userId, userId))
    .for('update');
  if (!rows.some((r) => r.code === code)) return undefined;
  const before = rows.find((r) => r.isPrimary)?.code ?? '';
  if (before === code) return before;
  await tx
    .update(orgUsers)
    .set({ isPrimary: false })
    .where(and(eq(orgUsers.userId, userId), eq(orgUsers.isPrimary, true)));
  await tx
    .update(orgUsers)
    .set({ isPrimary: true })
    .where(and(eq(orgUsers.userId, userId), eq(orgUsers.customerCode, code)));
  return before;
}

/** Adds users to a node (members already are left as they are); a user without a primary organisation gets this one. */
export async function addMembers(tx: DbOrTx, code: string, userIds: readonly string[]): Promise<string[]> {
  const withPrimary = new Set(
    (
      await tx
        .select({ userId: orgUsers.userId })
        .from(orgUsers)
        .where(and(inArray(orgUsers.userId, [...userIds]), eq(orgUsers.isPrimary, true)))
    ).map((r) => r.userId),
  );
  const added = await tx
    .insert(orgUsers)
    .values(userIds.map((userId) => ({ userId, customerCode: code, isPrimary: !withPrimary.has(userId) })))
    .onConflictDoNothing()
    .returning({ userId: orgUsers.userId });
  return added.map((r) => r.userId);
}

// --- Changing the tree (in the caller's transaction) ---

/**
 * The next free code of the range the portal adds in, and the node's place after its siblings (the virtual nodes
 * stay last). A transaction-scoped advisory lock makes concurrent additions take codes one after the other.
 */
async function nextPlace(tx: DbOrTx, parentCode: string): Promise<{ code: string; sort: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('org_nodes.customer_code'))`);
  const [{ max }] = await tx
    .select({ max: sql<string | null>`max(${orgNodes.customerCode})` })
    .from(orgNodes)
    .where(sql`${orgNodes.customerCode} ~ ${ADDED_CODES.pattern}`);
  const next = max ? Number(max) + 1 : ADDED_CODES.first;
  if (next > ADDED_CODES.last) throw new Error('organisation codes exhausted');
  const [{ sort }] = await tx
    .select({ sort: sql<number>`coalesce(max(${orgNodes.sort}), 0)::int + 1` })
    .from(orgNodes)
    .where(
      and(
        eq(orgNodes.parentCustomerCode, parentCode),
        sql`${orgNodes.customerCode} not in (${sql.join(
          VIRTUAL_ORG_CODES.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      ),
    );
  return { code: String(next), sort };
}

export async function insertOrgNode(
  tx: DbOrTx,
  parentNode: Pick<OrgNodeRow, 'customerCode' | 'path' | 'companyLevel'>,
  fields: { customerRegisterName: string; socialcreditcode: string; cat: string },
): Promise<OrgNodeRow> {
  const { code, sort } = await nextPlace(tx, parentNode.customerCode);
  const [row] = await tx
    .insert(orgNodes)
    .values({
      customerCode: code,
      ...fields,
      parentCustomerCode: parentNode.customerCode,
      companyLevel: parentNode.companyLevel + 1,
      path: `${parentNode.path}.${code}`,
      sort,
      status: 1,
    })
    .returning();
  return row;
}

export type OrgNodePatch = Partial<Pick<OrgNodeRow, 'customerRegisterName' | 'socialcreditcode' | 'cat' | 'status'>>;

export async function updateOrgNode(tx: DbOrTx, code: string, patch: OrgNodePatch): Promise<OrgNodeRow> {
  const [row] = await tx
    .update(orgNodes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orgNodes.customerCode, code))
    .returning();
  return row;
}

/** The deepest level in a node's subtree (the node's own when it has none). */
export async function deepestLevelBelow(tx: DbOrTx, node: Pick<OrgNodeRow, 'path'>): Promise<number> {
  const [{ level }] = await tx
    .select({ level: sql<number>`max(${orgNodes.companyLevel})::int` })
    .from(orgNodes)
    .where(selfOrBelow(node.path));
  return level;
}

/**
 * Moves a node and its subtree under another parent in one statement: every path's prefix rewritten, every level
 * shifted by the same amount, the node's parent set. The caller has checked the move (not into its own subtree, no
 * level beyond 4).
 */
export async function moveSubtree(
  tx: DbOrTx,
  node: Pick<OrgNodeRow, 'customerCode' | 'path' | 'companyLevel'>,
  to: Pick<OrgNodeRow, 'customerCode' | 'path' | 'companyLevel'>,
): Promise<number> {
  const newPath = `${to.path}.${node.customerCode}`;
  const shift = to.companyLevel + 1 - node.companyLevel;
  const moved = await tx
    .update(orgNodes)
    .set({
      path: sql`${newPath} || substr(${orgNodes.path}, ${node.path.length + 1})`,
      companyLevel: sql`${orgNodes.companyLevel} + ${shift}`,
      parentCustomerCode: sql`case when ${orgNodes.customerCode} = ${node.customerCode} then ${to.customerCode} else ${orgNodes.parentCustomerCode} end`,
      updatedAt: new Date(),
    })
    .where(selfOrBelow(node.path))
    .returning({ code: orgNodes.customerCode });
  return moved.length;
}

/** The plate a node's subtree inherited (`from`) follows the node's new one. */
export async function passPlateDown(
  tx: DbOrTx,
  node: Pick<OrgNodeRow, 'path'>,
  from: string,
  to: string,
): Promise<void> {
  await tx
    .update(orgNodes)
    .set({ cat: to, updatedAt: new Date() })
    .where(and(below(node.path), eq(orgNodes.cat, from)));
}

export async function hasChildrenInUse(tx: DbOrTx, code: string): Promise<boolean> {
  const rows = await tx
    .select({ code: orgNodes.customerCode })
    .from(orgNodes)
    .where(and(eq(orgNodes.parentCustomerCode, code), eq(orgNodes.status, 1)))
    .limit(1);
  return rows.length > 0;
}
