/**
 * Permission area (§3 Role and Menu item, §6, §7.5): roles, menus and their grants. Serves the menu tree and the
 * caller's permission codes; implements the platform's PermissionSource (wired in app.ts), and offers the other
 * areas the functions below.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PermissionSource } from '../../platform/auth/records.ts';
import { menuRoutes } from './menu.routes.ts';
import { findRoleByCode, insertUserRole, menusForRoles, roleNamesByUser, rolesIn } from './repo.ts';

export default async function permissionModule(app: FastifyInstance): Promise<void> {
  await app.register(menuRoutes);
}

/** Where the platform's access check reads roles and menus. */
export function permissionSource(db: Db): PermissionSource {
  return {
    rolesIn: (userId, entId) => rolesIn(db, userId, entId),
    menusForRoles: (roleRows) => menusForRoles(db, roleRows),
  };
}

// For other areas: a system role by its code, granting a role (inside the caller's transaction), role names.
export { findRoleByCode, insertUserRole, roleNamesByUser };
