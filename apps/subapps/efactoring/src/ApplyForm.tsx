/**
 * 新建申请: the buyer (债务人 and its 统一社会信用代码), the invoices transferred, the financing asked (not above the
 * invoices' total, nor 5 亿), the term and the 回款账户. Every rule is the server's (@portal/shared/factoring/rules),
 * checked on blur and on submit; the server checks them again. A failed submit keeps everything typed.
 */
import { useState, type FormEvent } from 'react';
import {
  FACTORING_MSG,
  FACTORING_TERM_MAX,
  centsToAmount,
  invoiceErrors,
  invoicesTotalCents,
  repeatedInvoiceNos,
  validateBuyerCreditCode,
  validateBuyerName,
  validateFactoringTerm,
  validateFinancingAmount,
  validateReceiveAccount,
  type InvoiceField,
} from '@portal/shared/factoring/rules';
import { formatAmount } from '@portal/subapp-kit/format';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';
import type { ViewProps } from './App.tsx';
import { InvoiceRows, emptyInvoice, type InvoiceDraft, type InvoiceErrors } from './InvoiceRows.tsx';

interface Values {
  buyerName: string;
  buyerCreditCode: string;
  amount: string;
  termDays: string;
  receiveAccount: string;
}
type Field = keyof Values;
type Errors = Partial<Record<Field | 'invoices', string>>;

const toTerm = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : v.trim() === '' ? undefined : NaN);

function validate(v: Values, rows: InvoiceDraft[]): { errors: Errors; invoices: InvoiceErrors } {
  const invoices: InvoiceErrors = {};
  for (const r of rows) {
    const e = invoiceErrors(r);
    const set = Object.fromEntries(Object.entries(e).filter(([, m]) => m));
    if (Object.keys(set).length) invoices[r.key] = set;
  }
  const twice = repeatedInvoiceNos(rows.filter((r) => r.invoiceNo.trim()));
  const all: Errors = {
    buyerName: validateBuyerName(v.buyerName),
    buyerCreditCode: validateBuyerCreditCode(v.buyerCreditCode),
    amount: validateFinancingAmount(v.amount, invoicesTotalCents(rows)),
    termDays: validateFactoringTerm(toTerm(v.termDays)),
    receiveAccount: validateReceiveAccount(v.receiveAccount),
    invoices: twice.length ? `${FACTORING_MSG.invoiceRepeated}：${twice.join('、')}` : '',
  };
  return { errors: Object.fromEntries(Object.entries(all).filter(([, m]) => m)), invoices };
}

export function ApplyForm({
  call,
  report,
  onCancel,
  onCreated,
}: ViewProps & { onCancel: () => void; onCreated: (id: string, msg: string) => void }) {
  const [values, setValues] = useState<Values>({
    buyerName: '',
    buyerCreditCode: '',
    amount: '',
    termDays: '',
    receiveAccount: '',
  });
  const [rows, setRows] = useState<InvoiceDraft[]>(() => [emptyInvoice()]);
  const [errors, setErrors] = useState<Errors>({});
  const [rowErrors, setRowErrors] = useState<InvoiceErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');

  const set = (k: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const check = (k: Field) => () => setErrors((errs) => ({ ...errs, [k]: validate(values, rows).errors[k] }));
  const checkCell = (key: number, field: InvoiceField) =>
    setRowErrors((errs) => ({
      ...errs,
      [key]: { ...errs[key], [field]: validate(values, rows).invoices[key]?.[field] },
    }));
  const changeCell = (key: number, field: InvoiceField, value: string) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const totalCents = invoicesTotalCents(rows);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = validate(values, rows);
    setErrors(v.errors);
    setRowErrors(v.invoices);
    setFailure('');
    if (Object.keys(v.errors).length || Object.keys(v.invoices).length) return;
    setSubmitting(true);
    try {
      const res = await call('factoringApplyAdd', {
        buyerName: values.buyerName.trim(),
        buyerCreditCode: values.buyerCreditCode.trim().toUpperCase(),
        invoices: rows.map((r) => ({
          invoiceNo: r.invoiceNo.trim(),
          invoiceDate: r.invoiceDate,
          amount: r.amount.trim(),
          dueDate: r.dueDate,
        })),
        amount: values.amount.trim(),
        termDays: Number(values.termDays),
        receiveAccount: values.receiveAccount.trim(),
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

  const input = (k: Field, placeholder: string, inputMode?: 'decimal' | 'numeric', maxLength = 100) => (
    <input
      className="el-input"
      name={k}
      inputMode={inputMode}
      autoComplete="off"
      maxLength={maxLength}
      placeholder={placeholder}
      value={values[k]}
      onChange={set(k)}
      onBlur={check(k)}
    />
  );

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">新建保理融资申请</h2>
        <button type="button" className="el-btn el-btn-link" onClick={onCancel}>
          返回列表
        </button>
      </div>
      {failure ? (
        <div className="el-alert el-alert-error" role="alert">
          {failure}
        </div>
      ) : null}
      <form className="el-form ef-form" onSubmit={(e) => void submit(e)} noValidate>
        <h3 className="ef-section">债务人（买方）</h3>
        <FormRow label="债务人名称" required error={errors.buyerName}>
          {input('buyerName', '请输入债务人全称')}
        </FormRow>
        <FormRow label="统一社会信用代码" required error={errors.buyerCreditCode}>
          {input('buyerCreditCode', '18位统一社会信用代码', undefined, 18)}
        </FormRow>

        <h3 className="ef-section">转让的应收账款发票</h3>
        <InvoiceRows
          rows={rows}
          errors={rowErrors}
          total={formatAmount(centsToAmount(totalCents))}
          onChange={changeCell}
          onBlur={checkCell}
          onAdd={() => setRows((rs) => [...rs, emptyInvoice()])}
          onRemove={(key) => setRows((rs) => rs.filter((r) => r.key !== key))}
        />
        {errors.invoices ? (
          <div className="el-field-error" role="alert">
            {errors.invoices}
          </div>
        ) : null}

        <h3 className="ef-section">融资信息</h3>
        <FormRow
          label="融资金额（元）"
          required
          error={errors.amount}
          hint={`不超过发票金额合计 ${formatAmount(centsToAmount(totalCents))}，且不超过5亿元`}
        >
          {input('amount', '大于0，最多两位小数', 'decimal', 20)}
        </FormRow>
        <FormRow label="融资期限（天）" required error={errors.termDays}>
          {input('termDays', `1-${FACTORING_TERM_MAX}`, 'numeric', 3)}
        </FormRow>
        <FormRow label="回款账户" required error={errors.receiveAccount}>
          {input('receiveAccount', '开户行及账号')}
        </FormRow>
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
