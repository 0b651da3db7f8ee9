/**
 * The confirmation dialogs, on the kit's dialog: 通过 / 驳回 with an opinion (驳回 needs one), and 登记放款 with the
 * amount (not above the approved financing) and the receiving account. Nothing is sent before 确认; a refusal (decided
 * meanwhile by another reviewer, registered twice) is shown in the dialog and the detail is read again behind it.
 */
import type { FactoringDetail } from '@portal/shared/api/factoring';
import {
  FACTORING_MSG,
  FACTORING_OPINION_MAX,
  amountToCents,
  normalizeFactoringAmount,
  validatePayAccount,
} from '@portal/shared/factoring/rules';
import { formatAmount } from '@portal/subapp-kit/format';
import { Fields } from '@portal/subapp-kit/react/detail';
import { ReviewDialog as Dialog, type ReviewKind } from '@portal/subapp-kit/react/review-dialog';
import type { ViewProps } from './App.tsx';

export type { ReviewKind };

const TITLES = { approve: '审核通过', reject: '审核驳回', disburse: '登记放款' } as const;
const CONFIRM_TEXTS = {
  approve: '确认审核通过该保理申请？提交后不可撤回，申请人将收到审核结果通知。',
  reject: '确认驳回该保理申请？提交后不可撤回，申请人将收到审核结果及意见。',
  disburse: '确认已向申请企业放款？提交后状态变为“已放款”，申请人将收到放款通知。',
} as const;

function validateRealMoney(value: string, approved: string): string {
  if (value.trim() === '') return '请输入放款金额';
  const a = normalizeFactoringAmount(value);
  if (a === null) return FACTORING_MSG.realMoneyRule;
  return amountToCents(a) > amountToCents(approved) ? FACTORING_MSG.overAmount(approved) : '';
}

function validateOpinion(text: string, kind: ReviewKind): string {
  if (kind === 'reject' && !text) return FACTORING_MSG.opinionRequired;
  return text.length > FACTORING_OPINION_MAX ? FACTORING_MSG.opinionTooLong : '';
}

export function ReviewDialog({
  call,
  kind,
  item,
  taskId,
  ...rest
}: ViewProps & {
  kind: ReviewKind;
  item: FactoringDetail;
  taskId: string | null;
  onClose: () => void;
  onDone: (msg: string) => void;
  onStale: () => void;
}) {
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
            ['申请编号', item.applyNo, 'el-mono'],
            ['申请企业', item.entName],
            ['债务人', item.buyerName],
            ['融资金额', `${formatAmount(item.amount)} 元`],
          ]}
        />
      }
      opinionLabel="审核意见"
      opinionMax={FACTORING_OPINION_MAX}
      amount={item.amount}
      amountMaxLength={20}
      rules={{
        opinion: validateOpinion,
        realMoney: (value) => validateRealMoney(value, item.amount),
        receiveAccount: validatePayAccount,
      }}
      send={(input) =>
        kind === 'disburse'
          ? call('factoringDisburse', { id: item.id, realMoney: input.realMoney, receiveAccount: input.receiveAccount })
          : call('factoringReviewDecide', {
              id: item.id,
              approve: kind === 'approve',
              opinion: input.opinion,
              ...(taskId ? { taskId } : {}),
            })
      }
    />
  );
}
