/**
 * The payment order's rules beyond a query: an idempotent submission (one order per request id, the same answer to
 * every repeat, a unique index deciding between concurrent ones), the payer account and channel checks, the moves a
 * user makes (提交, 撤销) and the 电子回单.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as M from '@portal/shared';
import {
  MENU,
  amountCents,
  amountInChinese,
  maskAccountNo,
  normalizePath,
  normalizePaymentAmount,
  type PaymentChannelType,
  type PaymentOrder,
  type PaymentOrderInput,
  type PaymentOrderStatus,
  type PaymentReceipt,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';
import { fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import {
  findBankAccount,
  findChannelFor,
  findOrder,
  findOrderByRequest,
  insertOrderOnce,
  moveOrder,
  orderToApi,
  type OrderRow,
} from './repo.ts';

/** /bestPay shows the 翼支付 orders, /webPay the 网银 ones: each channel type needs its own menu. */
export const MENU_OF_CHANNEL: Record<PaymentChannelType, string> = {
  翼支付: MENU.payment.bestPay,
  网银: MENU.payment.webPay,
};

export async function requireChannelMenu(req: FastifyRequest, type: PaymentChannelType): Promise<void> {
  const held = (await req.permissions()).menuPaths;
  if (!held.has(normalizePath(MENU_OF_CHANNEL[type]).toLowerCase())) throw fail.forbidden(M.PERMISSION_DENIED);
}

export interface Author {
  entId: string;
  userId: string;
  /** Asked only when an order is written. */
  name: () => Promise<string>;
}

type Input = Required<Omit<PaymentOrderInput, 'amount'>> & { amount: string | number };

function fingerprint(input: Input, amount: string): string {
  const fields = [
    input.channelType,
    input.payerAccountId,
    input.payeeName.trim(),
    input.payeeAccountNo.trim(),
    input.payeeBank.trim(),
    amount,
    input.purpose.trim(),
    input.remark.trim(),
    String(input.submit),
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The order a request id already made: the same answer, or a refusal when the key came with other data. */
function repeatOf(row: OrderRow, hash: string): PaymentOrder {
  if (row.requestHash !== hash) throw fail.business(M.PAYMENT_REQUEST_REUSED);
  return orderToApi(row);
}

/**
 * The answers to request ids on this instance, kept a few seconds: a repeat arriving while the first is answered, or
 * just after, gets that answer without asking the database again (100 clicks at once cost one write and one read).
 * Across instances, and after the few seconds, the unique index and the stored order decide as before.
 */
const ANSWER_TTL_MS = 10_000;
const ANSWERS_MAX = 10_000;
const recentAnswers = perApp(() => new Map<string, { flight: Promise<OrderRow>; until: number }>());

function remember(
  answers: Map<string, { flight: Promise<OrderRow>; until: number }>,
  key: string,
  flight: Promise<OrderRow>,
) {
  if (answers.size >= ANSWERS_MAX) {
    // Insertion order is age order: drop what has expired, and the oldest if still full.
    const now = Date.now();
    for (const [k, v] of answers) if (v.until <= now || answers.size >= ANSWERS_MAX) answers.delete(k);
  }
  answers.set(key, { flight, until: Number.POSITIVE_INFINITY });
  flight.then(
    () => {
      const entry = answers.get(key);
      if (entry?.flight === flight) entry.until = Date.now() + ANSWER_TTL_MS;
    },
    // A refusal wrote nothing: the next try is checked again.
    () => {
      if (answers.get(key)?.flight === flight) answers.delete(key);
    },
  );
}

/**
 * The per-user write limit (RATE_LIMIT_WRITE a minute, as the platform's) counted on the orders a user makes, not on
 * the calls: repeats of a request id are free, a flood of new ones is refused with 429.
 */
const newOrderTimes = perApp(() => new Map<string, number[]>());

function countNewOrder(deps: Deps, userId: string): void {
  const times = newOrderTimes(deps);
  const now = Date.now();
  const recent = (times.get(userId) ?? []).filter((t) => t > now - 60_000);
  if (recent.length >= deps.config.rateLimitWrite) {
    times.set(userId, recent);
    throw fail.withCode('429', M.TOO_MANY_REQUESTS, 429);
  }
  recent.push(now);
  times.set(userId, recent);
}

export async function createOrder(deps: Deps, author: Author, input: Input, now = new Date()): Promise<PaymentOrder> {
  const amount = normalizePaymentAmount(input.amount)!;
  const hash = fingerprint(input, amount);
  const answers = recentAnswers(deps);
  const key = `${author.entId}:${input.requestId}`;
  const known = answers.get(key);
  let flight = known && known.until > Date.now() ? known.flight : undefined;
  if (!flight) {
    flight = writeOnce(deps, author, input, amount, hash, now);
    remember(answers, key, flight);
  }
  return repeatOf(await flight, hash);
}

/** The order of the request id: the one stored, or written now once the payer account and channel allow it. */
async function writeOnce(
  deps: Deps,
  author: Author,
  input: Input,
  amount: string,
  hash: string,
  now: Date,
): Promise<OrderRow> {
  const { db } = deps;
  const before = await findOrderByRequest(db, author.entId, input.requestId);
  if (before) return before;

  const payer = await findBankAccount(db, author.entId, input.payerAccountId);
  if (!payer) throw fail.business(M.PAYMENT_PAYER_NOT_FOUND);
  if (payer.status !== '正常') throw fail.business(M.PAYMENT_PAYER_NOT_USABLE);
  const channel = await findChannelFor(db, payer.bankName, input.channelType);
  if (!channel) throw fail.business(M.PAYMENT_CHANNEL_NOT_OPEN);
  if (channel.status === '停用') throw fail.business(M.PAYMENT_CHANNEL_DISABLED);
  if (amountCents(amount) > amountCents(channel.singleLimit))
    throw fail.business(M.paymentAmountOverLimit(channel.singleLimit));

  countNewOrder(deps, author.userId);
  const id = newId();
  const status: PaymentOrderStatus = input.submit ? '已提交' : '已创建';
  await insertOrderOnce(db, {
    id,
    orderNo: `FK${id}`,
    entId: author.entId,
    userId: author.userId,
    creatorName: await author.name(),
    requestId: input.requestId,
    requestHash: hash,
    channelId: channel.id,
    channelType: input.channelType,
    payerAccountId: payer.id,
    payeeName: input.payeeName.trim(),
    payeeAccountNo: input.payeeAccountNo.trim(),
    payeeBank: input.payeeBank.trim(),
    amount,
    purpose: input.purpose.trim(),
    remark: input.remark.trim(),
    status,
    createdAt: now,
    submittedAt: input.submit ? now : null,
    nextRunAt: input.submit ? now : null,
  });
  // Written by this call or by a concurrent one with the same key (another instance): either way the key's one order.
  return (await findOrderByRequest(db, author.entId, input.requestId))!;
}

/** The enterprise's order, checked against the menu of its channel; another enterprise's answers as missing. */
export async function ownOrder(db: Db, req: FastifyRequest, entId: string, id: string): Promise<OrderRow> {
  const row = await findOrder(db, entId, id);
  if (!row) throw fail.notFound(M.PAYMENT_ORDER_NOT_FOUND);
  await requireChannelMenu(req, row.channelType as PaymentChannelType);
  return row;
}

/** 已创建 → 已提交 or 已撤销, once: a repeat (or a later state) is told why nothing changed. */
export async function changeOrder(
  db: Db,
  req: FastifyRequest,
  entId: string,
  id: string,
  to: '已提交' | '已撤销',
): Promise<PaymentOrder> {
  await ownOrder(db, req, entId, id);
  if (!(await moveOrder(db, entId, id, '已创建', to, new Date())))
    throw fail.business(to === '已提交' ? M.PAYMENT_ALREADY_SUBMITTED : M.PAYMENT_NOT_CANCELLABLE);
  return orderToApi((await findOrder(db, entId, id))!);
}

export function receiptOf(row: OrderRow): PaymentReceipt {
  if (row.status !== '已支付' || !row.receiptNo || !row.paidAt) throw fail.business(M.PAYMENT_RECEIPT_NOT_READY);
  return {
    receiptNo: row.receiptNo,
    orderNo: row.orderNo,
    channelType: row.channelType as PaymentChannelType,
    channelBank: row.channelBank,
    payerName: row.payerAccountName,
    payerAccountNoMasked: maskAccountNo(row.payerAccountNo),
    payerBank: row.payerBank,
    payeeName: row.payeeName,
    payeeAccountNo: row.payeeAccountNo,
    payeeBank: row.payeeBank,
    amount: row.amount,
    amountInWords: amountInChinese(row.amount),
    purpose: row.purpose,
    paidAt: row.paidAt.toISOString(),
  };
}
