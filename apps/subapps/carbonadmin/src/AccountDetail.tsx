/** An account's detail: its figures, its latest trades and surrenders, and 修改登记 (the entry form, prefilled). */
import { formatCarbonTonnes as t } from '@portal/shared/carbon/rules';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { useLoad } from '@portal/subapp-kit/react/use-load';
import type { ViewProps } from './App.tsx';
import type { EntryStart } from './EntryForm.tsx';
import { StateTag } from '../../carbon/src/shared/StateTag.tsx';

export function AccountDetail({
  call,
  report,
  id,
  notice,
  onBack,
  onEdit,
}: ViewProps & { id: string; notice?: string; onBack: () => void; onEdit: (start: EntryStart) => void }) {
  const { state, reload } = useLoad(
    async (signal) => (await call('carbonAdminDetail', { id }, { signal })).data[0],
    id,
    report,
  );

  const head = (
    <div className="el-card-head">
      <h2 className="el-h2">碳账户详情</h2>
      <button type="button" className="el-btn el-btn-link" onClick={onBack}>
        返回列表
      </button>
    </div>
  );
  if (state.status !== 'ok')
    return (
      <section className="el-card">
        {head}
        <div className={`el-placeholder${state.status === 'error' ? ' el-error-text' : ''}`}>
          {state.status === 'error' ? state.message : '加载中…'}
          {state.status === 'error' ? (
            <button type="button" className="el-btn el-btn-link" onClick={reload}>
              重试
            </button>
          ) : null}
        </div>
      </section>
    );

  const { account: a, trades, surrenders } = state.data;
  const facts: [string, string][] = [
    ['企业名称', a.entName],
    ['履约年度', `${a.year} 年度`],
    ['配额分配', `${t(a.allocation)} 吨`],
    ['核查排放量', a.verifiedEmission === null ? '待核查' : `${t(a.verifiedEmission)} 吨`],
    ['持有配额', `${t(a.allowanceHeld)} 吨`],
    ['持有CCER', `${t(a.ccerHeld)} 吨`],
    ['已清缴', `${t(a.surrendered)} 吨（配额 ${t(a.allowanceSurrendered)}，CCER ${t(a.ccerSurrendered)}）`],
    ['待清缴', a.outstanding === null ? '-' : `${t(a.outstanding)} 吨`],
    ['缺口', a.gap === null ? '-' : `${t(a.gap)} 吨`],
    ['盈余', a.surplus === null ? '-' : `${t(a.surplus)} 吨`],
    ['CCER抵销上限', a.ccerCap === null ? '-' : `${t(a.ccerCap)} 吨`],
    ['清缴截止日', a.deadline],
    ['最近更新', formatTime(a.updatedAt)],
  ];

  return (
    <>
      <section className="el-card">
        {head}
        {notice ? (
          <div className="el-alert el-alert-ok" role="status">
            {notice}
          </div>
        ) : null}
        <div className="ca-state">
          <StateTag state={a.state} overdue={a.overdue} />
          <button
            type="button"
            className="el-btn el-btn-primary"
            onClick={() =>
              onEdit({
                entId: a.entId,
                entName: a.entName,
                year: a.year,
                allocation: a.allocation,
                verifiedEmission: a.verifiedEmission,
                deadline: a.deadline,
              })
            }
          >
            修改登记
          </button>
        </div>
        <dl className="ca-facts">
          {facts.map(([k, v]) => (
            <div key={k} className="ca-fact">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">交易记录（最近 50 笔）</h2>
        </div>
        <div className="el-table-wrap">
          <table className="el-table">
            <thead>
              <tr>
                <th>成交日期</th>
                <th>方向</th>
                <th>品种</th>
                <th>交易对手</th>
                <th className="el-num">数量（吨）</th>
                <th className="el-num">单价（元/吨）</th>
                <th className="el-num">金额（元）</th>
                <th>经办人</th>
              </tr>
            </thead>
            <tbody>
              {trades.length === 0 ? (
                <tr>
                  <td colSpan={8} className="el-placeholder">
                    暂无交易记录
                  </td>
                </tr>
              ) : (
                trades.map((r) => (
                  <tr key={r.id}>
                    <td>{r.tradeDate}</td>
                    <td>{r.side}</td>
                    <td>{r.asset}</td>
                    <td>{r.counterparty}</td>
                    <td className="el-num">{t(r.quantity)}</td>
                    <td className="el-num">{formatAmount(r.price)}</td>
                    <td className="el-num">{formatAmount(r.amount)}</td>
                    <td>{r.operatorName}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </section>

      <section className="el-card">
        <div className="el-card-head">
          <h2 className="el-h2">清缴记录</h2>
        </div>
        <div className="el-table-wrap">
          <table className="el-table">
            <thead>
              <tr>
                <th className="el-num">清缴配额（吨）</th>
                <th className="el-num">清缴CCER（吨）</th>
                <th>状态</th>
                <th>经办人</th>
                <th>提交时间</th>
              </tr>
            </thead>
            <tbody>
              {surrenders.length === 0 ? (
                <tr>
                  <td colSpan={5} className="el-placeholder">
                    暂无清缴记录
                  </td>
                </tr>
              ) : (
                surrenders.map((r) => (
                  <tr key={r.id}>
                    <td className="el-num">{t(r.allowanceQty)}</td>
                    <td className="el-num">{t(r.ccerQty)}</td>
                    <td>{r.status}</td>
                    <td>{r.operatorName}</td>
                    <td>{formatTime(r.createdAt)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
