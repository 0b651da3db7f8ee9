/**
 * The reviewer's confirmation dialogs (issue 11): 通过 / 驳回 with an opinion, and 登记放款 with the amount and the
 * receiving account, on the kit's dialog. The dialog is the confirmation: it names the application and what will
 * happen (the applicant is notified), and nothing is sent before 确认. A refusal (decided meanwhile by another
 * reviewer, over the amount) is shown in the dialog and the list is refreshed behind it.
 */
import type { LoanReviewItem } from '@portal/shared/api/eloan';
import { formatAmount } from '@portal/subapp-kit/format';
import { Fields } from '@portal/subapp-kit/react/detail';
import { ReviewDialog as Dialog, type ReviewKind } from '@portal/subapp-kit/react/review-dialog';
import type { ViewProps } from './App.tsx';
import { OPINION_MAX, validateOpinion, validateRealMoney, validateReceiveAccount } from './review-rules.ts';

export type ReviewAction = { kind: ReviewKind; item: LoanReviewItem };

const TITLES = { approve: '审批通过', reject: '审批驳回', disburse: '登记放款' } as const;
const CONFIRM_TEXTS = {
  approve: '确认审批通过该贷款申请？提交后不可撤回，申请人将收到审批结果通知。',
  reject: '确认驳回该贷款申请？提交后不可撤回，申请人将收到审批结果及意见。',
  disburse: '确认已向申请企业放款？提交后申请状态变为“已放款”，申请人将收到放款通知。',
} as const;

export function ReviewDialog({
  call,
  action,
  ...rest
}: ViewProps & {
  action: ReviewAction;
  onClose: () => void;
  /** Succeeded: the server's message, for the list's banner. */
  onDone: (msg: string) => void;
  /** Refused by the server: the list may be out of date. */
  onStale: () => void;
}) {
  const { kind, item } = action;
  return (
    <Dialog
      {...rest}
      kind={kind}
      titles={TITLES}
      confirmTexts={CONFIRM_TEXTS}
      facts={
        <Fields
          className="el-desc-compact"
          rows={[
            ['申请编号', item.id, 'el-mono'],
            ['申请企业', item.entName || '-'],
            ['申请人', item.applicantName],
            ['贷款产品', item.productType],
            ['申请金额', `${formatAmount(item.amount)} 元`],
          ]}
        />
      }
      opinionLabel="审批意见"
      opinionMax={OPINION_MAX}
      amount={item.amount}
      rules={{
        opinion: (text, k) => validateOpinion(text, k === 'approve'),
        realMoney: (value) => validateRealMoney(value, item.amount),
        receiveAccount: validateReceiveAccount,
      }}
      send={(input) =>
        kind === 'disburse'
          ? call('eloanDisburse', { id: item.id, realMoney: input.realMoney, receiveAccount: input.receiveAccount })
          : call('eloanReview', { id: item.id, approve: kind === 'approve', opinion: input.opinion })
      }
    />
  );
}
