/** Every query of the eLoan area's table. Every function takes the caller's enterprise: nothing reads across enterprises. */
import { containsPattern } from '../../db/sql.ts';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { LoanApplication, LoanProductType, LoanStatus, Page } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { loanApplications } from '../../db/schema/eloan.ts';
import { newId } from '../../platform/ids.ts';

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

/** One page, newest first; counted and sliced in SQL (index on ent_id, created_at). */
export async function pageLoanApplications(
  db: Db,
  entId: string,
  filter: LoanFilter,
  current: number,
  size: number,
): Promise<Page<LoanApplication>> {
  const where: SQL[] = [eq(loanApplications.entId, entId)];
  if (filter.applicantName) where.push(ilike(loanApplications.applicantName, containsPattern(filter.applicantName)));
  if (filter.productType) where.push(eq(loanApplications.productType, filter.productType));
  if (filter.purpose) where.push(ilike(loanApplications.purpose, containsPattern(filter.purpose)));
  if (filter.status) where.push(eq(loanApplications.status, filter.status));
  const cond = and(...where);
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
