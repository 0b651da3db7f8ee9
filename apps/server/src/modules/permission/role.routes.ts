/**
 * §7.5 role management (queryRole, saveOrUpdateRole, findRoleById, userListByRoleId, allocateMenu, delRoleById,
 * updateRole, removeUser, queryRole/export, roleListByUserId) for the operations page (/Base/auth-management/role)
 * and the company admin's (/userCenter/authorityManagement). Scope and flags: role-scope.ts. Every change is audited
 * in its transaction and announced to the affected users' open sessions after the commit (live.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, ROLE_CONFIG } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import { newId } from '../../platform/ids.ts';
import { people } from '../../platform/people.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  addHolders,
  deleteRoleRow,
  findRole,
  holderCount,
  holderList,
  insertRole,
  lockRoleNames,
  menuIdsOfRole,
  menuOutline,
  removeHolder,
  replaceRoleMenus,
  roleCodeTaken,
  roleList,
  roleNameTaken,
  rolesOfUser,
  updateRoleRow,
  type RoleListRow,
  type RoleRow,
  type RoleScope,
} from './admin-repo.ts';
import { announcePermissions } from './live.ts';
import { requireDeletable, requireEditable, roleOut, roleScopeOf, sees } from './role-scope.ts';

const PAGES = [MENU.permission.role, MENU.permission.entAuthority] as const;
const B = BUTTON.role;
const E = BUTTON.entRole;

type ExportRow = RoleListRow & { entName: string | null };

const EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: '角色名称', width: 24, value: (r) => r.roleName },
  { header: '角色编码', width: 20, value: (r) => r.roleCode },
  { header: '角色端', width: 10, value: (r) => (r.roleConfig === 1 ? '运营端' : '客户端') },
  { header: '所属企业', width: 28, value: (r) => r.entName ?? '平台' },
  { header: '用户数', width: 10, value: (r) => r.userCount },
  { header: '菜单数', width: 10, value: (r) => r.menuCount },
  { header: '备注', width: 30, value: (r) => r.remark },
];

export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const who = () => people(app.deps);

  /** The rows as answered, with their enterprises' names (one read for the page). */
  const rolesOut = async (scope: RoleScope, rows: readonly RoleListRow[]) => {
    const names = await who().enterpriseNames([...new Set(rows.flatMap((r) => (r.entId ? [r.entId] : [])))]);
    return rows.map((r) => roleOut(scope, r, r.entId ? (names.get(r.entId) ?? null) : null));
  };

  /** The role's list row (counts within the caller's scope) with the ids of its menus. */
  const withCounts = async (scope: RoleScope, role: RoleRow) => {
    const rows = await roleList(db, scope, { roleId: role.id }).slice(1, 0);
    if (rows.length === 0) throw fail.notFound(M.RECORD_NOT_FOUND);
    const [out] = await rolesOut(scope, rows);
    return { ...out, menuIds: role.allMenus ? [] : await menuIdsOfRole(db, role.id) };
  };

  /** A role the caller may at least read, or the same answer as a missing one. */
  const visibleRole = async (scope: RoleScope, roleId: string, lock = false, tx: typeof db = db) => {
    const role = await findRole(tx, roleId, lock);
    if (!role || !sees(scope, role)) throw fail.notFound(M.RECORD_NOT_FOUND);
    return role;
  };

  endpoint(app, 'roleQuery', { access: { menu: PAGES } }, async (req) => {
    const scope = await roleScopeOf(req);
    const { roleName, roleConfig, currentPage, pageSize } = req.body;
    const list = roleList(db, scope, { roleName, roleConfig: roleConfig === '' ? undefined : roleConfig });
    const page = await pageOf(list, currentPage, pageSize);
    return okPage({ ...page, records: await rolesOut(scope, page.records) });
  });

  async function* named(batches: AsyncIterable<RoleListRow[]>): AsyncGenerator<ExportRow[]> {
    for await (const rows of batches) {
      const names = await who().enterpriseNames([...new Set(rows.flatMap((r) => (r.entId ? [r.entId] : [])))]);
      yield rows.map((r) => ({ ...r, entName: r.entId ? (names.get(r.entId) ?? null) : null }));
    }
  }

  endpoint(app, 'roleExport', { access: { button: B.export } }, async (req, reply) => {
    const scope = await roleScopeOf(req);
    const { roleName, roleConfig } = req.body;
    const list = roleList(db, scope, { roleName, roleConfig: roleConfig === '' ? undefined : roleConfig });
    return sendXlsx(reply, {
      fileName: '角色列表.xlsx',
      sheet: '角色',
      columns: EXPORT_COLUMNS,
      batches: named(batchesOf(list, 1000, EXPORT_MAX_ROWS)),
    });
  });

  endpoint(app, 'roleDetail', { access: { menu: PAGES } }, async (req) => {
    const scope = await roleScopeOf(req);
    return ok([await withCounts(scope, await visibleRole(scope, req.query.roleId))]);
  });

  endpoint(app, 'roleSave', { access: { button: [B.add, B.edit, E.add, E.edit] } }, async (req) => {
    const s = sessionOf(req);
    const scope = await roleScopeOf(req);
    const perms = await req.permissions();
    const { roleId, roleName, roleCode, remark } = req.body;
    // Operations choose the side; a company admin's roles are customer-side roles of their enterprise.
    const asked = scope.kind === 'all' ? req.body.roleConfig : ROLE_CONFIG.customer;
    const need = roleId ? [B.edit, E.edit] : [B.add, E.add];
    if (!need.some((c) => perms.btnPerms.has(c))) throw fail.forbidden(M.PERMISSION_DENIED);
    const saved = await db
      .transaction(async (tx) => {
        if (!roleId) {
          const roleConfig = asked ?? ROLE_CONFIG.customer;
          const entId = scope.kind === 'enterprise' ? scope.entId : null;
          await lockRoleNames(tx, { entId, roleConfig });
          if (await roleCodeTaken(tx, roleCode)) throw fail.business(M.ROLE_CODE_TAKEN);
          if (await roleNameTaken(tx, { entId, roleConfig, roleName })) throw fail.business(M.ROLE_NAME_TAKEN);
          const row = await insertRole(tx, { id: newId(), roleName, roleCode, roleConfig, remark, entId });
          await audit(tx, s, {
            targetType: 'role',
            targetId: row.id,
            action: 'role.create',
            entId: row.entId,
            summary: `新增角色「${roleName}」（${roleCode}）`,
            after: { roleName, roleCode, roleConfig, remark },
          });
          return row;
        }
        const before = await findRole(tx, roleId, true);
        if (!before || !sees(scope, before)) throw fail.notFound(M.RECORD_NOT_FOUND);
        requireEditable(scope, before);
        // The code is the role's identity (other areas find roles by it): it does not change.
        if (before.roleCode !== roleCode) throw fail.business('角色编码不可修改');
        const roleConfig = asked ?? before.roleConfig;
        // Checked when the name or the side changes: a role saved unchanged is never refused for a name it holds.
        if (roleName.toLowerCase() !== before.roleName.toLowerCase() || roleConfig !== before.roleConfig) {
          const where = { entId: before.entId, roleConfig };
          await lockRoleNames(tx, where);
          if (await roleNameTaken(tx, { ...where, roleName, exceptRoleId: roleId })) {
            throw fail.business(M.ROLE_NAME_TAKEN);
          }
        }
        const after = await updateRoleRow(tx, roleId, { roleName, roleConfig, remark });
        await audit(tx, s, {
          targetType: 'role',
          targetId: roleId,
          action: 'role.update',
          entId: before.entId,
          summary: `修改角色「${roleName}」`,
          before: { roleName: before.roleName, roleConfig: before.roleConfig, remark: before.remark },
          after: { roleName, roleConfig, remark },
        });
        return after;
      })
      .catch((err: unknown) => {
        // Two creations racing for one code: the unique index decides.
        if (isUniqueViolation(err)) throw fail.business(M.ROLE_CODE_TAKEN);
        throw err;
      });
    if (roleId) await announcePermissions(app.deps, { roleIds: [roleId] }); // role names are in the user info
    return ok([await withCounts(scope, saved)], M.SAVE_SUCCESS);
  });

  endpoint(app, 'roleAllocateMenu', { access: { button: [B.allocateMenu, E.allocateMenu] } }, async (req) => {
    const s = sessionOf(req);
    const scope = await roleScopeOf(req);
    const { roleId } = req.body;
    const outline = await menuOutline(db);
    const byId = new Map(outline.map((m) => [m.id, m]));
    // Closed under ancestors: a granted page always comes with the menus above it (§4 permission tree).
    const wanted = new Set<string>();
    for (const id of req.body.menuIds) {
      if (!byId.has(id)) throw fail.badRequest(`请求参数错误：menuIds 含不存在的菜单 ${id}`);
      for (let m = byId.get(id); m && !wanted.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
        wanted.add(m.id);
      }
    }
    if (scope.kind === 'enterprise') {
      const own = new Set((await req.permissions()).menus.map((m) => m.id));
      if ([...wanted].some((id) => !own.has(id))) throw fail.business(M.GRANT_EXCEEDS_OWN);
    }
    const role = await db.transaction(async (tx) => {
      const r = await findRole(tx, roleId, true);
      if (!r || !sees(scope, r)) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (r.allMenus) throw fail.business(M.ROLE_ALL_MENUS);
      requireEditable(scope, r);
      const before = new Set(await menuIdsOfRole(tx, roleId));
      const ids = outline.map((m) => m.id).filter((id) => wanted.has(id));
      await replaceRoleMenus(tx, roleId, ids);
      const added = ids.filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !wanted.has(id));
      const named = (list: string[]) => list.map((id) => ({ menuId: id, menuName: byId.get(id)?.menuName ?? id }));
      await audit(tx, s, {
        targetType: 'role',
        targetId: roleId,
        action: 'role.allocateMenu',
        entId: r.entId,
        summary: `为角色「${r.roleName}」分配菜单：新增${added.length}项，移除${removed.length}项`,
        before: { menuCount: before.size, removed: named(removed) },
        after: { menuCount: ids.length, added: named(added) },
      });
      return r;
    });
    await announcePermissions(app.deps, { roleIds: [roleId] });
    return ok([await withCounts(scope, role)], M.SAVE_SUCCESS);
  });

  endpoint(app, 'roleDelete', { access: { button: [B.delete, E.delete] } }, async (req) => {
    const s = sessionOf(req);
    const scope = await roleScopeOf(req);
    await db.transaction(async (tx) => {
      const r = await findRole(tx, req.query.roleId, true);
      if (!r || !sees(scope, r)) throw fail.notFound(M.RECORD_NOT_FOUND);
      requireDeletable(scope, r);
      if ((await holderCount(tx, r.id)) > 0) throw fail.business(M.ROLE_HAS_USERS);
      const menuIds = await menuIdsOfRole(tx, r.id);
      await deleteRoleRow(tx, r.id);
      await audit(tx, s, {
        targetType: 'role',
        targetId: r.id,
        action: 'role.delete',
        entId: r.entId,
        summary: `删除角色「${r.roleName}」（${r.roleCode}）`,
        before: { roleName: r.roleName, roleCode: r.roleCode, roleConfig: r.roleConfig, menuIds },
      });
    });
    return ok([], M.DELETE_SUCCESS);
  });

  endpoint(app, 'roleUsers', { access: { menu: PAGES } }, async (req) => {
    const scope = await roleScopeOf(req);
    const { roleId, account, currentPage, pageSize } = req.query;
    await visibleRole(scope, roleId);
    const entId = scope.kind === 'enterprise' ? scope.entId : undefined;
    // An account filter is resolved by the user area first (at most 1000 matches; a narrower text finds the rest).
    const userIds = account ? await who().idsByAccount(account, 1000) : undefined;
    const page = await pageOf(holderList(db, roleId, { entId, userIds }), currentPage, pageSize);
    const users = await who().users(page.records.map((r) => r.userId));
    const ents = await who().enterpriseNames([...new Set(page.records.map((r) => r.entId))]);
    return okPage({
      ...page,
      records: page.records.map((r) => ({
        userId: r.userId,
        entId: r.entId,
        account: users.get(r.userId)?.account ?? '',
        userName: users.get(r.userId)?.userName ?? '',
        entName: ents.get(r.entId) ?? '',
      })),
    });
  });

  endpoint(app, 'roleAddUsers', { access: { button: [B.users, E.users] } }, async (req) => {
    const s = sessionOf(req);
    const scope = await roleScopeOf(req);
    const { roleId } = req.body;
    const userIds = [...new Set(req.body.userIds)];
    const role = await visibleRole(scope, roleId);
    if (!role.assignable) throw fail.business(M.ROLE_NOT_ASSIGNABLE);
    // Where the grant lands: the company admin's enterprise; for operations the named one (or the role's own).
    const entId =
      scope.kind === 'enterprise'
        ? scope.entId
        : (req.body.entId ?? role.entId ?? (await who().defaultEnterpriseOf(userIds[0])));
    if (!entId || (role.entId !== null && role.entId !== entId)) throw fail.business(M.USER_NOT_IN_SCOPE);
    if ((await who().membersAmong(entId, userIds)).length !== userIds.length) throw fail.business(M.USER_NOT_IN_SCOPE);
    if (scope.kind === 'enterprise') {
      // The company admin gives a role only if they hold every menu it grants (their own roles too: operations may
      // have allocated more to them).
      const own = new Set((await req.permissions()).menus.map((m) => m.id));
      if (role.allMenus || (await menuIdsOfRole(db, role.id)).some((id) => !own.has(id))) {
        throw fail.business(M.GRANT_EXCEEDS_OWN);
      }
    }
    const accounts = await who().users(userIds);
    const accountOf = (id: string) => accounts.get(id)?.account ?? id;
    const added = await db.transaction(async (tx) => {
      const newly = await addHolders(tx, roleId, entId, userIds);
      for (const userId of newly) {
        await audit(tx, s, {
          targetType: 'grant',
          targetId: `${userId}:${entId}:${roleId}`,
          action: 'grant.add',
          entId,
          summary: `授予用户 ${accountOf(userId)} 角色「${role.roleName}」`,
          after: { userId, entId, roleId, roleName: role.roleName },
        });
      }
      return newly;
    });
    for (const userId of added) await app.deps.bus.publish({ type: 'user.changed', userId });
    await announcePermissions(app.deps, { userIds: added });
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'roleRemoveUser', { access: { button: [B.users, E.users] } }, async (req) => {
    const s = sessionOf(req);
    const scope = await roleScopeOf(req);
    const { roleId, userId, entId } = req.query;
    const role = await visibleRole(scope, roleId);
    if (scope.kind === 'enterprise' && entId !== scope.entId) throw fail.notFound(M.RECORD_NOT_FOUND);
    // The assignable flag governs taking as well as giving (the super admin and salesman roles are not handed out here).
    if (!role.assignable) throw fail.business(M.ROLE_NOT_ASSIGNABLE);
    if (userId === s.userId && role.roleCode === M.SYSTEM_ROLES.companyAdmin.roleCode) {
      throw fail.business(M.CANNOT_REMOVE_OWN_ADMIN);
    }
    const account = (await who().users([userId])).get(userId)?.account ?? userId;
    const removed = await db.transaction(async (tx) => {
      const done = await removeHolder(tx, roleId, userId, entId);
      if (done) {
        await audit(tx, s, {
          targetType: 'grant',
          targetId: `${userId}:${entId}:${roleId}`,
          action: 'grant.remove',
          entId,
          summary: `移除用户 ${account} 的角色「${role.roleName}」`,
          before: { userId, entId, roleId, roleName: role.roleName },
        });
      }
      return done;
    });
    if (!removed) throw fail.notFound(M.RECORD_NOT_FOUND);
    await app.deps.bus.publish({ type: 'user.changed', userId });
    await announcePermissions(app.deps, { userIds: [userId] });
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'rolesOfUser', { access: { menu: [...PAGES, MENU.permission.user] } }, async (req) => {
    const scope = await roleScopeOf(req);
    const { userId } = req.query;
    const entId =
      scope.kind === 'enterprise' ? scope.entId : (req.query.entId ?? (await who().defaultEnterpriseOf(userId)));
    if (!entId || (await who().membersAmong(entId, [userId])).length === 0) throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok(await rolesOut(scope, await rolesOfUser(db, userId, entId)));
  });
}
