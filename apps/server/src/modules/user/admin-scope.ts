/**
 * Whose users a caller administers (issue 12). The side comes from permission's role-scope.ts (the one place of that
 * rule): an operations caller (any role with roleConfig 1) administers every enterprise's users; anyone else (a
 * company admin) the members of the enterprise in use. A user outside the scope answers like a missing one.
 */
import type { FastifyRequest } from 'fastify';
import * as M from '@portal/shared';
import { SYSTEM_ROLES } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { perApp } from '../../platform/per-app.ts';
import { holderList, roleScopeOf, type RoleScope } from '../permission/index.ts';
import { findMembership, findUserById, type UserRow } from './repo.ts';

export type UserScope = RoleScope;

export function userScopeOf(req: FastifyRequest): Promise<UserScope> {
  return roleScopeOf(req);
}

/** The enterprise a list is confined to: the company admin's, or none for operations. */
export function scopeEnt(scope: UserScope): string | undefined {
  return scope.kind === 'enterprise' ? scope.entId : undefined;
}

/** The user, if the caller may administer them; otherwise the answer of a missing record. */
export async function userInScope(db: Db, scope: UserScope, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw fail.notFound(M.RECORD_NOT_FOUND);
  if (scope.kind === 'enterprise' && !(await findMembership(db, userId, scope.entId))) {
    throw fail.notFound(M.RECORD_NOT_FOUND);
  }
  return user;
}

/**
 * The enterprise a per-enterprise call acts in: the company admin's own (whatever was sent); for operations the one
 * named, which must exist as a membership of `userId` when one is given.
 */
export function entOf(scope: UserScope, asked: string | undefined): string | undefined {
  return scope.kind === 'enterprise' ? scope.entId : asked;
}

/** Those of `userIds` holding the super admin role (§6) in any enterprise. */
export async function superAdminsAmong(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await holderList(db, SYSTEM_ROLES.superAdmin.id, { userIds }).slice(10_000, 0);
  return new Set(rows.map((r) => r.userId));
}

// --- The product filter of the enterprise list (findEntByUserProduct) ---

/**
 * Which enterprises have opened a product: the product area's data. It provides this when it registers (the user
 * area must not read its tables, and the product area may one day import the user area).
 */
export type OpenedEnterprises = (productType: string) => Promise<string[]>;

const productSlot = perApp((): { source?: OpenedEnterprises } => ({}));

export function provideOpenedEnterprises(deps: Deps, source: OpenedEnterprises): void {
  productSlot(deps).source = source;
}

export async function enterprisesWithProduct(deps: Deps, productType: string): Promise<string[]> {
  const source = productSlot(deps).source;
  if (!source) throw fail.business(M.PRODUCT_FILTER_UNAVAILABLE);
  return source(productType);
}
