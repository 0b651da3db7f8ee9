/**
 * What a user may do in an enterprise: the roles held there, the menus those roles grant (the super admin's
 * role grants all), the menu paths and the button permission codes (§6). Cached per instance: the roles per
 * user and enterprise (evicted by `user.changed`), and per set of roles the menus with their tree already
 * serialised (cleared by `permissions.changed`), since many users share a few role sets.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ADMIN_VERIFY_ROLE_ID, normalizePath, type MenuItem } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { menus, roleMenus, roles, userRoles } from '../../db/schema.ts';
import { UserScopedCache } from '../cache.ts';
import type { EventBus } from '../events.ts';
import { buildMenuTree } from './menu-tree.ts';

export type MenuRow = typeof menus.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/** The menus a set of roles grants, with everything derived from them. */
export interface MenuGrant {
  menus: MenuRow[];
  menuPaths: Set<string>;
  btnPerms: Set<string>;
  tree: MenuItem[];
  /** JSON of `tree`, serialised once: user info sends it on every sign-in and reload. */
  treeJson: string;
}

export interface Permissions extends MenuGrant {
  roles: RoleRow[];
}

export async function rolesIn(db: Db, userId: string, entId: string): Promise<RoleRow[]> {
  const rows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.entId, entId)));
  return rows.map((r) => r.role).sort((a, b) => a.id.localeCompare(b.id));
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

export function grantOf(menuRows: MenuRow[]): MenuGrant {
  const menuPaths = new Set<string>();
  const btnPerms = new Set<string>();
  for (const m of menuRows) {
    if (m.button === 1) {
      if (m.perms) btnPerms.add(m.perms);
    } else if (m.routeUrl && m.routeUrl.startsWith('/')) {
      menuPaths.add(normalizePath(m.routeUrl).toLowerCase());
    }
  }
  const tree = buildMenuTree(menuRows);
  return { menus: menuRows, menuPaths, btnPerms, tree, treeJson: JSON.stringify(tree) };
}

export class PermissionStore {
  private readonly roleCache = new UserScopedCache<{ roles: RoleRow[] }>({ max: 100_000, ttlMs: 60_000 });
  private readonly grants = new LRUCache<string, Promise<MenuGrant>>({ max: 1000 });

  constructor(
    private readonly db: Db,
    bus: EventBus,
  ) {
    bus.subscribe((e) => {
      if (e.type === 'user.changed') this.roleCache.evictUser(e.userId);
      else if (e.type === 'permissions.changed' || e.type === 'caches.reset') {
        this.roleCache.clear();
        this.grants.clear();
      }
    });
  }

  async forUser(userId: string, entId: string): Promise<Permissions> {
    const { roles: roleRows } = await this.roleCache.getOrLoad(`${userId}:${entId}`, userId, async () => ({
      roles: await rolesIn(this.db, userId, entId),
    }));
    return { roles: roleRows, ...(await this.grantFor(roleRows)) };
  }

  /** The grant of a role set, loaded once and shared by every user holding that set. */
  grantFor(roleRows: RoleRow[]): Promise<MenuGrant> {
    const key = roleRows.some((r) => r.allMenus) ? '*' : roleRows.map((r) => r.id).join(',');
    let grant = this.grants.get(key);
    if (!grant) {
      grant = menusForRoles(this.db, roleRows).then(grantOf);
      grant.catch(() => this.grants.delete(key));
      this.grants.set(key, grant);
    }
    return grant;
  }
}
