/**
 * Who may manage which role (§6 system-role flags, issue 12): one place for the rules the role endpoints share.
 * - The caller's side comes from their roles on the server: any operations-side role (roleConfig 1) → every role;
 *   otherwise (a company admin) → their enterprise's roles, and the assignable customer-side portal roles to read and
 *   to give.
 * - A role is changed (name, menus) only if its `editable` flag allows and it is in the caller's scope; deleted only
 *   if `deletable` allows; given to users only if `assignable` allows.
 * - A company admin grants only what they hold: a role's menus must all be among their own.
 */
import type { FastifyRequest } from 'fastify';
import * as M from '@portal/shared';
import { ROLE_CONFIG, SYSTEM_ROLES, type RoleAdmin } from '@portal/shared';
import { fail } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { RoleListRow, RoleRow, RoleScope } from './admin-repo.ts';

const SYSTEM_CODES = new Set<string>(Object.values(SYSTEM_ROLES).map((r) => r.roleCode));

export async function roleScopeOf(req: FastifyRequest): Promise<RoleScope> {
  const perms = await req.permissions();
  return perms.roles.some((r) => r.roleConfig === ROLE_CONFIG.operations)
    ? { kind: 'all' }
    : { kind: 'enterprise', entId: sessionOf(req).entId };
}

/** The role is the caller's to change (name, menus, delete, holders): their enterprise's own, or any for operations. */
export function owns(scope: RoleScope, role: Pick<RoleRow, 'entId'>): boolean {
  return scope.kind === 'all' || role.entId === scope.entId;
}

/** The caller may read the role (and give it, if assignable). */
export function sees(scope: RoleScope, role: Pick<RoleRow, 'entId' | 'assignable' | 'roleConfig'>): boolean {
  if (scope.kind === 'all' || role.entId === scope.entId) return true;
  return role.entId === null && role.assignable && role.roleConfig === ROLE_CONFIG.customer;
}

export function requireEditable(scope: RoleScope, role: RoleRow): void {
  if (!owns(scope, role)) throw fail.notFound(M.RECORD_NOT_FOUND);
  if (!role.editable) throw fail.business(M.ROLE_SYSTEM_NOT_EDITABLE);
}

export function requireDeletable(scope: RoleScope, role: RoleRow): void {
  if (!owns(scope, role)) throw fail.notFound(M.RECORD_NOT_FOUND);
  if (!role.deletable) throw fail.business(M.ROLE_SYSTEM_NOT_DELETABLE);
}

/** The §3 role as the administration shows it; the flags say what this caller may do with it. */
export function roleOut(scope: RoleScope, r: RoleListRow, entName: string | null): RoleAdmin {
  const mine = owns(scope, r);
  return {
    roleId: r.id,
    roleName: r.roleName,
    roleCode: r.roleCode,
    roleConfig: r.roleConfig === 1 ? 1 : 2,
    entId: r.entId,
    entName,
    remark: r.remark,
    assignable: r.assignable,
    edit: r.editable && mine && !r.allMenus,
    delete: r.deletable && mine,
    system: SYSTEM_CODES.has(r.roleCode),
    allMenus: r.allMenus,
    userCount: r.userCount,
    menuCount: r.menuCount,
    updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  };
}
