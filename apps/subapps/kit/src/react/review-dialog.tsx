/**
 * The reviewer's confirmation dialog: 通过 / 驳回 with an opinion (驳回 needs one), and 登记放款 with the amount (not
 * above the approved one) and the receiving account. The dialog is the confirmation: it names the record and what
 * will happen (the applicant is notified), and nothing is sent before 确认. A refusal (decided meanwhile by another
 * reviewer, over the amount) is shown in the dialog, and onStale lets the view read its data again behind it.
 * Each app gives its words, its field rules (the server's own) and its call.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '../request.ts';
import { formatAmount } from '../format.ts';
import { FormRow, submitFailure } from './form.tsx';

export type ReviewKind = 'approve' | 'reject' | 'disburse';

/** What the reviewer entered: the opinion (通过 / 驳回), or the amount and the account (登记放款), trimmed. */
export interface ReviewInput {
  opinion: string;
  realMoney: string;
  receiveAccount: string;
}

export interface ReviewDialogProps {
  kind: ReviewKind;
  /** The dialog's title per kind. */
  titles: Readonly<Record<ReviewKind, string>>;
  /** The confirmation text per kind: what will happen once confirmed. */
  confirmTexts: Readonly<Record<ReviewKind, string>>;
  /** The record decided on (a compact field grid). */
  facts: ReactNode;
  /** The opinion's label (审批意见 / 审核意见) and its longest length. */
  opinionLabel: string;
  opinionMax: number;
  /** The approved amount: 放款金额's first value and its limit. */
  amount: string;
  amountMaxLength?: number;
  /** The field rules: the message, or '' when the value is fine. */
  rules: {
    opinion: (text: string, kind: ReviewKind) => string;
    realMoney: (value: string) => string;
    receiveAccount: (value: string) => string;
  };
  /** Sends the decision; answers the server's message. */
  send: (input: ReviewInput) => Promise<{ msg: string }>;
  report: (err: ApiError | null) => void;
  onClose: () => void;
  /** Succeeded: the server's message, for the view's banner. */
  onDone: (msg: string) => void;
  /** Refused by the server: the view may be out of date. */
  onStale: () => void;
}

const CONFIRM_LABEL: Record<ReviewKind, string> = { approve: '确认通过', reject: '确认驳回', disburse: '确认放款' };

export function ReviewDialog(p: ReviewDialogProps) {
  const { kind, onClose } = p;
  const [opinion, setOpinion] = useState('');
  const [realMoney, setRealMoney] = useState(p.amount);
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const titleId = useId();

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const all =
      kind === 'disburse'
        ? { realMoney: p.rules.realMoney(realMoney), account: p.rules.receiveAccount(account) }
        : { opinion: p.rules.opinion(opinion.trim(), kind) };
    const errs = Object.fromEntries(Object.entries(all).filter(([, m]) => m));
    setErrors(errs);
    setFailure('');
    if (Object.keys(errs).length) return;
    setSubmitting(true);
    try {
      const res = await p.send({
        opinion: opinion.trim(),
        realMoney: realMoney.trim(),
        receiveAccount: account.trim(),
      });
      p.report(null);
      p.onDone(res.msg);
    } catch (err) {
      const apiErr = submitFailure(err, p.report);
      if (!apiErr) return;
      setFailure(apiErr.message);
      setSubmitting(false);
      if (apiErr.kind === 'business') p.onStale();
    }
  };

  return (
    <div className="el-mask" role="presentation">
      <form
        className="el-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <h3 className="el-h2" id={titleId}>
          {p.titles[kind]}
        </h3>
        {p.facts}
        <p className="el-confirm-text">{p.confirmTexts[kind]}</p>
        {failure ? (
          <div className="el-alert el-alert-error" role="alert">
            {failure}
          </div>
        ) : null}
        {kind === 'disburse' ? (
          <>
            <FormRow label="放款金额（元）" required error={errors.realMoney} hint={`不超过 ${formatAmount(p.amount)}`}>
              <input
                ref={first}
                className="el-input"
                name="realMoney"
                inputMode="decimal"
                autoComplete="off"
                maxLength={p.amountMaxLength}
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
            label={p.opinionLabel}
            required={kind === 'reject'}
            error={errors.opinion}
            hint={`${opinion.trim().length}/${p.opinionMax}`}
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
            {submitting ? '提交中…' : CONFIRM_LABEL[kind]}
          </button>
        </div>
      </form>
    </div>
  );
}
