/** Builds §3 User info for the session: the user, the enterprise in use, roles, menu tree and buttons. */
import type { MenuItem, Role, UserInfo } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { MenuRow, Permissions, RoleRow } from '../../platform/auth/permissions.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { fail } from '../../platform/envelope.ts';
import * as M from '@portal/shared';
import { enterprisesOf, findUserById } from './repo.ts';

export function toRole(r: RoleRow): Role {
  return {
    roleId: r.id,
    roleName: r.roleName,
    roleCode: r.roleCode,
    roleConfig: r.roleConfig as 1 | 2,
    assignable: r.assignable,
    edit: r.editable,
    delete: r.deletable,
  };
}

function toMenuItem(m: MenuRow, parentName: string | null): MenuItem {
  return {
    menuId: m.id,
    menuName: m.menuName,
    frontEndName: m.frontEndName,
    routeUrl: m.routeUrl,
    icon: m.icon,
    hidden: m.hidden,
    ifRouteHidden: m.ifRouteHidden,
    button: m.button === 1 ? 1 : 0,
    remark: m.remark,
    ifIntOrExt: m.ifIntOrExt === 1 ? 1 : 0,
    productType: m.productType,
    parentId: m.parentId,
    parentName,
    perms: m.perms,
    sort: m.sort,
    children: [],
  };
}

/** Granted rows → tree. An entry whose parent is not granted becomes a root, so nothing granted is lost. */
export function buildMenuTree(rows: MenuRow[]): MenuItem[] {
  const byId = new Map(rows.map((m) => [m.id, m]));
  const items = new Map<string, MenuItem>();
  for (const m of rows) items.set(m.id, toMenuItem(m, m.parentId ? byId.get(m.parentId)?.menuName ?? null : null));
  const roots: MenuItem[] = [];
  for (const m of rows) {
    const item = items.get(m.id)!;
    const parent = m.parentId ? items.get(m.parentId) : undefined;
    if (parent) parent.children!.push(item);
    else roots.push(item);
  }
  return roots;
}

export async function buildUserInfo(db: Db, session: SessionContext, perms: Permissions): Promise<UserInfo> {
  const user = await findUserById(db, session.userId);
  if (!user) throw fail.withCode('9999', M.TOKEN_INVALID);
  const ents = await enterprisesOf(db, user.id);
  const current = ents.find((e) => e.id === session.entId);
  if (!current) throw fail.withCode('9999', M.TOKEN_INVALID);
  return {
    userId: user.id,
    account: user.account,
    phone: user.phone,
    userName: user.userName,
    showName: user.showName,
    seq: user.seq,
    entId: current.id,
    entName: current.name,
    entType: current.entType,
    userSource: user.userSource,
    entVersion: current.entVersion,
    roleList: perms.roles.map(toRole),
    enableMenuList: buildMenuTree(perms.menus),
    btnPerm: [...perms.btnPerms],
    userOrganzations: ents.map((e) => ({ entId: e.id, customerName: e.name })),
    layoutStyle: user.layoutStyle === 2 ? 2 : 1,
    adminVerified: session.adminVerified,
  };
}
