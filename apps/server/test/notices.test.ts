/**
 * Notices area (§3 Notice, §4, §7.4 notification calls, §7.6 payloads): the message centre's reads, the actions a
 * notice carries (activation types 2/3, company-admin change types 5/6), the system notices of operations (type 17),
 * the registration's type 4 and the off-shelf type 7. Every read and action is the caller's own notice in the
 * enterprise in use, whatever the payload names.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { NOTICE_CATEGORIES, NOTICE_ENDPOINTS, RESPONSE_CODE, type NoticeRecord } from '@portal/shared';
import { adminChanges, noticeCounts, noticeSends, notices, productActivations } from '../src/db/schema/notices.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { SEED_ACTIVATION_ID, SEED_ADMIN_CHANGE_ID } from '../src/db/seed/notices.ts';
import { notifyProductOffShelf } from '../src/modules/notices/index.ts';
import { MAX_SEND_RECIPIENTS, NOTICE_MSG } from '../src/modules/notices/service.ts';
import {
  call,
  callEnv,
  expectNoDbChange,
  latestSms,
  login,
  newCaptcha,
  newCreditCode,
  newPhone,
  useTestServer,
} from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '1000' }, [
  'user',
  'entadmin',
  'user2',
  'entadmin2',
  'ops',
  's_partner',
]);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const OK = { code: RESPONSE_CODE.ok, msg: M.OPERATION_SUCCESS, data: [] };

const USER2_NOTICE = '353000000000000011';
const USER_UNREAD_17 = '353000000000000009';

const page = async (token: string, body: Record<string, unknown> = {}) =>
  (await callEnv(s.app, 'noticePage', { token, body })).data[0];
const all = async (token: string, noticeType: number | string = 'all'): Promise<NoticeRecord[]> =>
  (await page(token, { noticeType, limit: 50 })).records;
const detail = (token: string, id: string, extra: Record<string, unknown> = {}) =>
  callEnv(s.app, 'noticeDetail', { token, body: { id, ...extra } });
const setRead = (token: string, id: string, extra: Record<string, unknown> = {}) =>
  callEnv(s.app, 'noticeSetRead', { token, body: { id, status: 1, ...extra } });
const categories = async (token: string) =>
  Object.fromEntries(
    (await callEnv(s.app, 'noticeCategories', { token, body: {} })).data.map((c) => [c.type, c.unreadCount]),
  );
const statusOf = async (id: string) =>
  (await s.database.db.select({ status: notices.status }).from(notices).where(eq(notices.id, id)))[0]?.status;
const roleCodes = async (token: string) =>
  (await callEnv(s.app, 'roles', { token })).data.map((r) => r.roleCode).sort();
const send = (token: string, body: Record<string, unknown>) => callEnv(s.app, 'sendNotification', { token, body });

/** A valid request of each endpoint (ids of the caller's own records where one is needed). */
const VALID: Record<keyof typeof NOTICE_ENDPOINTS, { body?: object; query?: Record<string, string> }> = {
  notificationDot: { body: {} },
  noticeCategories: { body: {} },
  noticePage: { body: {} },
  noticeDetail: { body: { id: USER_UNREAD_17 } },
  noticeSetRead: { body: { id: USER_UNREAD_17, status: 1 } },
  findAccountActive: { body: { productType: '01' } },
  activationByAdmin: { body: { id: '353000000000000005' } },
  activationRequests: { query: {} },
  activationNotRole: { body: { productType: '02' } },
  agreeChange: { body: { id: '353000000000000010' } },
  refuseChange: { body: { id: '353000000000000010' } },
  sendNotification: { body: { content: '通知', userIds: [USER.user] } },
  noticeRecipientSearch: { query: { keyword: '李' } },
  noticeSendPage: { query: {} },
  changeCompanyAdmin: { body: { toUserId: USER.user } },
};

describe('access', () => {
  it('every notices endpoint without a token answers 9999 and changes nothing', async () => {
    await expectNoDbChange(s, async () => {
      for (const name of Object.keys(NOTICE_ENDPOINTS) as (keyof typeof NOTICE_ENDPOINTS)[]) {
        const res = await call(s.app, name, VALID[name]);
        expect(res.json<{ code: string }>().code, name).toBe(RESPONSE_CODE.tokenInvalid);
      }
    });
  });

  it('the send, recipient and send-list calls need notice:send; the admin change needs notice:changeAdmin', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['user', 'entadmin', 'user2', 's_partner']) {
        expect(await send(t[a], { content: '通知', userIds: [USER.user] }), a).toEqual(DENIED);
        expect(await callEnv(s.app, 'noticeRecipientSearch', { token: t[a], query: { keyword: '李' } }), a).toEqual(
          DENIED,
        );
        expect(await callEnv(s.app, 'noticeSendPage', { token: t[a], query: {} }), a).toEqual(DENIED);
      }
      for (const a of ['user', 'user2', 'ops', 's_partner']) {
        expect(await callEnv(s.app, 'changeCompanyAdmin', { token: t[a], body: { toUserId: USER.frozen } }), a).toEqual(
          DENIED,
        );
      }
    });
  });

  it('a payload naming another user or enterprise is refused (403), whatever the call', async () => {
    const bodies = [{ userId: USER.user2 }, { entId: ENT.shendong }, { userId: USER.user, entId: ENT.shendong }];
    await expectNoDbChange(s, async () => {
      for (const b of bodies) {
        expect(await callEnv(s.app, 'noticeCategories', { token: t.user, body: b })).toEqual(DENIED);
        expect(await callEnv(s.app, 'noticePage', { token: t.user, body: b })).toEqual(DENIED);
        expect(await detail(t.user, USER_UNREAD_17, b)).toEqual(DENIED);
        expect(await setRead(t.user, USER_UNREAD_17, b)).toEqual(DENIED);
      }
    });
  });

  it("another user's or enterprise's notice ids answer like missing ones, whatever the payload says", async () => {
    await expectNoDbChange(s, async () => {
      for (const id of [USER2_NOTICE, '353000000000000010', '353000000000000012', '999999999999999999']) {
        expect(await detail(t.user, id), id).toEqual(NOT_FOUND);
        expect(await detail(t.user, id, { userId: USER.user, entId: ENT.sales }), id).toEqual(NOT_FOUND);
        expect(await setRead(t.user, id), id).toEqual(NOT_FOUND);
        expect(await callEnv(s.app, 'agreeChange', { token: t.user, body: { id } }), id).toEqual(NOT_FOUND);
        expect(await callEnv(s.app, 'refuseChange', { token: t.entadmin2, body: { id } }), id).toEqual(NOT_FOUND);
        expect(await callEnv(s.app, 'activationByAdmin', { token: t.entadmin2, body: { id } }), id).toEqual(NOT_FOUND);
      }
      // The seeded change's notice is user2's: its requester (entadmin2) cannot answer it for them.
      expect(await callEnv(s.app, 'agreeChange', { token: t.entadmin2, body: { id: '353000000000000010' } })).toEqual(
        NOT_FOUND,
      );
      // A notice of the caller that is not of the action's type.
      expect(await callEnv(s.app, 'agreeChange', { token: t.user, body: { id: USER_UNREAD_17 } })).toEqual(NOT_FOUND);
      expect(await callEnv(s.app, 'activationByAdmin', { token: t.user, body: { id: USER_UNREAD_17 } })).toEqual(
        NOT_FOUND,
      );
    });
  });

  it.each([
    ['noticeDetail', {}],
    ['noticeDetail', { id: '' }],
    ['noticeDetail', { id: 'abc' }],
    ['noticeDetail', { id: 353 }],
    ['noticeDetail', { id: '1'.repeat(41) }],
    ['noticeDetail', { id: '3530000\u000000009' }],
    ['noticeSetRead', { id: USER_UNREAD_17 }],
    ['noticeSetRead', { id: USER_UNREAD_17, status: 2 }],
    ['noticeSetRead', { id: USER_UNREAD_17, status: '1\u0000' }],
    ['noticePage', { page: 0 }],
    ['noticePage', { limit: 51 }],
    ['noticePage', { noticeType: 18 }],
    ['noticePage', { noticeType: 'spam' }],
    ['noticePage', { userId: ['x'] }],
    ['noticePage', { userId: 'x'.repeat(41) }],
    ['findAccountActive', { productType: '1' }],
    ['findAccountActive', {}],
    ['activationNotRole', { productType: '0\u00001' }],
    ['activationByAdmin', { id: 'x' }],
    ['activationByAdmin', {}],
    ['activationByAdmin', { id: '353000000000000005', activationId: '357000000000000001' }],
    ['agreeChange', { id: '' }],
    ['refuseChange', { id: { id: '1' } }],
    ['changeCompanyAdmin', { toUserId: 'abc' }],
    ['changeCompanyAdmin', {}],
  ] as const)('%s refuses %j with 400 and changes nothing', async (name, body) => {
    const token = name === 'changeCompanyAdmin' ? t.entadmin : t.user;
    const res = await expectNoDbChange(s, () => call(s.app, name, { token, body }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code).toBe(RESPONSE_CODE.badRequest);
  });
});

describe('message centre reads', () => {
  it('categories: the fixed order, with unread counts of the caller in the enterprise in use', async () => {
    const res = await callEnv(s.app, 'noticeCategories', {
      token: t.user,
      body: { userId: USER.user, entId: ENT.sales },
    });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data.map((c) => c.type)).toEqual(NOTICE_CATEGORIES.map((c) => c.type));
    expect(res.data.map((c) => c.title)).toEqual(NOTICE_CATEGORIES.map((c) => c.title));
    // user's unread seeded notices: 8, 12, 17 (the type 4 is the company admin's, who can complete the information).
    expect(await categories(t.user)).toEqual({
      all: 3,
      system: 1,
      product: 0,
      enterprise: 0,
      business: 1,
      todo: 0,
      service: 1,
    });
    expect((await categories(t.user2)).enterprise).toBe(1);
    expect(await categories(t.ops)).toEqual(Object.fromEntries(NOTICE_CATEGORIES.map((c) => [c.type, 0])));
  });

  it('pages 6 at a time, newest first; filters by a §3.1 type or a category', async () => {
    const p1 = await page(t.user);
    expect(p1).toMatchObject({ current: 1, size: 6, total: 8 });
    expect(p1.records).toHaveLength(6);
    const seqs = p1.records.map((r) => Number(r.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(p1.records[0]).toMatchObject({ id: USER_UNREAD_17, noticeType: 17, status: 0, userId: USER.user });
    const p2 = await page(t.user, { page: 2 });
    expect(p2.records).toHaveLength(2);
    const ids = new Set([...p1.records, ...p2.records].map((r) => r.id));
    expect(ids.size).toBe(8);
    expect([...ids]).not.toContain(USER2_NOTICE);
    expect((await page(t.user, { page: 3 })).records).toEqual([]);

    const business = await all(t.user, 'business');
    expect(business.map((r) => r.noticeType).sort()).toEqual([8, 9]);
    const loan = business.find((r) => r.noticeType === 9)!;
    expect(M.parseFinancingNoticeData(loan.data)).toMatchObject({
      realMoney: 5000000,
      receiveAccount: '110060012018010012345',
    });
    const approval = business.find((r) => r.noticeType === 8)!;
    expect(M.parseFinancingNoticeData(approval.data)).toMatchObject({ financingApplyNumber: 'RZ202603100012' });
    expect((await all(t.user, 17)).map((r) => r.id)).toEqual([USER_UNREAD_17]);
    expect((await all(t.user, '17')).map((r) => r.id)).toEqual([USER_UNREAD_17]);
    expect(await all(t.user, 'todo')).toEqual([]);
    expect((await page(t.user, { noticeType: 'product', limit: 2 })).total).toBe(4);
  });

  it('detail: the caller’s notice with its §3 fields', async () => {
    const res = await detail(t.user, '353000000000000007', { userId: USER.user, entId: ENT.sales, noticeType: 8 });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data[0]).toMatchObject({
      id: '353000000000000007',
      userId: USER.user,
      entId: ENT.sales,
      noticeType: 8,
      status: 0,
      createDate: '2026-03-10T08:05:00.000Z',
    });
    expect(res.data[0].seq).toMatch(/^\d+$/);
  });

  it('setRead: the notice becomes read, the category count and the dot follow; a read notice stays read', async () => {
    const dotBefore = await callEnv(s.app, 'notificationDot', { token: t.user, body: {} });
    expect(dotBefore.data[0].id).toBe(USER_UNREAD_17);
    expect(await setRead(t.user, USER_UNREAD_17, { userId: USER.user, entId: ENT.sales, noticeType: 17 })).toEqual(OK);
    expect(await statusOf(USER_UNREAD_17)).toBe(1);
    expect(await categories(t.user)).toMatchObject({ all: 2, system: 0 });
    const dotAfter = await callEnv(s.app, 'notificationDot', { token: t.user, body: {} });
    expect(dotAfter.data[0].id).not.toBe(USER_UNREAD_17);
    // Again: nothing changes.
    expect(await expectNoDbChange(s, () => setRead(t.user, USER_UNREAD_17))).toEqual(OK);
    expect(await categories(t.user)).toMatchObject({ all: 2, system: 0 });
    // The counts table agrees with the rows.
    const [c] = await s.database.db
      .select()
      .from(noticeCounts)
      .where(
        and(eq(noticeCounts.userId, USER.user), eq(noticeCounts.entId, ENT.sales), eq(noticeCounts.noticeType, 17)),
      );
    expect(c).toMatchObject({ total: 1, unread: 0 });
  });
});

describe('product activation (types 2 and 3)', () => {
  it('findAccountActive reads the caller’s own request', async () => {
    expect((await callEnv(s.app, 'findAccountActive', { token: t.user, body: { productType: '01' } })).data).toEqual([
      { productType: '01', active: false, requested: true },
    ]);
    expect((await callEnv(s.app, 'findAccountActive', { token: t.user2, body: { productType: '01' } })).data).toEqual([
      { productType: '01', active: false, requested: false },
    ]);
  });

  it('a member asks: a request and a type 2 notice to each company admin of the enterprise only', async () => {
    const before2 = (await all(t.entadmin2)).length;
    const res = await callEnv(s.app, 'activationNotRole', { token: t.user, body: { productType: '02' } });
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.SUBMIT_SUCCESS, data: [] });
    const [n] = await all(t.entadmin, 2);
    expect(n).toMatchObject({ noticeType: 2, productType: '02', entId: ENT.sales, status: 0 });
    expect(n.content).toBe('李明申请开通「保理」产品，请前往激活。');
    expect((await all(t.entadmin2)).length).toBe(before2);
    expect((await callEnv(s.app, 'findAccountActive', { token: t.user, body: { productType: '02' } })).data[0]).toEqual(
      {
        productType: '02',
        active: false,
        requested: true,
      },
    );
    // Asking again sends nothing more.
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'activationNotRole', { token: t.user, body: { productType: '02' } }),
      ),
    ).toEqual(biz(NOTICE_MSG.alreadyRequested));
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'activationNotRole', { token: t.user, body: { productType: '98' } }),
      ),
    ).toEqual(biz(NOTICE_MSG.productUnknown));
  });

  it('the admin activates from the notice: active, the notice handled (status 2), type 3 to the requester; once', async () => {
    const typesBefore = (await all(t.user, 3)).length;
    expect(
      await callEnv(s.app, 'activationByAdmin', { token: t.entadmin, body: { id: '353000000000000005' } }),
    ).toEqual(OK);
    expect(await statusOf('353000000000000005')).toBe(2);
    const [row] = await s.database.db
      .select()
      .from(productActivations)
      .where(eq(productActivations.id, SEED_ACTIVATION_ID));
    expect(row).toMatchObject({ status: 'active', activatedBy: USER.entadmin });
    expect((await callEnv(s.app, 'findAccountActive', { token: t.user, body: { productType: '01' } })).data[0]).toEqual(
      {
        productType: '01',
        active: true,
        requested: false,
      },
    );
    const threes = await all(t.user, 3);
    expect(threes.length).toBe(typesBefore + 1);
    expect(threes[0]).toMatchObject({ productType: '01' });
    expect(threes[0].content).toContain('「贷款」');
    // A second click acts no more.
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'activationByAdmin', { token: t.entadmin, body: { id: '353000000000000005' } }),
      ),
    ).toEqual(biz(NOTICE_MSG.handled));
    expect((await all(t.user, 3)).length).toBe(typesBefore + 1);
  });

  it('a company admin asking activates it at once', async () => {
    expect(await callEnv(s.app, 'activationNotRole', { token: t.entadmin2, body: { productType: '03' } })).toEqual({
      code: RESPONSE_CODE.ok,
      msg: NOTICE_MSG.activated,
      data: [],
    });
    expect(
      (await callEnv(s.app, 'findAccountActive', { token: t.entadmin2, body: { productType: '03' } })).data[0].active,
    ).toBe(true);
  });
});

describe('company-admin change (types 5 and 6)', () => {
  it('refuses a target outside the enterprise (like a missing one) and the caller themself', async () => {
    await expectNoDbChange(s, async () => {
      const to = (toUserId: string, token = t.entadmin) =>
        callEnv(s.app, 'changeCompanyAdmin', { token, body: { toUserId } });
      expect(await to(USER.user2)).toEqual(NOT_FOUND);
      expect(await to('999999999999999999')).toEqual(NOT_FOUND);
      expect(await to(USER.entadmin)).toEqual(biz(NOTICE_MSG.changeSelf));
    });
  });

  it('refuse (seeded change): the role stays, type 6 with 拒绝 to the requester, the notice handled', async () => {
    const sixBefore = (await all(t.entadmin2, 6)).length;
    expect(await callEnv(s.app, 'refuseChange', { token: t.user2, body: { id: '353000000000000010' } })).toEqual(OK);
    expect(await roleCodes(t.entadmin2)).toContain('companyAdmin');
    expect(await roleCodes(t.user2)).not.toContain('companyAdmin');
    const six = await all(t.entadmin2, 6);
    expect(six.length).toBe(sixBefore + 1);
    expect(six[0].content).toContain('拒绝');
    expect(await statusOf('353000000000000010')).toBe(2);
    const [c] = await s.database.db.select().from(adminChanges).where(eq(adminChanges.id, SEED_ADMIN_CHANGE_ID));
    expect(c.status).toBe('refused');
    // Agreeing afterwards does nothing.
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'agreeChange', { token: t.user2, body: { id: '353000000000000010' } }),
      ),
    ).toEqual(biz(NOTICE_MSG.handled));
  });

  it('agree: the recipient becomes company admin and the requester not, once; type 6 with 同意', async () => {
    expect(await callEnv(s.app, 'changeCompanyAdmin', { token: t.entadmin, body: { toUserId: USER.user } })).toEqual({
      code: RESPONSE_CODE.ok,
      msg: M.SUBMIT_SUCCESS,
      data: [],
    });
    // One pending change per enterprise.
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'changeCompanyAdmin', { token: t.entadmin, body: { toUserId: USER.frozen } }),
      ),
    ).toEqual(biz(NOTICE_MSG.changePending));
    const [five] = await all(t.user, 5);
    expect(five).toMatchObject({ noticeType: 5, status: 0, entId: ENT.sales });
    expect(five.content).toBe('王建国申请将「国能销售集团有限公司」的企业管理员变更为您，请确认是否同意。');
    expect(await callEnv(s.app, 'findEntUserByPage', { token: t.user, body: {} })).toEqual(DENIED);

    // Two clicks at once: one acts.
    const answers = await Promise.all([
      callEnv(s.app, 'agreeChange', { token: t.user, body: { id: five.id } }),
      callEnv(s.app, 'agreeChange', { token: t.user, body: { id: five.id } }),
    ]);
    expect(answers.map((a) => a.msg).sort()).toEqual([M.OPERATION_SUCCESS, NOTICE_MSG.handled].sort());
    expect(await roleCodes(t.user)).toContain('companyAdmin');
    expect(await roleCodes(t.entadmin)).not.toContain('companyAdmin');
    // The permission-guarded call follows at once (cached roles evicted).
    expect((await callEnv(s.app, 'findEntUserByPage', { token: t.user, body: {} })).code).toBe(RESPONSE_CODE.ok);
    expect(await callEnv(s.app, 'findEntUserByPage', { token: t.entadmin, body: {} })).toEqual(DENIED);
    expect(await callEnv(s.app, 'changeCompanyAdmin', { token: t.entadmin, body: { toUserId: USER.frozen } })).toEqual(
      DENIED,
    );
    const six = await all(t.entadmin, 6);
    expect(six).toHaveLength(1);
    expect(six[0].content).toContain('同意');
    expect(await statusOf(five.id)).toBe(2);
    // A third click, and refusing after agreeing, act no more.
    expect(await callEnv(s.app, 'agreeChange', { token: t.user, body: { id: five.id } })).toEqual(
      biz(NOTICE_MSG.handled),
    );
    expect(await callEnv(s.app, 'refuseChange', { token: t.user, body: { id: five.id } })).toEqual(
      biz(NOTICE_MSG.handled),
    );
    expect(await all(t.entadmin, 6)).toHaveLength(1);
  });

  it('the new admin may hand it back (the pending slot is free again)', async () => {
    expect(
      (await callEnv(s.app, 'changeCompanyAdmin', { token: t.user, body: { toUserId: USER.entadmin } })).code,
    ).toBe(RESPONSE_CODE.ok);
    const [five] = await all(t.entadmin, 5);
    expect(await callEnv(s.app, 'agreeChange', { token: t.entadmin, body: { id: five.id } })).toEqual(OK);
    expect(await roleCodes(t.entadmin)).toContain('companyAdmin');
    expect(await roleCodes(t.user)).not.toContain('companyAdmin');
  });
});

describe('system notices (type 17)', () => {
  it('ops sends to a user (in their default enterprise) and to an enterprise (every member), deduplicated', async () => {
    expect(await send(t.ops, { content: '系统通知：今晚升级', userIds: [USER.user] })).toEqual({
      code: RESPONSE_CODE.ok,
      msg: '发送成功',
      data: [{ recipients: 1 }],
    });
    expect((await all(t.user, 17))[0]).toMatchObject({ content: '系统通知：今晚升级', status: 0, entId: ENT.sales });
    expect(
      (await send(t.ops, { content: '神东通知', userIds: [USER.user2], entIds: [ENT.shendong, ENT.shendong] })).data,
    ).toEqual([{ recipients: 2 }]);
    expect((await all(t.user2, 17))[0].content).toBe('神东通知');
    expect((await all(t.entadmin2, 17))[0].content).toBe('神东通知');
    // The partner's default enterprise only.
    expect((await send(t.ops, { content: '伙伴通知', userIds: [USER.partner] })).data).toEqual([{ recipients: 1 }]);
    const [n] = await s.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, USER.partner), eq(notices.content, '伙伴通知')));
    expect(n.entId).toBe(ENT.railway);
  });

  it('the dot shows a new notice at once (its cache is evicted by notices.created)', async () => {
    const before = await callEnv(s.app, 'notificationDot', { token: t.user, body: {} });
    await send(t.ops, { content: '新的系统通知', userIds: [USER.user] });
    const after = await callEnv(s.app, 'notificationDot', { token: t.user, body: {} });
    expect(after.data[0].content).toBe('新的系统通知');
    expect(after.data[0].id).not.toBe(before.data[0]?.id);
  });

  it('refuses unknown recipients, nothing, and bad content; nothing is stored', async () => {
    await expectNoDbChange(s, async () => {
      expect(await send(t.ops, { content: 'x', userIds: ['999999999999999999'] })).toEqual(biz(NOTICE_MSG.userMissing));
      expect(await send(t.ops, { content: 'x', entIds: ['999999999999999999'] })).toEqual(
        biz(NOTICE_MSG.enterpriseMissing),
      );
      for (const body of [
        { content: 'x' },
        { content: 'x', userIds: [], entIds: [] },
        { content: '', userIds: [USER.user] },
        { content: '   ', userIds: [USER.user] },
        { content: 'x'.repeat(501), userIds: [USER.user] },
        { content: 'a\u0000b', userIds: [USER.user] },
        { content: 'x', userIds: USER.user },
        { content: 'x', userIds: [123] },
        { content: 'x', userIds: Array.from({ length: 501 }, (_, i) => String(i)) },
      ]) {
        const res = await call(s.app, 'sendNotification', { token: t.ops, body });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
    });
    expect(MAX_SEND_RECIPIENTS).toBe(50_000);
  });

  it('recipient search: users by account or name, enterprises by name', async () => {
    const res = await callEnv(s.app, 'noticeRecipientSearch', { token: t.ops, query: { keyword: '李明' } });
    expect(res.data).toContainEqual({ kind: 'user', id: USER.user, name: '李明', detail: 'user' });
    const ents = await callEnv(s.app, 'noticeRecipientSearch', { token: t.ops, query: { keyword: '神东' } });
    expect(ents.data).toEqual([
      { kind: 'enterprise', id: ENT.shendong, name: '国能神东煤炭集团有限责任公司', detail: '91150600114786339F' },
    ]);
    expect((await callEnv(s.app, 'noticeRecipientSearch', { token: t.ops, query: { keyword: '%' } })).data).toEqual([]);
    const bad = await call(s.app, 'noticeRecipientSearch', { token: t.ops, query: { keyword: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('the send list: newest first, with recipients and read counts', async () => {
    await send(t.ops, { content: '已读统计', entIds: [ENT.sales] });
    const p = (await callEnv(s.app, 'noticeSendPage', { token: t.ops, query: { pageSize: '2' } })).data[0];
    expect(p.size).toBe(2);
    expect(p.total).toBeGreaterThanOrEqual(4);
    expect(p.records[0]).toMatchObject({
      content: '已读统计',
      senderName: '赵丽',
      recipients: 3,
      readCount: 0,
      entIds: [ENT.sales],
      userIds: [],
    });
    const [mine] = await all(t.user, 17);
    expect(mine.content).toBe('已读统计');
    await setRead(t.user, mine.id);
    const again = (await callEnv(s.app, 'noticeSendPage', { token: t.ops, query: {} })).data[0];
    expect(again.records[0].readCount).toBe(1);
    const [row] = await s.database.db.select().from(noticeSends).where(eq(noticeSends.id, again.records[0].id));
    expect(row.senderId).toBe(USER.ops);
  });
});

describe('type 4 on registration, type 7 off shelf', () => {
  it('a registered enterprise’s registrant gets the type 4 notice in that enterprise', async () => {
    const phone = newPhone();
    const { uuid, text } = await newCaptcha(s);
    await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: text } });
    expect((await callEnv(s.app, 'sendMsg', { query: { phone, uuid, scene: 'register' } })).code).toBe('200');
    const { code } = (await latestSms(s.app, phone))!;
    const ticket = (await callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'register' } })).data[0]
      .smsTicket;
    const account = `n_${Date.now().toString(36)}`;
    const reg = await callEnv(s.app, 'register', {
      body: {
        account,
        userName: '张三',
        phone,
        password: 'Energy#Grid26',
        entName: '国能通知测试有限公司',
        socialCreditCode: newCreditCode(),
        registerSource: 'GNEL',
        smsTicket: ticket,
      },
    });
    expect(reg.code).toBe('200');
    const token = await login(s.app, account, 'Energy#Grid26');
    const list = await all(token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ noticeType: 4, status: 0, seq: '1' });
    expect(list[0].content).toContain('请完善企业基本信息');
    expect((await categories(token)).enterprise).toBe(1);
  });

  it('notifyProductOffShelf: type 7 (status 2) to every user of every enterprise with the product active', async () => {
    // 01 is active in 国能销售 (the activation above): its three members get it; nobody else.
    const sent = await notifyProductOffShelf(s.app.deps, '01', '贷款');
    expect(sent).toBe(3);
    const rows = await s.database.db
      .select({ userId: notices.userId, entId: notices.entId, status: notices.status })
      .from(notices)
      .where(and(eq(notices.noticeType, 7), eq(notices.productType, '01')));
    expect(rows.map((r) => r.userId).sort()).toEqual([USER.entadmin, USER.user, USER.frozen].sort());
    for (const r of rows) expect(r).toMatchObject({ entId: ENT.sales, status: 2 });
    expect(await notifyProductOffShelf(s.app.deps, '09', '合同')).toBe(0);
  });
});
