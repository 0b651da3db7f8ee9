/**
 * The reviewer's confirmation dialogs (issue 11): 通过 / 驳回 with an opinion, and 登记放款 with the amount and the
 * receiving account. The dialog is the confirmation: it names the application and what will happen (the applicant is
 * notified), and nothing is sent before 确认. A refusal (decided meanwhile by another reviewer, over the amount) is
 * shown in the dialog and the list is refreshed behind it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoanReviewItem } from '@portal/shared/api/eloan';
import type { ViewProps } from './App.tsx';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';
import { formatAmount } from '@portal/subapp-kit/format';
import { OPINION_MAX, validateOpinion, validateRealMoney, validateReceiveAccount } from './review-rules.ts';

export type ReviewAction = { kind: 'approve' | 'reject' | 'disburse'; item: LoanReviewItem };

const TITLE = { approve: '审批通过', reject: '审批驳回', disburse: '登记放款' } as const;

export function ReviewDialog({
  call,
  report,
  action,
  onClose,
  onDone,
  onStale,
}: ViewProps & {
  action: ReviewAction;
  onClose: () => void;
  /** Succeeded: the server's message, for the list's banner. */
  onDone: (msg: string) => void;
  /** Refused by the server: the list may be out of date. */
  onStale: () => void;
}) {
  const { kind, item } = action;
  const [opinion, setOpinion] = useState('');
  const [realMoney, setRealMoney] = useState(item.amount);
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !submitting) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, submitting]);

  const validate = (): Record<string, string> => {
    const all =
      kind === 'disburse'
        ? { realMoney: validateRealMoney(realMoney, item.amount), account: validateReceiveAccount(account) }
        : { opinion: validateOpinion(opinion, kind === 'approve') };
    return Object.fromEntries(Object.entries(all).filter(([, m]) => m));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate();
    setErrors(errs);
    setFailure('');
    if (Object.keys(errs).length) return;
    setSubmitting(true);
    try {
      const res =
        kind === 'disburse'
          ? await call('eloanDisburse', { id: item.id, realMoney: realMoney.trim(), receiveAccount: account.trim() })
          : await call('eloanReview', { id: item.id, approve: kind === 'approve', opinion: opinion.trim() });
      report(null);
      onDone(res.msg);
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (!apiErr) return;
      setFailure(apiErr.message);
      setSubmitting(false);
      if (apiErr.kind === 'business') onStale();
    }
  };

  return (
    <div className="el-mask" role="presentation">
      <form
        className="el-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="el-dialog-title"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <h3 className="el-h2" id="el-dialog-title">
          {TITLE[kind]}
        </h3>
        <dl className="el-desc el-desc-compact">
          <dt>申请编号</dt>
          <dd className="el-mono">{item.id}</dd>
          <dt>申请企业</dt>
          <dd>{item.entName || '-'}</dd>
          <dt>申请人</dt>
          <dd>{item.applicantName}</dd>
          <dt>贷款产品</dt>
          <dd>{item.productType}</dd>
          <dt>申请金额</dt>
          <dd>{formatAmount(item.amount)} 元</dd>
        </dl>
        <p className="el-confirm-text">
          {kind === 'approve'
            ? '确认审批通过该贷款申请？提交后不可撤回，申请人将收到审批结果通知。'
            : kind === 'reject'
              ? '确认驳回该贷款申请？提交后不可撤回，申请人将收到审批结果及意见。'
              : '确认已向申请企业放款？提交后申请状态变为“已放款”，申请人将收到放款通知。'}
        </p>
        {failure ? (
          <div className="el-alert el-alert-error" role="alert">
            {failure}
          </div>
        ) : null}
        {kind === 'disburse' ? (
          <>
            <FormRow
              label="放款金额（元）"
              required
              error={errors.realMoney}
              hint={`不超过 ${formatAmount(item.amount)}`}
            >
              <input
                ref={first}
                className="el-input"
                name="realMoney"
                inputMode="decimal"
                autoComplete="off"
                value={realMoney}
                onChange={(e) => setRealMoney(e.target.value)}
              />
            </FormRow>
            <FormRow label="收款账号" required error={errors.account}>
              <input
                className="el-input"
                name="receiveAccount"
                inputMode="numeric"
                autoComplete="off"
                maxLength={40}
                placeholder="请输入收款银行账号"
                value={account}
                onChange={(e) => setAccount(e.target.value)}
              />
            </FormRow>
          </>
        ) : (
          <FormRow
            label="审批意见"
            required={kind === 'reject'}
            error={errors.opinion}
            hint={`${opinion.trim().length}/${OPINION_MAX}`}
          >
            <textarea
              ref={first}
              className="el-input el-textarea"
              name="opinion"
              rows={3}
              placeholder={kind === 'reject' ? '请填写驳回原因' : '选填'}
              value={opinion}
              onChange={(e) => setOpinion(e.target.value)}
            />
          </FormRow>
        )}
        <div className="el-dialog-actions">
          <button type="button" className="el-btn" onClick={onClose} disabled={submitting}>
            取消
          </button>
          <button
            type="submit"
            className={`el-btn ${kind === 'reject' ? 'el-btn-danger' : 'el-btn-primary'}`}
            disabled={submitting}
          >
            {submitting ? '提交中…' : kind === 'approve' ? '确认通过' : kind === 'reject' ? '确认驳回' : '确认放款'}
          </button>
        </div>
      </form>
    </div>
  );
}
