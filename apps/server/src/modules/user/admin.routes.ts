/**
 * §7.4 management, the users administration (issue 12): lists of users (all enterprises for operations, the
 * enterprise in use for a company admin; admin-scope.ts), their export, account status, roles per enterprise,
 * membership status and the super admin role. Every change is audited in its transaction (platform/audit.ts);
 * grants are announced after the commit, so the user's menus change while signed in (permission's live.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, SYSTEM_ROLES, maskPhone, type UserAdmin } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { ListTotals, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import {
  addHolders,
  announcePermissions,
  companyAdminsOf,
  findRole,
  holderCount,
  menuIdsOfRole,
  removeHolder,
  roleList,
  roleNamesByUser,
  rolesOfUser,
  sees,
  type RoleRow,
} from '../permission/index.ts';
import {
  entOf,
  enterprisesWithProduct,
  scopeEnt,
  superAdminsAmong,
  userInScope,
  userScopeOf,
  type UserScope,
} from './admin-scope.ts';
import {
  enterpriseFacts,
  enterpriseMemberList,
  enterpriseOptionList,
  findMembership,
  isMember,
  membershipsOf,
  pageEnterpriseUsers,
  setMembershipStatus,
  setUserStatus,
  userAdminBatches,
  userAdminList,
  type UserAdminFilter,
  type UserAdminRow,
} from './repo.ts';

const SUPER_ADMIN_ROLE = SYSTEM_ROLES.superAdmin.id;
const COMPANY_ADMIN_CODE = SYSTEM_ROLES.companyAdmin.roleCode;
const STATUS_TEXT = (s: number) => (s === 1 ? '启用' : '停用');

const EXPORT_COLUMNS: readonly ExportColumn<UserAdmin>[] = [
  { header: '账号', width: 20, value: (r) => M.displayAccount(r.account) },
  { header: '姓名', width: 14, value: (r) => r.userName },
  { header: '手机号', width: 14, value: (r) => r.phone ?? '' },
  {
    header: '所属企业',
    width: 40,
    value: (r) => r.enterprises.map((e) => (e.status === 1 ? e.entName : `${e.entName}（已停用）`)).join('、'),
  },
  { header: '角色', width: 24, value: (r) => r.roleNames.join('、') },
  { header: '用户来源', width: 10, value: (r) => (r.userSource === 2 ? '外部用户' : '内部用户') },
  { header: '状态', width: 8, value: (r) => STATUS_TEXT(r.status) },
  { header: '创建时间', width: 20, value: (r) => M.toDisplayTime(r.createdAt) },
];

/** The request's filters without the "all" values ('' of a select). */
function filterOf(body: {
  account?: string;
  userName?: string;
  phone?: string;
  entId?: string;
  entName?: string;
  status?: 0 | 1 | '';
  userSource?: 1 | 2 | '';
}): UserAdminFilter {
  return {
    account: body.account || undefined,
    userName: body.userName || undefined,
    phone: body.phone || undefined,
    entId: body.entId,
    entName: body.entName || undefined,
    status: body.status === '' ? undefined : body.status,
    userSource: body.userSource === '' ? undefined : body.userSource,
  };
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /**
   * The rows as answered: memberships (a company admin sees their own enterprise only), role names in the list's
   * enterprise (the scope's, the filter's, or each user's default one), the super admin mark. A few queries per
   * page or export batch, never one per row.
   */
  const usersOut = async (scope: UserScope, filterEnt: string | undefined, rows: readonly UserAdminRow[]) => {
    const ids = rows.map((r) => r.userId);
    const own = scopeEnt(scope);
    // The reads of a page go out together (on PostgreSQL each takes its own connection).
    const [ms, supers] = await Promise.all([membershipsOf(db, ids, own), superAdminsAmong(db, ids)]);
    const byUser = new Map<string, typeof ms>();
    for (const m of ms) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), m]);
    const roleEnt = new Map<string, string>();
    for (const id of ids) {
      const ent = own ?? filterEnt ?? byUser.get(id)?.[0]?.entId;
      if (ent) roleEnt.set(id, ent);
    }
    const names = new Map<string, string[]>();
    const perEnt = await Promise.all(
      [...new Set(roleEnt.values())].map((ent) =>
        roleNamesByUser(
          db,
          ent,
          ids.filter((id) => roleEnt.get(id) === ent),
        ),
      ),
    );
    for (const byId of perEnt) for (const [id, list] of byId) names.set(id, list);
    return rows.map((r): UserAdmin => ({
      userId: r.userId,
      account: r.account,
      userName: r.userName,
      phone: r.phone ? maskPhone(r.phone) : null,
      status: r.status,
      userSource: r.userSource,
      createdAt: r.createdAt.toISOString(),
      enterprises: (byUser.get(r.userId) ?? []).map((m) => ({
        entId: m.entId,
        entName: m.entName,
        status: m.status,
        isDefault: m.isDefault,
      })),
      roleNames: names.get(r.userId) ?? [],
      superAdmin: supers.has(r.userId),
    }));
  };

  // The list's totals for 10 s (issue 12's budget: a page of 100,000 users in < 20 ms); a user's change clears them.
  const totals = new ListTotals(app.deps, { ttlMs: 10_000, evictOn: (type) => type === 'user.changed' });

  endpoint(app, 'findUserByPage', { access: { button: BUTTON.user.query } }, async (req) => {
    const scope = await userScopeOf(req);
    const filter = filterOf(req.body);
    const list = totals.of(userAdminList(db, scopeEnt(scope), filter), JSON.stringify([scopeEnt(scope), filter]));
    const page = await pageOf(list, req.body.currentPage, req.body.pageSize);
    return okPage({ ...page, records: await usersOut(scope, filter.entId, page.records) });
  });

  async function* answered(scope: UserScope, filter: UserAdminFilter): AsyncGenerator<UserAdmin[]> {
    for await (const rows of userAdminBatches(db, scopeEnt(scope), filter, 1000, EXPORT_MAX_ROWS)) {
      yield await usersOut(scope, filter.entId, rows);
    }
  }

  endpoint(app, 'findUserExport', { access: { button: BUTTON.user.export } }, async (req, reply) => {
    const scope = await userScopeOf(req);
    return sendXlsx(reply, {
      fileName: '用户列表.xlsx',
      sheet: '用户',
      columns: EXPORT_COLUMNS,
      batches: answered(scope, filterOf(req.body)),
    });
  });

  // The company page and the role user picker: one enterprise's users with their membership.
  const memberAccess = [BUTTON.user.query, BUTTON.notice.changeAdmin, BUTTON.role.users, BUTTON.entRole.users];
  endpoint(app, 'findUserByPage2', { access: { button: memberAccess } }, async (req) => {
    const scope = await userScopeOf(req);
    const entId = entOf(scope, req.body.entId);
    if (!entId) throw fail.business(M.ENTERPRISE_REQUIRED);
    const facts = await enterpriseFacts(db, entId);
    if (!facts) throw fail.notFound(M.RECORD_NOT_FOUND);
    const { account, userName, currentPage, pageSize } = req.body;
    const page = await pageOf(
      enterpriseMemberList(db, entId, { account: account || undefined, userName: userName || undefined }),
      currentPage,
      pageSize,
    );
    const ids = page.records.map((r) => r.userId);
    const names = await roleNamesByUser(db, entId, ids);
    const admins = new Set(await companyAdminsOf(db, entId));
    return okPage({
      ...page,
      records: page.records.map((r) => ({
        userId: r.userId,
        account: r.account,
        userName: r.userName,
        phone: r.phone ? maskPhone(r.phone) : null,
        status: r.status,
        userSource: r.userSource,
        entId,
        entName: facts.ent.name,
        membershipStatus: r.membershipStatus,
        roleNames: names.get(r.userId) ?? [],
        companyAdmin: admins.has(r.userId),
      })),
    });
  });

  endpoint(app, 'findEntByUserProduct', { access: { button: BUTTON.user.query } }, async (req) => {
    const scope = await userScopeOf(req);
    const { productType, entName, currentPage, pageSize } = req.body;
    const entIds = productType ? await enterprisesWithProduct(app.deps, productType) : undefined;
    const list = enterpriseOptionList(db, { entId: scopeEnt(scope), entIds, entName: entName || undefined });
    return okPage(await pageOf(list, currentPage, pageSize));
  });

  endpoint(app, 'entInfo', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    const facts = await enterpriseFacts(db, s.entId);
    if (!facts) throw fail.notFound(M.RECORD_NOT_FOUND);
    const { ent } = facts;
    return ok([
      {
        entId: ent.id,
        entName: ent.name,
        creditCode: ent.creditCode,
        plate: ent.plate,
        plateName: facts.plateName ?? ent.plate,
        entType: ent.entType,
        status: ent.status,
        parentName: facts.parentName ?? null,
        adminUserIds: await companyAdminsOf(db, ent.id),
      },
    ]);
  });

  endpoint(app, 'findEntUserByPage', { access: { button: BUTTON.user.query } }, async (req) => {
    const s = sessionOf(req);
    const { account, userName, currentPage, pageSize } = req.body;
    const { rows, total } = await pageEnterpriseUsers(db, s.entId, { account, userName }, currentPage, pageSize);
    const roleNames = await roleNamesByUser(
      db,
      s.entId,
      rows.map((r) => r.userId),
    );
    const records = rows.map((r) => ({
      ...r,
      phone: r.phone ? maskPhone(r.phone) : null,
      roleNames: roleNames.get(r.userId) ?? [],
    }));
    return okPage({ records, current: currentPage, size: pageSize, total });
  });

  endpoint(app, 'editStatus', { access: { button: BUTTON.user.editStatus } }, async (req) => {
    const s = sessionOf(req);
    const scope = await userScopeOf(req);
    const { userId, status } = req.body;
    // Another enterprise's user gets the same answer as a missing one.
    const user = await userInScope(db, scope, userId);
    if (userId === s.userId) throw fail.business(M.CANNOT_DISABLE_SELF);
    if (status === 0 && (await superAdminsAmong(db, [userId])).has(userId)) {
      throw fail.business(M.SUPER_ADMIN_PROTECTED);
    }
    // A company admin's word covers their enterprise only: an account other enterprises share is not theirs to stop.
    if (scope.kind === 'enterprise' && status === 0) {
      const elsewhere = (await membershipsOf(db, [userId])).some((m) => m.entId !== scope.entId);
      if (elsewhere) throw fail.business(M.USER_IN_OTHER_ENTERPRISES);
    }
    await db.transaction(async (tx) => {
      const before = await setUserStatus(tx, userId, status);
      await audit(tx, s, {
        targetType: 'user',
        targetId: userId,
        action: 'user.status',
        entId: scope.kind === 'enterprise' ? scope.entId : null,
        summary: `${STATUS_TEXT(status)}用户 ${user.account}`,
        before: { status: before ?? null },
        after: { status },
      });
    });
    if (status === 0) await app.deps.sessions.endAllFor(userId, 'disabled');
    else await app.deps.sessions.changed(userId);
    return ok([], M.OPERATION_SUCCESS);
  });

  /** The roles the caller may give (and take) in an enterprise: portal-wide or that enterprise's, assignable, held. */
  const assignableRoles = async (req: Parameters<typeof userScopeOf>[0], scope: UserScope, entId: string) => {
    const visible = await roleList(db, scope, {}).slice(10_000, 0);
    const candidates = visible.filter((r) => r.assignable && (r.entId === null || r.entId === entId) && sees(scope, r));
    if (scope.kind === 'all') return candidates;
    // A company admin gives a role only when they hold every menu it grants (role.routes.ts, roleAddUsers).
    const own = new Set((await req.permissions()).menus.map((m) => m.id));
    const out: RoleRow[] = [];
    for (const r of candidates) {
      if (!r.allMenus && (await menuIdsOfRole(db, r.id)).every((id) => own.has(id))) out.push(r);
    }
    return out;
  };

  /** The enterprise of a per-user call: the company admin's; for operations the named one or the user's default. */
  const targetEnt = async (scope: UserScope, userId: string, asked: string | undefined) => {
    let entId = entOf(scope, asked);
    if (!entId) entId = (await membershipsOf(db, [userId]))[0]?.entId;
    if (!entId || !(await findMembership(db, userId, entId))) throw fail.notFound(M.RECORD_NOT_FOUND);
    return entId;
  };

  endpoint(app, 'getRoleList', { access: { button: BUTTON.user.editRole } }, async (req) => {
    const scope = await userScopeOf(req);
    const { userId } = req.body;
    let entId = entOf(scope, req.body.entId);
    let held = new Set<string>();
    if (userId) {
      await userInScope(db, scope, userId);
      entId = await targetEnt(scope, userId, entId);
      held = new Set((await rolesOfUser(db, userId, entId)).map((r) => r.id));
    }
    if (!entId) throw fail.business(M.ENTERPRISE_REQUIRED);
    const roles = await assignableRoles(req, scope, entId);
    return ok(
      roles.map((r) => ({
        roleId: r.id,
        roleName: r.roleName,
        roleCode: r.roleCode,
        roleConfig: r.roleConfig,
        entId: r.entId,
        remark: r.remark,
        checked: held.has(r.id),
      })),
    );
  });

  endpoint(app, 'editRole', { access: { button: BUTTON.user.editRole } }, async (req) => {
    const s = sessionOf(req);
    const scope = await userScopeOf(req);
    const { userId } = req.body;
    const user = await userInScope(db, scope, userId);
    const entId = await targetEnt(scope, userId, req.body.entId);
    const wanted = [...new Set(req.body.roleIds)];
    const mayGive = new Map((await assignableRoles(req, scope, entId)).map((r) => [r.id, r]));
    // Each asked role must be one the caller may give here; the answer says why not.
    for (const roleId of wanted) {
      if (mayGive.has(roleId)) continue;
      const role = await findRole(db, roleId);
      if (!role || (role.entId !== null && role.entId !== entId)) {
        throw fail.notFound(M.RECORD_NOT_FOUND);
      }
      if (!role.assignable) throw fail.business(M.ROLE_NOT_ASSIGNABLE);
      if (!sees(scope, role)) throw fail.notFound(M.RECORD_NOT_FOUND);
      throw fail.business(M.GRANT_EXCEEDS_OWN);
    }
    // Roles the caller may not give (the super admin's, another side's) stay as they are.
    const current = (await rolesOfUser(db, userId, entId)).filter((r) => mayGive.has(r.id));
    const changed = await db.transaction(async (tx) => {
      const added = wanted.filter((id) => !current.some((r) => r.id === id));
      const removed = current.filter((r) => !wanted.includes(r.id));
      if (userId === s.userId && removed.some((r) => r.roleCode === COMPANY_ADMIN_CODE)) {
        throw fail.business(M.CANNOT_REMOVE_OWN_ADMIN);
      }
      for (const roleId of added) {
        await addHolders(tx, roleId, entId, [userId]);
        const role = mayGive.get(roleId)!;
        await audit(tx, s, {
          targetType: 'grant',
          targetId: `${userId}:${entId}:${roleId}`,
          action: 'grant.add',
          entId,
          summary: `授予用户 ${user.account} 角色「${role.roleName}」`,
          after: { userId, entId, roleId, roleName: role.roleName },
        });
      }
      for (const role of removed) {
        await removeHolder(tx, role.id, userId, entId);
        await audit(tx, s, {
          targetType: 'grant',
          targetId: `${userId}:${entId}:${role.id}`,
          action: 'grant.remove',
          entId,
          summary: `移除用户 ${user.account} 的角色「${role.roleName}」`,
          before: { userId, entId, roleId: role.id, roleName: role.roleName },
        });
      }
      return added.length + removed.length;
    });
    if (changed > 0) {
      await app.deps.sessions.changed(userId);
      await announcePermissions(app.deps, { userIds: [userId] });
    }
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'updateUserOrganzationStatus', { access: { button: BUTTON.user.orgStatus } }, async (req) => {
    const s = sessionOf(req);
    const scope = await userScopeOf(req);
    const { userId, entId, status } = req.body;
    const user = await userInScope(db, scope, userId);
    if (scope.kind === 'enterprise' && entId !== scope.entId) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (!(await isMember(db, userId, entId))) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (status === 0 && userId === s.userId) throw fail.business(M.CANNOT_SUSPEND_OWN_MEMBERSHIP);
    if (status === 0 && (await superAdminsAmong(db, [userId])).has(userId)) {
      throw fail.business(M.SUPER_ADMIN_PROTECTED);
    }
    const facts = await enterpriseFacts(db, entId);
    const before = await db.transaction(async (tx) => {
      const was = await setMembershipStatus(tx, userId, entId, status);
      if (was === undefined) throw fail.notFound(M.RECORD_NOT_FOUND);
      await audit(tx, s, {
        targetType: 'user',
        targetId: userId,
        action: 'user.status',
        entId,
        summary: `${STATUS_TEXT(status)}用户 ${user.account} 与「${facts?.ent.name ?? entId}」的企业关系`,
        before: { entId, membershipStatus: was },
        after: { entId, membershipStatus: status },
      });
      return was;
    });
    if (before !== status) {
      // The user's enterprise list changes (user.changed evicts it). A suspension also ends their session: it may be
      // in that enterprise, and the next sign-in starts in an enterprise still open to them.
      if (status === 0) await app.deps.sessions.endAllFor(userId, 'password');
      else await app.deps.sessions.changed(userId);
      await announcePermissions(app.deps, { userIds: [userId] });
    }
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'editSuperAdminRole', { access: { button: BUTTON.user.superAdmin } }, async (req) => {
    const s = sessionOf(req);
    const { userId, grant } = req.body;
    // The operations enterprise is the caller's own (the group HQ): the role is given and taken there only.
    const entId = s.entId;
    const user = await userInScope(db, { kind: 'enterprise', entId }, userId);
    if (grant && user.userSource === 2) throw fail.business(M.SUPER_ADMIN_EXTERNAL);
    if (!grant && userId === s.userId) throw fail.business(M.SUPER_ADMIN_SELF);
    const roleName = SYSTEM_ROLES.superAdmin.roleName;
    const changed = await db.transaction(async (tx) => {
      // The role row's lock serialises grants and removals: two removals cannot both see a second holder.
      await findRole(tx, SUPER_ADMIN_ROLE, true);
      const targetId = `${userId}:${entId}:${SUPER_ADMIN_ROLE}`;
      if (grant) {
        const added = await addHolders(tx, SUPER_ADMIN_ROLE, entId, [userId]);
        if (added.length === 0) return false;
        await audit(tx, s, {
          targetType: 'grant',
          targetId,
          action: 'grant.add',
          entId,
          summary: `设置用户 ${user.account} 为${roleName}`,
          after: { userId, entId, roleId: SUPER_ADMIN_ROLE, roleName },
        });
        return true;
      }
      const holders = await holderCount(tx, SUPER_ADMIN_ROLE);
      if (!(await removeHolder(tx, SUPER_ADMIN_ROLE, userId, entId))) throw fail.business(M.SUPER_ADMIN_NOT_HELD);
      // Thrown inside the transaction: the removal above rolls back.
      if (holders <= 1) throw fail.business(M.SUPER_ADMIN_LAST);
      await audit(tx, s, {
        targetType: 'grant',
        targetId,
        action: 'grant.remove',
        entId,
        summary: `取消用户 ${user.account} 的${roleName}`,
        before: { userId, entId, roleId: SUPER_ADMIN_ROLE, roleName },
      });
      return true;
    });
    if (changed) {
      await app.deps.sessions.changed(userId);
      await announcePermissions(app.deps, { userIds: [userId] });
    }
    return ok([], M.OPERATION_SUCCESS);
  });
}
