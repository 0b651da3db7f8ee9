/**
 * Payments (支付, §2.3 /bestPay, /webPay, /eFinancialGateway; §7.4 getBankAccountList): the enterprise's bank accounts
 * (masked), the bank channels, and payment orders scoped to the session's enterprise; idempotent submission (one order
 * per request id, however many times it is sent), the moves 提交 / 撤销, the 电子回单, and bad input refused with a
 * Chinese message and nothing written.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { ENT } from '../src/db/seed/ids.ts';
import { PAYMENT_ACCOUNT, SEED_BANK_ACCOUNTS, SEED_ORDERS } from '../src/db/seed/payment.ts';
import { paymentFigures, runPaymentJobs } from '../src/modules/payment/index.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({}, ['user', 'user2', 'limited']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.PAYMENT_ORDER_NOT_FOUND, data: [] };
const SHENDONG_ORDER = SEED_ORDERS.find((o) => o.entId === ENT.shendong)!.id;
const PAID_ORDER = SEED_ORDERS[0];
const CREATED_ORDER = SEED_ORDERS.find((o) => o.status === '已创建')!.id;

const add = (token: string, body: unknown) => call(s.app, 'paymentOrderAdd', { token, body });
const valid = () => ({
  requestId: randomUUID(),
  channelType: '网银',
  payerAccountId: PAYMENT_ACCOUNT.salesIcbc,
  payeeName: '国能黄骅港务有限责任公司',
  payeeAccountNo: '0409003109300045678',
  payeeBank: '中国工商银行黄骅支行',
  amount: 1200.5,
  purpose: '支付港口杂费',
  remark: '',
});

/**
 * Settles every due order now (the settlement job also polls on its own): a check that nothing changes must not
 * see the job finish an order submitted just before. An hour ahead, so an order the poller has just accepted (asked
 * again one interval later) is settled too.
 */
const drain = () => runPaymentJobs(s.app.deps, { settleDelayMs: 0, now: new Date(Date.now() + 3_600_000) });

async function ordersOfRequest(requestId: string): Promise<number> {
  const res = await s.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from payment_orders where request_id = ${requestId}`,
  );
  return res.rows[0].n;
}

beforeAll(drain);

describe('access', () => {
  it('a user without the payment menus gets 403 on every call, and nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      const tk = t.limited;
      expect(await callEnv(s.app, 'getBankAccountList', { token: tk, body: {} })).toEqual(DENIED);
      expect(await callEnv(s.app, 'paymentChannelList', { token: tk, body: {} })).toEqual(DENIED);
      expect(await callEnv(s.app, 'paymentOrderPage', { token: tk, body: { channelType: '网银' } })).toEqual(DENIED);
      expect(envelopeOf(await add(tk, valid()))).toEqual(DENIED);
      expect(await callEnv(s.app, 'paymentOrderSubmit', { token: tk, body: { id: CREATED_ORDER } })).toEqual(DENIED);
      expect(await callEnv(s.app, 'paymentOrderCancel', { token: tk, body: { id: CREATED_ORDER } })).toEqual(DENIED);
      expect(await callEnv(s.app, 'paymentOrderDetail', { token: tk, query: { id: PAID_ORDER.id } })).toEqual(DENIED);
      expect(await callEnv(s.app, 'paymentOrderReceipt', { token: tk, query: { id: PAID_ORDER.id } })).toEqual(DENIED);
    });
  });

  it('without a token: 9999', async () => {
    await expectNoDbChange(s, async () => {
      expect((await callEnv(s.app, 'getBankAccountList', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
      expect(envelopeOf(await add('', valid())).code).toBe(RESPONSE_CODE.tokenInvalid);
    });
  });
});

describe('bank accounts and channels', () => {
  it("lists the session enterprise's accounts only, masked except the last 4 digits", async () => {
    const res = await call(s.app, 'getBankAccountList', { token: t.user, body: {} });
    const body = envelopeOf(res, 'getBankAccountList');
    const own = SEED_BANK_ACCOUNTS.filter((a) => a.entId === ENT.sales);
    expect(body.data.map((a) => a.id)).toEqual(own.map((a) => a.id));
    for (const [i, a] of body.data.entries()) {
      expect(a.accountNoMasked.endsWith(own[i].accountNo.slice(-4))).toBe(true);
      expect(a.accountNoMasked).toMatch(/^\*+\d{4}$/);
      expect(res.body).not.toContain(own[i].accountNo);
    }
    const other = await callEnv(s.app, 'getBankAccountList', { token: t.user2, body: null });
    expect(other.data.map((a) => a.id)).toEqual([PAYMENT_ACCOUNT.shendongBoc]);
  });

  it('lists the channels with limits, state and the success rate of the own orders', async () => {
    const res = await callEnv(s.app, 'paymentChannelList', { token: t.user, body: {} });
    expect(res.data).toHaveLength(8);
    expect(new Set(res.data.map((c) => c.status))).toEqual(new Set(['正常', '维护', '停用']));
    const icbcWeb = res.data.find((c) => c.bankName === '中国工商银行' && c.channelType === '网银')!;
    expect(icbcWeb.singleLimit).toBe('50000000.00');
    // The seeded 已支付 and 支付失败 orders of 国能销售 on it.
    expect(icbcWeb).toMatchObject({ successRate: '50.00', finishedCount: 2 });
    const bocWeb = res.data.find((c) => c.bankName === '中国银行' && c.channelType === '网银')!;
    // 国能神东's paid order is not 国能销售's.
    expect(bocWeb).toMatchObject({ successRate: null, finishedCount: 0 });
    const best = await callEnv(s.app, 'paymentChannelList', { token: t.user, body: { channelType: '翼支付' } });
    expect(best.data.every((c) => c.channelType === '翼支付')).toBe(true);
  });
});

describe('orders: list and detail', () => {
  it('lists the own orders of one channel type, newest first, with a keyword', async () => {
    const res = await callEnv(s.app, 'paymentOrderPage', {
      token: t.user,
      body: { channelType: '网银', pageSize: 100 },
    });
    const ids = res.data[0].records.map((o) => o.id);
    expect(ids).not.toContain(SHENDONG_ORDER);
    expect(res.data[0].records.every((o) => o.channelType === '网银')).toBe(true);
    expect(ids).toContain(PAID_ORDER.id);
    const found = await callEnv(s.app, 'paymentOrderPage', {
      token: t.user,
      body: { channelType: '网银', keyword: '港口装卸', status: '已支付' },
    });
    expect(found.data[0].records.map((o) => o.id)).toEqual([PAID_ORDER.id]);
  });

  it("another enterprise's order answers as missing on every call, and nothing changes", async () => {
    await expectNoDbChange(s, async () => {
      const q = { token: t.user, query: { id: SHENDONG_ORDER } };
      expect(await callEnv(s.app, 'paymentOrderDetail', q)).toEqual(NOT_FOUND);
      expect(await callEnv(s.app, 'paymentOrderReceipt', q)).toEqual(NOT_FOUND);
      const b = { token: t.user, body: { id: SHENDONG_ORDER } };
      expect(await callEnv(s.app, 'paymentOrderSubmit', b)).toEqual(NOT_FOUND);
      expect(await callEnv(s.app, 'paymentOrderCancel', b)).toEqual(NOT_FOUND);
    });
  });

  it('the 电子回单 of a paid order carries the amount in capital numerals; none before it is paid', async () => {
    const res = await callEnv(s.app, 'paymentOrderReceipt', { token: t.user, query: { id: PAID_ORDER.id } });
    expect(res.data[0]).toMatchObject({
      receiptNo: `HD${PAID_ORDER.id}`,
      orderNo: `FK${PAID_ORDER.id}`,
      amount: '1286500.00',
      amountInWords: '壹佰贰拾捌万陆仟伍佰元整',
      payerName: '国能销售集团有限公司',
    });
    const none = await callEnv(s.app, 'paymentOrderReceipt', { token: t.user, query: { id: CREATED_ORDER } });
    expect(none).toMatchObject({ code: RESPONSE_CODE.business, msg: M.PAYMENT_RECEIPT_NOT_READY });
  });
});

describe('orders: idempotent submission', () => {
  it('the same request id twice gives one order and the same answer', async () => {
    const body = valid();
    const first = envelopeOf(await add(t.user, body), 'paymentOrderAdd');
    expect(first).toMatchObject({ code: '200', msg: M.PAYMENT_SUBMITTED });
    expect(first.data[0]).toMatchObject({
      amount: '1200.50',
      creatorName: '李明',
      payerAccountNoMasked: '************3456',
    });
    const again = envelopeOf(await add(t.user, body), 'paymentOrderAdd');
    expect(again.code).toBe('200');
    expect(again.msg).toBe(first.msg);
    expect(again.data[0].id).toBe(first.data[0].id);
    expect(await ordersOfRequest(body.requestId)).toBe(1);
  });

  it('100 submissions of one request id at once write exactly one order, each answered with it', async () => {
    const body = valid();
    const answers = await Promise.all(Array.from({ length: 100 }, () => add(t.user, body)));
    const ids = new Set(answers.map((r) => envelopeOf(r, 'paymentOrderAdd').data[0]?.id));
    expect(answers.every((r) => envelopeOf(r).code === '200')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await ordersOfRequest(body.requestId)).toBe(1);
  });

  it('a request id reused with other data is refused, nothing written', async () => {
    const body = valid();
    await add(t.user, body);
    await drain();
    await expectNoDbChange(s, async () => {
      const res = envelopeOf(await add(t.user, { ...body, amount: 99 }));
      expect(res).toMatchObject({ code: RESPONSE_CODE.business, msg: M.PAYMENT_REQUEST_REUSED });
    });
  });

  it('保存 makes 已创建; 提交 once, a second 提交 is told; 撤销 only from 已创建', async () => {
    const saved = envelopeOf(await add(t.user, { ...valid(), submit: false }), 'paymentOrderAdd');
    expect(saved).toMatchObject({ code: '200', msg: M.PAYMENT_SAVED });
    const id = saved.data[0].id;
    expect(saved.data[0].status).toBe('已创建');
    const sent = await callEnv(s.app, 'paymentOrderSubmit', { token: t.user, body: { id } });
    expect(sent.code).toBe('200');
    expect(['已提交', '处理中', '已支付']).toContain(sent.data[0].status);
    await drain();
    await expectNoDbChange(s, async () => {
      const twice = await callEnv(s.app, 'paymentOrderSubmit', { token: t.user, body: { id } });
      expect(twice).toMatchObject({ code: RESPONSE_CODE.business, msg: M.PAYMENT_ALREADY_SUBMITTED });
      const cancel = await callEnv(s.app, 'paymentOrderCancel', { token: t.user, body: { id } });
      expect(cancel).toMatchObject({ code: RESPONSE_CODE.business, msg: M.PAYMENT_NOT_CANCELLABLE });
    });
    const other = envelopeOf(await add(t.user, { ...valid(), submit: false }), 'paymentOrderAdd').data[0].id;
    const cancelled = await callEnv(s.app, 'paymentOrderCancel', { token: t.user, body: { id: other } });
    expect(cancelled).toMatchObject({ code: '200', msg: M.PAYMENT_CANCELLED });
    expect(cancelled.data[0].status).toBe('已撤销');
  });
});

describe('orders: bad input is refused with a Chinese message, nothing written', () => {
  beforeAll(drain);
  const cases: [string, Record<string, unknown>, string][] = [
    ['a negative amount', { amount: -1 }, M.PAYMENT_AMOUNT_RULE],
    ['a zero amount', { amount: 0 }, M.PAYMENT_AMOUNT_RULE],
    ['three decimals', { amount: '1.234' }, M.PAYMENT_AMOUNT_RULE],
    ['not a number', { amount: 'abc' }, M.PAYMENT_AMOUNT_RULE],
    ['no amount', { amount: null }, M.PAYMENT_AMOUNT_RULE],
    ['beyond 100,000,000', { amount: 100000000.01 }, M.PAYMENT_AMOUNT_RULE],
    ['exponent notation', { amount: 1e21 }, M.PAYMENT_AMOUNT_RULE],
    ['a 7-digit payee account', { payeeAccountNo: '1234567' }, M.PAYMENT_PAYEE_ACCOUNT_RULE],
    ['a 31-digit payee account', { payeeAccountNo: '1'.repeat(31) }, M.PAYMENT_PAYEE_ACCOUNT_RULE],
    ['letters in the payee account', { payeeAccountNo: '62220abc12345' }, M.PAYMENT_PAYEE_ACCOUNT_RULE],
    ['an empty payee name', { payeeName: '   ' }, M.PAYMENT_PAYEE_NAME_RULE],
    ['an oversized payee name', { payeeName: '名'.repeat(101) }, M.PAYMENT_PAYEE_NAME_RULE],
    ['a purpose of one character', { purpose: '款' }, M.PAYMENT_PURPOSE_RULE],
    ['an oversized remark', { remark: 'x'.repeat(201) }, M.PAYMENT_REMARK_RULE],
    ['an unknown channel type', { channelType: '支付宝' }, M.PAYMENT_CHANNEL_TYPE_RULE],
    ['a malformed request id', { requestId: 'a b' }, M.PAYMENT_REQUEST_ID_RULE],
    ['a payer account id of letters', { payerAccountId: 'abc' }, M.PAYMENT_PAYER_REQUIRED],
  ];
  for (const [label, over, msg] of cases) {
    it(label, async () => {
      await expectNoDbChange(s, async () => {
        const res = await add(t.user, { ...valid(), ...over });
        expect(res.statusCode, res.body).toBe(400);
        expect(envelopeOf(res).msg).toContain(msg);
      });
    });
  }

  it('NUL characters, an empty body and wrong types are refused with 400', async () => {
    await expectNoDbChange(s, async () => {
      for (const body of [{}, { ...valid(), payeeName: 'a\u0000b' }, { ...valid(), submit: 'yes' }, []]) {
        const res = await add(t.user, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  const business: [string, Record<string, unknown>, string][] = [
    [
      'over the channel single-payment limit',
      { channelType: '翼支付', amount: '500000.01' },
      M.paymentAmountOverLimit('500000.00'),
    ],
    ["another enterprise's payer account", { payerAccountId: PAYMENT_ACCOUNT.shendongBoc }, M.PAYMENT_PAYER_NOT_FOUND],
    ['a payer whose bank channel is 停用', { payerAccountId: PAYMENT_ACCOUNT.salesAbc }, M.PAYMENT_CHANNEL_DISABLED],
  ];
  for (const [label, over, msg] of business) {
    it(label, async () => {
      await expectNoDbChange(s, async () => {
        expect(envelopeOf(await add(t.user, { ...valid(), ...over }))).toEqual({
          code: RESPONSE_CODE.business,
          msg,
          data: [],
        });
      });
    });
  }

  it('an order id that is no id is refused with 400', async () => {
    const res = await call(s.app, 'paymentOrderDetail', { token: t.user, query: { id: "1' or 1=1" } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toContain(M.PAYMENT_ORDER_ID_RULE);
  });
});

describe('the product home figures', () => {
  it('counts what is in progress and sums what was paid, with the latest order', async () => {
    const f = await paymentFigures(s.database.db, ENT.shendong);
    expect(f.figures).toEqual([
      { label: '处理中', value: '0', unit: '笔' },
      { label: '本月已支付', value: '0.00', unit: '元' },
      { label: '累计支付', value: '2450000.00', unit: '元' },
    ]);
    expect(f.latest).toMatchObject({ status: '已支付', at: new Date(SEED_ORDERS[7].createdAt).toISOString() });
    const march = await paymentFigures(s.database.db, ENT.shendong, new Date('2026-03-20T00:00:00+08:00'));
    expect(march.figures[1].value).toBe('2450000.00');
  });
});

describe('the write limit counts new orders, not repeats', () => {
  it('past RATE_LIMIT_WRITE new orders a minute a user gets 429; a repeat of a request id still answers its order', async () => {
    const base = {
      ...valid(),
      payerAccountId: PAYMENT_ACCOUNT.shendongBoc,
      payeeName: '郑州煤矿机械集团股份有限公司',
      submit: false,
    };
    const first = envelopeOf(await add(t.user2, base), 'paymentOrderAdd');
    expect(first.code).toBe('200');
    for (let i = 1; i < s.config.rateLimitWrite; i++)
      expect(envelopeOf(await add(t.user2, { ...base, requestId: randomUUID() })).code).toBe('200');
    await expectNoDbChange(s, async () => {
      const over = await add(t.user2, { ...base, requestId: randomUUID() });
      expect(over.statusCode).toBe(429);
      expect(envelopeOf(over).msg).toBe(M.TOO_MANY_REQUESTS);
    });
    const again = envelopeOf(await add(t.user2, base), 'paymentOrderAdd');
    expect(again.code).toBe('200');
    expect(again.data[0].id).toBe(first.data[0].id);
  });
});
