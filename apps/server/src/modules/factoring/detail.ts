/**
 * An application as its two readers see it: the applicant (invoices, status history with the review opinions, and
 * whether they may withdraw it) and the operations reviewer (the same, and what they may do now on the workflow).
 */
import type { FactoringDetail, FactoringReviewDetail, WorkflowActor } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { detailOf, findInstance } from '../workflow/index.ts';
import { api, historyOf, invoicesOf, type FactoringRow } from './repo.ts';

export async function applicantDetail(db: Db, row: FactoringRow, userId: string): Promise<FactoringDetail> {
  const [invoices, history] = await Promise.all([invoicesOf(db, row.id), historyOf(db, row.id)]);
  return {
    ...api(row),
    invoices,
    history,
    payAccount: row.payAccount,
    canWithdraw: row.status === '待审核' && row.userId === userId,
  };
}

export async function reviewerDetail(
  db: Db,
  row: FactoringRow,
  actor: WorkflowActor,
  taskId: string | null = null,
): Promise<FactoringReviewDetail> {
  const base = await applicantDetail(db, row, '');
  const instance = row.processInstId ? await findInstance(db, row.processInstId) : undefined;
  const flow = instance ? await detailOf(db, instance, actor) : null;
  const own = row.userId === actor.userId;
  return {
    ...base,
    canWithdraw: false,
    taskId,
    canReview: row.status === '待审核' && (flow?.canAct ?? false),
    canDisburse: row.status === '已通过' && !own,
    refusal: flow?.actRefusal ?? '',
  };
}
