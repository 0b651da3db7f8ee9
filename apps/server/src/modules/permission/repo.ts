/** Every query of the permission area's tables: roles, menus, the grants of menus to roles and of roles to users. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { menus, roleMenus, roles, userRoles } from '../../db/schema/permission.ts';
import type { MenuRecord, RoleRecord } from '../../platform/auth/records.ts';

export async function rolesIn(db: Db, userId: string, entId: string): Promise<RoleRecord[]> {
  const rows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.entId, entId)));
  return rows.map((r) => r.role).sort((a, b) => a.id.localeCompare(b.id));
}

export function allMenus(db: Db): Promise<MenuRecord[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

export async function menusForRoles(db: Db, roleRows: readonly RoleRecord[]): Promise<MenuRecord[]> {
  if (roleRows.length === 0) return [];
  if (roleRows.some((r) => r.allMenus)) return allMenus(db);
  const rows = await db
    .selectDistinct({ menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      inArray(
        roleMenus.roleId,
        roleRows.map((r) => r.id),
      ),
    );
  return rows.map((r) => r.menu).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

export async function findRoleByCode(db: DbOrTx, roleCode: string): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  return row;
}

/** Grants a role to a user in an enterprise (in the caller's transaction when given one). */
export async function insertUserRole(
  db: DbOrTx,
  grant: { userId: string; entId: string; roleId: string },
): Promise<void> {
  await db.insert(userRoles).values(grant);
}

/** The names of the roles each of `userIds` holds in the enterprise. */
export async function roleNamesByUser(
  db: Db,
  entId: string,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userRoles.userId, roleName: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.entId, entId), inArray(userRoles.userId, [...userIds])))
    .orderBy(asc(roles.id));
  for (const r of rows) out.get(r.userId)?.push(r.roleName);
  return out;
}

/** The users holding the role of `roleCode` in an enterprise (the company admins, for one), by id. */
export async function holdersOfRole(db: DbOrTx, entId: string, roleCode: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.entId, entId), eq(roles.roleCode, roleCode)))
    .orderBy(asc(userRoles.userId));
  return rows.map((r) => r.userId);
}

/**
 * Moves the role of `roleCode` in an enterprise from one user to another, in the caller's transaction: false (and
 * nothing written) when `fromUserId` does not hold it any more. The recipient may already hold it (kept once).
 */
export async function moveRole(
  tx: DbOrTx,
  move: { entId: string; roleCode: string; fromUserId: string; toUserId: string },
): Promise<boolean> {
  const role = await findRoleByCode(tx, move.roleCode);
  if (!role) return false;
  const removed = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, move.fromUserId), eq(userRoles.entId, move.entId), eq(userRoles.roleId, role.id)))
    .returning({ userId: userRoles.userId });
  if (removed.length === 0) return false;
  await tx
    .insert(userRoles)
    .values({ userId: move.toUserId, entId: move.entId, roleId: role.id })
    .onConflictDoNothing();
  return true;
}
