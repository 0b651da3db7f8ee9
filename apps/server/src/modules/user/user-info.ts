/** Builds §3 User info for the session: the user, the enterprise in use, roles, menu tree and buttons. */
import type { Role, UserInfo } from '@portal/shared';
import type { Permissions } from '../../platform/auth/permissions.ts';
import type { RoleRecord } from '../../platform/auth/records.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { fail } from '../../platform/envelope.ts';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import type { UserDirectory } from './directory.ts';

export function toRole(r: RoleRecord): Role {
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

/** User info without its menu tree, which the caller splices in already serialised (see userInfoJson). */
export async function buildUserInfo(
  directory: UserDirectory,
  session: SessionContext,
  perms: Permissions,
): Promise<UserInfo> {
  const record = await directory.get(session.userId);
  if (!record) throw fail.withCode('9999', M.TOKEN_INVALID);
  const { user, enterprises: ents } = record;
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
    enableMenuList: [],
    btnPerm: [...perms.btnPerms],
    userOrganzations: ents.map((e) => ({ entId: e.id, customerName: e.name })),
    layoutStyle: user.layoutStyle === 2 ? 2 : 1,
    adminVerified: session.adminVerified,
  };
}

/**
 * The user-info envelope as JSON. The menu tree is most of its bytes and is the same for everyone holding the same
 * roles, so it is serialised once per role set (permissions.ts) and spliced in here, not serialised per request.
 */
export function userInfoJson(info: UserInfo, perms: Permissions): string {
  const head = JSON.stringify({ code: RESPONSE_CODE.ok, msg: '操作成功', data: [info] });
  return head.replace('"enableMenuList":[]', () => `"enableMenuList":${perms.treeJson}`);
}
