/**
 * Management service: the enterprise user list and status (button permissions user:query / user:editStatus,
 * scoped to the session's enterprise), the notification dot (the caller's own ids only), the product list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { users } from '../src/db/schema/user.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { SEED_PRODUCTS } from '../src/db/seed/product.ts';
import { callEnv, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const a of ['user', 'entadmin', 'user2', 'entadmin2', 'ops', 's_partner', 'limited'])
    t[a] = await login(s.app, a);
});
afterAll(async () => {
  await s?.close();
});

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const statusOf = async (userId: string) =>
  (await s.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0].status;
const page = (token: string, body: Record<string, unknown>) => callEnv(s.app, 'findEntUserByPage', { token, body });

describe('findEntUserByPage (button user:query)', () => {
  it('a user without the button gets 403 PERMISSION_DENIED', async () => {
    for (const a of ['user', 'user2', 'ops', 's_partner', 'limited']) {
      expect(await expectNoDbChange(s, () => page(t[a], { currentPage: 1, pageSize: 10 })), a).toEqual(DENIED);
    }
  });

  it('entadmin lists only the users of 国能销售集团有限公司, masked phones, roles in that enterprise', async () => {
    const res = await page(t.entadmin, { currentPage: 1, pageSize: 10 });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const p = res.data[0];
    expect(p).toMatchObject({ current: 1, size: 10, total: 3 });
    expect(p.records.map((r: { account: string }) => r.account)).toEqual(['entadmin', 'frozen', 'user']);
    const user = p.records.find((r: { account: string }) => r.account === 'user');
    expect(user).toEqual({
      userId: USER.user,
      account: 'user',
      userName: '李明',
      phone: M.maskPhone('13800000003'),
      status: 1,
      userSource: 1,
      // 销售业务助理: 国能销售集团's own role held by user (issue 14's demo data).
      roleNames: ['企业用户', '销售公司职员', '销售业务助理'],
    });
    expect(p.records.find((r: { account: string }) => r.account === 'frozen')?.status).toBe(0);
    expect(JSON.stringify(p)).not.toContain('13800000003');
    expect(JSON.stringify(p)).not.toMatch(/user2|吴刚|passwordHash/);
  });

  it('entadmin2 sees the other enterprise only', async () => {
    const p = (await page(t.entadmin2, { currentPage: 1, pageSize: 10 })).data[0];
    expect(p.records.map((r: { account: string }) => r.account)).toEqual(['entadmin2', 'user2']);
  });

  it('pages: size 2 gives two pages of the three users; a page past the end is empty', async () => {
    const p1 = (await page(t.entadmin, { currentPage: 1, pageSize: 2 })).data[0];
    const p2 = (await page(t.entadmin, { currentPage: 2, pageSize: 2 })).data[0];
    const p3 = (await page(t.entadmin, { currentPage: 3, pageSize: 2 })).data[0];
    expect(p1).toMatchObject({ current: 1, size: 2, total: 3 });
    expect(p1.records.map((r: { account: string }) => r.account)).toEqual(['entadmin', 'frozen']);
    expect(p2.records.map((r: { account: string }) => r.account)).toEqual(['user']);
    expect(p3).toMatchObject({ current: 3, size: 2, total: 3, records: [] });
  });

  it('defaults to page 1 of 10', async () => {
    expect((await page(t.entadmin, {})).data[0]).toMatchObject({ current: 1, size: 10, total: 3 });
  });

  it('searches by account and userName (contains, case-insensitive), within the enterprise only', async () => {
    const byAccount = (await page(t.entadmin, { account: 'USE', currentPage: 1, pageSize: 10 })).data[0];
    expect(byAccount.records.map((r: { account: string }) => r.account)).toEqual(['user']);
    expect(byAccount.total).toBe(1);
    const byName = (await page(t.entadmin, { userName: '建国', currentPage: 1, pageSize: 10 })).data[0];
    expect(byName.records.map((r: { account: string }) => r.account)).toEqual(['entadmin']);
    // 吴刚 (user2) belongs to another enterprise.
    expect((await page(t.entadmin, { userName: '吴刚', currentPage: 1, pageSize: 10 })).data[0]).toMatchObject({
      total: 0,
      records: [],
    });
    expect((await page(t.entadmin, { account: 'user2', currentPage: 1, pageSize: 10 })).data[0].total).toBe(0);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await page(t.entadmin, { account: '%', currentPage: 1, pageSize: 10 })).data[0].total).toBe(0);
    expect((await page(t.entadmin, { account: '_', currentPage: 1, pageSize: 10 })).data[0].total).toBe(0);
  });
});

describe('editStatus (button user:editStatus)', () => {
  it('a user without the button gets 403 and nothing changes', async () => {
    for (const a of ['user', 'user2', 's_partner']) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'editStatus', { token: t[a], body: { userId: USER.frozen, status: 1 } }),
      );
      expect(res, a).toEqual(DENIED);
    }
    expect(await statusOf(USER.frozen)).toBe(0);
  });

  it("another enterprise's user: 404 RECORD_NOT_FOUND (as for a missing id), status unchanged", async () => {
    for (const userId of [USER.user2, USER.entadmin2, USER.superadmin, '999999999999999999']) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId, status: 0 } }),
      );
      expect(res, userId).toEqual(NOT_FOUND);
    }
    expect(await statusOf(USER.user2)).toBe(1);
    // And the other way round.
    expect(await callEnv(s.app, 'editStatus', { token: t.entadmin2, body: { userId: USER.user, status: 0 } })).toEqual(
      NOT_FOUND,
    );
    expect(await statusOf(USER.user)).toBe(1);
  });

  it('entadmin cannot disable itself', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: USER.entadmin, status: 0 } }),
    );
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.CANNOT_DISABLE_SELF, data: [] });
    expect(await statusOf(USER.entadmin)).toBe(1);
  });

  it('enables and disables a user of the own enterprise; the list and the login follow', async () => {
    const on = await callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: USER.frozen, status: 1 } });
    expect(on).toEqual({ code: RESPONSE_CODE.ok, msg: M.OPERATION_SUCCESS, data: [] });
    expect(await statusOf(USER.frozen)).toBe(1);
    const frozenToken = await login(s.app, 'frozen');
    const listed = (await page(t.entadmin, { account: 'frozen' })).data[0].records[0];
    expect(listed.status).toBe(1);

    expect(
      (await callEnv(s.app, 'editStatus', { token: t.entadmin, body: { userId: USER.frozen, status: 0 } })).code,
    ).toBe(RESPONSE_CODE.ok);
    expect(await statusOf(USER.frozen)).toBe(0);
    expect((await callEnv(s.app, 'userInfo', { token: frozenToken })).code).toBe(RESPONSE_CODE.accountDisabled);
    expect(await callEnv(s.app, 'login', { body: { account: 'frozen', password: 'Portal@2026' } })).toEqual({
      code: RESPONSE_CODE.business,
      msg: M.ACCOUNT_DISABLED,
      data: [],
    });
  });
});

describe('notificationDot', () => {
  it("returns the user's newest unread notice", async () => {
    const res = await callEnv(s.app, 'notificationDot', {
      token: t.user,
      body: { userId: USER.user, entId: ENT.sales },
    });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({ id: '353000000000000009', noticeType: 17 });
    expect(res.data[0].content).toBe('系统将于2026年3月28日22:00至24:00进行升级维护，期间暂停服务。');
    // The ids in the body may be left out: the session names the user.
    expect((await callEnv(s.app, 'notificationDot', { token: t.user, body: {} })).data[0].id).toBe(
      '353000000000000009',
    );
  });

  it('returns [] for a user without unread notices', async () => {
    expect(await callEnv(s.app, 'notificationDot', { token: t.ops, body: {} })).toMatchObject({
      code: RESPONSE_CODE.ok,
      data: [],
    });
    expect((await callEnv(s.app, 'notificationDot', { token: t.limited, body: {} })).data).toEqual([]);
  });

  it("refuses another user's userId or another enterprise's entId with 403", async () => {
    const cases = [
      { userId: USER.user2, entId: ENT.sales },
      { userId: USER.entadmin },
      { entId: ENT.shendong },
      { userId: USER.user, entId: ENT.shendong },
      { userId: USER.user2, entId: ENT.shendong },
    ];
    for (const body of cases) {
      expect(
        await expectNoDbChange(s, () => callEnv(s.app, 'notificationDot', { token: t.user, body })),
        JSON.stringify(body),
      ).toEqual(DENIED);
    }
  });

  it('does not mark anything read', async () => {
    const first = await callEnv(s.app, 'notificationDot', { token: t.user2, body: { userId: USER.user2 } });
    const second = await callEnv(s.app, 'notificationDot', { token: t.user2, body: { userId: USER.user2 } });
    expect(first.data[0].id).toBe('353000000000000011');
    expect(second.data).toEqual(first.data);
  });
});

describe('openProductList', () => {
  it('lists every product, opened where the caller has its menus', async () => {
    const res = await callEnv(s.app, 'openProductList', { token: t.user, body: {} });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data.map((p: { productType: string }) => p.productType)).toEqual(
      SEED_PRODUCTS.map((p) => p.productType),
    );
    for (const p of res.data) {
      expect(Object.keys(p).sort()).toEqual([
        'description',
        'opened',
        'productName',
        'productType',
        'requestedAt',
        'routeUrl',
        'state',
      ]);
      expect(typeof p.opened).toBe('boolean');
    }
    const byType = new Map(res.data.map((p: { productType: string; opened: boolean }) => [p.productType, p.opened]));
    expect(byType.get('01')).toBe(true);
    expect(byType.get('10')).toBe(true);

    const limited = (await callEnv(s.app, 'openProductList', { token: t.limited, body: {} })).data;
    expect(limited.filter((p: { opened: boolean }) => p.opened)).toEqual([]);
  });

  it('works without a body', async () => {
    expect((await callEnv(s.app, 'openProductList', { token: t.user })).code).toBe(RESPONSE_CODE.ok);
  });
});
