/**
 * 账户概览: the chosen compliance year's account — allocation, verified emissions, holdings, what was surrendered and
 * is still owed, the gap (or surplus), the CCER cap and the deadline — with plain CSS bars comparing what covers the
 * obligation with the obligation, and every year in a table.
 */
import { formatCarbonTonnes as t } from '@portal/shared/carbon/rules';
import type { CarbonAccount } from '@portal/shared/api/carbon';
import type { AccountsProps } from './App.tsx';
import { StateTag } from './shared/StateTag.tsx';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="cb-figure">
      <div className="cb-figure-label">{label}</div>
      <div className="cb-figure-value">
        {value}
        {value !== '-' ? <span className="cb-unit">吨</span> : null}
      </div>
      {hint ? <div className="cb-figure-hint">{hint}</div> : null}
    </div>
  );
}

/** Horizontal bars, each a share of the largest; no chart library in a sub-app. */
function Bars({ a }: { a: CarbonAccount }) {
  const rows: [string, number, string][] = [
    ['配额分配', a.allocation, 'cb-bar-alloc'],
    ['净买入配额', Math.max(0, a.allowanceBought - a.allowanceSold), 'cb-bar-buy'],
    ['CCER抵销', a.ccerSurrendered, 'cb-bar-ccer'],
    ['已清缴', a.surrendered, 'cb-bar-done'],
    ['核查排放量', a.verifiedEmission ?? 0, 'cb-bar-emission'],
  ];
  const max = Math.max(1, ...rows.map(([, v]) => v));
  return (
    <div className="cb-bars" aria-label="配额与排放对比">
      {rows.map(([label, value, cls]) => (
        <div key={label} className="cb-bar-row">
          <span className="cb-bar-label">{label}</span>
          <span className="cb-bar-track">
            <span className={`cb-bar-fill ${cls}`} style={{ width: `${(value / max) * 100}%` }} />
          </span>
          <span className="cb-bar-value">{t(value)} 吨</span>
        </div>
      ))}
    </div>
  );
}

export function Overview({ accounts, account: a }: AccountsProps) {
  if (!a)
    return (
      <section className="el-card el-placeholder">
        本企业尚未建立碳账户，请联系运营人员登记配额分配与核查排放量。
      </section>
    );
  const verified = a.verifiedEmission !== null;
  return (
    <>
      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">{a.year} 年度碳账户</h2>
          <div className="cb-state">
            <StateTag state={a.state} overdue={a.overdue} />
            <span className="el-muted">清缴截止日 {a.deadline}</span>
          </div>
        </div>
        <div className="cb-figures">
          <Figure label="配额分配" value={t(a.allocation)} />
          <Figure label="核查排放量" value={t(a.verifiedEmission)} hint={verified ? undefined : '待核查'} />
          <Figure
            label="持有配额"
            value={t(a.allowanceHeld)}
            hint={`买入 ${t(a.allowanceBought)} / 卖出 ${t(a.allowanceSold)}`}
          />
          <Figure label="持有CCER" value={t(a.ccerHeld)} hint={`买入 ${t(a.ccerBought)} / 卖出 ${t(a.ccerSold)}`} />
          <Figure
            label="已清缴"
            value={t(a.surrendered)}
            hint={`配额 ${t(a.allowanceSurrendered)} / CCER ${t(a.ccerSurrendered)}`}
          />
          <Figure label="待清缴" value={t(a.outstanding)} />
          <Figure
            label={a.surplus ? '盈余' : '缺口'}
            value={t(a.surplus ? a.surplus : a.gap)}
            hint="缺口 = 核查排放量 −（配额分配 + 买入 − 卖出 + 已使用CCER）"
          />
          <Figure
            label="CCER抵销上限"
            value={t(a.ccerCap)}
            hint={verified ? `核查排放量的5%，已使用 ${t(a.ccerSurrendered)} 吨` : '核查后按排放量的5%计算'}
          />
        </div>
        <Bars a={a} />
      </section>

      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">各履约年度</h2>
        </div>
        <div className="el-table-wrap">
          <table className="el-table">
            <thead>
              <tr>
                <th>履约年度</th>
                <th className="el-num">配额分配（吨）</th>
                <th className="el-num">核查排放量（吨）</th>
                <th className="el-num">持有配额（吨）</th>
                <th className="el-num">已清缴（吨）</th>
                <th className="el-num">缺口（吨）</th>
                <th>履约状态</th>
                <th>清缴截止日</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((x) => (
                <tr key={x.year} className={x.year === a.year ? 'cb-row-current' : undefined}>
                  <td>{x.year}</td>
                  <td className="el-num">{t(x.allocation)}</td>
                  <td className="el-num">{t(x.verifiedEmission)}</td>
                  <td className="el-num">{t(x.allowanceHeld)}</td>
                  <td className="el-num">{t(x.surrendered)}</td>
                  <td className="el-num">{t(x.gap)}</td>
                  <td>
                    <StateTag state={x.state} overdue={x.overdue} />
                  </td>
                  <td>{x.deadline}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
