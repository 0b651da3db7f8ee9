/**
 * The payment settlement job (modules/payment/settlement.ts) on the simulated bank (channel.ts): a submitted order goes
 * 已提交 → 处理中 → 已支付 with a 电子回单, or 支付失败 with the bank's reason (a channel in 维护, over the daily limit,
 * an unknown payee account); the job is a row, so an order submitted before a restart is settled after it, and each
 * order is settled once however many pollers run.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as M from '@portal/shared';
import { PAYMENT_ACCOUNT } from '../src/db/seed/payment.ts';
import { runPaymentJobs, startPaymentPoller } from '../src/modules/payment/index.ts';
import { call, callEnv, envelopeOf, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['user']);

const ahead = (ms: number) => new Date(Date.now() + ms);

async function submit(over: Record<string, unknown> = {}): Promise<string> {
  const res = await call(s.app, 'paymentOrderAdd', {
    token: t.user,
    body: {
      requestId: randomUUID(),
      channelType: '网银',
      payerAccountId: PAYMENT_ACCOUNT.salesIcbc,
      payeeName: '国能黄骅港务有限责任公司',
      payeeAccountNo: '0409003109300045678',
      payeeBank: '中国工商银行黄骅支行',
      amount: '1000.00',
      purpose: '支付港口杂费',
      ...over,
    },
  });
  const body = envelopeOf(res, 'paymentOrderAdd');
  expect(body.code, body.msg).toBe('200');
  return body.data[0].id;
}

const detail = async (id: string) =>
  (await callEnv(s.app, 'paymentOrderDetail', { token: t.user, query: { id } })).data[0];

describe('settlement on the simulated bank', () => {
  it('已提交 → 处理中 at the first step, → 已支付 with a receipt one interval later', async () => {
    const id = await submit({ amount: '1234.56' });
    // An hour ahead of the poller's own steps, then an interval later: the job's outcome, whoever ran it.
    await runPaymentJobs(s.app.deps, { now: ahead(3_600_000), settleDelayMs: 60_000 });
    expect(['处理中', '已支付']).toContain((await detail(id)).status);
    await runPaymentJobs(s.app.deps, { now: ahead(3_700_000), settleDelayMs: 60_000 });
    const paid = await detail(id);
    expect(paid).toMatchObject({ status: '已支付', receiptNo: `HD${id}`, failReason: null });
    expect(paid.paidAt).not.toBeNull();
    const receipt = await callEnv(s.app, 'paymentOrderReceipt', { token: t.user, query: { id } });
    expect(receipt.data[0]).toMatchObject({ amount: '1234.56', amountInWords: '壹仟贰佰叁拾肆元伍角陆分' });
  });

  it('a channel in 维护 fails the order with the reason', async () => {
    const id = await submit({ channelType: '翼支付', payerAccountId: PAYMENT_ACCOUNT.salesCcb });
    await runPaymentJobs(s.app.deps, { now: ahead(3_600_000), settleDelayMs: 0 });
    expect(await detail(id)).toMatchObject({
      status: '支付失败',
      failReason: M.PAYMENT_FAIL_MAINTENANCE,
      receiptNo: null,
    });
  });

  it('an unknown payee account (ending 0000) is returned by the bank', async () => {
    const id = await submit({ payeeAccountNo: '6222020000000000' });
    await runPaymentJobs(s.app.deps, { now: ahead(3_600_000), settleDelayMs: 0 });
    expect(await detail(id)).toMatchObject({ status: '支付失败', failReason: M.PAYMENT_FAIL_PAYEE_UNKNOWN });
  });

  it("over the channel's daily limit the order fails; the ones within it are paid", async () => {
    // 中国农业银行 翼支付: single 200,000.00, daily 1,000,000.00 per account.
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(await submit({ channelType: '翼支付', payerAccountId: PAYMENT_ACCOUNT.salesAbc, amount: '190000.00' }));
    await runPaymentJobs(s.app.deps, { settleDelayMs: 0 });
    const states = await Promise.all(ids.map(detail));
    expect(states.filter((o) => o.status === '已支付')).toHaveLength(5);
    const failed = states.filter((o) => o.status === '支付失败');
    expect(failed.map((o) => o.failReason)).toEqual([M.paymentFailDailyLimit('1000000.00')]);
  });

  it('marks the channel checked (the gateway’s 最近检测时间)', async () => {
    const now = ahead(7_200_000);
    await submit();
    await runPaymentJobs(s.app.deps, { now, settleDelayMs: 0 });
    const res = await callEnv(s.app, 'paymentChannelList', { token: t.user, body: { channelType: '网银' } });
    const icbc = res.data.find((c) => c.bankName === '中国工商银行')!;
    expect(new Date(icbc.lastCheckAt!).getTime()).toBeGreaterThanOrEqual(now.getTime());
  });
});

describe('a job is a row', () => {
  it('an order submitted before a restart is settled after it, once however many pollers run', async () => {
    const ids = [await submit(), await submit(), await submit()];
    // The data as a restarted server finds it; no poller runs on this handle but the ones below.
    const reopened = await s.reopen();
    try {
      const deps = { db: reopened.db };
      const count = async (status: string) =>
        (
          await reopened.db.execute<{ n: number }>(
            sql`select count(*)::int as n from payment_orders where id in (${sql.join(ids, sql`, `)}) and status = ${status}`,
          )
        ).rows[0].n;
      const at = ahead(3_600_000);
      const steps = await Promise.all([
        runPaymentJobs(deps, { now: at, settleDelayMs: 0 }),
        runPaymentJobs(deps, { now: at, settleDelayMs: 0 }),
      ]);
      // Each order: one send and one query, never twice (orders the server's poller had taken a step on need fewer).
      expect(steps[0] + steps[1]).toBeLessThanOrEqual(ids.length * 2 + 2);
      expect(await count('已支付')).toBe(3);
      expect(await runPaymentJobs(deps, { now: at })).toBe(0);
    } finally {
      await reopened.close();
    }
  });

  it('the poller settles a submitted order by itself', async () => {
    const id = await submit();
    const stop = startPaymentPoller(s.app.deps, 50, s.app.log);
    try {
      await vi.waitFor(async () => expect((await detail(id)).status).toBe('已支付'), {
        timeout: 30_000,
        interval: 100,
      });
    } finally {
      stop();
    }
  });
});
