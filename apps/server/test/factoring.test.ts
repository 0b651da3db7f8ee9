/**
 * Factoring, the applicant's side (/efactoring): the enterprise's list, the submission of an application (buyer,
 * invoices, financing asked) with every field rule, an invoice transferred once per enterprise, the detail with its
 * history, 撤回, and the scoping — another enterprise's application answers like a missing one.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { API_BASE, FACTORING_MSG, RESPONSE_CODE, chinaToday, endpointPath } from '@portal/shared';
import { factoringInvoices } from '../src/db/schema/factoring.ts';
import { SEED_FACTORING_APPLICATIONS } from '../src/db/seed/factoring.ts';
import { ENT } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';
import { daysAgo, newInvoiceNo, validApplication } from './factoring-fixtures.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user', 'entadmin', 'user2', 'ops']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

const SALES = SEED_FACTORING_APPLICATIONS.filter((a) => a.entId === ENT.sales);
const SHENDONG = SEED_FACTORING_APPLICATIONS.find((a) => a.entId === ENT.shendong)!;

const page = (token: string, body: Record<string, unknown> = {}) =>
  callEnv(s.app, 'factoringApplyPage', { token, body });
const add = (token: string, body: unknown) => call(s.app, 'factoringApplyAdd', { token, body });
const detail = (token: string, id: string) => callEnv(s.app, 'factoringApplyDetail', { token, query: { id } });
const withdraw = (token: string, id: string) => call(s.app, 'factoringApplyWithdraw', { token, body: { id } });

describe('access', () => {
  it('without a token or with a bad one: 9999, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const token of [undefined, 'not-a-token']) {
        expect((await callEnv(s.app, 'factoringApplyPage', { token, body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
        expect(envelopeOf(await add(token as string, validApplication())).code).toBe(RESPONSE_CODE.tokenInvalid);
        expect(envelopeOf(await withdraw(token as string, SALES[2].id)).code).toBe(RESPONSE_CODE.tokenInvalid);
      }
    });
  });

  it('operations (no /efactoring) are refused every applicant call', async () => {
    await expectNoDbChange(s, async () => {
      expect(await page(t.ops)).toEqual(DENIED);
      expect(envelopeOf(await add(t.ops, validApplication()))).toEqual(DENIED);
      expect(await detail(t.ops, SALES[0].id)).toEqual(DENIED);
      expect(envelopeOf(await withdraw(t.ops, SALES[2].id))).toEqual(DENIED);
    });
  });

  it('the applicant is refused the operations calls', async () => {
    await expectNoDbChange(s, async () => {
      expect(await callEnv(s.app, 'factoringReviewPage', { token: t.user, body: {} })).toEqual(DENIED);
      expect(await callEnv(s.app, 'factoringReviewTodo', { token: t.user, body: {} })).toEqual(DENIED);
      const decided = await call(s.app, 'factoringReviewDecide', {
        token: t.user,
        body: { id: SALES[2].id, approve: true },
      });
      expect(envelopeOf(decided)).toEqual(DENIED);
    });
  });
});

describe('list and detail', () => {
  it('lists the enterprise’s applications newest first, filtered by status and buyer', async () => {
    const all = (await page(t.user, { pageSize: 100 })).data[0];
    const seeded = all.records.filter((r) => SALES.some((a) => a.id === r.id));
    expect(seeded.map((r) => r.id)).toEqual(
      [...SALES].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).map((a) => a.id),
    );
    expect(all.records.map((r) => r.id)).not.toContain(SHENDONG.id);
    const waiting = (await page(t.user, { status: '已放款', pageSize: 100 })).data[0].records;
    expect(waiting.map((r) => r.id)).toEqual([SALES[0].id]);
    expect(waiting[0]).toMatchObject({ realMoney: '8000000.00', realDate: '2026-01-15', invoiceCount: 2 });
    const buyer = (await page(t.user, { buyerName: '天津港', pageSize: 100 })).data[0].records;
    expect(buyer.map((r) => r.id)).toEqual([SALES[4].id]);
    expect((await page(t.user, { buyerName: '%', pageSize: 100 })).data[0].records).toEqual([]);
    const second = (await page(t.user, { pageSize: 2, currentPage: 2 })).data[0];
    expect(second).toMatchObject({ current: 2, size: 2 });
    expect(second.records).toHaveLength(2);
  });

  it('user2 (国能神东煤炭) sees only its own enterprise’s application', async () => {
    const p = (await page(t.user2, { pageSize: 100 })).data[0];
    expect(p.records.map((r) => r.id)).toContain(SHENDONG.id);
    expect(p.records.every((r) => r.entName === SHENDONG.entName)).toBe(true);
  });

  it('the detail carries the invoices and the history with the review opinions', async () => {
    const d = (await detail(t.user, SALES[4].id)).data[0];
    expect(d.invoices).toEqual(SALES[4].invoices);
    expect(d.history.map((h) => [h.status, h.operatorName, h.opinion])).toEqual([
      ['待审核', '李明', ''],
      ['已驳回', '赵丽', '发票到期日过近，请补充贸易合同后重新申请'],
    ]);
    expect(d.canWithdraw).toBe(false);
  });

  it('another enterprise’s id, an unknown id and a malformed id', async () => {
    expect(await detail(t.user, SHENDONG.id)).toEqual(NOT_FOUND);
    expect(await detail(t.user2, SALES[0].id)).toEqual(NOT_FOUND);
    expect(await detail(t.user, '999999999999999999')).toEqual(NOT_FOUND);
    for (const id of ['', 'abc', '1'.repeat(41), "1' or '1'='1"]) {
      const res = await call(s.app, 'factoringApplyDetail', { token: t.user, query: { id } });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it.each([[{ currentPage: 0 }], [{ pageSize: 101 }], [{ status: '已完成' }], [{ buyerName: 'x'.repeat(101) }]])(
    'refuses a bad query %j with 400',
    async (body) => {
      const res = await call(s.app, 'factoringApplyPage', { token: t.user, body });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('submit', () => {
  it('stores 待审核 in the session’s enterprise with the session user; body ids and status are ignored', async () => {
    const body = { ...validApplication(), entId: ENT.shendong, userId: 'x', status: '已放款' };
    const res = await add(t.user, body);
    const out = envelopeOf(res, 'factoringApplyAdd');
    expect(out).toMatchObject({ code: '200', msg: FACTORING_MSG.submitted });
    const d = out.data[0];
    expect(d).toMatchObject({
      applicantName: '李明',
      entName: '国能销售集团有限公司',
      status: '待审核',
      amount: '150000.00',
      invoiceTotal: '200000.50',
      invoiceCount: 2,
      termDays: 90,
      canWithdraw: true,
    });
    expect(d.applyNo).toMatch(new RegExp(`^FA${chinaToday().replaceAll('-', '')}\\d{8}$`));
    expect(d.history.map((h) => h.action)).toEqual(['提交申请']);
    expect(await detail(t.user2, d.id)).toEqual(NOT_FOUND);
    expect((await page(t.user, { pageSize: 1 })).data[0].records[0].id).toBe(d.id);
  });

  it('accepts the bounds: 5 亿, an invoice dated today, 1 and 365 days, a 20-digit invoice number', async () => {
    const big = validApplication({
      amount: '500000000',
      termDays: 365,
      invoices: [{ invoiceNo: newInvoiceNo(20), invoiceDate: chinaToday(), amount: 600000000, dueDate: '2099-12-31' }],
    });
    expect(envelopeOf(await add(t.user, big), 'factoringApplyAdd').data[0].amount).toBe('500000000.00');
    const small = validApplication({ amount: 0.01, termDays: 1 });
    expect(envelopeOf(await add(t.user, small), 'factoringApplyAdd').data[0].amount).toBe('0.01');
  });

  const inv = (patch: Record<string, unknown>) => ({
    invoices: [{ invoiceNo: '10000001', invoiceDate: daysAgo(10), amount: '1000.00', dueDate: daysAgo(-30), ...patch }],
    amount: 100,
  });
  it.each([
    ['amount 0', { amount: 0 }, FACTORING_MSG.amountRule],
    ['amount negative', { amount: -1 }, FACTORING_MSG.amountRule],
    ['amount over 5 亿', { amount: '500000000.01' }, FACTORING_MSG.amountRule],
    ['amount with 3 decimals', { amount: '1.005' }, FACTORING_MSG.amountRule],
    ['amount not a number', { amount: 'abc' }, FACTORING_MSG.amountRule],
    ['amount exponent', { amount: 1e21 }, FACTORING_MSG.amountRule],
    ['amount over the invoices', { amount: '200000.51' }, FACTORING_MSG.amountOverInvoices],
    ['no invoice', { invoices: [] }, FACTORING_MSG.invoicesRequired],
    ['51 invoices', { invoices: Array.from({ length: 51 }, () => inv({}).invoices[0]) }, FACTORING_MSG.invoicesTooMany],
    ['invoice number 9 digits', inv({ invoiceNo: '123456789' }), FACTORING_MSG.invoiceNoRule],
    ['invoice number letters', inv({ invoiceNo: 'A2345678' }), FACTORING_MSG.invoiceNoRule],
    ['invoice date in the future', inv({ invoiceDate: daysAgo(-1) }), FACTORING_MSG.invoiceDateFuture],
    ['invoice date not a day', inv({ invoiceDate: '2026-02-30' }), FACTORING_MSG.invoiceDateRule],
    ['invoice date malformed', inv({ invoiceDate: '2026/01/01' }), FACTORING_MSG.invoiceDateRule],
    ['due date before the invoice', inv({ dueDate: daysAgo(11) }), FACTORING_MSG.dueDateBeforeInvoice],
    ['due date the invoice day', inv({ dueDate: daysAgo(10) }), FACTORING_MSG.dueDateBeforeInvoice],
    ['invoice amount 0', inv({ amount: 0 }), FACTORING_MSG.invoiceAmountRule],
    ['invoice amount 3 decimals', inv({ amount: '1.001' }), FACTORING_MSG.invoiceAmountRule],
    ['invoice amount negative', inv({ amount: '-5' }), FACTORING_MSG.invoiceAmountRule],
    [
      'the same invoice twice',
      { invoices: [inv({}).invoices[0], inv({}).invoices[0]], amount: 10 },
      FACTORING_MSG.invoiceRepeated,
    ],
    ['credit code with a wrong check character', { buyerCreditCode: '911100001000010002' }, M.CREDIT_CODE_INVALID],
    ['credit code empty', { buyerCreditCode: '' }, M.CREDIT_CODE_REQUIRED],
    ['buyer name one character', { buyerName: '华' }, FACTORING_MSG.buyerNameRule],
    ['buyer name 101 characters', { buyerName: '华'.repeat(101) }, FACTORING_MSG.buyerNameRule],
    ['term 0', { termDays: 0 }, FACTORING_MSG.termRule],
    ['term 366', { termDays: 366 }, FACTORING_MSG.termRule],
    ['term as text', { termDays: '90' }, FACTORING_MSG.termRule],
    ['receive account empty', { receiveAccount: '  ' }, FACTORING_MSG.accountRule],
  ])('refuses %s: 400 naming the rule, nothing stored', async (_name, patch, msg) => {
    const res = await expectNoDbChange(s, () => add(t.user, { ...validApplication(), ...patch }));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toContain(msg);
  });

  it('refuses malformed JSON, an empty body, NUL characters and an array with 400, nothing stored', async () => {
    await expectNoDbChange(s, async () => {
      const url = API_BASE + endpointPath('factoringApplyAdd');
      const headers = { authorization: `Bearer ${t.user}`, 'content-type': 'application/json' };
      for (const payload of [
        '{"buyerName":',
        '',
        '[]',
        JSON.stringify({ ...validApplication(), buyerName: 'a\u0000b' }),
      ]) {
        const res = await s.app.inject({ method: 'POST', url, headers, payload });
        expect(res.statusCode, payload.slice(0, 20)).toBe(400);
      }
    });
  });

  it('an invoice held by a live application of the enterprise is refused; another enterprise may use it', async () => {
    const paidInvoice = SALES[0].invoices[0].invoiceNo;
    const body = validApplication({
      invoices: [{ ...validApplication().invoices[0], invoiceNo: paidInvoice }],
      amount: 1000,
    });
    const res = await expectNoDbChange(s, () => add(t.user, body));
    expect(envelopeOf(res)).toEqual(business(FACTORING_MSG.invoiceTaken([paidInvoice])));
    // 国能神东 has no application with it.
    expect(envelopeOf(await add(t.user2, body)).code).toBe('200');
    // A rejected application's invoice is free again.
    const rejected = SALES[4].invoices[0].invoiceNo;
    const again = validApplication({
      invoices: [{ ...validApplication().invoices[0], invoiceNo: rejected }],
      amount: 1000,
    });
    expect(envelopeOf(await add(t.user, again)).code).toBe('200');
  });

  it('two submissions racing for the same invoice: one is stored, the other is told', async () => {
    const body = validApplication();
    const answers = await Promise.all([add(t.user, body), add(t.user, body)].map(async (r) => envelopeOf(await r)));
    const okCount = answers.filter((a) => a.code === '200').length;
    expect(okCount).toBe(1);
    const refused = answers.find((a) => a.code !== '200')!;
    expect(refused.code).toBe(RESPONSE_CODE.business);
    expect(refused.msg).toContain('不能重复转让');
    const no = body.invoices[0].invoiceNo;
    const held = await s.database.db.select().from(factoringInvoices).where(eq(factoringInvoices.invoiceNo, no));
    expect(held.filter((h) => h.live)).toHaveLength(1);
  });
});

describe('withdraw', () => {
  it('the applicant withdraws a waiting application once; its invoices are free again', async () => {
    const body = validApplication();
    const id = envelopeOf(await add(t.user, body), 'factoringApplyAdd').data[0].id;
    const res = envelopeOf(await withdraw(t.user, id), 'factoringApplyWithdraw');
    expect(res).toMatchObject({ code: '200', msg: FACTORING_MSG.withdrawn });
    expect(res.data[0]).toMatchObject({ status: '已撤回', canWithdraw: false });
    expect(res.data[0].history.map((h) => h.action)).toEqual(['提交申请', '撤回申请']);
    const twice = await expectNoDbChange(s, () => withdraw(t.user, id));
    expect(envelopeOf(twice)).toEqual(business(FACTORING_MSG.notWithdrawable('已撤回')));
    expect(envelopeOf(await add(t.user, body)).code).toBe('200');
    // It left the operators' to-do list.
    const todo = await callEnv(s.app, 'factoringReviewTodo', { token: t.ops, body: { pageSize: 100 } });
    expect(todo.data[0].records.map((r) => r.id)).not.toContain(id);
  });

  it('refuses another enterprise’s application, a colleague’s, and a decided one', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await withdraw(t.user, SHENDONG.id))).toEqual(NOT_FOUND);
      expect(envelopeOf(await withdraw(t.user, SALES[3].id)).code).toBe(RESPONSE_CODE.business); // 王建国's
      expect(envelopeOf(await withdraw(t.user, SALES[1].id))).toEqual(
        business(FACTORING_MSG.notWithdrawable('已通过')),
      );
      expect((await call(s.app, 'factoringApplyWithdraw', { token: t.user, body: { id: 'x' } })).statusCode).toBe(400);
    });
  });
});
