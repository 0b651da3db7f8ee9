/**
 * The applicant's moves on a factoring application: submit (the application, its invoices and the review process
 * `factoringReview` in one transaction, state 待审核) and withdraw (撤回, while it waits). An invoice is transferred
 * once per enterprise: one held by a live application is refused, here with the numbers, and by the unique index when
 * two submissions race.
 */
import {
  FACTORING_INVOICE_AMOUNT_MAX,
  FACTORING_MSG,
  FACTORING_STATUS_ON_SUBMIT,
  RECORD_NOT_FOUND,
  amountToCents,
  centsToAmount,
  chinaToday,
  factoringTitle,
  normalizeFactoringAmount,
  type FactoringApplyInput,
  type FactoringInvoice,
} from '@portal/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { startProcess, withdrawApplication, type AfterCommit, type Applicant } from '../workflow/index.ts';
import {
  addHistory,
  findApplication,
  insertApplication,
  moveStatus,
  setProcess,
  takenInvoiceNos,
  type FactoringRow,
} from './repo.ts';

export const FACTORING_REVIEW = 'factoringReview';

/** 融资申请编号: FA, the day in China, and the id's last eight digits (unique index on it). */
export function applyNoOf(id: string, at: Date): string {
  return `FA${chinaToday(at).replaceAll('-', '')}${id.slice(-8)}`;
}

/** The invoices as stored: trimmed numbers, canonical amounts (the schema has checked every rule). */
function invoicesOf(body: FactoringApplyInput): FactoringInvoice[] {
  return body.invoices.map((inv) => ({
    invoiceNo: inv.invoiceNo.trim(),
    invoiceDate: inv.invoiceDate,
    amount: normalizeFactoringAmount(inv.amount, FACTORING_INVOICE_AMOUNT_MAX)!,
    dueDate: inv.dueDate,
  }));
}

export async function submitApplication(deps: Deps, applicant: Applicant, body: FactoringApplyInput): Promise<string> {
  const invoices = invoicesOf(body);
  const nos = invoices.map((i) => i.invoiceNo);
  const id = newId();
  const at = new Date();
  const after: AfterCommit[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const taken = await takenInvoiceNos(tx, applicant.entId, nos);
      if (taken.length) throw fail.business(FACTORING_MSG.invoiceTaken(taken));
      const applyNo = applyNoOf(id, at);
      const total = invoices.reduce((s, i) => s + amountToCents(i.amount), 0);
      await insertApplication(
        tx,
        {
          id,
          applyNo,
          entId: applicant.entId,
          userId: applicant.userId,
          entName: applicant.entName,
          applicantName: applicant.userName,
          buyerName: body.buyerName.trim(),
          buyerCreditCode: body.buyerCreditCode.trim().toUpperCase(),
          invoiceCount: invoices.length,
          invoiceTotal: centsToAmount(total),
          amount: normalizeFactoringAmount(body.amount)!,
          termDays: body.termDays,
          receiveAccount: body.receiveAccount.trim(),
          status: FACTORING_STATUS_ON_SUBMIT,
          processInstId: null,
        },
        invoices,
        at,
      );
      const { processInstId } = await startProcess(tx, {
        defKey: FACTORING_REVIEW,
        bizType: FACTORING_REVIEW,
        bizCode: id,
        title: `${factoringTitle(applyNo)}（${body.buyerName.trim()}）`,
        applicant: { userId: applicant.userId, userName: applicant.userName, entId: applicant.entId },
        applicantAccount: applicant.account,
        afterCommit: (fn) => after.push(fn),
      });
      await setProcess(tx, id, processInstId);
      await addHistory(tx, {
        applicationId: id,
        status: FACTORING_STATUS_ON_SUBMIT,
        action: '提交申请',
        operatorName: applicant.userName,
      });
    });
  } catch (err) {
    // Another submission took one of the invoices between the check and the insert.
    if (isUniqueViolation(err)) {
      const taken = await takenInvoiceNos(deps.db, applicant.entId, nos);
      throw fail.business(FACTORING_MSG.invoiceTaken(taken.length ? taken : nos));
    }
    throw err;
  }
  for (const fn of after) await fn();
  return id;
}

/** 撤回 by its applicant while it waits for the review; the review process ends as withdrawn. */
export async function withdrawOwn(deps: Deps, s: SessionContext, applicant: Applicant, id: string): Promise<void> {
  const before = await findApplication(deps.db, id, s.entId);
  if (!before) throw fail.notFound(RECORD_NOT_FOUND);
  if (before.userId !== s.userId) throw fail.business('仅申请人本人可以撤回该申请');
  const after: AfterCommit[] = [];
  const done = await deps.db.transaction(async (tx) => {
    const row = await moveStatus(tx, id, [FACTORING_STATUS_ON_SUBMIT], '已撤回');
    if (!row) return null;
    if (row.processInstId) {
      await withdrawApplication(tx, {
        bizType: FACTORING_REVIEW,
        bizCode: id,
        applicant: { userId: applicant.userId, userName: applicant.userName, entId: applicant.entId },
        applicantAccount: applicant.account,
        message: '申请人撤回',
        afterCommit: (fn) => after.push(fn),
      });
    }
    await addHistory(tx, { applicationId: id, status: '已撤回', action: '撤回申请', operatorName: applicant.userName });
    return row;
  });
  if (!done) {
    const now: FactoringRow | null = await findApplication(deps.db, id, s.entId);
    throw fail.business(FACTORING_MSG.notWithdrawable(now?.status ?? before.status));
  }
  for (const fn of after) await fn();
}
