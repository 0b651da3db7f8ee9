/**
 * Permission area (§3 Role and Menu item, §6, §7.5): roles, menus and their grants. Serves the menu tree and the
 * caller's permission codes; implements the platform's PermissionSource (wired in app.ts), and offers the other
 * areas the functions below.
 */
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ROLES } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PermissionSource } from '../../platform/auth/records.ts';
import { auditRoutes } from './audit.routes.ts';
import { startPermissionPush } from './live.ts';
import { menuAdminRoutes } from './menu-admin.routes.ts';
import { menuRoutes } from './menu.routes.ts';
import { roleRoutes } from './role.routes.ts';
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
  await app.register(menuAdminRoutes);
  await app.register(roleRoutes);
  await app.register(auditRoutes);
  const stop = startPermissionPush(app.deps, app.log);
  app.addHook('onClose', async () => stop());
}

// For other areas: announcing a change of what users may see (after its commit), e.g. a user's status or grants.
export { announcePermissions } from './live.ts';

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

// For the user area's administration (issue 12): the role scope rules (role-scope.ts, the one place of them) and the
// role reads and grants they act on.
export { roleScopeOf, sees } from './role-scope.ts';
export {
  addHolders,
  findRole,
  holderCount,
  holderList,
  menuIdsOfRole,
  removeHolder,
  roleList,
  rolesOfUser,
  type RoleRow,
  type RoleScope,
} from './admin-repo.ts';

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

// For other areas (product opening, issue 12): the holders of a button (who is told of a new opening), the pages a
// product grants, an enterprise's product role (found or created, in the caller's transaction) and granting it once.
export { ensureEnterpriseRole, grantRoleOnce, holdersOfButton, productMenuIds } from './repo.ts';

// For other areas (the authorisation applications, issue 14): a product's menu tree and the whole outline (names and
// parents, for the ancestors a grant needs), and creating an enterprise's role when an application is approved.
export { insertRole, menuOutline, menusOfProduct } from './admin-repo.ts';
