/**
 * 履约清缴: the chosen year's obligation (verified emissions, surrendered, still owed, the CCER cap and deadline), the
 * surrender form (清缴申请: allowances and CCER, checked with the shared rule against what is held), and the year's
 * surrender records.
 */
import { useState, type FormEvent } from 'react';
import { checkCarbonSurrender, formatCarbonTonnes as t, normalizeCarbonTonnes } from '@portal/shared/carbon/rules';
import { CARBON_MSG } from '@portal/shared/carbon/messages';
import { formatTime } from '@portal/subapp-kit/format';
import { FormRow, submitFailure } from '@portal/subapp-kit/react/form';
import { PagedTable, Pager, usePagedSearch, type Column } from '@portal/subapp-kit/react/paging';
import type { AccountsProps } from './App.tsx';
import { StateTag } from './shared/StateTag.tsx';

const COLUMNS: readonly Column[] = [
  '履约年度',
  { label: '清缴配额（吨）', className: 'el-num' },
  { label: '清缴CCER（吨）', className: 'el-num' },
  '状态',
  '经办人',
  '提交时间',
];

/** '' → 0 (a line left empty surrenders nothing), else the whole tonnes or null. */
const tonnesOf = (v: string) => (v.trim() === '' ? 0 : normalizeCarbonTonnes(v, 0));

export function Surrender({ call, report, account: a, onChanged }: AccountsProps) {
  const [allowanceQty, setAllowanceQty] = useState('');
  const [ccerQty, setCcerQty] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const year = a ? String(a.year) : '';
  const { table, pager, reload } = usePagedSearch({
    initial: { year },
    normalize: (d) => d,
    load: async (params, signal) =>
      (await call('carbonSurrenderPage', { ...params, year: a ? a.year : '' }, { signal })).data[0],
    report,
  });

  if (!a) return <section className="el-card el-placeholder">本企业尚未建立碳账户。</section>;

  const check = (): string => {
    const qa = tonnesOf(allowanceQty);
    const qc = tonnesOf(ccerQty);
    if (qa === null || qc === null) return CARBON_MSG.surrenderQuantityRule;
    return checkCarbonSurrender(a, { allowanceQty: qa, ccerQty: qc });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice('');
    const msg = check();
    setError(msg);
    if (msg) return;
    setSubmitting(true);
    try {
      const res = await call('carbonSurrenderAdd', {
        year: a.year,
        allowanceQty: tonnesOf(allowanceQty)!,
        ccerQty: tonnesOf(ccerQty)!,
      });
      report(null);
      setNotice(res.msg);
      setAllowanceQty('');
      setCcerQty('');
      reload();
      onChanged();
    } catch (err) {
      const apiErr = submitFailure(err, report);
      if (apiErr) setError(apiErr.message);
    } finally {
      setSubmitting(false);
    }
  };

  const closed = a.verifiedEmission === null || a.state === '已履约';
  return (
    <>
      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">{a.year} 年度履约清缴</h2>
          <div className="cb-state">
            <StateTag state={a.state} overdue={a.overdue} />
            <span className="el-muted">清缴截止日 {a.deadline}</span>
          </div>
        </div>
        <dl className="cb-facts">
          <dt>核查排放量</dt>
          <dd>{a.verifiedEmission === null ? '待核查' : `${t(a.verifiedEmission)} 吨`}</dd>
          <dt>已清缴</dt>
          <dd>{t(a.surrendered)} 吨</dd>
          <dt>待清缴</dt>
          <dd>{a.outstanding === null ? '-' : `${t(a.outstanding)} 吨`}</dd>
          <dt>持有配额</dt>
          <dd>{t(a.allowanceHeld)} 吨</dd>
          <dt>持有CCER</dt>
          <dd>{t(a.ccerHeld)} 吨</dd>
          <dt>CCER抵销上限</dt>
          <dd>{a.ccerCap === null ? '-' : `${t(a.ccerCap)} 吨（已使用 ${t(a.ccerSurrendered)} 吨）`}</dd>
        </dl>
        {notice ? (
          <div className="el-alert el-alert-ok" role="status">
            {notice}
          </div>
        ) : null}
        {closed ? (
          <div className="el-alert" role="status">
            {a.verifiedEmission === null ? CARBON_MSG.notVerified : CARBON_MSG.alreadyDone}
          </div>
        ) : (
          <form className="el-form" onSubmit={(e) => void submit(e)} noValidate>
            <FormRow label="清缴配额（吨）" error={undefined} hint={`可用 ${t(a.allowanceHeld)} 吨`}>
              <input
                className="el-input"
                name="allowanceQty"
                inputMode="numeric"
                autoComplete="off"
                placeholder="整数吨"
                value={allowanceQty}
                onChange={(e) => setAllowanceQty(e.target.value)}
              />
            </FormRow>
            <FormRow label="清缴CCER（吨）" error={undefined} hint="不超过核查排放量的5%">
              <input
                className="el-input"
                name="ccerQty"
                inputMode="numeric"
                autoComplete="off"
                placeholder="整数吨"
                value={ccerQty}
                onChange={(e) => setCcerQty(e.target.value)}
              />
            </FormRow>
            {error ? (
              <div className="el-alert el-alert-error" role="alert">
                {error}
              </div>
            ) : null}
            <div className="el-form-actions">
              <button type="submit" className="el-btn el-btn-primary" disabled={submitting}>
                {submitting ? '提交中…' : '提交清缴申请'}
              </button>
            </div>
          </form>
        )}
      </section>

      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">清缴记录</h2>
        </div>
        <PagedTable
          columns={COLUMNS}
          {...table}
          empty="暂无清缴记录"
          row={(r) => (
            <tr key={r.id}>
              <td>{r.year}</td>
              <td className="el-num">{t(r.allowanceQty)}</td>
              <td className="el-num">{t(r.ccerQty)}</td>
              <td>
                <span className="el-tag el-tag-ok">{r.status}</span>
              </td>
              <td>{r.operatorName}</td>
              <td>{formatTime(r.createdAt)}</td>
            </tr>
          )}
        />
        <Pager {...pager} />
      </section>
    </>
  );
}
