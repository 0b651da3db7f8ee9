/**
 * The administration's queries of the permission area (roles, their menus and holders, menu edits). Kept apart from
 * repo.ts (the access check's reads) so each file stays small. Names of users and enterprises are not here: the
 * routes ask the user area through platform/people.ts.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { menus, roleMenus, roles, userRoles } from '../../db/schema/permission.ts';
import { containsPattern } from '../../db/sql.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type RoleRow = typeof roles.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

/** Who is looking: the operations side sees every role; a company admin their enterprise's and the assignable portal ones. */
export type RoleScope = { kind: 'all' } | { kind: 'enterprise'; entId: string };

export interface RoleFilter {
  /** One role (its row with the counts, for an answer after a change). */
  roleId?: string;
  roleName?: string;
  roleConfig?: number;
}

function visibleTo(scope: RoleScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(
    eq(roles.entId, scope.entId),
    and(isNull(roles.entId), eq(roles.assignable, true), eq(roles.roleConfig, 2)),
  );
}

export type RoleListRow = RoleRow & { userCount: number; menuCount: number };

/** The roles visible in `scope`, with their holder and menu counts (holders counted within the scope), in id order. */
export function roleList(db: Db, scope: RoleScope, filter: RoleFilter): ListQuery<RoleListRow> {
  const where: (SQL | undefined)[] = [visibleTo(scope)];
  if (filter.roleId) where.push(eq(roles.id, filter.roleId));
  if (filter.roleName) where.push(ilike(roles.roleName, containsPattern(filter.roleName)));
  if (filter.roleConfig !== undefined) where.push(eq(roles.roleConfig, filter.roleConfig));
  const cond = and(...where);
  const holderScope = scope.kind === 'enterprise' ? sql`and ur.ent_id = ${scope.entId}` : sql``;
  return {
    count: async () => (await db.select({ n: count() }).from(roles).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select({
          role: roles,
          userCount: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = ${roles.id} ${holderScope})`,
          menuCount: sql<number>`case when ${roles.allMenus} then (select count(*)::int from menus)
            else (select count(*)::int from role_menus rm where rm.role_id = ${roles.id}) end`,
        })
        .from(roles)
        .where(cond)
        .orderBy(asc(roles.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((r) => ({ ...r.role, userCount: r.userCount, menuCount: r.menuCount }))),
  };
}

export async function findRole(db: DbOrTx, roleId: string, lock = false): Promise<RoleRow | undefined> {
  const q = db.select().from(roles).where(eq(roles.id, roleId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function roleCodeTaken(db: DbOrTx, roleCode: string): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  return Boolean(row);
}

/** Where a role's name must be unique: its enterprise (null: the portal-wide roles) and its side (§3 roleConfig). */
export interface RoleNameScope {
  entId: string | null;
  roleConfig: number;
}

/**
 * Serialises the name checks of one enterprise and side until the transaction ends: no index holds role names (the
 * code has its unique index), so two saves racing for one name queue here and the second sees the first's row.
 */
export async function lockRoleNames(tx: DbOrTx, where: RoleNameScope): Promise<void> {
  const key = `roles.role_name:${where.entId ?? ''}:${where.roleConfig}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Another role already carries the name (letter case aside) where this one would: in the same enterprise and side,
 * or, for an enterprise's role, among the portal-wide roles of its side that the enterprise is given to assign (the
 * 分配角色 dialog lists both by name).
 */
export async function roleNameTaken(
  db: DbOrTx,
  where: RoleNameScope & { roleName: string; exceptRoleId?: string },
): Promise<boolean> {
  const owner =
    where.entId === null
      ? isNull(roles.entId)
      : or(eq(roles.entId, where.entId), and(isNull(roles.entId), eq(roles.assignable, true)));
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        owner,
        eq(roles.roleConfig, where.roleConfig),
        sql`lower(${roles.roleName}) = lower(${where.roleName})`,
        where.exceptRoleId ? ne(roles.id, where.exceptRoleId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertRole(tx: DbOrTx, row: typeof roles.$inferInsert): Promise<RoleRow> {
  const [out] = await tx
    .insert(roles)
    .values({ ...row, updatedAt: new Date() })
    .returning();
  return out;
}

export async function updateRoleRow(
  tx: DbOrTx,
  roleId: string,
  patch: Partial<Pick<RoleRow, 'roleName' | 'roleConfig' | 'remark'>>,
): Promise<RoleRow> {
  const [out] = await tx
    .update(roles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(roles.id, roleId))
    .returning();
  return out;
}

export async function deleteRoleRow(tx: DbOrTx, roleId: string): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, roleId));
}

export async function holderCount(db: DbOrTx, roleId: string, entId?: string): Promise<number> {
  const cond = entId ? and(eq(userRoles.roleId, roleId), eq(userRoles.entId, entId)) : eq(userRoles.roleId, roleId);
  return (await db.select({ n: count() }).from(userRoles).where(cond))[0].n;
}

/** The ids of the menus a role grants, in menu order. */
export async function menuIdsOfRole(db: DbOrTx, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: menus.id })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(menus.sort), asc(menus.id));
  return rows.map((r) => r.id);
}

/** Every menu's id, parent and name (the whole tree is a few hundred rows: allocation checks closure against it). */
export function menuOutline(
  db: DbOrTx,
): Promise<Pick<MenuRow, 'id' | 'parentId' | 'menuName' | 'frontEndName' | 'button' | 'sort'>[]> {
  return db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      menuName: menus.menuName,
      frontEndName: menus.frontEndName,
      button: menus.button,
      sort: menus.sort,
    })
    .from(menus)
    .orderBy(asc(menus.sort), asc(menus.id));
}

/** Replaces a role's menus with `menuIds`. */
export async function replaceRoleMenus(tx: DbOrTx, roleId: string, menuIds: readonly string[]): Promise<void> {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  for (let i = 0; i < menuIds.length; i += 500) {
    await tx.insert(roleMenus).values(menuIds.slice(i, i + 500).map((menuId) => ({ roleId, menuId })));
  }
  await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, roleId));
}

export interface HolderFilter {
  entId?: string;
  /** Only these users (an account filter resolved by the user area). */
  userIds?: readonly string[];
}

export type HolderRow = { userId: string; entId: string };

/** The holders of a role (optionally in one enterprise), by user and enterprise id. */
export function holderList(db: Db, roleId: string, filter: HolderFilter): ListQuery<HolderRow> {
  const where: SQL[] = [eq(userRoles.roleId, roleId)];
  if (filter.entId) where.push(eq(userRoles.entId, filter.entId));
  if (filter.userIds) where.push(filter.userIds.length ? inArray(userRoles.userId, [...filter.userIds]) : sql`false`);
  const cond = and(...where);
  return {
    count: async () => (await db.select({ n: count() }).from(userRoles).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select({ userId: userRoles.userId, entId: userRoles.entId })
        .from(userRoles)
        .where(cond)
        .orderBy(asc(userRoles.userId), asc(userRoles.entId))
        .limit(limit)
        .offset(offset),
  };
}

/** Grants the role to the users in the enterprise; returns those who did not hold it already. */
export async function addHolders(tx: DbOrTx, roleId: string, entId: string, userIds: readonly string[]) {
  const rows = await tx
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, entId, roleId })))
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.map((r) => r.userId);
}

export async function removeHolder(tx: DbOrTx, roleId: string, userId: string, entId: string): Promise<boolean> {
  const rows = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId), eq(userRoles.entId, entId)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** The roles a user holds in an enterprise, with the list's counts. */
export async function rolesOfUser(db: Db, userId: string, entId: string): Promise<RoleListRow[]> {
  const rows = await db
    .select({
      role: roles,
      userCount: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = ${roles.id} and ur.ent_id = ${entId})`,
      menuCount: sql<number>`case when ${roles.allMenus} then (select count(*)::int from menus)
        else (select count(*)::int from role_menus rm where rm.role_id = ${roles.id}) end`,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.entId, entId)))
    .orderBy(asc(roles.id));
  return rows.map((r) => ({ ...r.role, userCount: r.userCount, menuCount: r.menuCount }));
}

/** Holders of `roleIds` among `userIds` (the users an instance holds sockets of), once each. */
export async function holdersAmong(db: Db, roleIds: readonly string[], userIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0 || userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(inArray(userRoles.roleId, [...roleIds]), inArray(userRoles.userId, [...userIds])));
  return rows.map((r) => r.userId);
}

// --- Menu edits ---

export async function findMenu(db: DbOrTx, menuId: string, lock = false): Promise<MenuRow | undefined> {
  const q = db.select().from(menus).where(eq(menus.id, menuId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertMenu(tx: DbOrTx, row: typeof menus.$inferInsert): Promise<MenuRow> {
  const [out] = await tx.insert(menus).values(row).returning();
  return out;
}

export async function updateMenuRow(tx: DbOrTx, menuId: string, patch: Partial<MenuRow>): Promise<MenuRow> {
  const [out] = await tx.update(menus).set(patch).where(eq(menus.id, menuId)).returning();
  return out;
}

export async function deleteMenuRow(tx: DbOrTx, menuId: string): Promise<void> {
  await tx.delete(menus).where(eq(menus.id, menuId));
}

export async function childCount(db: DbOrTx, menuId: string): Promise<number> {
  return (await db.select({ n: count() }).from(menus).where(eq(menus.parentId, menuId)))[0].n;
}

/** The roles that grant the menu explicitly (role_menus), by id. */
export async function rolesGranting(db: DbOrTx, menuId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: roleMenus.roleId })
    .from(roleMenus)
    .where(eq(roleMenus.menuId, menuId))
    .orderBy(asc(roleMenus.roleId));
  return rows.map((r) => r.roleId);
}

/** The roles holding every menu (the super admin): a new or changed menu is theirs at once. */
export async function allMenuRoles(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.allMenus, true));
  return rows.map((r) => r.id);
}

/** Another button already carries the code (btnPerm codes are unique). */
export async function permsTaken(db: DbOrTx, perms: string, exceptMenuId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.perms, perms), eq(menus.button, 1)))
    .limit(2);
  return rows.some((r) => r.id !== exceptMenuId);
}

/** The menu tree of one product type (its entries and everything under them), flat, in menu order. */
export async function menusOfProduct(db: Db, productType: string): Promise<MenuRow[]> {
  const all = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const inType = new Set(all.filter((m) => m.productType === productType).map((m) => m.id));
  // Children of a matching entry belong to it even when their own productType is unset.
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of all) {
      if (!inType.has(m.id) && m.parentId && inType.has(m.parentId)) {
        inType.add(m.id);
        grew = true;
      }
    }
  }
  return all.filter((m) => inType.has(m.id));
}
