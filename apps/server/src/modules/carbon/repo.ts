/**
 * Every query of the carbon area's tables. The enterprise's functions take the session's enterprise, so nothing they
 * read or write crosses enterprises; the operations' functions (adminList, findAccountById, saveAccount) read every
 * enterprise's accounts and are called behind the /carbonAdmin menu only.
 */
import { and, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import {
  carbonDefaultDeadline,
  carbonPosition,
  carbonToday,
  isCarbonOverdue,
  type CarbonAccount,
  type CarbonAsset,
  type CarbonLedger,
  type CarbonState,
  type CarbonSurrender,
  type CarbonTrade,
  type CarbonTradeSide,
} from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { carbonAccounts, carbonSurrenders, carbonTrades } from '../../db/schema/carbon.ts';
import { newId } from '../../platform/ids.ts';
import type { ListQuery } from '../../platform/paging.ts';

type AccountRow = typeof carbonAccounts.$inferSelect;

export function ledgerOf(r: AccountRow): CarbonLedger {
  return {
    allocation: r.allocation,
    verifiedEmission: r.verifiedEmission,
    allowanceBought: r.allowanceBought,
    allowanceSold: r.allowanceSold,
    ccerBought: r.ccerBought,
    ccerSold: r.ccerSold,
    allowanceSurrendered: r.allowanceSurrendered,
    ccerSurrendered: r.ccerSurrendered,
  };
}

export function accountOut(r: AccountRow, today = carbonToday()): CarbonAccount {
  const p = carbonPosition(ledgerOf(r));
  return {
    id: r.id,
    year: r.year,
    ...ledgerOf(r),
    ...p,
    deadline: r.deadline,
    overdue: isCarbonOverdue(p.state, r.deadline, today),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The compliance state in SQL, the same rule as carbonState (a test compares the two). */
const surrenderedSql = sql`(${carbonAccounts.allowanceSurrendered} + ${carbonAccounts.ccerSurrendered})`;
const stateSql = sql<CarbonState>`CASE
  WHEN ${carbonAccounts.verifiedEmission} IS NOT NULL AND ${surrenderedSql} >= ${carbonAccounts.verifiedEmission} THEN '已履约'
  WHEN ${surrenderedSql} > 0 THEN '部分履约' ELSE '未履约' END`;

// --- The enterprise's own account ---

export async function accountsOf(db: Db, entId: string): Promise<AccountRow[]> {
  return db.select().from(carbonAccounts).where(eq(carbonAccounts.entId, entId)).orderBy(desc(carbonAccounts.year));
}

/** The account of (entId, year), locked until the transaction ends: the checks and the totals' update are one step. */
export async function lockAccount(tx: DbOrTx, entId: string, year: number): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(carbonAccounts)
    .where(and(eq(carbonAccounts.entId, entId), eq(carbonAccounts.year, year)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export interface TradeFilter {
  year?: number;
  side?: CarbonTradeSide;
  asset?: CarbonAsset;
  counterparty?: string;
}

const tradeColumns = {
  id: carbonTrades.id,
  year: carbonTrades.year,
  side: carbonTrades.side,
  asset: carbonTrades.asset,
  tradeDate: carbonTrades.tradeDate,
  counterparty: carbonTrades.counterparty,
  quantity: carbonTrades.quantity,
  price: carbonTrades.price,
  amount: carbonTrades.amount,
  operatorName: carbonTrades.operatorName,
  createdAt: carbonTrades.createdAt,
};
type TradeRow = { [K in keyof typeof tradeColumns]: (typeof tradeColumns)[K]['_']['data'] };
const tradeOut = (r: TradeRow): CarbonTrade => ({
  ...r,
  side: r.side as CarbonTradeSide,
  asset: r.asset as CarbonAsset,
  createdAt: r.createdAt.toISOString(),
});

function tradeConditions(entId: string, f: TradeFilter): SQL | undefined {
  const where: SQL[] = [eq(carbonTrades.entId, entId)];
  if (f.year !== undefined) where.push(eq(carbonTrades.year, f.year));
  if (f.side) where.push(eq(carbonTrades.side, f.side));
  if (f.asset) where.push(eq(carbonTrades.asset, f.asset));
  if (f.counterparty) where.push(sql`strpos(lower(${carbonTrades.counterparty}), lower(${f.counterparty})) > 0`);
  return and(...where);
}

/** The enterprise's trades, newest first (by trade date, then entry), counted and sliced in SQL. */
export function tradeList(db: Db, entId: string, f: TradeFilter): ListQuery<CarbonTrade> {
  const cond = tradeConditions(entId, f);
  return {
    count: async () => (await db.select({ n: count() }).from(carbonTrades).where(cond))[0].n,
    slice: async (limit, offset) =>
      (
        await db
          .select(tradeColumns)
          .from(carbonTrades)
          .where(cond)
          .orderBy(desc(carbonTrades.tradeDate), desc(carbonTrades.createdAt), desc(carbonTrades.id))
          .limit(limit)
          .offset(offset)
      ).map(tradeOut),
  };
}

export interface NewTrade {
  side: CarbonTradeSide;
  asset: CarbonAsset;
  tradeDate: string;
  counterparty: string;
  quantity: number;
  price: string;
  amount: string;
  userId: string;
  operatorName: string;
}

/** Records the trade on the locked account and moves the account's totals with it. */
export async function insertTrade(tx: DbOrTx, account: AccountRow, t: NewTrade): Promise<CarbonTrade> {
  const [row] = await tx
    .insert(carbonTrades)
    .values({ id: newId(), accountId: account.id, entId: account.entId, year: account.year, ...t })
    .returning(tradeColumns);
  const key = TOTAL_OF[t.asset][t.side];
  await tx
    .update(carbonAccounts)
    .set({ [key]: sql`${carbonAccounts[key]} + ${t.quantity}`, updatedAt: new Date() })
    .where(eq(carbonAccounts.id, account.id));
  return tradeOut(row);
}

/** The account's running total a trade moves. */
const TOTAL_OF = {
  配额: { 买入: 'allowanceBought', 卖出: 'allowanceSold' },
  CCER: { 买入: 'ccerBought', 卖出: 'ccerSold' },
} as const satisfies Record<CarbonAsset, Record<CarbonTradeSide, keyof AccountRow>>;

const surrenderColumns = {
  id: carbonSurrenders.id,
  year: carbonSurrenders.year,
  allowanceQty: carbonSurrenders.allowanceQty,
  ccerQty: carbonSurrenders.ccerQty,
  status: carbonSurrenders.status,
  operatorName: carbonSurrenders.operatorName,
  createdAt: carbonSurrenders.createdAt,
};
type SurrenderRow = { [K in keyof typeof surrenderColumns]: (typeof surrenderColumns)[K]['_']['data'] };
const surrenderOut = (r: SurrenderRow): CarbonSurrender => ({ ...r, createdAt: r.createdAt.toISOString() });

export function surrenderList(db: Db, entId: string, year: number | undefined): ListQuery<CarbonSurrender> {
  const cond = and(eq(carbonSurrenders.entId, entId), year === undefined ? undefined : eq(carbonSurrenders.year, year));
  return {
    count: async () => (await db.select({ n: count() }).from(carbonSurrenders).where(cond))[0].n,
    slice: async (limit, offset) =>
      (
        await db
          .select(surrenderColumns)
          .from(carbonSurrenders)
          .where(cond)
          .orderBy(desc(carbonSurrenders.createdAt), desc(carbonSurrenders.id))
          .limit(limit)
          .offset(offset)
      ).map(surrenderOut),
  };
}

/** Records the surrender on the locked account and returns the account as it is after it. */
export async function insertSurrender(
  tx: DbOrTx,
  account: AccountRow,
  s: { allowanceQty: number; ccerQty: number; status: string; userId: string; operatorName: string },
): Promise<AccountRow> {
  await tx
    .insert(carbonSurrenders)
    .values({ id: newId(), accountId: account.id, entId: account.entId, year: account.year, ...s });
  const [row] = await tx
    .update(carbonAccounts)
    .set({
      allowanceSurrendered: sql`${carbonAccounts.allowanceSurrendered} + ${s.allowanceQty}`,
      ccerSurrendered: sql`${carbonAccounts.ccerSurrendered} + ${s.ccerQty}`,
      updatedAt: new Date(),
    })
    .where(eq(carbonAccounts.id, account.id))
    .returning();
  return row;
}

/** Sum of the enterprise's trade amounts (元, two-place text) and their count. */
export async function tradeTotals(db: Db, entId: string): Promise<{ amount: string; count: number }> {
  const [r] = await db
    .select({ amount: sum(carbonTrades.amount), n: count() })
    .from(carbonTrades)
    .where(eq(carbonTrades.entId, entId));
  return { amount: Number(r.amount ?? 0).toFixed(2), count: r.n };
}

/** The enterprise's latest trade and latest surrender (either may be missing). */
export async function latestBusiness(db: Db, entId: string) {
  const [trade] = await db
    .select(tradeColumns)
    .from(carbonTrades)
    .where(eq(carbonTrades.entId, entId))
    .orderBy(desc(carbonTrades.createdAt), desc(carbonTrades.id))
    .limit(1);
  const [surrender] = await db
    .select(surrenderColumns)
    .from(carbonSurrenders)
    .where(eq(carbonSurrenders.entId, entId))
    .orderBy(desc(carbonSurrenders.createdAt), desc(carbonSurrenders.id))
    .limit(1);
  return { trade: trade ? tradeOut(trade) : null, surrender: surrender ? surrenderOut(surrender) : null };
}

// --- Operations: every enterprise's accounts ---

export interface AdminFilter {
  /** Enterprises matching the name filter; undefined = no name filter. */
  entIds?: string[];
  year?: number;
  state?: CarbonState;
}

export type AdminRow = AccountRow;

export function adminList(db: Db, f: AdminFilter): ListQuery<AdminRow> {
  const where: SQL[] = [];
  if (f.entIds) where.push(f.entIds.length ? inArray(carbonAccounts.entId, f.entIds) : sql`false`);
  if (f.year !== undefined) where.push(eq(carbonAccounts.year, f.year));
  if (f.state) where.push(sql`${stateSql} = ${f.state}`);
  const cond = and(...where);
  return {
    count: async () => (await db.select({ n: count() }).from(carbonAccounts).where(cond))[0].n,
    slice: (limit, offset) =>
      db
        .select()
        .from(carbonAccounts)
        .where(cond)
        .orderBy(desc(carbonAccounts.year), carbonAccounts.entId, carbonAccounts.id)
        .limit(limit)
        .offset(offset),
  };
}

export async function findAccountById(db: Db, id: string): Promise<AdminRow | null> {
  const [row] = await db.select().from(carbonAccounts).where(eq(carbonAccounts.id, id)).limit(1);
  return row ?? null;
}

/** The latest trades and surrenders of an account (operations' detail). */
export async function recentOfAccount(db: Db, accountId: string, limit: number) {
  const trades = await db
    .select(tradeColumns)
    .from(carbonTrades)
    .where(eq(carbonTrades.accountId, accountId))
    .orderBy(desc(carbonTrades.tradeDate), desc(carbonTrades.createdAt), desc(carbonTrades.id))
    .limit(limit);
  const surrenders = await db
    .select(surrenderColumns)
    .from(carbonSurrenders)
    .where(eq(carbonSurrenders.accountId, accountId))
    .orderBy(desc(carbonSurrenders.createdAt), desc(carbonSurrenders.id))
    .limit(limit);
  return { trades: trades.map(tradeOut), surrenders: surrenders.map(surrenderOut) };
}

export interface AccountEntry {
  allocation?: number;
  verifiedEmission?: number | null;
  deadline?: string;
}

/**
 * Creates the account of (entId, year), or changes the fields given on `before` (the account as lockAccount read it
 * in this transaction); answers the row before (null when new) and after. A lowered allocation that would leave less
 * than was sold or surrendered is refused by the table's check (the caller checks first, to say why).
 */
export async function saveAccount(
  tx: DbOrTx,
  before: AdminRow | null,
  entId: string,
  year: number,
  e: AccountEntry,
): Promise<{ before: AdminRow | null; after: AdminRow }> {
  if (!before) {
    const [after] = await tx
      .insert(carbonAccounts)
      .values({
        id: newId(),
        entId,
        year,
        allocation: e.allocation ?? 0,
        verifiedEmission: e.verifiedEmission ?? null,
        deadline: e.deadline ?? carbonDefaultDeadline(year),
      })
      .returning();
    return { before: null, after };
  }
  const [after] = await tx
    .update(carbonAccounts)
    .set({
      ...(e.allocation !== undefined ? { allocation: e.allocation } : {}),
      ...(e.verifiedEmission !== undefined ? { verifiedEmission: e.verifiedEmission } : {}),
      ...(e.deadline !== undefined ? { deadline: e.deadline } : {}),
      updatedAt: new Date(),
    })
    .where(eq(carbonAccounts.id, before.id))
    .returning();
  return { before, after };
}
