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
