/**
 * The settlement job's queries. A submitted order is its own job (`next_run_at`): the due one is claimed with
 * FOR UPDATE SKIP LOCKED in the transaction that settles it, as content's jobs are (content/jobs-repo.ts): another
 * instance polling at the same moment skips it, and a crash before the commit leaves it due for the next poll.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { PaymentOrderStatus } from '@portal/shared';
import type { DbOrTx } from '../../db/client.ts';
import { paymentBankAccounts, paymentChannels, paymentOrders } from '../../db/schema/payment.ts';

export interface DueOrder {
  id: string;
  entId: string;
  status: string;
  channelId: string;
  payerAccountId: string;
  payeeAccountNo: string;
  amount: string;
  bankSerial: string | null;
}

/** The oldest due order nobody else holds, locked for this transaction (undefined: none). */
export async function claimDueOrder(tx: DbOrTx, now: Date): Promise<DueOrder | undefined> {
  const [row] = await tx
    .select({
      id: paymentOrders.id,
      entId: paymentOrders.entId,
      status: paymentOrders.status,
      channelId: paymentOrders.channelId,
      payerAccountId: paymentOrders.payerAccountId,
      payeeAccountNo: paymentOrders.payeeAccountNo,
      amount: paymentOrders.amount,
      bankSerial: paymentOrders.bankSerial,
    })
    .from(paymentOrders)
    .where(and(isNotNull(paymentOrders.nextRunAt), lte(paymentOrders.nextRunAt, now)))
    .orderBy(asc(paymentOrders.nextRunAt), asc(paymentOrders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export interface ChannelState {
  bankName: string;
  status: string;
  dailyLimit: string;
}

/** Marks the channel checked (the gateway's 最近检测时间) and answers its state. */
export async function checkChannel(tx: DbOrTx, id: string, now: Date): Promise<ChannelState> {
  const [row] = await tx.update(paymentChannels).set({ lastCheckAt: now }).where(eq(paymentChannels.id, id)).returning({
    bankName: paymentChannels.bankName,
    status: paymentChannels.status,
    dailyLimit: paymentChannels.dailyLimit,
  });
  return row;
}

/**
 * The payer account's state, its row locked until the commit: the daily total below is then read by one settlement
 * at a time per account, so two instances cannot both accept the order that crosses the limit.
 */
export async function lockPayerAccount(tx: DbOrTx, id: string): Promise<{ status: string }> {
  const [row] = await tx
    .select({ status: paymentBankAccounts.status })
    .from(paymentBankAccounts)
    .where(eq(paymentBankAccounts.id, id))
    .for('update');
  return row;
}

/** What the account has had accepted on the channel on the day of `now` (Beijing time, §9 +08:00), in 元. */
export async function acceptedToday(tx: DbOrTx, accountId: string, channelId: string, now: Date): Promise<string> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${paymentOrders.amount}), 0)::numeric(16,2)::text`,
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.payerAccountId, accountId),
        eq(paymentOrders.channelId, channelId),
        inArray(paymentOrders.status, ['处理中', '已支付'] satisfies PaymentOrderStatus[]),
        sql`(${paymentOrders.submittedAt} at time zone 'Asia/Shanghai')::date
          = (${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date`,
      ),
    );
  return row.total;
}

/** 已提交 → 处理中: the bank accepted it; it looks again at `next`. */
export async function markAccepted(tx: DbOrTx, id: string, bankSerial: string, next: Date): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: '处理中' satisfies PaymentOrderStatus, bankSerial, nextRunAt: next })
    .where(eq(paymentOrders.id, id));
}

export async function markPaid(tx: DbOrTx, id: string, receiptNo: string, now: Date): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: '已支付' satisfies PaymentOrderStatus, receiptNo, finishedAt: now, nextRunAt: null })
    .where(eq(paymentOrders.id, id));
}

export async function markFailed(tx: DbOrTx, id: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: '支付失败' satisfies PaymentOrderStatus, failReason: reason, finishedAt: now, nextRunAt: null })
    .where(eq(paymentOrders.id, id));
}

/** An order whose state the job does not settle (changed by hand): nothing more to do. */
export async function dropJob(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(paymentOrders).set({ nextRunAt: null }).where(eq(paymentOrders.id, id));
}
