/**
 * Every query of the factoring area's tables. The applicant's reads take the caller's enterprise, so nothing they read
 * crosses enterprises; the operations' reads (reviewList, findApplication without an enterprise) read every one and
 * sit behind the /efactoring_yunying menu. A status change is one conditional UPDATE, so of two requests racing on an
 * application one moves it.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, sum, type SQL } from 'drizzle-orm';
import {
  FACTORING_IN_PROGRESS,
  type FactoringApplication,
  type FactoringHistory,
  type FactoringInvoice,
  type FactoringStatus,
} from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { factoringApplications as fa, factoringHistory, factoringInvoices } from '../../db/schema/factoring.ts';
import { containsPattern } from '../../db/sql.ts';
import { newId } from '../../platform/ids.ts';
import type { ListQuery } from '../../platform/paging.ts';

export interface FactoringFilter {
  applyNo?: string;
  buyerName?: string;
  entName?: string;
  status?: FactoringStatus;
}

const columns = {
  id: fa.id,
  applyNo: fa.applyNo,
  entId: fa.entId,
  userId: fa.userId,
  entName: fa.entName,
  applicantName: fa.applicantName,
  buyerName: fa.buyerName,
  buyerCreditCode: fa.buyerCreditCode,
  invoiceCount: fa.invoiceCount,
  invoiceTotal: fa.invoiceTotal,
  amount: fa.amount,
  termDays: fa.termDays,
  receiveAccount: fa.receiveAccount,
  status: fa.status,
  processInstId: fa.processInstId,
  realMoney: fa.realMoney,
  realDate: fa.realDate,
  payAccount: fa.payAccount,
  createdAt: fa.createdAt,
  updatedAt: fa.updatedAt,
};
type Raw = Pick<typeof fa.$inferSelect, keyof typeof columns>;

/** An application with its owners and workflow instance (never sent as is: api() picks the contract's fields). */
export type FactoringRow = Omit<FactoringApplication, 'status' | 'createdAt' | 'updatedAt'> & {
  entId: string;
  userId: string;
  status: FactoringStatus;
  processInstId: string | null;
  payAccount: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toRow = (r: Raw): FactoringRow => ({ ...r, status: r.status as FactoringStatus });

/** The contract's fields of a row. */
export function api(r: FactoringRow): FactoringApplication {
  return {
    id: r.id,
    applyNo: r.applyNo,
    entName: r.entName,
    applicantName: r.applicantName,
    buyerName: r.buyerName,
    buyerCreditCode: r.buyerCreditCode,
    invoiceCount: r.invoiceCount,
    invoiceTotal: r.invoiceTotal,
    amount: r.amount,
    termDays: r.termDays,
    receiveAccount: r.receiveAccount,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    realMoney: r.realMoney,
    realDate: r.realDate,
  };
}

function conditions(filter: FactoringFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.applyNo) where.push(ilike(fa.applyNo, containsPattern(filter.applyNo)));
  if (filter.buyerName) where.push(ilike(fa.buyerName, containsPattern(filter.buyerName)));
  if (filter.entName) where.push(ilike(fa.entName, containsPattern(filter.entName)));
  if (filter.status) where.push(eq(fa.status, filter.status));
  return where;
}

function listOf(db: Db, cond: SQL | undefined): ListQuery<FactoringRow> {
  return {
    count: async () => (await db.select({ n: count() }).from(fa).where(cond))[0].n,
    slice: async (limit, offset) =>
      (
        await db
          .select(columns)
          .from(fa)
          .where(cond)
          .orderBy(desc(fa.createdAt), desc(fa.id))
          .limit(limit)
          .offset(offset)
      ).map(toRow),
  };
}

/** The enterprise's applications, newest first. */
export function ownList(db: Db, entId: string, filter: FactoringFilter): ListQuery<FactoringRow> {
  return listOf(db, and(eq(fa.entId, entId), ...conditions(filter)));
}

/** Every enterprise's applications, newest first (operations). */
export function reviewList(db: Db, filter: FactoringFilter): ListQuery<FactoringRow> {
  return listOf(db, and(...conditions(filter)));
}

/** Ids of the applications matching the filter, as a subquery for the workflow's to-do list. */
export function idsMatching(db: Db, filter: FactoringFilter) {
  return db
    .select({ id: fa.id })
    .from(fa)
    .where(and(...conditions(filter)));
}

export async function applicationsByIds(db: Db, ids: string[]): Promise<FactoringRow[]> {
  if (ids.length === 0) return [];
  return (await db.select(columns).from(fa).where(inArray(fa.id, ids))).map(toRow);
}

/** One application; of `entId` only when given (the applicant's reads), else of any enterprise. */
export async function findApplication(db: DbOrTx, id: string, entId?: string): Promise<FactoringRow | null> {
  const cond = entId ? and(eq(fa.id, id), eq(fa.entId, entId)) : eq(fa.id, id);
  const [row] = await db.select(columns).from(fa).where(cond).limit(1);
  return row ? toRow(row) : null;
}

export async function findByProcess(db: DbOrTx, processInstId: string): Promise<FactoringRow | null> {
  const [row] = await db.select(columns).from(fa).where(eq(fa.processInstId, processInstId)).limit(1);
  return row ? toRow(row) : null;
}

export async function invoicesOf(db: DbOrTx, applicationId: string): Promise<FactoringInvoice[]> {
  return db
    .select({
      invoiceNo: factoringInvoices.invoiceNo,
      invoiceDate: factoringInvoices.invoiceDate,
      amount: factoringInvoices.amount,
      dueDate: factoringInvoices.dueDate,
    })
    .from(factoringInvoices)
    .where(eq(factoringInvoices.applicationId, applicationId))
    .orderBy(asc(factoringInvoices.sort));
}

export async function historyOf(db: DbOrTx, applicationId: string): Promise<FactoringHistory[]> {
  const rows = await db
    .select({
      status: factoringHistory.status,
      action: factoringHistory.action,
      operatorName: factoringHistory.operatorName,
      opinion: factoringHistory.opinion,
      at: factoringHistory.at,
    })
    .from(factoringHistory)
    .where(eq(factoringHistory.applicationId, applicationId))
    .orderBy(asc(factoringHistory.at), asc(factoringHistory.id));
  return rows.map((r) => ({ ...r, status: r.status as FactoringStatus, at: r.at.toISOString() }));
}

export async function addHistory(
  db: DbOrTx,
  h: { applicationId: string; status: FactoringStatus; action: string; operatorName: string; opinion?: string },
): Promise<void> {
  await db.insert(factoringHistory).values({ id: newId(), opinion: '', ...h, at: new Date() });
}

/** Of `nos`, the invoice numbers a live application of the enterprise holds already. */
export async function takenInvoiceNos(db: DbOrTx, entId: string, nos: string[]): Promise<string[]> {
  if (nos.length === 0) return [];
  const rows = await db
    .selectDistinct({ no: factoringInvoices.invoiceNo })
    .from(factoringInvoices)
    .where(
      and(
        eq(factoringInvoices.entId, entId),
        eq(factoringInvoices.live, true),
        inArray(factoringInvoices.invoiceNo, nos),
      ),
    );
  return rows.map((r) => r.no);
}

export type NewApplication = Omit<FactoringRow, 'createdAt' | 'updatedAt' | 'realMoney' | 'realDate' | 'payAccount'>;

/** The application and its invoices (the unique index refuses an invoice a live application holds meanwhile). */
export async function insertApplication(
  tx: DbOrTx,
  row: NewApplication,
  invoices: FactoringInvoice[],
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(fa).values({ ...row, createdAt: at, updatedAt: at });
  await tx
    .insert(factoringInvoices)
    .values(invoices.map((inv, i) => ({ id: newId(), applicationId: row.id, entId: row.entId, sort: i, ...inv })));
}

export async function setProcess(tx: DbOrTx, id: string, processInstId: string): Promise<void> {
  await tx.update(fa).set({ processInstId }).where(eq(fa.id, id));
}

/**
 * Moves an application from one of `from` to `to` in one statement: null when it is in none of them (moved by another
 * request first). An application that no longer holds its invoices (rejected, withdrawn) frees them.
 */
export async function moveStatus(
  tx: DbOrTx,
  id: string,
  from: readonly FactoringStatus[],
  to: FactoringStatus,
): Promise<FactoringRow | null> {
  const [row] = await tx
    .update(fa)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(fa.id, id), inArray(fa.status, [...from])))
    .returning(columns);
  if (!row) return null;
  if (to === '已驳回' || to === '已撤回') {
    await tx.update(factoringInvoices).set({ live: false }).where(eq(factoringInvoices.applicationId, id));
  }
  return toRow(row);
}

/** 已通过 → 已放款 when `realMoney` does not exceed the approved amount; null otherwise (read again to say why). */
export async function disburseApplication(
  tx: DbOrTx,
  id: string,
  pay: { realMoney: string; realDate: string; payAccount: string },
): Promise<FactoringRow | null> {
  const [row] = await tx
    .update(fa)
    .set({ status: '已放款' satisfies FactoringStatus, ...pay, updatedAt: new Date() })
    .where(
      and(
        eq(fa.id, id),
        eq(fa.status, '已通过' satisfies FactoringStatus),
        sql`${fa.amount} >= ${pay.realMoney}::numeric`,
      ),
    )
    .returning(columns);
  return row ? toRow(row) : null;
}

/** The product home's sums of the enterprise: in progress (count, amount) and paid out, in decimal text. */
export async function enterpriseSums(
  db: Db,
  entId: string,
): Promise<{ inProgress: number; inProgressAmount: string; paidOut: string }> {
  const [progress] = await db
    .select({ n: count(), total: sum(fa.amount) })
    .from(fa)
    .where(and(eq(fa.entId, entId), inArray(fa.status, [...FACTORING_IN_PROGRESS])));
  const [paid] = await db
    .select({ total: sum(fa.realMoney) })
    .from(fa)
    .where(and(eq(fa.entId, entId), eq(fa.status, '已放款' satisfies FactoringStatus)));
  return { inProgress: progress.n, inProgressAmount: progress.total ?? '0', paidOut: paid.total ?? '0' };
}

export async function latestOf(db: Db, entId: string): Promise<FactoringRow | null> {
  const [row] = await db
    .select(columns)
    .from(fa)
    .where(eq(fa.entId, entId))
    .orderBy(desc(fa.createdAt), desc(fa.id))
    .limit(1);
  return row ? toRow(row) : null;
}
