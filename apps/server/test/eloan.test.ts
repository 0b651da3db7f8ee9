/**
 * eLoan service (issue 3): loan applications behind the /eLoan menu, scoped to the session's enterprise;
 * validation of the create form (shared rules), paging and search in SQL.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE, PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE, endpointPath } from '@portal/shared';
import * as M from '@portal/shared';
import { SEED_LOAN_APPLICATIONS } from '../src/db/seed/eloan.ts';
import { ENT } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({}, ['user', 'entadmin', 'user2', 'limited', 'superadmin']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const SALES_SEEDED = SEED_LOAN_APPLICATIONS.filter((l) => l.entId === ENT.sales);
const SHENDONG_ID = SEED_LOAN_APPLICATIONS.find((l) => l.entId === ENT.shendong)!.id;

const page = (token: string, body: Record<string, unknown> = {}) => callEnv(s.app, 'eloanApplyPage', { token, body });
const add = (token: string, body: unknown) => call(s.app, 'eloanApplyAdd', { token, body });
const detail = (token: string, id: string) => callEnv(s.app, 'eloanApplyDetail', { token, query: { id } });
const valid = { productType: '流动资金贷款', amount: 1200000.5, termMonths: 12, purpose: '支付电煤采购款' };

describe('access', () => {
  it('users without the /eLoan menu (limited; entadmin, a company admin) get 403 on every call, and nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['limited', 'entadmin']) {
        expect(await page(t[a]), a).toEqual(DENIED);
        expect(envelopeOf(await add(t[a], valid)), a).toEqual(DENIED);
        expect(await detail(t[a], SALES_SEEDED[0].id), a).toEqual(DENIED);
      }
    });
  });

  it('without a token: 9999', async () => {
    expect((await callEnv(s.app, 'eloanApplyPage', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
    expect((await callEnv(s.app, 'eloanApplyAdd', { body: valid })).code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  it('superadmin (all menus) may use it after the admin phone check, in its own enterprise', async () => {
    expect((await page(t.superadmin)).code).toBe(RESPONSE_CODE.adminVerifyRequired);
    const sent = await callEnv(s.app, 'sendPhoneCode', {
      token: t.superadmin,
      body: { tokenType: PHONE_CODE_TOKEN_TYPE },
    });
    const { code } = (await latestSms(s.app, '13800000001'))!;
    const verified = await callEnv(s.app, 'verifyPhoneCode', {
      token: t.superadmin,
      body: { phone: '13800000001', code, bizId: sent.data[0].bizId },
    });
    expect(verified.code).toBe('200');
    const res = await page(t.superadmin);
    expect(res.code).toBe('200');
    expect(res.data[0].total).toBe(0);
  });
});

describe('list: paging and search in the session enterprise', () => {
  it('lists the seeded applications of 国能销售集团, newest first, amounts as two-place strings', async () => {
    const res = await page(t.user, { currentPage: 1, pageSize: 100 });
    expect(res.code).toBe('200');
    const p = res.data[0];
    expect(p).toMatchObject({ current: 1, size: 100, total: SALES_SEEDED.length });
    const ids = p.records.map((r: { id: string }) => r.id);
    expect(ids).toEqual([...SALES_SEEDED].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((l) => l.id));
    expect(ids).not.toContain(SHENDONG_ID);
    const r = p.records.find((x: { id: string }) => x.id === '354000000000000004');
    expect(r).toEqual({
      id: '354000000000000004',
      applicantName: '李明',
      productType: '流动资金贷款',
      amount: '1500000.50',
      termMonths: 3,
      purpose: '临时周转：支付港口装卸及堆存费用',
      status: '已驳回',
      createdAt: '2026-02-26T03:30:00.000Z',
    });
    expect(JSON.stringify(p)).not.toMatch(/entId|userId|吴刚/);
  });

  it('pages with size 4: 4 + rest; past the end is empty', async () => {
    const p1 = (await page(t.user, { currentPage: 1, pageSize: 4 })).data[0];
    const p2 = (await page(t.user, { currentPage: 2, pageSize: 4 })).data[0];
    const p9 = (await page(t.user, { currentPage: 9, pageSize: 4 })).data[0];
    expect(p1.records).toHaveLength(4);
    expect(p2.records).toHaveLength(SALES_SEEDED.length - 4);
    expect(new Set([...p1.records, ...p2.records].map((r: { id: string }) => r.id)).size).toBe(SALES_SEEDED.length);
    expect(p9).toMatchObject({ current: 9, size: 4, total: SALES_SEEDED.length, records: [] });
  });

  it('searches by product, status, purpose keyword and applicant; empty selects mean all', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await page(t.user, { pageSize: 100, ...body })).data[0].records.map((r: { id: string }) => r.id).sort();
    const expected = (f: (l: (typeof SALES_SEEDED)[number]) => boolean) =>
      SALES_SEEDED.filter(f)
        .map((l) => l.id)
        .sort();
    expect(await ids({ productType: '供应链融资' })).toEqual(expected((l) => l.productType === '供应链融资'));
    expect(await ids({ status: '待审批' })).toEqual(expected((l) => l.status === '待审批'));
    expect(await ids({ purpose: '煤' })).toEqual(expected((l) => l.purpose.includes('煤')));
    expect(await ids({ applicantName: '王建' })).toEqual(expected((l) => l.applicantName === '王建国'));
    expect(await ids({ productType: '', status: '', purpose: '', applicantName: '' })).toEqual(expected(() => true));
    expect(await ids({ purpose: '%' })).toEqual([]); // LIKE wildcards are literal
    expect(await ids({ productType: '项目贷款', status: '已通过' })).toEqual([]);
  });

  it('user2 (国能神东煤炭) sees only its own enterprise', async () => {
    const p = (await page(t.user2, { pageSize: 100 })).data[0];
    expect(p.records.map((r: { id: string }) => r.id)).toEqual([SHENDONG_ID]);
  });

  it.each([
    [{ currentPage: 0 }],
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ productType: '消费贷' }],
    [{ status: '已完成' }],
    [{ purpose: 'x'.repeat(101) }],
    [{ currentPage: 'abc' }],
  ])('refuses a bad query %j with 400', async (body) => {
    const res = await call(s.app, 'eloanApplyPage', { token: t.user, body });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe('400');
  });
});

describe('create', () => {
  it('creates 待审批 in the session enterprise with the session user as applicant; body ids are ignored', async () => {
    const res = await add(t.user, {
      ...valid,
      purpose: '  支付电煤采购款  ',
      entId: ENT.shendong,
      userId: 'x',
      status: '已通过',
    });
    expect(res.statusCode).toBe(200);
    const body = envelopeOf(res, 'eloanApplyAdd');
    expect(body).toMatchObject({ code: '200', msg: M.SUBMIT_SUCCESS });
    const created = body.data[0];
    expect(created).toMatchObject({
      applicantName: '李明',
      productType: '流动资金贷款',
      amount: '1200000.50',
      termMonths: 12,
      purpose: '支付电煤采购款',
      status: '待审批',
    });
    expect(created.id).toMatch(/^\d{18}$/);
    expect(Date.now() - Date.parse(created.createdAt)).toBeLessThan(60_000);
    // It is now first in the list of 国能销售, and not visible to 国能神东.
    expect((await page(t.user, { pageSize: 1 })).data[0].records[0].id).toBe(created.id);
    expect((await detail(t.user, created.id)).data[0]).toEqual(created);
    expect(await detail(t.user2, created.id)).toEqual(NOT_FOUND);
    expect((await page(t.user2, { pageSize: 100 })).data[0].records.map((r: { id: string }) => r.id)).not.toContain(
      created.id,
    );
  });

  it('accepts amounts as decimal strings and the bounds 0.01 / 100,000,000 and 1 / 360 months', async () => {
    for (const [amount, text] of [
      ['0.01', '0.01'],
      [100000000, '100000000.00'],
      ['88.8', '88.80'],
    ] as const) {
      const res = await add(t.user, { ...valid, amount, termMonths: amount === '0.01' ? 1 : 360 });
      expect(envelopeOf(res, 'eloanApplyAdd').data[0].amount).toBe(text);
    }
  });

  it.each([
    ['amount 0', { amount: 0 }, M.LOAN_AMOUNT_RULE],
    ['amount negative', { amount: -100 }, M.LOAN_AMOUNT_RULE],
    ['amount over 100,000,000', { amount: 100000000.01 }, M.LOAN_AMOUNT_RULE],
    ['amount with 3 decimals', { amount: 12.345 }, M.LOAN_AMOUNT_RULE],
    ['amount as text with 3 decimals', { amount: '12.345' }, M.LOAN_AMOUNT_RULE],
    ['amount not a number', { amount: 'abc' }, M.LOAN_AMOUNT_RULE],
    ['amount boolean', { amount: true }, M.LOAN_AMOUNT_RULE],
    ['amount missing', { amount: undefined }, M.LOAN_AMOUNT_RULE],
    ['term 0', { termMonths: 0 }, M.LOAN_TERM_RULE],
    ['term 361', { termMonths: 361 }, M.LOAN_TERM_RULE],
    ['term 1.5', { termMonths: 1.5 }, M.LOAN_TERM_RULE],
    ['term as text', { termMonths: '12' }, M.LOAN_TERM_RULE],
    ['purpose empty', { purpose: '' }, M.LOAN_PURPOSE_RULE],
    ['purpose blank', { purpose: '   ' }, M.LOAN_PURPOSE_RULE],
    ['purpose 1 character', { purpose: '煤' }, M.LOAN_PURPOSE_RULE],
    ['purpose 201 characters', { purpose: '煤'.repeat(201) }, M.LOAN_PURPOSE_RULE],
    ['purpose a number', { purpose: 12345 }, M.LOAN_PURPOSE_RULE],
    ['product not in the list', { productType: '消费贷' }, M.LOAN_PRODUCT_REQUIRED],
    ['product missing', { productType: undefined }, M.LOAN_PRODUCT_REQUIRED],
  ])('refuses %s: 400 naming the rule, nothing stored', async (_name, patch, msg) => {
    const res = await expectNoDbChange(s, () => add(t.user, { ...valid, ...patch }));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe('400');
    expect(envelopeOf(res).msg).toContain(msg);
  });

  it('refuses malformed JSON, an empty body and an array with 400', async () => {
    await expectNoDbChange(s, async () => {
      const url = API_BASE + endpointPath('eloanApplyAdd');
      const headers = { authorization: `Bearer ${t.user}`, 'content-type': 'application/json' };
      for (const payload of ['{"amount": 1,', '', '[1,2]']) {
        const res = await s.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, payload).toBe(400);
        expect(envelopeOf(res).code).toBe('400');
        expect(envelopeOf(res).msg).toMatch(/\S/);
      }
    });
  });
});

describe('detail', () => {
  it('returns a record of the own enterprise', async () => {
    const res = await detail(t.user, '354000000000000003');
    expect(res.code).toBe('200');
    expect(res.data[0]).toMatchObject({
      id: '354000000000000003',
      productType: '固定资产贷款',
      amount: '36000000.00',
      status: '审批中',
    });
  });

  it("another enterprise's id answers like a missing one (404)", async () => {
    expect(await detail(t.user, SHENDONG_ID)).toEqual(NOT_FOUND);
    expect(await detail(t.user2, '354000000000000001')).toEqual(NOT_FOUND);
    expect(await detail(t.user, '999999999999999999')).toEqual(NOT_FOUND);
    expect((await detail(t.user2, SHENDONG_ID)).code).toBe('200');
  });

  it('an empty id is a 400', async () => {
    const res = await call(s.app, 'eloanApplyDetail', { token: t.user, query: { id: '' } });
    expect(res.statusCode).toBe(400);
  });
});
