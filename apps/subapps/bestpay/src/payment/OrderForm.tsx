/**
 * The new-order form. The field rules are the server's (@portal/shared/payment/rules), checked on blur and on submit;
 * the amount against the single-payment limit of the channel the payer account's bank offers. The form's request id
 * is made once per form: a repeated click, or a retry after a lost answer, gives the same one order.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import {
  validatePayeeAccountNo,
  validatePayeeBank,
  validatePayeeName,
  validatePaymentAmount,
  validatePaymentPurpose,
  validatePaymentRemark,
  type PaymentChannelType,
} from '@portal/shared/payment/rules';
import { PAYMENT_PAYER_REQUIRED } from '@portal/shared/payment/messages';
import type { BankAccount, PaymentChannel } from '@portal/shared/api/payment';
import { formatAmount } from '@portal/subapp-kit/format';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import { Loaded, type ViewProps } from './shell.tsx';

interface Values {
  payerAccountId: string;
  payeeName: string;
  payeeAccountNo: string;
  payeeBank: string;
  amount: string;
  purpose: string;
  remark: string;
}
type Errors = Partial<Record<keyof Values, string>>;
const EMPTY: Values = {
  payerAccountId: '',
  payeeName: '',
  payeeAccountNo: '',
  payeeBank: '',
  amount: '',
  purpose: '',
  remark: '',
};

/** 32 hex characters from the browser's random source (randomUUID needs a secure page; this does not). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function validate(v: Values, limit: string | null): Errors {
  const errors: Errors = {
    payerAccountId: v.payerAccountId ? '' : PAYMENT_PAYER_REQUIRED,
    payeeName: validatePayeeName(v.payeeName),
    payeeAccountNo: validatePayeeAccountNo(v.payeeAccountNo),
    payeeBank: validatePayeeBank(v.payeeBank),
    amount: validatePaymentAmount(v.amount, limit),
    purpose: validatePaymentPurpose(v.purpose),
    remark: validatePaymentRemark(v.remark),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m));
}

interface Options {
  accounts: BankAccount[];
  channels: PaymentChannel[];
}

export function OrderForm(
  props: ViewProps & {
    channelType: PaymentChannelType;
    onCancel: () => void;
    onCreated: (id: string, msg: string) => void;
  },
) {
  const { call, report, channelType } = props;
  const { state, reload } = useLoad(
    async (signal): Promise<Options> => {
      const [accounts, channels] = await Promise.all([
        call('getBankAccountList', {}, { signal }),
        call('paymentChannelList', { channelType }, { signal }),
      ]);
      return { accounts: accounts.data, channels: channels.data };
    },
    channelType,
    report,
  );
  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">新建付款单（{channelType}）</h2>
        <button type="button" className="el-btn el-btn-link" onClick={props.onCancel}>
          返回列表
        </button>
      </div>
      <Loaded state={state} onRetry={reload}>
        {(options) => <Form {...props} options={options} />}
      </Loaded>
    </section>
  );
}

function Form({
  call,
  report,
  channelType,
  options,
  onCancel,
  onCreated,
}: ViewProps & {
  channelType: PaymentChannelType;
  options: Options;
  onCancel: () => void;
  onCreated: (id: string, msg: string) => void;
}) {
  const [requestId] = useState(newRequestId);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');

  const payer = options.accounts.find((a) => a.id === values.payerAccountId);
  const channel = payer ? options.channels.find((c) => c.bankName === payer.bankName) : undefined;
  const limit = channel?.singleLimit ?? null;

  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  const check = (k: keyof Values) => () => setErrors((errs) => ({ ...errs, [k]: validate(values, limit)[k] }));

  const send = async (submit: boolean) => {
    const errs = validate(values, limit);
    setErrors(errs);
    setFailure('');
    if (Object.keys(errs).length) return;
    setSubmitting(true);
    try {
      const res = await call('paymentOrderAdd', {
        requestId,
        channelType,
        payerAccountId: values.payerAccountId,
        payeeName: values.payeeName.trim(),
        payeeAccountNo: values.payeeAccountNo.trim(),
        payeeBank: values.payeeBank.trim(),
        amount: values.amount.trim(),
        purpose: values.purpose.trim(),
        remark: values.remark.trim(),
        submit,
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

  const row = (k: keyof Values, label: string, control: ReactElement, required = true, hint?: string) => (
    <FormRow label={label} required={required} error={errors[k]} hint={hint}>
      {control}
    </FormRow>
  );
  const input = (k: keyof Values, placeholder: string, extra: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <input
      className="el-input"
      name={k}
      autoComplete="off"
      placeholder={placeholder}
      value={values[k]}
      onChange={set(k)}
      onBlur={check(k)}
      {...extra}
    />
  );

  return (
    <>
      {failure ? (
        <div className="el-alert el-alert-error" role="alert">
          {failure}
        </div>
      ) : null}
      <form
        className="el-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void send(true);
        }}
        noValidate
      >
        {row(
          'payerAccountId',
          '付款账户',
          <select
            className="el-input"
            name="payerAccountId"
            value={values.payerAccountId}
            onChange={set('payerAccountId')}
            onBlur={check('payerAccountId')}
          >
            <option value="">请选择本企业银行账户</option>
            {options.accounts.map((a) => (
              <option key={a.id} value={a.id} disabled={a.status !== '正常'}>
                {a.bankName} {a.accountNoMasked}（{a.accountName}）{a.status !== '正常' ? `【${a.status}】` : ''}
              </option>
            ))}
          </select>,
        )}
        {payer ? (
          <p className="pay-hint-line">
            {channel
              ? `支付通道：${channel.bankName}${channelType}（${channel.status}），单笔限额 ${formatAmount(channel.singleLimit)} 元，日累计限额 ${formatAmount(channel.dailyLimit)} 元`
              : `${payer.bankName}未开通${channelType}通道`}
          </p>
        ) : null}
        {row('payeeName', '收款户名', input('payeeName', '收款单位或个人名称'))}
        {row('payeeAccountNo', '收款账号', input('payeeAccountNo', '8至30位数字', { inputMode: 'numeric' }))}
        {row('payeeBank', '收款开户行', input('payeeBank', '如：中国工商银行北京东城支行'))}
        {row(
          'amount',
          '付款金额（元）',
          input('amount', limit ? `大于0，不超过${formatAmount(limit)}，最多两位小数` : '大于0，最多两位小数', {
            inputMode: 'decimal',
          }),
        )}
        {row('purpose', '用途', input('purpose', '2至100个字'))}
        {row(
          'remark',
          '备注',
          <textarea
            className="el-input el-textarea"
            name="remark"
            rows={3}
            placeholder="选填，不超过200个字"
            value={values.remark}
            onChange={set('remark')}
            onBlur={check('remark')}
          />,
          false,
          `${[...values.remark.trim()].length}/200`,
        )}
        <div className="el-form-actions">
          <button type="submit" className="el-btn el-btn-primary" disabled={submitting}>
            {submitting ? '提交中…' : '提交付款'}
          </button>
          <button type="button" className="el-btn" disabled={submitting} onClick={() => void send(false)}>
            保存
          </button>
          <button type="button" className="el-btn" onClick={onCancel} disabled={submitting}>
            取消
          </button>
        </div>
      </form>
    </>
  );
}
