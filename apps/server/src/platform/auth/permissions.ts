/**
 * What a user may do in an enterprise: the roles held there, the menus those roles grant (the super admin's role
 * grants all), and what those menus grant (shared grantOf: menu paths and button codes, §6). Roles and menus are
 * the permission module's records; the platform reads them through PermissionSource, which that module implements
 * (the platform never imports a module). Cached per instance: the roles per user and enterprise (evicted by
 * `user.changed`), and per set of roles the menus with their tree already serialised (cleared by
 * `permissions.changed`), since many users share a few role sets.
 */
import { LRUCache } from 'lru-cache';
import { ADMIN_VERIFY_ROLE_ID, grantOf, type MenuItem } from '@portal/shared';
import { UserScopedCache } from '../cache.ts';
import type { EventBus } from '../events.ts';
import { buildMenuTree } from './menu-tree.ts';
import type { MenuRecord, PermissionSource, RoleRecord } from './records.ts';

export type { MenuRecord, PermissionSource, RoleRecord } from './records.ts';

/** The menus a set of roles grants, with everything derived from them. */
export interface MenuGrantSet {
  menus: MenuRecord[];
  /** Granted page paths, normalised and lower-cased (the access check's keys). */
  menuPaths: Set<string>;
  /** The same paths as the menus spell them, in menu order (what selectPermission answers). */
  pathList: string[];
  btnPerms: Set<string>;
  tree: MenuItem[];
  /** JSON of `tree`, serialised once: user info sends it on every sign-in and reload. */
  treeJson: string;
  /** Tells grant objects apart (a cached answer built from an older grant is stale). */
  version: number;
}

export interface Permissions extends MenuGrantSet {
  roles: RoleRecord[];
}

export function holdsAdminRole(roles: readonly RoleRecord[]): boolean {
  return roles.some((r) => r.id === ADMIN_VERIFY_ROLE_ID);
}

let versions = 0;

function grantSetOf(menus: MenuRecord[]): MenuGrantSet {
  const { menuPaths, btnPerms } = grantOf(menus);
  const tree = buildMenuTree(menus);
  return {
    menus,
    menuPaths: new Set(menuPaths.map((p) => p.toLowerCase())),
    pathList: menuPaths,
    btnPerms: new Set(btnPerms),
    tree,
    treeJson: JSON.stringify(tree),
    version: ++versions,
  };
}

export class PermissionStore {
  private readonly roleCache = new UserScopedCache<{ roles: RoleRecord[] }>({ max: 100_000, ttlMs: 60_000 });
  private readonly grants = new LRUCache<string, Promise<MenuGrantSet>>({ max: 1000 });

  constructor(
    private readonly source: PermissionSource,
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

  /** The roles a user holds in an enterprise (cached). */
  async rolesOf(userId: string, entId: string): Promise<RoleRecord[]> {
    const { roles } = await this.roleCache.getOrLoad(`${userId}:${entId}`, userId, async () => ({
      roles: await this.source.rolesIn(userId, entId),
    }));
    return roles;
  }

  async forUser(userId: string, entId: string): Promise<Permissions> {
    const roles = await this.rolesOf(userId, entId);
    return { roles, ...(await this.grantFor(roles)) };
  }

  /** The grant of a role set, loaded once and shared by every user holding that set. */
  grantFor(roles: readonly RoleRecord[]): Promise<MenuGrantSet> {
    const key = roles.some((r) => r.allMenus) ? '*' : roles.map((r) => r.id).join(',');
    let grant = this.grants.get(key);
    if (!grant) {
      grant = this.source.menusForRoles(roles).then(grantSetOf);
      grant.catch(() => this.grants.delete(key));
      this.grants.set(key, grant);
    }
    return grant;
  }
}
