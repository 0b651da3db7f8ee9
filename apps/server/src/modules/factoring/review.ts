/**
 * The review of a factoring application on the workflow module (`factoringReview`, one step held by the operations'
 * operator role) and the financing notices to the applicant (§3.1 type 8 financing approval result, type 9 payment
 * result; §3 Financing notice data). The decision is applied by the completion handler, in the transaction of the
 * approval, so an application is never left approved in the workflow and waiting here.
 */
import { FACTORING_MSG, factoringTitle, toDisplayTime, type FactoringStatus } from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { addNotices, publishNotices, type NewNotice } from '../notices/index.ts';
import type { TransitionContext, WorkflowInstanceRow, WorkflowOutcome } from '../workflow/index.ts';
import { addHistory, findApplication, moveStatus, type FactoringRow } from './repo.ts';

export const NOTICE_TYPE_FINANCING_RESULT = 8;
export const NOTICE_TYPE_PAYMENT_RESULT = 9;

/** Where the applicant opens the application (the sub-app reads `id` from the query and opens its detail). */
export const FACTORING_DETAIL_PATH = '/efactoring';

/** Type 8 to the applicant, in the application's enterprise: the decision, with the application record as data. */
export function decisionNotice(row: FactoringRow, approve: boolean, opinion: string): NewNotice {
  const outcome = approve ? '已审核通过' : '未通过审核';
  const said = opinion ? `审核意见：${opinion}` : '';
  return {
    userId: row.userId,
    entId: row.entId,
    noticeType: NOTICE_TYPE_FINANCING_RESULT,
    content: `您提交的${factoringTitle(row.applyNo)}（债务人：${row.buyerName}）${outcome}。${said}`,
    data: {
      financingApplyNumber: row.applyNo,
      financingApplyTime: toDisplayTime(row.createdAt),
      notificationStatus: approve ? '审核通过' : '审核驳回',
      factoringApplyId: row.id,
    },
  };
}

export interface Payment {
  /** Two-place decimal text. */
  realMoney: string;
  realDate: string;
  payAccount: string;
  at: Date;
}

/** Type 9 to the applicant: the payment record as data; the payee is the applicant's enterprise. */
export function paymentNotice(row: FactoringRow, p: Payment): NewNotice {
  return {
    userId: row.userId,
    entId: row.entId,
    noticeType: NOTICE_TYPE_PAYMENT_RESULT,
    content: `您的${factoringTitle(row.applyNo)}已放款，金额 ${p.realMoney} 元，请注意查收。`,
    data: {
      realMoney: p.realMoney,
      realDate: p.realDate,
      receiveCompany: row.entName,
      receiveAccount: p.payAccount,
      notificationStatus: '已放款',
      updateDate: toDisplayTime(p.at),
      factoringApplyId: row.id,
    },
  };
}

const OUTCOME_STATUS: Partial<Record<WorkflowOutcome, FactoringStatus>> = { approved: '已通过', rejected: '已驳回' };

/**
 * The decision's effect, in the approval's transaction: 待审核 → 已通过 / 已驳回, the history line with the opinion,
 * and the type 8 notice (published after the commit). A withdrawal has moved the application already (service.ts).
 */
export async function onCompletion(
  deps: Deps,
  tx: Tx,
  instance: WorkflowInstanceRow,
  outcome: WorkflowOutcome,
  ctx: TransitionContext,
): Promise<void> {
  const to = OUTCOME_STATUS[outcome];
  if (!to) return;
  const row = await moveStatus(tx, instance.bizCode, ['待审核'], to);
  if (!row) {
    // The application left 待审核 some other way: the whole approval is rolled back and the reviewer told so.
    const now = await findApplication(tx, instance.bizCode);
    throw fail.business(FACTORING_MSG.alreadyDecided(now?.status ?? '未知'));
  }
  await addHistory(tx, {
    applicationId: row.id,
    status: to,
    action: outcome === 'approved' ? '审核通过' : '审核驳回',
    operatorName: ctx.actor.userName,
    opinion: ctx.opinion,
  });
  const stored = await addNotices(tx, [decisionNotice(row, outcome === 'approved', ctx.opinion)]);
  ctx.afterCommit(() => publishNotices(deps.bus, stored));
}
