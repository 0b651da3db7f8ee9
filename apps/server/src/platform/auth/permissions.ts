/**
 * What a user may do in an enterprise: the roles held there, the menus those roles grant (the super admin's
 * role grants all), the menu paths and the button permission codes (§6). Read from the database on demand.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ADMIN_VERIFY_ROLE_ID, normalizePath } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { menus, roleMenus, roles, userRoles } from '../../db/schema.ts';

export type MenuRow = typeof menus.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

export interface Permissions {
  roles: RoleRow[];
  menus: MenuRow[];
  menuPaths: Set<string>;
  btnPerms: Set<string>;
}

export async function rolesIn(db: Db, userId: string, entId: string): Promise<RoleRow[]> {
  const rows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.entId, entId)));
  return rows.map((r) => r.role);
}

export function holdsAdminRole(roleRows: RoleRow[]): boolean {
  return roleRows.some((r) => r.id === ADMIN_VERIFY_ROLE_ID);
}

export async function menusForRoles(db: Db, roleRows: RoleRow[]): Promise<MenuRow[]> {
  if (roleRows.length === 0) return [];
  if (roleRows.some((r) => r.allMenus)) return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const rows = await db
    .selectDistinct({ menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(inArray(roleMenus.roleId, roleRows.map((r) => r.id)));
  return rows.map((r) => r.menu).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

export async function loadPermissions(db: Db, userId: string, entId: string): Promise<Permissions> {
  const roleRows = await rolesIn(db, userId, entId);
  const menuRows = await menusForRoles(db, roleRows);
  const menuPaths = new Set<string>();
  const btnPerms = new Set<string>();
  for (const m of menuRows) {
    if (m.button === 1) {
      if (m.perms) btnPerms.add(m.perms);
    } else if (m.routeUrl && m.routeUrl.startsWith('/')) {
      menuPaths.add(normalizePath(m.routeUrl).toLowerCase());
    }
  }
  return { roles: roleRows, menus: menuRows, menuPaths, btnPerms };
}
