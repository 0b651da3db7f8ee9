/**
 * eLoan review (issue 11): operations staff with the review button (ops) list every enterprise's applications,
 * approve or reject them (type 8 notice to the applicant) and register the payment (type 9 notice); a decision acts
 * once, and the financing data of both notices parses with the shared parser.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { API_BASE, RESPONSE_CODE, endpointPath, parseFinancingNoticeData } from '@portal/shared';
import * as M from '@portal/shared';
import { SEED_LOAN_APPLICATIONS } from '../src/db/seed/eloan.ts';
import { SEED_ENTERPRISES } from '../src/db/seed/user.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { notices } from '../src/db/schema/notices.ts';
import { REVIEW_MSG } from '../src/modules/eloan/review.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({}, ['ops', 'user', 'entadmin', 'user2']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const entName = (id: string) => SEED_ENTERPRISES.find((e) => e.id === id)!.name;

const page = (token: string, body: Record<string, unknown> = {}) => callEnv(s.app, 'eloanReviewPage', { token, body });
const decide = (token: string, body: unknown) => call(s.app, 'eloanReview', { token, body });
const disburse = (token: string, body: unknown) => call(s.app, 'eloanDisburse', { token, body });
const valid = { productType: '流动资金贷款', amount: '300000.00', termMonths: 12, purpose: '支付电煤采购款' };

/** A fresh 待审批 application of `account`'s enterprise. */
async function newApplication(account: string, amount = valid.amount): Promise<string> {
  const res = await callEnv(s.app, 'eloanApplyAdd', { token: t[account], body: { ...valid, amount } });
  expect(res.code).toBe('200');
  return res.data[0].id;
}

/** The financing notices (types 8 and 9) that name an application, oldest first. */
async function noticesOf(applicationId: string) {
  const rows = await s.database.db.select().from(notices).orderBy(asc(notices.seq));
  return rows.filter((n) => {
    const d = parseFinancingNoticeData(n.data);
    const number = d && 'financingApplyNumber' in d ? d.financingApplyNumber : null;
    return number === applicationId || n.content.includes(`编号${applicationId}`);
  });
}

/** The latest unread notice the applicant's bell shows (POST getNotificationUnReadByUserId). */
async function bell(account: string) {
  return (await callEnv(s.app, 'notificationDot', { token: t[account], body: {} })).data[0];
}

describe('access', () => {
  it('a plain user and a company admin (no review button) get 403 on every call, and nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['user', 'entadmin', 'user2']) {
        expect(await page(t[a]), a).toEqual(DENIED);
        expect(envelopeOf(await decide(t[a], { id: '354000000000000006', approve: true })), a).toEqual(DENIED);
        const pay = { id: '354000000000000001', realMoney: 1, receiveAccount: '6222020012345678' };
        expect(envelopeOf(await disburse(t[a], pay)), a).toEqual(DENIED);
      }
    });
  });

  it('without a token or with a bad one: 9999 (token invalid), nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      expect((await callEnv(s.app, 'eloanReviewPage', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
      for (const token of [undefined, 'not-a-token']) {
        const d = await decide(token as string, { id: '354000000000000006', approve: true });
        expect(envelopeOf(d).code).toBe(RESPONSE_CODE.tokenInvalid);
        const p = await disburse(token as string, {
          id: '354000000000000001',
          realMoney: 1,
          receiveAccount: '6222020012345678',
        });
        expect(envelopeOf(p).code).toBe(RESPONSE_CODE.tokenInvalid);
      }
    });
  });

  it('ops (operator role) holds the button and the /eLoan menu', async () => {
    const perms = (await callEnv(s.app, 'selectPermission', { token: t.ops })).data[0];
    expect(perms.btnPerms).toContain(M.BUTTON.eloan.review);
    expect(perms.menuPaths).toContain(M.MENU.eloan.apply);
  });
});

describe('review list: every enterprise', () => {
  it('lists the applications of all enterprises, newest first, with the enterprise name and no opinion', async () => {
    const res = await page(t.ops, { pageSize: 100 });
    expect(res.code).toBe('200');
    const p = res.data[0];
    const seededIds = SEED_LOAN_APPLICATIONS.map((l) => l.id);
    const listed = p.records.map((r) => r.id);
    expect(listed).toEqual(expect.arrayContaining(seededIds));
    expect(p.total).toBe(p.records.length);
    const times = p.records.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const shendong = p.records.find((r) => r.id === '354000000000000007')!;
    expect(shendong).toEqual({
      id: '354000000000000007',
      entId: ENT.shendong,
      entName: entName(ENT.shendong),
      applicantName: '吴刚',
      productType: '固定资产贷款',
      amount: '42000000.00',
      termMonths: 84,
      purpose: '综采工作面液压支架更新改造',
      status: '审批中',
      createdAt: '2026-03-05T02:00:00.000Z',
      opinion: null,
    });
    expect(p.records.find((r) => r.id === '354000000000000001')!.entName).toBe(entName(ENT.sales));
    expect(JSON.stringify(p)).not.toMatch(/userId/);
  });

  it('filters by status, product, applicant and purpose across enterprises; pages in SQL', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await page(t.ops, { pageSize: 100, ...body })).data[0].records.map((r) => r.id);
    const waiting = await ids({ status: '审批中' });
    expect(waiting).toEqual(expect.arrayContaining(['354000000000000003', '354000000000000007']));
    expect(await ids({ applicantName: '吴刚' })).toEqual(['354000000000000007']);
    expect(await ids({ purpose: '液压支架', productType: '固定资产贷款' })).toEqual(['354000000000000007']);
    expect(await ids({ purpose: '%' })).toEqual([]);
    const all = (await page(t.ops, { pageSize: 100 })).data[0];
    const p2 = (await page(t.ops, { pageSize: 3, currentPage: 2 })).data[0];
    expect(p2).toMatchObject({ current: 2, size: 3, total: all.total });
    expect(p2.records.map((r) => r.id)).toEqual(all.records.slice(3, 6).map((r) => r.id));
    expect((await page(t.ops, { pageSize: 3, currentPage: 999 })).data[0].records).toEqual([]);
  });

  it.each([
    [{ currentPage: 0 }],
    [{ pageSize: 101 }],
    [{ status: '已完成' }],
    [{ applicantName: 'x'.repeat(101) }],
    [{ currentPage: 'abc' }],
    [{ purpose: 'a\u0000b' }],
  ])('refuses a bad query %j with 400', async (body) => {
    const res = await call(s.app, 'eloanReviewPage', { token: t.ops, body });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe('400');
  });
});

describe('decide', () => {
  it('approves a 待审批 application: 已通过, a type 8 notice to the applicant in its enterprise, shown on the bell', async () => {
    const id = '354000000000000006';
    const res = await decide(t.ops, { id, approve: true, opinion: '  资料齐全，同意  ' });
    const body = envelopeOf(res, 'eloanReview');
    expect(body.code).toBe('200');
    expect(body.msg).toBe(REVIEW_MSG.approved);
    expect(body.data[0]).toMatchObject({
      id,
      status: '已通过',
      entId: ENT.sales,
      entName: entName(ENT.sales),
      opinion: '资料齐全，同意',
    });
    // The applicant sees the new status.
    const detail = await callEnv(s.app, 'eloanApplyDetail', { token: t.user, query: { id } });
    expect(detail.data[0].status).toBe('已通过');
    // One type 8 notice, to 李明 in 国能销售, with the application record as data.
    const [n, ...more] = await noticesOf(id);
    expect(more).toEqual([]);
    expect(n).toMatchObject({ userId: USER.user, entId: ENT.sales, noticeType: 8, status: 0 });
    expect(n.content).toContain(`编号${id}`);
    expect(n.content).toContain('已审批通过');
    expect(n.content).toContain('资料齐全，同意');
    expect(parseFinancingNoticeData(n.data)).toEqual({
      financingApplyNumber: id,
      financingApplyTime: '2026-03-18 16:02:00',
      notificationStatus: '审批通过',
    });
    expect(await bell('user')).toMatchObject({ id: n.id, noticeType: 8, content: n.content });
  });

  it('rejects with an opinion: 已驳回, type 8 审批驳回 to that applicant (王建国), not to others', async () => {
    const id = '354000000000000005';
    const body = envelopeOf(await decide(t.ops, { id, approve: false, opinion: '项目资本金比例不足' }), 'eloanReview');
    expect(body).toMatchObject({ code: '200', msg: REVIEW_MSG.rejected });
    expect(body.data[0]).toMatchObject({ id, status: '已驳回', opinion: '项目资本金比例不足' });
    const [n, ...more] = await noticesOf(id);
    expect(more).toEqual([]);
    expect(n).toMatchObject({ userId: USER.entadmin, entId: ENT.sales, noticeType: 8 });
    expect(n.content).toContain('未通过审批');
    expect(n.content).toContain('项目资本金比例不足');
    expect(parseFinancingNoticeData(n.data)).toMatchObject({
      financingApplyNumber: id,
      notificationStatus: '审批驳回',
    });
  });

  it('decides an 审批中 application of another enterprise: the notice goes to its applicant there', async () => {
    const id = '354000000000000007';
    expect(envelopeOf(await decide(t.ops, { id, approve: true }), 'eloanReview').data[0]).toMatchObject({
      status: '已通过',
      entName: entName(ENT.shendong),
      opinion: null,
    });
    const [n] = await noticesOf(id);
    expect(n).toMatchObject({ userId: USER.user2, entId: ENT.shendong, noticeType: 8 });
    expect(n.content).not.toContain('审批意见');
  });

  it('a reject without an opinion is refused (400), nothing changes', async () => {
    const id = await newApplication('user');
    await expectNoDbChange(s, async () => {
      for (const opinion of [undefined, '', '   ']) {
        const res = await decide(t.ops, { id, approve: false, opinion });
        expect(res.statusCode).toBe(400);
        expect(envelopeOf(res)).toMatchObject({ code: '400', msg: REVIEW_MSG.opinionRequired });
      }
    });
  });

  it('a second decision (double click, another reviewer) is refused with the current status; nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const [id, status] of [
        ['354000000000000006', '已通过'],
        ['354000000000000004', '已驳回'],
        ['354000000000000001', '已通过'],
      ]) {
        for (const approve of [true, false]) {
          const res = await decide(t.ops, { id, approve, opinion: '再次审批' });
          expect(envelopeOf(res)).toEqual(business(REVIEW_MSG.alreadyDecided(status)));
        }
      }
    });
  });

  it('two decisions sent together act once: one succeeds, the other is told, one notice', async () => {
    const id = await newApplication('user');
    const [a, b] = await Promise.all([
      decide(t.ops, { id, approve: true }),
      decide(t.ops, { id, approve: false, opinion: '不同意' }),
    ]);
    const bodies = [envelopeOf(a), envelopeOf(b)];
    const won = bodies.filter((x) => x.code === '200');
    const lost = bodies.filter((x) => x.code !== '200');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const status = won[0] === bodies[0] ? '已通过' : '已驳回';
    expect(lost[0]).toEqual(business(REVIEW_MSG.alreadyDecided(status)));
    expect(await noticesOf(id)).toHaveLength(1);
  });

  it('a reviewer cannot decide or pay out their own application (four eyes), nothing changes', async () => {
    const own = await newApplication('ops');
    await expectNoDbChange(s, async () => {
      for (const approve of [true, false]) {
        const res = await decide(t.ops, { id: own, approve, opinion: '本人' });
        expect(envelopeOf(res)).toEqual(business(REVIEW_MSG.ownApplication));
      }
      const pay = await disburse(t.ops, { id: own, realMoney: 1, receiveAccount: '6222020012345678' });
      expect(envelopeOf(pay)).toEqual(business(REVIEW_MSG.ownApplication));
    });
    // It is listed for the reviewers like any other, with ops's enterprise.
    const listed = (await page(t.ops, { pageSize: 100 })).data[0].records.find((r) => r.id === own)!;
    expect(listed).toMatchObject({ status: '待审批', entId: ENT.hq, entName: entName(ENT.hq) });
  });

  it('an unknown id answers 404, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await decide(t.ops, { id: '999999999999999999', approve: true }))).toEqual(NOT_FOUND);
    });
  });

  const tooLong = '9'.repeat(41);
  it.each([
    ['an empty body', {}],
    ['no id', { approve: true }],
    ['an empty id', { id: '', approve: true }],
    ['a non-numeric id', { id: '35400000000000000a', approve: true }],
    ['an id with SQL', { id: "1' or '1'='1", approve: true }],
    ['an id too long', { id: tooLong, approve: true }],
    ['a numeric id', { id: 354, approve: true }],
    ['an id with NUL', { id: '354000000000000006\u0000', approve: true }],
    ['approve missing', { id: '354000000000000003' }],
    ['approve as text', { id: '354000000000000003', approve: 'true' }],
    ['approve as 1', { id: '354000000000000003', approve: 1 }],
    ['an opinion of 501 characters', { id: '354000000000000003', approve: true, opinion: '意'.repeat(501) }],
    ['an opinion with NUL', { id: '354000000000000003', approve: false, opinion: '不\u0000同意' }],
    ['an opinion as a number', { id: '354000000000000003', approve: false, opinion: 12 }],
    ['an array', [{ id: '354000000000000003', approve: true }]],
  ])('refuses %s with 400, nothing changes', async (_name, body) => {
    const res = await expectNoDbChange(s, () => decide(t.ops, body));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe('400');
    expect(envelopeOf(res).msg).toMatch(/\S/);
  });

  it('refuses malformed JSON and an oversized body', async () => {
    await expectNoDbChange(s, async () => {
      const url = API_BASE + endpointPath('eloanReview');
      const headers = { authorization: `Bearer ${t.ops}`, 'content-type': 'application/json' };
      for (const payload of ['{"id": "1",', '']) {
        const res = await s.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, payload).toBe(400);
      }
      const big = JSON.stringify({ id: '354000000000000003', approve: true, opinion: 'x'.repeat(2_000_000) });
      const res = await s.app.inject({ method: 'POST', url, headers, payload: big });
      expect([400, 413]).toContain(res.statusCode);
    });
  });
});

describe('disburse', () => {
  const account = '6222 0200 1234 5678';

  it('registers the payment of an approved application: 已放款, a type 9 notice with the payment record', async () => {
    const id = '354000000000000001';
    const before = Date.now();
    const res = await disburse(t.ops, { id, realMoney: 4800000, receiveAccount: `  ${account} ` });
    const body = envelopeOf(res, 'eloanDisburse');
    expect(body).toMatchObject({ code: '200', msg: REVIEW_MSG.disbursed });
    expect(body.data[0]).toMatchObject({ id, status: '已放款', amount: '5000000.00', entName: entName(ENT.sales) });
    const detail = await callEnv(s.app, 'eloanApplyDetail', { token: t.user, query: { id } });
    expect(detail.data[0].status).toBe('已放款');

    const list = await noticesOf(id);
    expect(list).toHaveLength(1);
    const n = list[0];
    expect(n).toMatchObject({ userId: USER.user, entId: ENT.sales, noticeType: 9, status: 0 });
    expect(n.content).toContain(`编号${id}`);
    const data = parseFinancingNoticeData(n.data);
    expect(data).toMatchObject({
      realMoney: '4800000.00',
      receiveCompany: entName(ENT.sales),
      receiveAccount: account,
      notificationStatus: '已放款',
    });
    const d = data as { realDate: string; updateDate: string };
    expect(d.realDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.updateDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(d.updateDate.startsWith(d.realDate)).toBe(true);
    // updateDate is the +08:00 wall time of now.
    const shown = Date.parse(`${d.updateDate.replace(' ', 'T')}+08:00`);
    expect(shown).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(shown).toBeLessThanOrEqual(Date.now());
    expect(await bell('user')).toMatchObject({ id: n.id, noticeType: 9 });
  });

  it('the full amount is allowed (decimal text), after an approval in the same run', async () => {
    const id = await newApplication('user2', '1234.56');
    expect(envelopeOf(await decide(t.ops, { id, approve: true })).code).toBe('200');
    const body = envelopeOf(await disburse(t.ops, { id, realMoney: '1234.56', receiveAccount: '6222-0200-9999' }));
    expect(body.code).toBe('200');
    const payment = (await noticesOf(id)).find((n) => n.noticeType === 9)!;
    expect(payment).toMatchObject({ userId: USER.user2, entId: ENT.shendong });
    expect(parseFinancingNoticeData(payment.data)).toMatchObject({
      realMoney: '1234.56',
      receiveCompany: entName(ENT.shendong),
    });
  });

  it('more than the approved amount is refused with the amount, nothing changes', async () => {
    const id = '354000000000000002'; // 已通过, 12,800,000.00
    await expectNoDbChange(s, async () => {
      for (const realMoney of ['12800000.01', 99999999]) {
        const res = await disburse(t.ops, { id, realMoney, receiveAccount: account });
        expect(envelopeOf(res)).toEqual(business(REVIEW_MSG.overAmount('12800000.00')));
      }
    });
  });

  it('an application not approved (待审批, 审批中, 已驳回) or already paid is refused, nothing changes', async () => {
    const waiting = await newApplication('user');
    await expectNoDbChange(s, async () => {
      for (const [id, status] of [
        [waiting, '待审批'],
        ['354000000000000003', '审批中'],
        ['354000000000000004', '已驳回'],
        ['354000000000000001', '已放款'],
      ]) {
        const res = await disburse(t.ops, { id, realMoney: 1, receiveAccount: account });
        expect(envelopeOf(res), id).toEqual(business(REVIEW_MSG.notDisbursable(status)));
      }
    });
  });

  it('an approval cannot be taken back by a decision after the payment', async () => {
    const res = await decide(t.ops, { id: '354000000000000001', approve: false, opinion: '撤回' });
    expect(envelopeOf(res)).toEqual(business(REVIEW_MSG.alreadyDecided('已放款')));
  });

  it('two payments sent together act once', async () => {
    const id = await newApplication('user', '5000.00');
    expect(envelopeOf(await decide(t.ops, { id, approve: true })).code).toBe('200');
    const pay = { id, realMoney: 5000, receiveAccount: account };
    const codes = (await Promise.all([disburse(t.ops, pay), disburse(t.ops, pay)])).map((r) => envelopeOf(r).code);
    expect(codes.sort()).toEqual(['200', RESPONSE_CODE.business]);
    expect((await noticesOf(id)).filter((n) => n.noticeType === 9)).toHaveLength(1);
  });

  it('an unknown id answers 404, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      const res = await disburse(t.ops, { id: '999999999999999999', realMoney: 1, receiveAccount: account });
      expect(envelopeOf(res)).toEqual(NOT_FOUND);
    });
  });

  it.each([
    ['an empty body', {}],
    ['no amount', { id: '354000000000000002', receiveAccount: account }],
    ['amount 0', { id: '354000000000000002', realMoney: 0, receiveAccount: account }],
    ['a negative amount', { id: '354000000000000002', realMoney: -5, receiveAccount: account }],
    ['3 decimals', { id: '354000000000000002', realMoney: '10.001', receiveAccount: account }],
    ['amount as words', { id: '354000000000000002', realMoney: '一百万', receiveAccount: account }],
    ['amount as a boolean', { id: '354000000000000002', realMoney: true, receiveAccount: account }],
    ['amount over 100,000,000', { id: '354000000000000002', realMoney: 100000000.01, receiveAccount: account }],
    ['an amount text too long', { id: '354000000000000002', realMoney: '1'.repeat(21), receiveAccount: account }],
    ['no account', { id: '354000000000000002', realMoney: 1 }],
    ['an account too short', { id: '354000000000000002', realMoney: 1, receiveAccount: '12345' }],
    ['an account of letters', { id: '354000000000000002', realMoney: 1, receiveAccount: 'abcdefgh' }],
    ['an account too long', { id: '354000000000000002', realMoney: 1, receiveAccount: '1'.repeat(41) }],
    ['an account as a number', { id: '354000000000000002', realMoney: 1, receiveAccount: 6222020012345678 }],
    ['an account with NUL', { id: '354000000000000002', realMoney: 1, receiveAccount: '62220200\u00001234' }],
    ['a malformed id', { id: 'abc', realMoney: 1, receiveAccount: account }],
  ])('refuses %s with 400, nothing changes', async (_name, body) => {
    const res = await expectNoDbChange(s, () => disburse(t.ops, body));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe('400');
  });
});

describe('notices stay the applicant’s', () => {
  it('no reviewer notice is sent to ops, and every financing notice of this run parses', async () => {
    const rows = await s.database.db.select().from(notices).where(eq(notices.userId, USER.ops));
    expect(rows.filter((n) => n.noticeType === 8 || n.noticeType === 9)).toEqual([]);
    const all = await s.database.db.select().from(notices);
    for (const n of all.filter((x) => x.noticeType === 8 || x.noticeType === 9)) {
      expect(parseFinancingNoticeData(n.data), n.id).not.toBeNull();
    }
  });
});
