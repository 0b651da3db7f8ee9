/** The detail view of one application (the server answers 404 for another enterprise's id). */
import type { ViewProps } from './App.tsx';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import { StatusTag } from './StatusTag.tsx';
import { useLoad } from '@portal/subapp-kit/react/use-load';

export function LoanDetail({
  call,
  report,
  id,
  notice,
  onBack,
}: ViewProps & { id: string; notice?: string; onBack: () => void }) {
  const { state, reload } = useLoad(
    async (signal) => (await call('eloanApplyDetail', { id }, { signal })).data[0],
    id,
    report,
  );
  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">贷款申请详情</h2>
        <button type="button" className="el-btn el-btn-link" onClick={onBack}>
          返回列表
        </button>
      </div>
      {notice ? (
        <div className="el-alert el-alert-ok" role="status">
          {notice}
        </div>
      ) : null}
      {state.status === 'loading' ? (
        <div className="el-placeholder">加载中…</div>
      ) : state.status === 'error' ? (
        <div className="el-placeholder el-error-text">
          {state.message}
          <button type="button" className="el-btn el-btn-link" onClick={reload}>
            重试
          </button>
        </div>
      ) : (
        <dl className="el-desc">
          <dt>申请编号</dt>
          <dd className="el-mono">{state.data.id}</dd>
          <dt>状态</dt>
          <dd>
            <StatusTag status={state.data.status} />
          </dd>
          <dt>贷款产品</dt>
          <dd>{state.data.productType}</dd>
          <dt>申请金额</dt>
          <dd>{formatAmount(state.data.amount)} 元</dd>
          <dt>贷款期限</dt>
          <dd>{state.data.termMonths} 个月</dd>
          <dt>申请人</dt>
          <dd>{state.data.applicantName}</dd>
          <dt>申请时间</dt>
          <dd>{formatTime(state.data.createdAt)}</dd>
          <dt>贷款用途</dt>
          <dd className="el-pre">{state.data.purpose}</dd>
        </dl>
      )}
    </section>
  );
}
