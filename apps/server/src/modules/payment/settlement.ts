/**
 * The settlement job: every instance polls (PAYMENT_JOB_INTERVAL_MS, 5 s by default) and settles each due order in
 * its own transaction, claimed FOR UPDATE SKIP LOCKED (jobs-repo.ts): an order is handled once across instances and
 * survives a restart (it is a row; a crash before the commit leaves it due). Two steps, one poll apart, so 处理中 is a
 * real state: 已提交 → send to the channel → 处理中 (or 支付失败); 处理中 → ask the channel → 已支付 | 支付失败.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { simulatedBank, type ChannelAdapter } from './channel.ts';
import {
  acceptedToday,
  checkChannel,
  claimDueOrder,
  dropJob,
  lockPayerAccount,
  markAccepted,
  markFailed,
  markPaid,
} from './jobs-repo.ts';

export const DEFAULT_PAYMENT_JOB_INTERVAL_MS = 5000;

export interface SettleOptions {
  now?: Date;
  /** How long the channel has before it is asked how an accepted order ended. */
  settleDelayMs?: number;
  adapter?: ChannelAdapter;
}

/** Settles every order due at `now`; answers how many steps ran. */
export async function runPaymentJobs(deps: Pick<Deps, 'db'>, opts: SettleOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const delay = opts.settleDelayMs ?? DEFAULT_PAYMENT_JOB_INTERVAL_MS;
  const adapter = opts.adapter ?? simulatedBank;
  let ran = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await claimDueOrder(tx, now);
      if (!order) return false;
      if (order.status === '已提交') {
        const payer = await lockPayerAccount(tx, order.payerAccountId);
        const channel = await checkChannel(tx, order.channelId, now);
        const answer = await adapter.send({
          orderId: order.id,
          amount: order.amount,
          channel,
          payerStatus: payer.status,
          acceptedToday: await acceptedToday(tx, order.payerAccountId, order.channelId, now),
        });
        if (answer.accepted) await markAccepted(tx, order.id, answer.bankSerial, new Date(now.getTime() + delay));
        else await markFailed(tx, order.id, answer.reason, now);
      } else if (order.status === '处理中' && order.bankSerial) {
        await checkChannel(tx, order.channelId, now);
        const answer = await adapter.query({
          orderId: order.id,
          bankSerial: order.bankSerial,
          payeeAccountNo: order.payeeAccountNo,
        });
        if (answer.paid) await markPaid(tx, order.id, answer.receiptNo, now);
        else await markFailed(tx, order.id, answer.reason, now);
      } else {
        await dropJob(tx, order.id);
      }
      return true;
    });
    if (!done) return ran;
    ran++;
  }
}

/** Polls every `intervalMs` until stopped; a poll still running skips the next tick. */
export function startPaymentPoller(deps: Pick<Deps, 'db'>, intervalMs: number, log: FastifyBaseLogger): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runPaymentJobs(deps, { settleDelayMs: intervalMs });
    } catch (err) {
      log.warn({ err }, 'payment jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
