/**
 * Every query of the payment area's tables but the settlement job's (jobs-repo.ts). Each takes the caller's
 * enterprise: an account, an order or a success rate of another enterprise is never read, and answers like a missing
 * one.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  BankAccount,
  BankAccountStatus,
  PaymentChannel,
  PaymentChannelStatus,
  PaymentChannelType,
  PaymentOrder,
  PaymentOrderStatus,
} from '@portal/shared';
import { maskAccountNo, successRate } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/sql.ts';
import { paymentBankAccounts, paymentChannels, paymentOrders } from '../../db/schema/payment.ts';
import type { ListQuery } from '../../platform/paging.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// --- 企业银行账户 ---

export interface AccountRow {
  id: string;
  bankName: string;
  branchName: string;
  accountName: string;
  accountNo: string;
  currency: string;
  status: string;
}

export function accountToApi(r: AccountRow): BankAccount {
  const { accountNo, ...rest } = r;
  return { ...rest, accountNoMasked: maskAccountNo(accountNo), status: r.status as BankAccountStatus };
}

const accountColumns = {
  id: paymentBankAccounts.id,
  bankName: paymentBankAccounts.bankName,
  branchName: paymentBankAccounts.branchName,
  accountName: paymentBankAccounts.accountName,
  accountNo: paymentBankAccounts.accountNo,
  currency: paymentBankAccounts.currency,
  status: paymentBankAccounts.status,
};

export async function listBankAccounts(db: Db, entId: string, status?: BankAccountStatus): Promise<BankAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(paymentBankAccounts)
    .where(and(eq(paymentBankAccounts.entId, entId), status ? eq(paymentBankAccounts.status, status) : undefined))
    .orderBy(asc(paymentBankAccounts.sort), asc(paymentBankAccounts.id));
  return rows.map(accountToApi);
}

/** The enterprise's own account, or null (another enterprise's answers the same). */
export async function findBankAccount(db: DbOrTx, entId: string, id: string): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(paymentBankAccounts)
    .where(and(eq(paymentBankAccounts.id, id), eq(paymentBankAccounts.entId, entId)))
    .limit(1);
  return row ?? null;
}

// --- 银行通道 ---

export interface ChannelRow {
  id: string;
  bankName: string;
  channelType: string;
  status: string;
  singleLimit: string;
  dailyLimit: string;
  lastCheckAt: Date | null;
}

const channelColumns = {
  id: paymentChannels.id,
  bankName: paymentChannels.bankName,
  channelType: paymentChannels.channelType,
  status: paymentChannels.status,
  singleLimit: paymentChannels.singleLimit,
  dailyLimit: paymentChannels.dailyLimit,
  lastCheckAt: paymentChannels.lastCheckAt,
};

/** The channel an account's bank offers for a channel type, or null when it offers none. */
export async function findChannelFor(
  db: DbOrTx,
  bankName: string,
  type: PaymentChannelType,
): Promise<ChannelRow | null> {
  const [row] = await db
    .select(channelColumns)
    .from(paymentChannels)
    .where(and(eq(paymentChannels.bankName, bankName), eq(paymentChannels.channelType, type)))
    .limit(1);
  return row ?? null;
}

/** Every channel, with the enterprise's own finished orders on it (paid, failed) for its success rate. */
export async function listChannels(db: Db, entId: string, type?: PaymentChannelType): Promise<PaymentChannel[]> {
  const paid = sql<number>`count(${paymentOrders.id}) filter (where ${paymentOrders.status} = '已支付')`.mapWith(
    Number,
  );
  const failed = sql<number>`count(${paymentOrders.id}) filter (where ${paymentOrders.status} = '支付失败')`.mapWith(
    Number,
  );
  const rows = await db
    .select({ ...channelColumns, paid, failed })
    .from(paymentChannels)
    .leftJoin(paymentOrders, and(eq(paymentOrders.channelId, paymentChannels.id), eq(paymentOrders.entId, entId)))
    .where(type ? eq(paymentChannels.channelType, type) : undefined)
    .groupBy(paymentChannels.id)
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  return rows.map((r) => ({
    id: r.id,
    bankName: r.bankName,
    channelType: r.channelType as PaymentChannelType,
    status: r.status as PaymentChannelStatus,
    singleLimit: r.singleLimit,
    dailyLimit: r.dailyLimit,
    lastCheckAt: iso(r.lastCheckAt),
    successRate: successRate(r.paid, r.failed),
    finishedCount: r.paid + r.failed,
  }));
}

// --- 付款单 ---

const orderColumns = {
  id: paymentOrders.id,
  orderNo: paymentOrders.orderNo,
  channelType: paymentOrders.channelType,
  channelBank: paymentChannels.bankName,
  payerAccountId: paymentOrders.payerAccountId,
  payerAccountName: paymentBankAccounts.accountName,
  payerBank: paymentBankAccounts.bankName,
  payerAccountNo: paymentBankAccounts.accountNo,
  payeeName: paymentOrders.payeeName,
  payeeAccountNo: paymentOrders.payeeAccountNo,
  payeeBank: paymentOrders.payeeBank,
  amount: paymentOrders.amount,
  purpose: paymentOrders.purpose,
  remark: paymentOrders.remark,
  status: paymentOrders.status,
  failReason: paymentOrders.failReason,
  receiptNo: paymentOrders.receiptNo,
  creatorName: paymentOrders.creatorName,
  createdAt: paymentOrders.createdAt,
  submittedAt: paymentOrders.submittedAt,
  paidAt: paymentOrders.finishedAt,
  requestHash: paymentOrders.requestHash,
};

export function orderToApi(r: OrderRow): PaymentOrder {
  const { payerAccountNo, requestHash: _hash, ...rest } = r;
  return {
    ...rest,
    channelType: r.channelType as PaymentChannelType,
    status: r.status as PaymentOrderStatus,
    payerAccountNoMasked: maskAccountNo(payerAccountNo),
    createdAt: r.createdAt.toISOString(),
    submittedAt: iso(r.submittedAt),
    // The finish time is the payment's only when it was paid.
    paidAt: r.status === '已支付' ? iso(r.paidAt) : null,
  };
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: DbOrTx) {
  return db
    .select(orderColumns)
    .from(paymentOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, paymentOrders.channelId))
    .innerJoin(paymentBankAccounts, eq(paymentBankAccounts.id, paymentOrders.payerAccountId));
}

export interface OrderFilter {
  channelType: PaymentChannelType;
  status?: PaymentOrderStatus;
  keyword?: string;
}

/** The enterprise's orders of one channel type, newest first (id breaks ties), for the platform's pageOf. */
export function orderList(db: Db, entId: string, f: OrderFilter): ListQuery<PaymentOrder> {
  const where: SQL[] = [eq(paymentOrders.entId, entId), eq(paymentOrders.channelType, f.channelType)];
  if (f.status) where.push(eq(paymentOrders.status, f.status));
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    where.push(
      or(ilike(paymentOrders.orderNo, p), ilike(paymentOrders.payeeName, p), ilike(paymentOrders.purpose, p))!,
    );
  }
  const cond = and(...where);
  return {
    count: async () => (await db.select({ n: count() }).from(paymentOrders).where(cond))[0].n,
    slice: async (limit, offset) =>
      (
        await selectOrders(db)
          .where(cond)
          .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
          .limit(limit)
          .offset(offset)
      ).map(orderToApi),
  };
}

export async function findOrder(db: DbOrTx, entId: string, id: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.entId, entId)))
    .limit(1);
  return row ?? null;
}

export async function findOrderByRequest(db: DbOrTx, entId: string, requestId: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(and(eq(paymentOrders.entId, entId), eq(paymentOrders.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

export type NewOrder = typeof paymentOrders.$inferInsert;

/**
 * Inserts the order unless the enterprise already has one with this request id: the unique index decides between
 * concurrent submissions, so exactly one row is written. Answers whether this call wrote it.
 */
export async function insertOrderOnce(db: DbOrTx, order: NewOrder): Promise<boolean> {
  const rows = await db
    .insert(paymentOrders)
    .values(order)
    .onConflictDoNothing({ target: [paymentOrders.entId, paymentOrders.requestId] })
    .returning({ id: paymentOrders.id });
  return rows.length === 1;
}

/**
 * Moves the enterprise's order from `from` to `to` in one statement (with the settlement job's next time when it
 * is submitted): false when it is not in `from` (a second click, another tab), so a change acts once.
 */
export async function moveOrder(
  db: DbOrTx,
  entId: string,
  id: string,
  from: PaymentOrderStatus,
  to: PaymentOrderStatus,
  now: Date,
): Promise<boolean> {
  const submitted = to === '已提交';
  const rows = await db
    .update(paymentOrders)
    .set({
      status: to,
      ...(submitted ? { submittedAt: now, nextRunAt: now } : { finishedAt: now }),
    })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.entId, entId), eq(paymentOrders.status, from)))
    .returning({ id: paymentOrders.id });
  return rows.length === 1;
}

// --- The product home's figures ---

export interface OrderTotals {
  inProgress: number;
  paidThisMonth: string;
  paidTotal: string;
}

/** 处理中 counts what the bank has not answered yet (已提交 and 处理中); months are Beijing time's (§9 +08:00). */
export async function orderTotals(db: Db, entId: string, now: Date): Promise<OrderTotals> {
  const [r] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${paymentOrders.status} in ('已提交', '处理中'))`.mapWith(Number),
      paidThisMonth: sql<string>`coalesce(sum(${paymentOrders.amount}) filter (where ${paymentOrders.status} = '已支付'
        and date_trunc('month', ${paymentOrders.finishedAt} at time zone 'Asia/Shanghai')
          = date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')), 0)::numeric(16,2)::text`,
      paidTotal: sql<string>`coalesce(sum(${paymentOrders.amount}) filter (where ${paymentOrders.status} = '已支付'), 0)::numeric(16,2)::text`,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.entId, entId));
  return r;
}

export async function latestOrder(db: Db, entId: string): Promise<OrderRow | null> {
  const [row] = await selectOrders(db)
    .where(eq(paymentOrders.entId, entId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(1);
  return row ?? null;
}
