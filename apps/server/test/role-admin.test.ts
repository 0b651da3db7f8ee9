/**
 * Role administration (§3 Role, §6 system-role flags, §7.5) through the real server and database: the operations
 * side (superadmin) sees and manages every role, a company admin (entadmin of 销售公司) only their enterprise's roles
 * and the assignable customer-side portal roles; menus are allocated closed under ancestors and never beyond what a
 * company admin holds; holders are added and removed within scope; every change is audited, and takes effect for
 * signed-in users at once (same token; a PERMISSIONS frame on their msg socket).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { PHONE_CODE_TOKEN_TYPE, REALTIME_START_PHRASE, RESPONSE_CODE, type RoleAdmin } from '@portal/shared';
import { ENT, ROLE, USER } from '../src/db/seed/ids.ts';
import { SEED_MENUS } from '../src/db/seed/menus.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';
import { listen, open, realtimePath, ticketOf, until } from './realtime-helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000', RATE_LIMIT_LOGIN: '1000' }, [
  'superadmin',
  'entadmin',
  'entadmin2',
  'user',
  'ops',
]);

const SUPERADMIN_PHONE = '13800000001';
let base: string;

beforeAll(async () => {
  // The super admin passes the phone check (§2.5) before any administration call.
  const sent = await callEnv(s.app, 'sendPhoneCode', {
    token: t.superadmin,
    body: { phone: SUPERADMIN_PHONE, tokenType: PHONE_CODE_TOKEN_TYPE },
  });
  const sms = await latestSms(s.app, SUPERADMIN_PHONE);
  const verified = await callEnv(s.app, 'verifyPhoneCode', {
    token: t.superadmin,
    body: { phone: SUPERADMIN_PHONE, code: sms!.code, bizId: sent.data[0].bizId },
  });
  expect(verified.code).toBe(RESPONSE_CODE.ok);
  base = await listen(s.app);
});

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const OK = { code: RESPONSE_CODE.ok, msg: M.OPERATION_SUCCESS, data: [] };

const SALES_NAME = '国能销售集团有限公司';
const menuByRoute = (route: string) => {
  const m = SEED_MENUS.find((x) => x.routeUrl === route);
  if (!m) throw new Error(`no seed menu ${route}`);
  return m;
};
const MENU_BY_ID = new Map(SEED_MENUS.map((m) => [m.id, m]));
/** The menu and every menu above it. */
const withAncestors = (id: string): string[] => {
  const out: string[] = [];
  for (let cur: string | null = id; cur !== null;) {
    const m = MENU_BY_ID.get(cur);
    if (!m) break;
    out.push(m.id);
    cur = m.parentId;
  }
  return out;
};
/** A page entadmin (company admin) holds and salesClerk / entUser do not grant. */
const COMPANY_MANAGE = menuByRoute('/userCenter/companyManage');
/** A tax page entadmin does not hold. */
const TAX_HOME = menuByRoute('/tax/home');

let seq = 0;
const uniqueCode = (prefix = 'r') => `${prefix}_${process.pid}_${Date.now().toString(36)}_${++seq}`;

async function createRole(token: string, body: { roleName?: string; roleCode?: string; roleConfig?: 1 | 2 } = {}) {
  const roleCode = body.roleCode ?? uniqueCode();
  const res = await callEnv(s.app, 'roleSave', {
    token,
    body: { roleName: body.roleName ?? `测试角色${seq}`, roleCode, roleConfig: body.roleConfig },
  });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
}

const detail = (token: string, roleId: string) => callEnv(s.app, 'roleDetail', { token, query: { roleId } });
const permsOf = async (token: string) => (await callEnv(s.app, 'selectPermission', { token })).data[0];
const allRoles = async (token: string, body: { roleName?: string } = {}) => {
  const res = await callEnv(s.app, 'roleQuery', { token, body: { ...body, currentPage: 1, pageSize: 100 } });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0];
};
const byId = (list: RoleAdmin[], id: string) => list.find((r) => r.roleId === id);

describe('roleQuery', () => {
  it('superadmin sees every role, system roles with their §6 flags', async () => {
    const page = await allRoles(t.superadmin);
    expect(page.total).toBe(page.records.length);
    expect(page.records.length).toBeGreaterThanOrEqual(12);
    expect(byId(page.records, ROLE.superAdmin)).toMatchObject({
      roleCode: 'superAdmin',
      roleConfig: 1,
      entId: null,
      assignable: false,
      edit: false,
      delete: false,
      system: true,
      allMenus: true,
    });
    expect(byId(page.records, ROLE.companyAdmin)).toMatchObject({
      roleCode: 'companyAdmin',
      assignable: true,
      edit: false,
      delete: false,
      system: true,
      allMenus: false,
    });
    expect(byId(page.records, ROLE.salesman)).toMatchObject({
      roleCode: 'salesman',
      assignable: false,
      edit: false,
      delete: false,
      system: true,
    });
    // A custom portal role and an enterprise's role: editable, deletable, not system.
    expect(byId(page.records, ROLE.operator)).toMatchObject({ system: false, edit: true, delete: true });
    expect(byId(page.records, ROLE.salesClerk)).toMatchObject({
      entId: ENT.sales,
      entName: SALES_NAME,
      system: false,
      edit: true,
      delete: true,
    });
  });

  it('entadmin sees only 销售公司 roles and assignable customer-side portal roles, never another enterprise’s', async () => {
    const other = await createRole(t.entadmin2, { roleName: '神东自建角色' });
    expect(other.entId).toBe(ENT.shendong);
    const page = await allRoles(t.entadmin);
    expect(page.total).toBe(page.records.length);
    for (const r of page.records) {
      const portal = r.entId === null && r.assignable && r.roleConfig === 2;
      expect(r.entId === ENT.sales || portal, JSON.stringify(r)).toBe(true);
    }
    const ids = page.records.map((r) => r.roleId);
    expect(ids).toContain(ROLE.salesClerk);
    expect(ids).toContain(ROLE.companyAdmin);
    expect(ids).toContain(ROLE.entUser);
    expect(ids).not.toContain(other.roleId);
    expect(ids).not.toContain(ROLE.superAdmin);
    expect(ids).not.toContain(ROLE.salesman);
    expect(ids).not.toContain(ROLE.operator);
    // Flags are the company admin's: the portal roles are not theirs to change; their own role is.
    expect(byId(page.records, ROLE.entUser)).toMatchObject({ edit: false, delete: false, assignable: true });
    expect(byId(page.records, ROLE.companyAdmin)).toMatchObject({ edit: false, delete: false, assignable: true });
    expect(byId(page.records, ROLE.salesClerk)).toMatchObject({ edit: true, delete: true });
    // Holders counted within 销售公司 only: entUser is held by user and frozen there (user2 is in 神东).
    expect(byId(page.records, ROLE.entUser)!.userCount).toBe(2);
    // And entadmin2 does not see 销售公司's role.
    expect((await allRoles(t.entadmin2)).records.map((r) => r.roleId)).not.toContain(ROLE.salesClerk);
  });

  it('pages (total/current/size) and filters by roleName', async () => {
    const all = await allRoles(t.superadmin);
    const res = await callEnv(s.app, 'roleQuery', { token: t.superadmin, body: { currentPage: 2, pageSize: 3 } });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const page = res.data[0];
    expect(page).toMatchObject({ current: 2, size: 3, total: all.total });
    expect(page.records.map((r) => r.roleId)).toEqual(all.records.slice(3, 6).map((r) => r.roleId));

    const filtered = await allRoles(t.entadmin, { roleName: '销售公司' });
    expect(filtered.records.map((r) => r.roleId)).toEqual([ROLE.salesClerk]);
    expect(filtered.total).toBe(1);
    expect((await allRoles(t.superadmin, { roleName: '不存在的角色名' })).total).toBe(0);
  });
});

describe('roleSave', () => {
  it('entadmin creates a role of 销售公司, customer side even when 1 is sent', async () => {
    const roleCode = uniqueCode('clerk');
    const res = await callEnv(s.app, 'roleSave', {
      token: t.entadmin,
      body: { roleName: '新建职员角色', roleCode, roleConfig: 1, remark: '备注' },
    });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.SAVE_SUCCESS });
    const saved = res.data[0];
    expect(saved).toMatchObject({
      roleName: '新建职员角色',
      roleCode,
      roleConfig: 2,
      entId: ENT.sales,
      entName: SALES_NAME,
      remark: '备注',
      system: false,
      edit: true,
      delete: true,
      userCount: 0,
      menuCount: 0,
      menuIds: [],
    });
    const read = await detail(t.entadmin, saved.roleId);
    expect(read.data[0]).toMatchObject({ roleId: saved.roleId, roleCode, roleConfig: 2, entId: ENT.sales });
    // It is listed for the operations side too, with its enterprise.
    expect(byId((await allRoles(t.superadmin)).records, saved.roleId)).toMatchObject({ entId: ENT.sales });
  });

  it('an update without roleConfig keeps the role’s side', async () => {
    const role = await createRole(t.superadmin, { roleConfig: 1 });
    const res = await callEnv(s.app, 'roleSave', {
      token: t.superadmin,
      body: { roleId: role.roleId, roleName: '改名的运营角色', roleCode: role.roleCode },
    });
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    expect(res.data[0]).toMatchObject({ roleName: '改名的运营角色', roleConfig: 1 });
  });

  it('two creations racing for one roleCode: one wins, the others are told the code is taken', async () => {
    const roleCode = uniqueCode('race');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        callEnv(s.app, 'roleSave', { token: t.superadmin, body: { roleName: '并发角色', roleCode } }),
      ),
    );
    expect(answers.filter((a) => a.code === RESPONSE_CODE.ok)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== RESPONSE_CODE.ok)) expect(a).toEqual(biz(M.ROLE_CODE_TAKEN));
  });

  it('a taken roleCode is refused and nothing is stored', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleSave', { token: t.entadmin, body: { roleName: '重复编码', roleCode: 'salesClerk' } }),
    );
    expect(res).toEqual(biz(M.ROLE_CODE_TAKEN));
  });

  it('a system role cannot be edited', async () => {
    for (const [roleId, roleCode] of [
      [ROLE.companyAdmin, 'companyAdmin'],
      [ROLE.salesman, 'salesman'],
      [ROLE.superAdmin, 'superAdmin'],
    ]) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'roleSave', { token: t.superadmin, body: { roleId, roleName: '改名', roleCode } }),
      );
      expect(res, roleCode).toEqual(biz(M.ROLE_SYSTEM_NOT_EDITABLE));
    }
    expect((await detail(t.superadmin, ROLE.companyAdmin)).data[0].roleName).toBe(M.SYSTEM_ROLES.companyAdmin.roleName);
  });

  it('entadmin cannot update a portal role or entadmin2’s role (not found)', async () => {
    const portal = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleSave', {
        token: t.entadmin,
        body: { roleId: ROLE.entUser, roleName: '改名', roleCode: 'entUser' },
      }),
    );
    expect(portal).toEqual(NOT_FOUND);
    const other = await createRole(t.entadmin2);
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleSave', {
        token: t.entadmin,
        body: { roleId: other.roleId, roleName: '改名', roleCode: other.roleCode },
      }),
    );
    expect(res).toEqual(NOT_FOUND);
    expect((await detail(t.entadmin2, other.roleId)).data[0].roleName).toBe(other.roleName);
  });

  it('entadmin renames their own role; changing its roleCode is refused', async () => {
    const role = await createRole(t.entadmin);
    const renamed = await callEnv(s.app, 'roleSave', {
      token: t.entadmin,
      body: { roleId: role.roleId, roleName: '改过的名字', roleCode: role.roleCode },
    });
    expect(renamed).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.SAVE_SUCCESS });
    expect(renamed.data[0]).toMatchObject({ roleId: role.roleId, roleName: '改过的名字', roleCode: role.roleCode });

    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleSave', {
        token: t.entadmin,
        body: { roleId: role.roleId, roleName: '再改', roleCode: uniqueCode('other') },
      }),
    );
    expect(res).toEqual(biz('角色编码不可修改'));
    expect((await detail(t.entadmin, role.roleId)).data[0]).toMatchObject({
      roleName: '改过的名字',
      roleCode: role.roleCode,
    });
  });
});

describe('roleAllocateMenu', () => {
  it('entadmin allocates a menu they hold to salesClerk: ancestors added, user sees it with the same token', async () => {
    const before = (await detail(t.entadmin, ROLE.salesClerk)).data[0].menuIds;
    expect(before).not.toContain(COMPANY_MANAGE.id);
    expect((await permsOf(t.user)).menuPaths).not.toContain('/userCenter/companyManage');

    const res = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.entadmin,
      body: { roleId: ROLE.salesClerk, menuIds: [...before, COMPANY_MANAGE.id] },
    });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.SAVE_SUCCESS });
    const expected = new Set([...before, ...withAncestors(COMPANY_MANAGE.id)]);
    expect(new Set(res.data[0].menuIds)).toEqual(expected);
    const read = (await detail(t.entadmin, ROLE.salesClerk)).data[0];
    expect(new Set(read.menuIds)).toEqual(expected);
    expect(read.menuCount).toBe(expected.size);

    // The holder's permissions change at once, without signing in again.
    expect((await permsOf(t.user)).menuPaths).toContain('/userCenter/companyManage');

    // Back to what it was: the page is gone for the holder, again at once.
    const restored = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.entadmin,
      body: { roleId: ROLE.salesClerk, menuIds: before },
    });
    expect(restored.code).toBe(RESPONSE_CODE.ok);
    expect(new Set(restored.data[0].menuIds)).toEqual(new Set(before));
    expect((await permsOf(t.user)).menuPaths).not.toContain('/userCenter/companyManage');
  });

  it('only parents given: a child selected alone brings its ancestors', async () => {
    const role = await createRole(t.entadmin);
    const res = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.entadmin,
      body: { roleId: role.roleId, menuIds: [COMPANY_MANAGE.id] },
    });
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    expect(new Set(res.data[0].menuIds)).toEqual(new Set(withAncestors(COMPANY_MANAGE.id)));
    expect(withAncestors(COMPANY_MANAGE.id).length).toBeGreaterThan(1);
  });

  it('a menu entadmin does not hold is refused and nothing changes', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAllocateMenu', {
        token: t.entadmin,
        body: { roleId: ROLE.salesClerk, menuIds: [TAX_HOME.id] },
      }),
    );
    expect(res).toEqual(biz(M.GRANT_EXCEEDS_OWN));
    expect((await detail(t.entadmin, ROLE.salesClerk)).data[0].menuIds).not.toContain(TAX_HOME.id);
  });

  it('an unknown menu id is a 400', async () => {
    const res = await expectNoDbChange(s, () =>
      call(s.app, 'roleAllocateMenu', {
        token: t.superadmin,
        body: { roleId: ROLE.salesClerk, menuIds: ['999999999999999999'] },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
  });

  it('the super admin role holds every menu: allocation refused', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAllocateMenu', {
        token: t.superadmin,
        body: { roleId: ROLE.superAdmin, menuIds: [TAX_HOME.id] },
      }),
    );
    expect(res).toEqual(biz(M.ROLE_ALL_MENUS));
  });

  it('entadmin cannot allocate to a portal role or another enterprise’s role', async () => {
    const other = await createRole(t.entadmin2);
    for (const roleId of [ROLE.entUser, ROLE.companyAdmin, other.roleId]) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'roleAllocateMenu', {
          token: t.entadmin,
          body: { roleId, menuIds: [COMPANY_MANAGE.id] },
        }),
      );
      expect(res, roleId).toEqual(NOT_FOUND);
    }
  });

  it('is audited: entadmin’s allocation is in the audit log, naming the role', async () => {
    const role = await createRole(t.entadmin, { roleName: `审计角色${uniqueCode('a')}`.slice(0, 30) });
    const res = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.entadmin,
      body: { roleId: role.roleId, menuIds: [COMPANY_MANAGE.id] },
    });
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    const log = await callEnv(s.app, 'auditPage', {
      token: t.superadmin,
      body: { action: 'role.allocateMenu', actorAccount: 'entadmin', currentPage: 1, pageSize: 100 },
    });
    expect(log.code, log.msg).toBe(RESPONSE_CODE.ok);
    const rows = log.data[0].records.filter((r) => r.targetId === role.roleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorAccount: 'entadmin',
      action: 'role.allocateMenu',
      targetType: 'role',
      entId: ENT.sales,
    });
    expect(rows[0].summary).toContain(`「${role.roleName}」`);
    expect(rows[0].summary).toContain(`新增${withAncestors(COMPANY_MANAGE.id).length}项`);
  });
});

describe('roleDelete', () => {
  it('system roles cannot be deleted', async () => {
    for (const roleId of [ROLE.superAdmin, ROLE.companyAdmin, ROLE.salesman]) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'roleDelete', { token: t.superadmin, query: { roleId } }),
      );
      expect(res, roleId).toEqual(biz(M.ROLE_SYSTEM_NOT_DELETABLE));
    }
  });

  it('a role with holders cannot be deleted', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleDelete', { token: t.entadmin, query: { roleId: ROLE.salesClerk } }),
    );
    expect(res).toEqual(biz(M.ROLE_HAS_USERS));
    expect((await detail(t.entadmin, ROLE.salesClerk)).code).toBe(RESPONSE_CODE.ok);
  });

  it('entadmin cannot delete a portal role or entadmin2’s role', async () => {
    const other = await createRole(t.entadmin2);
    for (const roleId of [ROLE.entUser, other.roleId]) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'roleDelete', { token: t.entadmin, query: { roleId } }),
      );
      expect(res, roleId).toEqual(NOT_FOUND);
    }
  });

  it('a fresh role without holders (with menus) is deleted', async () => {
    const role = await createRole(t.entadmin);
    const alloc = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.entadmin,
      body: { roleId: role.roleId, menuIds: [COMPANY_MANAGE.id] },
    });
    expect(alloc.code, alloc.msg).toBe(RESPONSE_CODE.ok);
    const res = await callEnv(s.app, 'roleDelete', { token: t.entadmin, query: { roleId: role.roleId } });
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.DELETE_SUCCESS, data: [] });
    expect(await detail(t.entadmin, role.roleId)).toEqual(NOT_FOUND);
    expect(byId((await allRoles(t.superadmin)).records, role.roleId)).toBeUndefined();
    // Its code is free again.
    const again = await createRole(t.entadmin, { roleCode: role.roleCode });
    expect(again.roleCode).toBe(role.roleCode);
  });
});

describe('roleAddUsers / roleRemoveUser', () => {
  const holders = async (token: string, roleId: string) => {
    const res = await callEnv(s.app, 'roleUsers', { token, query: { roleId, pageSize: '100' } });
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    return res.data[0];
  };

  it('entadmin adds frozen (a 销售公司 member) to salesClerk, then removes them', async () => {
    const add = await callEnv(s.app, 'roleAddUsers', {
      token: t.entadmin,
      body: { roleId: ROLE.salesClerk, userIds: [USER.frozen] },
    });
    expect(add).toEqual(OK);
    const list = await holders(t.entadmin, ROLE.salesClerk);
    expect(list.records.map((r) => r.account).sort()).toEqual(['frozen', 'user']);
    expect(list.records.find((r) => r.account === 'frozen')).toEqual({
      userId: USER.frozen,
      account: 'frozen',
      userName: '周强',
      entId: ENT.sales,
      entName: SALES_NAME,
    });
    const rolesOfFrozen = await callEnv(s.app, 'rolesOfUser', { token: t.entadmin, query: { userId: USER.frozen } });
    expect(rolesOfFrozen.data.map((r) => r.roleId)).toContain(ROLE.salesClerk);
    // Adding again changes nothing.
    const again = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAddUsers', { token: t.entadmin, body: { roleId: ROLE.salesClerk, userIds: [USER.frozen] } }),
    );
    expect(again).toEqual(OK);

    const removed = await callEnv(s.app, 'roleRemoveUser', {
      token: t.entadmin,
      query: { roleId: ROLE.salesClerk, userId: USER.frozen, entId: ENT.sales },
    });
    expect(removed).toEqual(OK);
    expect((await holders(t.entadmin, ROLE.salesClerk)).records.map((r) => r.account)).toEqual(['user']);
    // Removing a non-holder: not found.
    expect(
      await callEnv(s.app, 'roleRemoveUser', {
        token: t.entadmin,
        query: { roleId: ROLE.salesClerk, userId: USER.frozen, entId: ENT.sales },
      }),
    ).toEqual(NOT_FOUND);
  });

  it('a user of another enterprise is out of scope', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAddUsers', {
        token: t.entadmin,
        body: { roleId: ROLE.salesClerk, userIds: [USER.user2] },
      }),
    );
    expect(res).toEqual(biz(M.USER_NOT_IN_SCOPE));
    // Also when mixed with a member, and when the payload names another enterprise.
    const mixed = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAddUsers', {
        token: t.entadmin,
        body: { roleId: ROLE.salesClerk, entId: ENT.shendong, userIds: [USER.frozen, USER.user2] },
      }),
    );
    expect(mixed).toEqual(biz(M.USER_NOT_IN_SCOPE));
  });

  it('a non-assignable role cannot be given', async () => {
    for (const roleId of [ROLE.superAdmin, ROLE.salesman]) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'roleAddUsers', { token: t.superadmin, body: { roleId, userIds: [USER.ops] } }),
      );
      expect(res, roleId).toEqual(biz(M.ROLE_NOT_ASSIGNABLE));
    }
    // For a company admin the super admin role is not even visible.
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAddUsers', { token: t.entadmin, body: { roleId: ROLE.superAdmin, userIds: [USER.frozen] } }),
    );
    expect(res).toEqual(NOT_FOUND);
  });

  it('entadmin cannot give a portal role granting menus they do not hold', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAddUsers', { token: t.entadmin, body: { roleId: ROLE.entUser, userIds: [USER.entadmin] } }),
    );
    expect(res).toEqual(biz(M.GRANT_EXCEEDS_OWN));
  });

  it('a non-assignable role cannot be taken either (the super admin keeps the super admin role)', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleRemoveUser', {
        token: t.superadmin,
        query: { roleId: ROLE.superAdmin, userId: USER.superadmin, entId: ENT.hq },
      }),
    );
    expect(res).toEqual(biz(M.ROLE_NOT_ASSIGNABLE));
  });

  it('entadmin cannot give their own enterprise’s role once it grants a menu they do not hold', async () => {
    const role = await createRole(t.entadmin);
    // Operations allocate a tax page to 销售公司's role: more than entadmin holds.
    const allocated = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.superadmin,
      body: { roleId: role.roleId, menuIds: [TAX_HOME.id] },
    });
    expect(allocated.code, allocated.msg).toBe(RESPONSE_CODE.ok);
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleAddUsers', { token: t.entadmin, body: { roleId: role.roleId, userIds: [USER.user] } }),
    );
    expect(res).toEqual(biz(M.GRANT_EXCEEDS_OWN));
  });

  it('entadmin cannot remove their own company admin role', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleRemoveUser', {
        token: t.entadmin,
        query: { roleId: ROLE.companyAdmin, userId: USER.entadmin, entId: ENT.sales },
      }),
    );
    expect(res).toEqual(biz(M.CANNOT_REMOVE_OWN_ADMIN));
    const mine = await callEnv(s.app, 'rolesOfUser', { token: t.entadmin, query: { userId: USER.entadmin } });
    expect(mine.data.map((r) => r.roleId)).toEqual([ROLE.companyAdmin]);
  });

  it('entadmin cannot remove a holder in another enterprise', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'roleRemoveUser', {
        token: t.entadmin,
        query: { roleId: ROLE.entUser, userId: USER.user2, entId: ENT.shendong },
      }),
    );
    expect(res).toEqual(NOT_FOUND);
  });

  it('after removal the user loses the role’s menus at once (same token)', async () => {
    const role = await createRole(t.entadmin);
    const alloc = await callEnv(s.app, 'roleAllocateMenu', {
      token: t.entadmin,
      body: { roleId: role.roleId, menuIds: [COMPANY_MANAGE.id] },
    });
    expect(alloc.code, alloc.msg).toBe(RESPONSE_CODE.ok);
    expect((await permsOf(t.user)).menuPaths).not.toContain('/userCenter/companyManage');

    const add = await callEnv(s.app, 'roleAddUsers', {
      token: t.entadmin,
      body: { roleId: role.roleId, userIds: [USER.user] },
    });
    expect(add).toEqual(OK);
    expect((await permsOf(t.user)).menuPaths).toContain('/userCenter/companyManage');
    expect((await detail(t.entadmin, role.roleId)).data[0].userCount).toBe(1);

    const removed = await callEnv(s.app, 'roleRemoveUser', {
      token: t.entadmin,
      query: { roleId: role.roleId, userId: USER.user, entId: ENT.sales },
    });
    expect(removed).toEqual(OK);
    expect((await permsOf(t.user)).menuPaths).not.toContain('/userCenter/companyManage');
    expect((await detail(t.entadmin, role.roleId)).data[0].userCount).toBe(0);
  });
});

describe('scoped reads', () => {
  it('rolesOfUser: entadmin asking for user2 (神东) is not found; for user they see user’s 销售公司 roles', async () => {
    expect(await callEnv(s.app, 'rolesOfUser', { token: t.entadmin, query: { userId: USER.user2 } })).toEqual(
      NOT_FOUND,
    );
    // Naming user2's enterprise does not widen the scope.
    expect(
      await callEnv(s.app, 'rolesOfUser', { token: t.entadmin, query: { userId: USER.user2, entId: ENT.shendong } }),
    ).toEqual(NOT_FOUND);
    const mine = await callEnv(s.app, 'rolesOfUser', { token: t.entadmin, query: { userId: USER.user } });
    expect(mine.code).toBe(RESPONSE_CODE.ok);
    // 销售业务助理 (349855983408250892): 国能销售集团's own role held by user (issue 14's demo data).
    expect(mine.data.map((r) => r.roleId).sort()).toEqual([ROLE.entUser, ROLE.salesClerk, '349855983408250892'].sort());
    const ops = await callEnv(s.app, 'rolesOfUser', { token: t.superadmin, query: { userId: USER.user2 } });
    expect(ops.data.map((r) => r.roleId)).toEqual([ROLE.entUser]);
  });

  it('roleUsers: entadmin sees only 销售公司 holders; another enterprise’s role is not found', async () => {
    const mine = await callEnv(s.app, 'roleUsers', {
      token: t.entadmin,
      query: { roleId: ROLE.entUser, pageSize: '100' },
    });
    expect(mine.code).toBe(RESPONSE_CODE.ok);
    expect(mine.data[0].records.every((r) => r.entId === ENT.sales)).toBe(true);
    expect(mine.data[0].records.map((r) => r.userId)).not.toContain(USER.user2);
    expect(mine.data[0].records.map((r) => r.userId)).toContain(USER.user);
    const all = await callEnv(s.app, 'roleUsers', {
      token: t.superadmin,
      query: { roleId: ROLE.entUser, pageSize: '100' },
    });
    expect(all.data[0].records.map((r) => r.userId)).toContain(USER.user2);

    const other = await createRole(t.entadmin2);
    expect(await callEnv(s.app, 'roleUsers', { token: t.entadmin, query: { roleId: other.roleId } })).toEqual(
      NOT_FOUND,
    );
    expect(await callEnv(s.app, 'roleDetail', { token: t.entadmin, query: { roleId: other.roleId } })).toEqual(
      NOT_FOUND,
    );
    expect(await callEnv(s.app, 'roleDetail', { token: t.entadmin, query: { roleId: ROLE.operator } })).toEqual(
      NOT_FOUND,
    );
  });
});

describe('access', () => {
  it('ops and user are refused roleQuery and roleSave', async () => {
    for (const token of [t.ops, t.user]) {
      expect(await callEnv(s.app, 'roleQuery', { token, body: {} })).toEqual(DENIED);
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'roleSave', { token, body: { roleName: '越权', roleCode: uniqueCode('deny') } }),
      );
      expect(res).toEqual(DENIED);
    }
  });

  it('without a token: token invalid', async () => {
    const res = await call(s.app, 'roleQuery', { body: {} });
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.tokenInvalid);
    const save = await call(s.app, 'roleSave', { body: { roleName: 'x', roleCode: 'x' } });
    expect(envelopeOf(save).code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});

describe('bad input', () => {
  const cases: [string, unknown][] = [
    ['empty roleName', { roleName: '   ', roleCode: 'goodCode' }],
    ['roleCode with spaces', { roleName: '名字', roleCode: 'bad code' }],
    ['roleCode starting with a digit', { roleName: '名字', roleCode: '1abc' }],
    ['NUL in roleName', { roleName: 'a\u0000b', roleCode: 'nulCode' }],
    ['31-character roleName', { roleName: 'x'.repeat(31), roleCode: 'longName' }],
  ];
  it.each(cases)('roleSave: %s → 400', async (_name, body) => {
    const res = await expectNoDbChange(s, () => call(s.app, 'roleSave', { token: t.entadmin, body }));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
  });

  it('roleAllocateMenu: menuIds not an array → 400', async () => {
    const res = await expectNoDbChange(s, () =>
      call(s.app, 'roleAllocateMenu', {
        token: t.entadmin,
        body: { roleId: ROLE.salesClerk, menuIds: COMPANY_MANAGE.id },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
  });

  it('a 30-character roleName is accepted', async () => {
    const role = await createRole(t.entadmin, { roleName: '角'.repeat(30) });
    expect(role.roleName).toBe('角'.repeat(30));
  });
});

describe('roleExport', () => {
  it('superadmin gets an .xlsx; entadmin (no role:export) is refused', async () => {
    const res = await call(s.app, 'roleExport', { token: t.superadmin, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    const denied = await call(s.app, 'roleExport', { token: t.entadmin, body: {} });
    expect(envelopeOf(denied)).toEqual(DENIED);
  });
});

describe('live push', () => {
  it('a msg socket of user receives PERMISSIONS after entadmin allocates menus to salesClerk', async () => {
    const c = await open(base, realtimePath('msg', await ticketOf(s.app, t.user)));
    try {
      expect(await c.message(0, 10000)).toBe(REALTIME_START_PHRASE);
      const isPermissions = () =>
        c.received.slice(1).some((m) => {
          try {
            return (JSON.parse(m) as { type?: string }).type === 'PERMISSIONS';
          } catch {
            return false;
          }
        });
      expect(isPermissions()).toBe(false);
      const menuIds = (await detail(t.entadmin, ROLE.salesClerk)).data[0].menuIds;
      const res = await callEnv(s.app, 'roleAllocateMenu', {
        token: t.entadmin,
        body: { roleId: ROLE.salesClerk, menuIds },
      });
      expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
      expect(await until(isPermissions, 10000), JSON.stringify(c.received)).toBe(true);
      const frame = c.received
        .slice(1)
        .map((m) => JSON.parse(m) as { type: string })
        .find((f) => f.type === 'PERMISSIONS');
      expect(frame).toEqual({ type: 'PERMISSIONS' });
    } finally {
      c.close();
      await c.closed;
    }
  });
});
