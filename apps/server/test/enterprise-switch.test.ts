/**
 * §4 Enterprise switch: the list with one current enterprise, refusing the current one (§5 text), refusing
 * non-member enterprises (404), and a switch held by the session on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE, type MenuItem } from '@portal/shared';
import { sessions } from '../src/db/schema/platform.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { ENT, ROLE } from '../src/db/seed/ids.ts';
import { callEnv, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const NAME = {
  railway: '国能铁路装备有限责任公司',
  daduhe: '国能大渡河流域水电开发有限公司',
  ningxia: '国能宁夏煤业有限责任公司',
};

const routesOf = (tree: MenuItem[]): string[] =>
  tree.flatMap((m) => [m.routeUrl ?? '', ...routesOf(m.children ?? [])]).filter(Boolean);
const info = async (token: string, headers?: Record<string, string>) =>
  (await callEnv(s.app, 'userInfo', { token, headers })).data[0];
const switchTo = (token: string, entId: unknown) => callEnv(s.app, 'switchEnterprise', { token, body: { entId } });

describe('enterprise list', () => {
  it('s_partner has three enterprises, exactly one current (the default)', async () => {
    const token = await login(s.app, 's_partner');
    const res = await callEnv(s.app, 'enterpriseList', { token });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data).toHaveLength(3);
    expect(res.data.filter((e: { currentFlag: number }) => e.currentFlag === 1)).toEqual([
      { entId: ENT.railway, customerName: NAME.railway, currentFlag: 1 },
    ]);
    expect(res.data.map((e: { entId: string }) => e.entId).sort()).toEqual(
      [ENT.railway, ENT.daduhe, ENT.ningxia].sort(),
    );
    for (const e of res.data) expect(Object.keys(e).sort()).toEqual(['currentFlag', 'customerName', 'entId']);
  });

  it('a user of one enterprise has a list of one', async () => {
    const res = await callEnv(s.app, 'enterpriseList', { token: await login(s.app, 'user') });
    expect(res.data).toEqual([{ entId: ENT.sales, customerName: '国能销售集团有限公司', currentFlag: 1 }]);
  });
});

describe('switchEnt', () => {
  it('switching to the current enterprise is refused with the §5 text, and nothing changes', async () => {
    const token = await login(s.app, 's_partner');
    const res = await expectNoDbChange(s, () => switchTo(token, ENT.railway));
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.switchEntRefused(NAME.railway), data: [] });
  });

  it('an enterprise the user is not a member of answers 404 and nothing changes', async () => {
    const token = await login(s.app, 's_partner');
    for (const entId of [ENT.sales, ENT.hq, ENT.ningxiaBranch, '351999999999999999']) {
      const res = await expectNoDbChange(s, () => switchTo(token, entId));
      expect(res, entId).toEqual({ code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] });
    }
    expect((await info(token)).entId).toBe(ENT.railway);
  });

  it('a real switch changes the entId/entName, the roles, the menus and the list of the session', async () => {
    const token = await login(s.app, 's_partner');
    const before = await info(token);
    expect(before).toMatchObject({ entId: ENT.railway, entName: NAME.railway, userSource: 2, showName: 'partner' });
    expect(before.roleList.map((r: { roleId: string }) => r.roleId)).toEqual([ROLE.partnerMarket]);
    expect(routesOf(before.enableMenuList)).toEqual(
      expect.arrayContaining(['/coopPage/index/marketData', '/coopPage/index/creditData']),
    );
    expect(routesOf(before.enableMenuList)).not.toContain('/coopPage/index/financeLease');

    const res = await switchTo(token, ENT.daduhe);
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, data: [] });

    const after = await info(token);
    expect(after).toMatchObject({ entId: ENT.daduhe, entName: NAME.daduhe, userId: before.userId });
    expect(after.roleList.map((r: { roleId: string }) => r.roleId)).toEqual([ROLE.partnerFinance]);
    const routes = routesOf(after.enableMenuList);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/coopPage/index/financeLease',
        '/coopPage/index/commercialFactoring',
        '/coopPage/index/industrialFunds',
      ]),
    );
    expect(routes).not.toContain('/coopPage/index/marketData');
    expect((await callEnv(s.app, 'roles', { token })).data.map((r: { roleCode: string }) => r.roleCode)).toEqual([
      'partnerFinance',
    ]);
    const list = (await callEnv(s.app, 'enterpriseList', { token })).data;
    expect(
      list.filter((e: { currentFlag: number }) => e.currentFlag === 1).map((e: { entId: string }) => e.entId),
    ).toEqual([ENT.daduhe]);

    const [row] = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.entId).toBe(ENT.daduhe);

    // Now the refusal names the new current enterprise, and switching back works.
    expect((await switchTo(token, ENT.daduhe)).msg).toBe(M.switchEntRefused(NAME.daduhe));
    expect((await switchTo(token, ENT.ningxia)).code).toBe(RESPONSE_CODE.ok);
    const third = await info(token);
    expect(third.entName).toBe(NAME.ningxia);
    expect(routesOf(third.enableMenuList)).toEqual(
      expect.arrayContaining(['/coopPage/index/insuranceBroker', '/eInsurance/index']),
    );
  });

  it('the switch belongs to the session: headers claiming another enterprise change nothing', async () => {
    const token = await login(s.app, 's_partner');
    const claims = { entId: ENT.ningxia, entid: ENT.ningxia, 'x-ent-id': ENT.ningxia, userId: '352000000000000001' };
    const got = await info(token, claims);
    expect(got).toMatchObject({ entId: ENT.railway, entName: NAME.railway });
    const list = (await callEnv(s.app, 'enterpriseList', { token, headers: claims })).data;
    expect(list.find((e: { currentFlag: number }) => e.currentFlag === 1)?.entId).toBe(ENT.railway);
    // The notification dot reads the session's enterprise, not the claimed one.
    const dot = await callEnv(s.app, 'notificationDot', { token, headers: claims, body: {} });
    expect(dot.data.map((n: { id: string }) => n.id)).toEqual(['353000000000000012']);
    expect(await callEnv(s.app, 'notificationDot', { token, body: { entId: ENT.ningxia } })).toEqual({
      code: RESPONSE_CODE.forbidden,
      msg: M.PERMISSION_DENIED,
      data: [],
    });
  });

  it('the notification dot follows the switched enterprise', async () => {
    const token = await login(s.app, 's_partner');
    expect((await callEnv(s.app, 'notificationDot', { token, body: { entId: ENT.railway } })).data).toHaveLength(1);
    await switchTo(token, ENT.daduhe);
    expect((await callEnv(s.app, 'notificationDot', { token, body: { entId: ENT.daduhe } })).data).toEqual([]);
    expect((await callEnv(s.app, 'notificationDot', { token, body: { entId: ENT.railway } })).code).toBe(
      RESPONSE_CODE.forbidden,
    );
  });

  it('a new login starts in the default enterprise again', async () => {
    const token = await login(s.app, 's_partner');
    await switchTo(token, ENT.ningxia);
    const again = await login(s.app, 's_partner');
    expect((await info(again)).entId).toBe(ENT.railway);
  });
});
