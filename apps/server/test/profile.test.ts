/** The signed-in user: getUserInfo (§3 User info), getRoles, and the per-user layout style (§2.4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { LAYOUT_STYLE, RESPONSE_CODE, type MenuItem } from '@portal/shared';
import { users } from '../src/db/schema/user.ts';
import { ENT, ROLE, USER } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const flatten = (tree: MenuItem[]): MenuItem[] => tree.flatMap((m) => [m, ...flatten(m.children ?? [])]);
const layoutOf = async (userId: string) =>
  (await s.database.db.select({ l: users.layoutStyle }).from(users).where(eq(users.id, userId)))[0].l;

describe('getUserInfo', () => {
  it('carries the §3 fields for the session', async () => {
    const token = await login(s.app, 'entadmin');
    const info = (await callEnv(s.app, 'userInfo', { token })).data[0];
    expect(info).toMatchObject({
      userId: USER.entadmin,
      account: 'entadmin',
      userName: '王建国',
      showName: 'entadmin',
      phone: '13800000002',
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      entType: 2,
      userSource: 1,
      entVersion: '1',
      layoutStyle: LAYOUT_STYLE.default,
      adminVerified: false,
      userOrganzations: [{ entId: ENT.sales, customerName: '国能销售集团有限公司' }],
    });
    expect(info.roleList).toEqual([expect.objectContaining({ roleId: ROLE.companyAdmin, roleCode: 'companyAdmin' })]);
    expect(info.btnPerm.sort()).toEqual([
      'ent:role:add',
      'ent:role:allocateMenu',
      'ent:role:delete',
      'ent:role:edit',
      'ent:role:users',
      'notice:changeAdmin',
      'user:editRole',
      'user:editStatus',
      'user:query',
    ]);
    const all = flatten(info.enableMenuList);
    expect(all.some((m) => m.routeUrl === '/Base/auth-management/user')).toBe(true);
    expect(
      all
        .filter((m) => m.button === 1)
        .map((m) => m.perms)
        .sort(),
    ).toEqual([
      'ent:role:add',
      'ent:role:allocateMenu',
      'ent:role:delete',
      'ent:role:edit',
      'ent:role:users',
      'notice:changeAdmin',
      'user:editRole',
      'user:editStatus',
      'user:query',
    ]);
    expect(info).not.toHaveProperty('passwordHash');
  });

  it('the branch user limited: entType 6, no phone, only the basic menus', async () => {
    const token = await login(s.app, 'limited');
    const info = (await callEnv(s.app, 'userInfo', { token })).data[0];
    expect(info).toMatchObject({ account: 'limited', phone: null, entType: M.BRANCH_ENT_TYPE, btnPerm: [] });
    expect(info.enableMenuList.map((m: MenuItem) => m.menuName)).toEqual(['工作台', '用户中心']);
  });

  it('getRoles lists the roles held in the current enterprise', async () => {
    const token = await login(s.app, 'user');
    const res = await callEnv(s.app, 'roles', { token });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok });
    expect(res.data).toEqual([
      expect.objectContaining({ roleId: ROLE.entUser, roleCode: 'entUser', roleName: '企业用户' }),
      expect.objectContaining({ roleId: ROLE.salesClerk, roleCode: 'salesClerk', roleName: '销售公司职员' }),
      // 国能销售集团's own 销售业务助理 (issue 14's demo of a role-permission application).
      expect.objectContaining({ roleCode: 'salesAssistant', roleName: '销售业务助理' }),
    ]);
  });
});

describe('saveLayoutStyle', () => {
  it('saves the style per user; getUserInfo reflects it, also in a later session', async () => {
    const token = await login(s.app, 'user');
    const res = await callEnv(s.app, 'saveLayoutStyle', { token, body: { layoutStyle: LAYOUT_STYLE.tiled } });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, data: [] });
    expect(await layoutOf(USER.user)).toBe(2);
    expect((await callEnv(s.app, 'userInfo', { token })).data[0].layoutStyle).toBe(2);
    const later = await login(s.app, 'user');
    expect((await callEnv(s.app, 'userInfo', { token: later })).data[0].layoutStyle).toBe(2);
    // Another user of the same enterprise keeps the default.
    const other = await login(s.app, 'entadmin');
    expect((await callEnv(s.app, 'userInfo', { token: other })).data[0].layoutStyle).toBe(1);
    // And back.
    expect((await callEnv(s.app, 'saveLayoutStyle', { token: later, body: { layoutStyle: 1 } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect((await callEnv(s.app, 'userInfo', { token: later })).data[0].layoutStyle).toBe(1);
  });

  it('3, "2", null or a missing value: 400 naming layoutStyle, nothing changes', async () => {
    const token = await login(s.app, 'user2');
    for (const body of [
      { layoutStyle: 3 },
      { layoutStyle: 0 },
      { layoutStyle: '2' },
      { layoutStyle: null },
      { layoutStyle: 1.5 },
      {},
    ]) {
      const res = await expectNoDbChange(s, () => call(s.app, 'saveLayoutStyle', { token, body }));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      expect(envelopeOf(res).msg).toContain('layoutStyle');
    }
  });

  it('needs a session', async () => {
    expect(await expectNoDbChange(s, () => callEnv(s.app, 'saveLayoutStyle', { body: { layoutStyle: 2 } }))).toEqual({
      code: RESPONSE_CODE.tokenInvalid,
      msg: M.TOKEN_INVALID,
      data: [],
    });
  });
});
