/**
 * Every query of the eLoan area's table. The applicant's functions take the caller's enterprise: nothing they read
 * crosses enterprises. The reviewer's (issue 11: reviewList, findForReview, decideLoanApplication,
 * disburseLoanApplication) read and move applications of every enterprise; their endpoints require the review button.
 */
import { containsPattern } from '../../db/sql.ts';
import { and, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { LoanApplication, LoanProductType, LoanStatus, Page } from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loanApplications } from '../../db/schema/eloan.ts';
import { newId } from '../../platform/ids.ts';
import type { ListQuery } from '../../platform/paging.ts';

export interface LoanFilter {
  applicantName?: string;
  productType?: LoanProductType;
  purpose?: string;
  status?: LoanStatus;
}

/** What the create call stores: the API's application without id and time, plus its owners. */
export type NewLoanApplication = Omit<LoanApplication, 'id' | 'createdAt'> & { entId: string; userId: string };

const columns = {
  id: loanApplications.id,
  applicantName: loanApplications.applicantName,
  productType: loanApplications.productType,
  amount: loanApplications.amount,
  termMonths: loanApplications.termMonths,
  purpose: loanApplications.purpose,
  status: loanApplications.status,
  createdAt: loanApplications.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toApi(r: Row): LoanApplication {
  return {
    ...r,
    productType: r.productType as LoanProductType,
    status: r.status as LoanStatus,
    createdAt: r.createdAt.toISOString(),
  };
}

function filterConditions(filter: LoanFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.applicantName) where.push(ilike(loanApplications.applicantName, containsPattern(filter.applicantName)));
  if (filter.productType) where.push(eq(loanApplications.productType, filter.productType));
  if (filter.purpose) where.push(ilike(loanApplications.purpose, containsPattern(filter.purpose)));
  if (filter.status) where.push(eq(loanApplications.status, filter.status));
  return where;
}

/** One page, newest first; counted and sliced in SQL (index on ent_id, created_at). */
export async function pageLoanApplications(
  db: Db,
  entId: string,
  filter: LoanFilter,
  current: number,
  size: number,
): Promise<Page<LoanApplication>> {
  const cond = and(eq(loanApplications.entId, entId), ...filterConditions(filter));
  const [{ total }] = await db.select({ total: count() }).from(loanApplications).where(cond);
  const rows =
    total === 0
      ? []
      : await db
          .select(columns)
          .from(loanApplications)
          .where(cond)
          .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id))
          .limit(size)
          .offset((current - 1) * size);
  return { records: rows.map(toApi), current, size, total };
}

export async function findLoanApplication(db: Db, entId: string, id: string): Promise<LoanApplication | null> {
  const [row] = await db
    .select(columns)
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), eq(loanApplications.entId, entId)))
    .limit(1);
  return row ? toApi(row) : null;
}

export async function insertLoanApplication(db: Db, input: NewLoanApplication): Promise<LoanApplication> {
  const [row] = await db
    .insert(loanApplications)
    .values({ id: newId(), ...input })
    .returning(columns);
  return toApi(row);
}

// --- The reviewer's queries (issue 11): every enterprise's applications, behind the review button. ---

/** An application with its owners: the reviewer's list names the enterprise, and a decision notifies the applicant. */
export type ReviewRow = LoanApplication & { entId: string; userId: string };

const reviewColumns = { ...columns, entId: loanApplications.entId, userId: loanApplications.userId };

function toReview(r: Row & { entId: string; userId: string }): ReviewRow {
  return { ...toApi(r), entId: r.entId, userId: r.userId };
}

/** Every enterprise's applications, newest first (id breaks ties), for the platform's pageOf. */
export function reviewList(db: Db, filter: LoanFilter): ListQuery<ReviewRow> {
  const cond = and(...filterConditions(filter));
  return {
    count: async () => (await db.select({ n: count() }).from(loanApplications).where(cond))[0].n,
    slice: async (limit, offset) =>
      (
        await db
          .select(reviewColumns)
          .from(loanApplications)
          .where(cond)
          .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id))
          .limit(limit)
          .offset(offset)
      ).map(toReview),
  };
}

/** One application of any enterprise, or null. */
export async function findForReview(db: DbOrTx, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select(reviewColumns).from(loanApplications).where(eq(loanApplications.id, id)).limit(1);
  return row ? toReview(row) : null;
}

/**
 * Moves an application from one of `from` to `to` in one statement: null when it is in none of them (decided by
 * another request first, or missing), so two decisions on the same application act once.
 */
export async function decideLoanApplication(
  db: DbOrTx,
  id: string,
  from: readonly LoanStatus[],
  to: LoanStatus,
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(loanApplications)
    .set({ status: to })
    .where(and(eq(loanApplications.id, id), inArray(loanApplications.status, [...from])))
    .returning(reviewColumns);
  return row ? toReview(row) : null;
}

/**
 * 已通过 → 已放款 when `realMoney` (a two-place decimal string) does not exceed the applied amount; null otherwise
 * (the caller reads the row again to say why).
 */
export async function disburseLoanApplication(db: DbOrTx, id: string, realMoney: string): Promise<ReviewRow | null> {
  const [row] = await db
    .update(loanApplications)
    .set({ status: '已放款' satisfies LoanStatus })
    .where(
      and(
        eq(loanApplications.id, id),
        eq(loanApplications.status, '已通过' satisfies LoanStatus),
        gte(loanApplications.amount, sql`${realMoney}::numeric`),
      ),
    )
    .returning(reviewColumns);
  return row ? toReview(row) : null;
}

/** The enterprise's applications summed up for its product home: in progress (count, amount), paid out, the latest. */
export async function loanSummary(db: Db, entId: string) {
  const open: LoanStatus[] = ['待审批', '审批中', '已通过'];
  const [sums] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${inArray(loanApplications.status, open)})::int`,
      inProgressAmount: sql<string>`coalesce(sum(${loanApplications.amount}) filter (where ${inArray(loanApplications.status, open)}), 0)::numeric(18,2)::text`,
      paidAmount: sql<string>`coalesce(sum(${loanApplications.amount}) filter (where ${eq(loanApplications.status, '已放款' satisfies LoanStatus)}), 0)::numeric(18,2)::text`,
    })
    .from(loanApplications)
    .where(eq(loanApplications.entId, entId));
  const [latest] = await db
    .select({
      id: loanApplications.id,
      productType: loanApplications.productType,
      status: loanApplications.status,
      createdAt: loanApplications.createdAt,
    })
    .from(loanApplications)
    .where(eq(loanApplications.entId, entId))
    .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id))
    .limit(1);
  return { ...sums, latest };
}
