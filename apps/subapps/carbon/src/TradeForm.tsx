/**
 * 新增交易: a purchase or a sale booked to a compliance year. The field rules are the server's (carbon/rules.ts),
 * checked on blur and on submit, and the sale is checked against what the year's account holds; the server checks
 * everything again under the account's lock. A failed submit keeps what the user typed.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import {
  CARBON_ASSETS,
  CARBON_TRADE_SIDES,
  carbonToday,
  carbonTradeAmount,
  checkCarbonTrade,
  formatCarbonTonnes,
  normalizeCarbonPrice,
  normalizeCarbonTonnes,
  validateCarbonCounterparty,
  validateCarbonTradeDate,
  type CarbonAsset,
  type CarbonTradeSide,
} from '@portal/shared/carbon/rules';
import { CARBON_MSG } from '@portal/shared/carbon/messages';
import { formatAmount } from '@portal/subapp-kit/format';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';
import type { AccountsProps } from './App.tsx';

interface Values {
  year: string;
  side: string;
  asset: string;
  tradeDate: string;
  counterparty: string;
  quantity: string;
  price: string;
}
type Errors = Partial<Record<keyof Values, string>>;

export function TradeForm({
  call,
  report,
  accounts,
  account,
  onCancel,
  onCreated,
}: AccountsProps & { onCancel: () => void; onCreated: (msg: string) => void }) {
  const [values, setValues] = useState<Values>({
    year: String(account?.year ?? ''),
    side: '买入',
    asset: '配额',
    tradeDate: carbonToday(),
    counterparty: '',
    quantity: '',
    price: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const chosen = accounts.find((a) => String(a.year) === values.year);

  function validate(v: Values): Errors {
    const quantity = normalizeCarbonTonnes(v.quantity);
    const errs: Errors = {
      year: chosen ? '' : CARBON_MSG.yearRule,
      side: (CARBON_TRADE_SIDES as readonly string[]).includes(v.side) ? '' : CARBON_MSG.sideRule,
      asset: (CARBON_ASSETS as readonly string[]).includes(v.asset) ? '' : CARBON_MSG.assetRule,
      tradeDate: validateCarbonTradeDate(v.tradeDate),
      counterparty: validateCarbonCounterparty(v.counterparty),
      quantity:
        quantity === null
          ? CARBON_MSG.quantityRule
          : chosen
            ? checkCarbonTrade(chosen, {
                side: v.side as CarbonTradeSide,
                asset: v.asset as CarbonAsset,
                quantity,
              })
            : '',
      price: normalizeCarbonPrice(v.price) === null ? CARBON_MSG.priceRule : '',
    };
    return Object.fromEntries(Object.entries(errs).filter(([, m]) => m));
  }

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
      const res = await call('carbonTradeAdd', {
        year: Number(values.year),
        side: values.side as CarbonTradeSide,
        asset: values.asset as CarbonAsset,
        tradeDate: values.tradeDate,
        counterparty: values.counterparty.trim(),
        quantity: values.quantity.trim(),
        price: values.price.trim(),
      });
      report(null);
      onCreated(res.msg);
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (!apiErr) return;
      setFailure(apiErr.message);
      setSubmitting(false);
    }
  };

  const quantity = normalizeCarbonTonnes(values.quantity);
  const price = normalizeCarbonPrice(values.price);
  const held = chosen ? (values.asset === 'CCER' ? chosen.ccerHeld : chosen.allowanceHeld) : null;
  const row = (k: keyof Values, label: string, control: ReactElement, hint?: string) => (
    <FormRow label={label} required error={errors[k]} hint={hint}>
      {control}
    </FormRow>
  );
  const select = (k: keyof Values, options: readonly string[]) => (
    <select className="el-input" name={k} value={values[k]} onChange={set(k)} onBlur={check(k)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">新增交易</h2>
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
          'year',
          '履约年度',
          select(
            'year',
            accounts.map((a) => String(a.year)),
          ),
        )}
        {row('side', '交易方向', select('side', CARBON_TRADE_SIDES))}
        {row(
          'asset',
          '交易品种',
          select('asset', CARBON_ASSETS),
          held === null ? undefined : `当前持有 ${formatCarbonTonnes(held)} 吨`,
        )}
        {row(
          'tradeDate',
          '成交日期',
          <input
            className="el-input"
            type="date"
            name="tradeDate"
            max={carbonToday()}
            value={values.tradeDate}
            onChange={set('tradeDate')}
            onBlur={check('tradeDate')}
          />,
        )}
        {row(
          'counterparty',
          '交易对手',
          <input
            className="el-input"
            name="counterparty"
            maxLength={100}
            placeholder="2-100个字符"
            value={values.counterparty}
            onChange={set('counterparty')}
            onBlur={check('counterparty')}
          />,
        )}
        {row(
          'quantity',
          '成交数量（吨）',
          <input
            className="el-input"
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            placeholder="大于0的整数吨"
            value={values.quantity}
            onChange={set('quantity')}
            onBlur={check('quantity')}
          />,
        )}
        {row(
          'price',
          '成交单价（元/吨）',
          <input
            className="el-input"
            name="price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="大于0，最多两位小数"
            value={values.price}
            onChange={set('price')}
            onBlur={check('price')}
          />,
          quantity !== null && price !== null ? `成交金额 ${formatAmount(carbonTradeAmount(quantity, price))} 元` : '',
        )}
        <div className="el-form-actions">
          <button type="submit" className="el-btn el-btn-primary" disabled={submitting}>
            {submitting ? '提交中…' : '登记交易'}
          </button>
          <button type="button" className="el-btn" onClick={onCancel} disabled={submitting}>
            取消
          </button>
        </div>
      </form>
    </section>
  );
}
