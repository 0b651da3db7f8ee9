/**
 * §7.5 menu calls of the administration: menuProduct/getMenuByProductType, menu/addMenu, updateMenu, delMenu, for the
 * operations tree (/Base/auth-management/menu-op) and the tax tree (menu-tax; TAX_MENU_ROOT_FRONT_END_NAME). Which
 * tree a menu belongs to is read from its root on the server; each tree's buttons are its own codes. A menu with
 * children, or granted to a role, is not deleted. Every change is audited and announced to the roles it reaches.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, TAX_MENU_ROOT_FRONT_END_NAME, type MenuTree } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { buildMenuTree } from '../../platform/auth/menu-tree.ts';
import { newId } from '../../platform/ids.ts';
import {
  allMenuRoles,
  childCount,
  deleteMenuRow,
  findMenu,
  insertMenu,
  menuOutline,
  menusOfProduct,
  permsTaken,
  rolesGranting,
  updateMenuRow,
  type MenuRow,
} from './admin-repo.ts';
import { announcePermissions } from './live.ts';

const PAGES = [MENU.permission.menuOp, MENU.permission.menuTax] as const;
const CODES = {
  op: { add: BUTTON.menu.opAdd, edit: BUTTON.menu.opEdit, delete: BUTTON.menu.opDelete },
  tax: { add: BUTTON.menu.taxAdd, edit: BUTTON.menu.taxEdit, delete: BUTTON.menu.taxDelete },
} as const;
const ALL_CODES = (action: 'add' | 'edit' | 'delete') => [CODES.op[action], CODES.tax[action]];

type Outline = Awaited<ReturnType<typeof menuOutline>>;

/** The tree of a menu (or of a new menu under `parentId`; null parent = a new top-level operations menu). */
function treeOf(outline: Outline, menuId: string | null): MenuTree {
  const byId = new Map(outline.map((m) => [m.id, m]));
  let root = menuId ? byId.get(menuId) : undefined;
  while (root?.parentId && byId.has(root.parentId)) root = byId.get(root.parentId);
  return root?.frontEndName === TAX_MENU_ROOT_FRONT_END_NAME ? 'tax' : 'op';
}

async function requireCode(req: FastifyRequest, tree: MenuTree, action: 'add' | 'edit' | 'delete') {
  if (!(await req.permissions()).btnPerms.has(CODES[tree][action])) throw fail.forbidden(M.PERMISSION_DENIED);
}

interface MenuFields {
  parentId?: string | null;
  menuName: string;
  frontEndName?: string | null;
  routeUrl?: string | null;
  icon?: string | null;
  hidden: boolean;
  ifRouteHidden: boolean;
  button: 0 | 1;
  perms?: string | null;
  remark?: string | null;
  ifIntOrExt: 0 | 1;
  productType?: string | null;
  sort: number;
}

/** Empty strings are absent values; a page entry carries no code. */
function rowOf(f: MenuFields) {
  const orNull = (v: string | null | undefined) => (v ? v : null);
  return {
    menuName: f.menuName,
    frontEndName: orNull(f.frontEndName),
    routeUrl: orNull(f.routeUrl),
    icon: orNull(f.icon),
    hidden: f.hidden,
    ifRouteHidden: f.ifRouteHidden,
    button: f.button,
    perms: f.button === 1 ? orNull(f.perms) : null,
    remark: orNull(f.remark),
    ifIntOrExt: f.ifIntOrExt,
    productType: orNull(f.productType),
    sort: f.sort,
  };
}

const snapshot = (m: MenuRow) => ({ ...m });

export async function menuAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(
    app,
    'menuByProduct',
    { access: { menu: [...PAGES, MENU.permission.role, MENU.permission.entAuthority] } },
    async (req) => ok(buildMenuTree(await menusOfProduct(db, req.query.productType))),
  );

  /** Checks shared by add and update: the code of a button, the parent. */
  const checkFields = async (f: MenuFields, selfId?: string) => {
    const row = rowOf(f);
    if (row.button === 1 && !row.perms) throw fail.business(M.MENU_BUTTON_NEEDS_PERMS);
    if (row.perms && (await permsTaken(db, row.perms, selfId))) throw fail.business(M.MENU_PERMS_TAKEN);
    return row;
  };

  endpoint(app, 'menuAdd', { access: { button: ALL_CODES('add') } }, async (req) => {
    const s = sessionOf(req);
    const { tree, parentId, ...fields } = req.body;
    const outline = await menuOutline(db);
    if (parentId) {
      const parent = outline.find((m) => m.id === parentId);
      if (!parent) throw fail.business(M.MENU_PARENT_MISSING);
      if (parent.button === 1) throw fail.business(M.MENU_PARENT_IS_BUTTON);
    }
    // A top-level menu is an operations menu (the tax tree has its one root).
    if (treeOf(outline, parentId ?? null) !== tree) throw fail.business(M.MENU_WRONG_TREE);
    await requireCode(req, tree, 'add');
    const row = await checkFields({ ...fields, parentId });
    const created = await db.transaction(async (tx) => {
      const m = await insertMenu(tx, { id: newId(), parentId: parentId ?? null, ...row });
      await audit(tx, s, {
        targetType: 'menu',
        targetId: m.id,
        action: 'menu.create',
        entId: null,
        summary: `新增${m.button === 1 ? '按钮' : '菜单'}「${m.menuName}」`,
        after: snapshot(m),
      });
      return m;
    });
    await announcePermissions(app.deps, { roleIds: await allMenuRoles(db) });
    return ok(buildMenuTree([created]), M.SAVE_SUCCESS);
  });

  endpoint(app, 'menuUpdate', { access: { button: ALL_CODES('edit') } }, async (req) => {
    const s = sessionOf(req);
    const { menuId, parentId, ...fields } = req.body;
    const outline = await menuOutline(db);
    const tree = treeOf(outline, menuId);
    if (!outline.some((m) => m.id === menuId)) throw fail.notFound(M.RECORD_NOT_FOUND);
    await requireCode(req, tree, 'edit');
    const row = await checkFields({ ...fields, parentId }, menuId);
    // Moving a menu is not an edit of its fields: its place stays (a move would change every grant below it).
    const updated = await db.transaction(async (tx) => {
      const before = await findMenu(tx, menuId, true);
      if (!before) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (before.button !== row.button && (await childCount(tx, menuId)) > 0) throw fail.business(M.MENU_HAS_CHILDREN);
      const after = await updateMenuRow(tx, menuId, row);
      await audit(tx, s, {
        targetType: 'menu',
        targetId: menuId,
        action: 'menu.update',
        entId: null,
        summary: `修改${after.button === 1 ? '按钮' : '菜单'}「${after.menuName}」`,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
    const roleIds = [...(await rolesGranting(db, menuId)), ...(await allMenuRoles(db))];
    await announcePermissions(app.deps, { roleIds });
    return ok(buildMenuTree([updated]), M.SAVE_SUCCESS);
  });

  endpoint(app, 'menuDelete', { access: { button: ALL_CODES('delete') } }, async (req) => {
    const s = sessionOf(req);
    const { menuId } = req.query;
    const tree = treeOf(await menuOutline(db), menuId);
    await requireCode(req, tree, 'delete');
    await db.transaction(async (tx) => {
      const m = await findMenu(tx, menuId, true);
      if (!m) throw fail.notFound(M.RECORD_NOT_FOUND);
      if ((await childCount(tx, menuId)) > 0) throw fail.business(M.MENU_HAS_CHILDREN);
      const granted = await rolesGranting(tx, menuId);
      if (granted.length > 0) throw fail.business(M.menuGrantedToRoles(granted.length));
      await deleteMenuRow(tx, menuId);
      await audit(tx, s, {
        targetType: 'menu',
        targetId: menuId,
        action: 'menu.delete',
        entId: null,
        summary: `删除${m.button === 1 ? '按钮' : '菜单'}「${m.menuName}」`,
        before: snapshot(m),
      });
    });
    await announcePermissions(app.deps, { roleIds: await allMenuRoles(db) });
    return ok([], M.DELETE_SUCCESS);
  });
}
