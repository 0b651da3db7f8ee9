/**
 * What an applicant may name in an application, read from the areas that own it (products, roles, menus, users),
 * through their index.ts. The same rules answer the form's pickers and check a saved application, so a picker never
 * offers what the server then refuses.
 *
 * - Plates: the products on the shelf.
 * - Type 2 roles: the customer-facing roles the enterprise may give (its own and the assignable portal ones) that
 *   belong to the chosen plate: a role holding pages of other plates and none of this one is another plate's (a role
 *   holding no plate's pages, such as 基础用户, belongs to none and is offered under each); type 3 roles: the
 *   enterprise's own editable customer-facing roles (a portal-wide role is every enterprise's: one enterprise's
 *   application does not change it), whatever plate they hold now (the application adds this plate's menus).
 * - Users: members of the applicant's enterprise, in that enterprise only: its company admin approves the first step,
 *   so an application never grants a role in an enterprise whose admin did not see it.
 * - Menus: the plate's menu tree (its product type's menus and everything under them), not held by the role yet.
 */
import { ROLE_CONFIG } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../platform/envelope.ts';
import * as A from '@portal/shared';
import { findRole, findRoleByCode, menuIdsOfRole, menuOutline, menusOfProduct, roleList } from '../permission/index.ts';
import { listProducts } from '../product/index.ts';

/** The plates an application may name: the products on the shelf, in display order. */
export async function applyProducts(db: Db): Promise<{ productType: string; productName: string }[]> {
  return (await listProducts(db))
    .filter((p) => p.status === 1)
    .map((p) => ({ productType: p.productType, productName: p.productName }));
}

export async function productOrFail(
  db: Db,
  productType: string,
): Promise<{ productType: string; productName: string }> {
  const found = (await applyProducts(db)).find((p) => p.productType === productType);
  if (!found) throw fail.business(A.APPLY_PRODUCT_NOT_FOUND);
  return found;
}

export interface RoleOption {
  id: string;
  roleName: string;
  roleCode: string;
  roleConfig: number;
  entId: string | null;
  assignable: boolean;
  editable: boolean;
  allMenus: boolean;
}

/** At most this many roles are offered (an enterprise has a handful; the bound keeps one read small). */
const ROLE_LIMIT = 500;

/**
 * Which roles belong to the plate `productType`: those holding a page of its tree, and those holding no page of any
 * plate on the shelf. The menu trees are read once per call, each role's menus once.
 */
async function ofPlate(db: Db, productType: string): Promise<(roleId: string) => Promise<boolean>> {
  const plates = (await listProducts(db)).filter((p) => p.status === 1).map((p) => p.productType);
  const trees = new Map<string, Set<string>>();
  for (const p of new Set([productType, ...plates])) {
    trees.set(p, new Set((await menusOfProduct(db, p)).map((m) => m.id)));
  }
  const mine = trees.get(productType)!;
  const others = [...trees].filter(([p]) => p !== productType).map(([, ids]) => ids);
  return async (roleId) => {
    const held = await menuIdsOfRole(db, roleId);
    if (held.some((id) => mine.has(id))) return true;
    return !held.some((id) => others.some((ids) => ids.has(id)));
  };
}

/**
 * The roles a type-2 (grant) or type-3 (add permissions) application of `entId` may name, in id order; type 2 only
 * those of the plate when one is given.
 */
export async function applicableRoles(
  db: Db,
  entId: string,
  applyType: 2 | 3,
  productType?: string,
): Promise<RoleOption[]> {
  const rows = await roleList(db, { kind: 'enterprise', entId }, { roleConfig: ROLE_CONFIG.customer }).slice(
    ROLE_LIMIT,
    0,
  );
  const allowed = rows.filter((r) =>
    applyType === 3 ? r.entId === entId && r.editable && !r.allMenus : r.assignable && !r.allMenus,
  );
  if (applyType === 3 || !productType) return allowed;
  const inPlate = await ofPlate(db, productType);
  const out: RoleOption[] = [];
  for (const r of allowed) if (await inPlate(r.id)) out.push(r);
  return out;
}

/** The role an application names, if the applicant's enterprise may name it for that type (locked in a transaction). */
export async function roleOrFail(db: DbOrTx, entId: string, applyType: 2 | 3, roleId: string): Promise<RoleOption> {
  const role = await findRole(db, roleId);
  const ok =
    role &&
    role.roleConfig === ROLE_CONFIG.customer &&
    !role.allMenus &&
    (applyType === 3
      ? role.entId === entId && role.editable
      : role.assignable && (role.entId === null || role.entId === entId));
  if (!ok) throw fail.business(A.APPLY_ROLE_NOT_AVAILABLE);
  return role;
}

/** A type-2 application's role must be one of its plate's, as the picker offers them. */
export async function rolePlateOrFail(db: Db, productType: string, roleId: string): Promise<void> {
  if (!(await (await ofPlate(db, productType))(roleId))) throw fail.business(A.APPLY_ROLE_NOT_IN_PLATE);
}

export type MenuNode = Awaited<ReturnType<typeof menusOfProduct>>[number];

/** The plate's menu tree, flat in menu order. */
export function productMenus(db: Db, productType: string): Promise<MenuNode[]> {
  return menusOfProduct(db, productType);
}

/** The ids of the menus a role holds. */
export function heldMenuIds(db: DbOrTx, roleId: string): Promise<string[]> {
  return menuIdsOfRole(db, roleId);
}

/**
 * The menus a type-3 grant adds to a role: the asked ones with every ancestor (a page comes with the menus above it,
 * as the role allocation does), less those the role holds, in menu order, with their names.
 */
export async function menusToAdd(
  db: DbOrTx,
  roleHeld: readonly string[],
  asked: readonly string[],
): Promise<{ menuId: string; menuName: string }[]> {
  const outline = await menuOutline(db);
  const byId = new Map(outline.map((m) => [m.id, m]));
  const held = new Set(roleHeld);
  const wanted = new Set<string>();
  for (const id of asked) {
    for (let m = byId.get(id); m && !wanted.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
      wanted.add(m.id);
    }
  }
  return outline
    .filter((m) => wanted.has(m.id) && !held.has(m.id))
    .map((m) => ({ menuId: m.id, menuName: m.menuName }));
}

/**
 * What the approver may grant: every menu their roles hold (by the role codes their session acted with), or all of
 * them for a role holding every menu (the super admin).
 */
export async function approverMenus(
  db: DbOrTx,
  actor: { enterpriseRoles: readonly { roleCode: string }[]; operationsRoles: readonly string[] },
): Promise<Set<string> | 'all'> {
  const codes = new Set([...actor.enterpriseRoles.map((r) => r.roleCode), ...actor.operationsRoles]);
  const out = new Set<string>();
  for (const code of codes) {
    const role = await findRoleByCode(db, code);
    if (!role) continue;
    if (role.allMenus) return 'all';
    for (const id of await menuIdsOfRole(db, role.id)) out.add(id);
  }
  return out;
}

/** Whether `grantable` covers every id of `ids` (a role granting every menu is covered only by 'all'). */
export function covers(grantable: Set<string> | 'all', ids: readonly string[], allMenus = false): boolean {
  if (grantable === 'all') return true;
  if (allMenus) return false;
  return ids.every((id) => grantable.has(id));
}
