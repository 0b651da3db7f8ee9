/**
 * The create view. The field rules are the server's (@portal/shared/loan), checked on blur and on submit; the server
 * checks them again. A failed submit keeps everything the user typed.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import {
  LOAN_PRODUCT_TYPES,
  LOAN_PURPOSE_MAX,
  validateLoanAmount,
  validateLoanProductType,
  validateLoanPurpose,
  validateLoanTerm,
  type LoanProductType,
} from '@portal/shared/loan';
import type { ViewProps } from './App.tsx';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';

interface Values {
  productType: string;
  amount: string;
  termMonths: string;
  purpose: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const toTerm = (v: string) => (v.trim() === '' ? undefined : Number(v));

function validate(v: Values): Errors {
  const errors: Errors = {
    productType: validateLoanProductType(v.productType),
    amount: validateLoanAmount(v.amount),
    termMonths: validateLoanTerm(toTerm(v.termMonths)),
    purpose: validateLoanPurpose(v.purpose),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m));
}

export function LoanForm({
  call,
  report,
  onCancel,
  onCreated,
}: ViewProps & { onCancel: () => void; onCreated: (id: string, msg: string) => void }) {
  const [values, setValues] = useState<Values>({ productType: '', amount: '', termMonths: '', purpose: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');

  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const check = (k: keyof Values) => () => setErrors((errs) => ({ ...errs, [k]: validate(values)[k] }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validate(values);
    setErrors(errs);
    setFailure('');
    if (Object.keys(errs).length) return;
    setSubmitting(true);
    try {
      const res = await call('eloanApplyAdd', {
        // Checked by validate() above: a product of the list and a whole number of months.
        productType: values.productType as LoanProductType,
        amount: values.amount.trim(),
        termMonths: Number(values.termMonths),
        purpose: values.purpose.trim(),
      });
      report(null);
      onCreated(res.data[0].id, res.msg);
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (!apiErr) return;
      setFailure(apiErr.message);
      setSubmitting(false);
    }
  };

  const purposeLength = [...values.purpose.trim()].length;
  /** One required field: its label, its control, and the message line below it. */
  const row = (k: keyof Values, label: string, control: ReactElement, hint?: string) => (
    <FormRow label={label} required error={errors[k]} hint={hint}>
      {control}
    </FormRow>
  );

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">新建贷款申请</h2>
        <button type="button" className="el-btn el-btn-link" onClick={onCancel}>
          返回列表
        </button>
      </div>
      {failure ? (
        <div className="el-alert el-alert-error" role="alert">
          {failure}
        </div>
      ) : null}
      <form className="el-form" onSubmit={(e) => void submit(e)} noValidate>
        {row(
          'productType',
          '贷款产品',
          <select
            className="el-input"
            name="productType"
            value={values.productType}
            onChange={set('productType')}
            onBlur={check('productType')}
          >
            <option value="">请选择</option>
            {LOAN_PRODUCT_TYPES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>,
        )}
        {row(
          'amount',
          '申请金额（元）',
          <input
            className="el-input"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="大于0，不超过100,000,000，最多两位小数"
            value={values.amount}
            onChange={set('amount')}
            onBlur={check('amount')}
          />,
        )}
        {row(
          'termMonths',
          '贷款期限（月）',
          <input
            className="el-input"
            name="termMonths"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1-360"
            value={values.termMonths}
            onChange={set('termMonths')}
            onBlur={check('termMonths')}
          />,
        )}
        {row(
          'purpose',
          '贷款用途',
          <textarea
            className="el-input el-textarea"
            name="purpose"
            rows={4}
            placeholder="请说明资金用途，2-200个字符"
            value={values.purpose}
            onChange={set('purpose')}
            onBlur={check('purpose')}
          />,
          `${purposeLength}/${LOAN_PURPOSE_MAX}`,
        )}
        <div className="el-form-actions">
          <button type="submit" className="el-btn el-btn-primary" disabled={submitting}>
            {submitting ? '提交中…' : '提交申请'}
          </button>
          <button type="button" className="el-btn" onClick={onCancel} disabled={submitting}>
            取消
          </button>
        </div>
      </form>
    </section>
  );
}
