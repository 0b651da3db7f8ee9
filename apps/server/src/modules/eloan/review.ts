/**
 * The reviewer's rules (issue 11): which statuses a decision and a payment start from, the Chinese messages of a
 * refusal, and the financing notices (§3.1 types 8 and 9, §3 Financing notice data) sent to the applicant.
 */
import { toDisplayTime, type LoanStatus } from '@portal/shared';
import type { NewNotice } from '../notices/index.ts';
import type { ReviewRow } from './repo.ts';

/** A decision is taken on an application still waiting for one. */
export const REVIEWABLE: readonly LoanStatus[] = ['待审批', '审批中'];
/** A payment is registered on an approved application only. */
export const DISBURSABLE: LoanStatus = '已通过';

export const REVIEW_MSG = {
  approved: '审批通过，已通知申请人',
  rejected: '已驳回，已通知申请人',
  disbursed: '放款已登记，已通知申请人',
  opinionRequired: '驳回时请填写审批意见',
  /** Four eyes: nobody decides or pays out their own application. */
  ownApplication: '不能审批或登记本人提交的贷款申请',
  /** Another reviewer (or a second click) decided first. */
  alreadyDecided: (status: string) => `该贷款申请已被审批（当前状态：${status}），请刷新列表后查看`,
  notDisbursable: (status: string) => `仅审批通过的贷款申请可登记放款（当前状态：${status}）`,
  overAmount: (amount: string) => `放款金额不能超过审批通过的贷款金额（${amount} 元）`,
} as const;

export const NOTICE_TYPE_FINANCING_RESULT = 8;
export const NOTICE_TYPE_LOAN_RESULT = 9;

/** Type 8 to the applicant, in the application's enterprise: the decision, with the application record as data. */
export function decisionNotice(row: ReviewRow, approve: boolean, opinion: string): NewNotice {
  const outcome = approve ? '已审批通过' : '未通过审批';
  const said = opinion ? `审批意见：${opinion}` : '';
  return {
    userId: row.userId,
    entId: row.entId,
    noticeType: NOTICE_TYPE_FINANCING_RESULT,
    content: `您提交的贷款申请（编号${row.id}，${row.productType}）${outcome}。${said}`,
    data: {
      financingApplyNumber: row.id,
      financingApplyTime: toDisplayTime(row.createdAt),
      notificationStatus: approve ? '审批通过' : '审批驳回',
    },
  };
}

export interface Payment {
  /** Two-place decimal text ("1200000.00"). */
  realMoney: string;
  receiveAccount: string;
  /** The applicant's enterprise, or null when its name is not known any more. */
  receiveCompany: string | null;
  at: Date;
}

/** Type 9 to the applicant, in the application's enterprise: the payment record as data. */
export function paymentNotice(row: ReviewRow, p: Payment): NewNotice {
  const when = toDisplayTime(p.at);
  return {
    userId: row.userId,
    entId: row.entId,
    noticeType: NOTICE_TYPE_LOAN_RESULT,
    content: `您的贷款申请（编号${row.id}，${row.productType}）已放款，金额 ${p.realMoney} 元，请注意查收。`,
    data: {
      realMoney: p.realMoney,
      realDate: when.slice(0, 10),
      receiveCompany: p.receiveCompany,
      receiveAccount: p.receiveAccount,
      notificationStatus: '已放款',
      updateDate: when,
    },
  };
}
