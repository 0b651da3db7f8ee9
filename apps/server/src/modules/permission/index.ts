/**
 * Permission area (§3 Role and Menu item, §6, §7.5): roles, menus and their grants. Serves the menu tree and the
 * caller's permission codes; implements the platform's PermissionSource (wired in app.ts), and offers the other
 * areas the functions below.
 */
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ROLES } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PermissionSource } from '../../platform/auth/records.ts';
import { menuRoutes } from './menu.routes.ts';
import {
  findRoleByCode,
  holdersOfRole,
  insertUserRole,
  menusForRoles,
  moveRole,
  roleNamesByUser,
  rolesIn,
} from './repo.ts';

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

// For other areas: a system role by its code, granting a role (inside the caller's transaction), role names, and
// (below) the company admins of an enterprise and moving that role.
export { findRoleByCode, insertUserRole, roleNamesByUser };

const COMPANY_ADMIN = SYSTEM_ROLES.companyAdmin.roleCode;

/** For other areas: the company admins of an enterprise (the users holding the companyAdmin role there). */
export function companyAdminsOf(db: DbOrTx, entId: string): Promise<string[]> {
  return holdersOfRole(db, entId, COMPANY_ADMIN);
}

/**
 * For other areas: hands the enterprise's companyAdmin role from one user to the other inside the caller's
 * transaction; false (nothing written) when `fromUserId` no longer holds it. The caller publishes user.changed for
 * both users after the commit (their cached roles and menus).
 */
export function moveCompanyAdmin(
  tx: DbOrTx,
  move: { entId: string; fromUserId: string; toUserId: string },
): Promise<boolean> {
  return moveRole(tx, { ...move, roleCode: COMPANY_ADMIN });
}
