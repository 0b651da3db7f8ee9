/** The list view: search (applicant, product, purpose, status), a table, and paging done by the server. */
import { useState, type FormEvent } from 'react';
import { LOAN_PRODUCT_TYPES, LOAN_STATUSES, type LoanProductType, type LoanStatus } from '@portal/shared/loan';
import type { ViewProps } from './App.tsx';
import { formatAmount, formatTime } from './format.ts';
import { StatusTag } from './StatusTag.tsx';
import { useLoad } from './useLoad.ts';

/** The search form; a select left on 全部 is ''. */
interface Filter {
  applicantName: string;
  productType: LoanProductType | '';
  purpose: string;
  status: LoanStatus | '';
}
const EMPTY: Filter = { applicantName: '', productType: '', purpose: '', status: '' };
const PAGE_SIZES = [10, 20, 50];

export function LoanList({
  call,
  report,
  onCreate,
  onOpen,
}: ViewProps & { onCreate: () => void; onOpen: (id: string) => void }) {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  // `seq` makes 查询 refetch even when the criteria did not change.
  const [query, setQuery] = useState({ filter: EMPTY, currentPage: 1, pageSize: 10, seq: 0 });
  const { state, reload } = useLoad(
    async (signal) =>
      (
        await call(
          'eloanApplyPage',
          { ...query.filter, currentPage: query.currentPage, pageSize: query.pageSize },
          { signal },
        )
      ).data[0],
    JSON.stringify(query),
    report,
  );

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQuery((q) => ({
      ...q,
      filter: { ...draft, applicantName: draft.applicantName.trim(), purpose: draft.purpose.trim() },
      currentPage: 1,
      seq: q.seq + 1,
    }));
  };
  const reset = () => {
    setDraft(EMPTY);
    setQuery((q) => ({ ...q, filter: EMPTY, currentPage: 1, seq: q.seq + 1 }));
  };
  // The selects offer only LOAN_PRODUCT_TYPES / LOAN_STATUSES and '', so a value is always one of Filter's.
  const set = (k: keyof Filter) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const page = state.status === 'ok' ? state.data : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.size)) : 1;

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">贷款申请</h2>
        <button type="button" className="el-btn el-btn-primary" onClick={onCreate}>
          新建贷款申请
        </button>
      </div>

      <form className="el-search" onSubmit={search} role="search">
        <label className="el-field">
          <span>申请人</span>
          <input
            className="el-input"
            value={draft.applicantName}
            onChange={set('applicantName')}
            maxLength={100}
            placeholder="请输入申请人"
          />
        </label>
        <label className="el-field">
          <span>贷款产品</span>
          <select className="el-input" value={draft.productType} onChange={set('productType')}>
            <option value="">全部</option>
            {LOAN_PRODUCT_TYPES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="el-field">
          <span>贷款用途</span>
          <input
            className="el-input"
            value={draft.purpose}
            onChange={set('purpose')}
            maxLength={100}
            placeholder="关键字"
          />
        </label>
        <label className="el-field">
          <span>状态</span>
          <select className="el-input" value={draft.status} onChange={set('status')}>
            <option value="">全部</option>
            {LOAN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <div className="el-search-actions">
          <button type="submit" className="el-btn el-btn-primary">
            查询
          </button>
          <button type="button" className="el-btn" onClick={reset}>
            重置
          </button>
        </div>
      </form>

      <div className="el-table-wrap">
        <table className="el-table">
          <thead>
            <tr>
              <th>申请编号</th>
              <th>贷款产品</th>
              <th className="el-num">申请金额（元）</th>
              <th className="el-num">期限（月）</th>
              <th>贷款用途</th>
              <th>申请人</th>
              <th>申请时间</th>
              <th>状态</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {state.status === 'loading' ? (
              <tr>
                <td colSpan={9} className="el-placeholder">
                  加载中…
                </td>
              </tr>
            ) : state.status === 'error' ? (
              <tr>
                <td colSpan={9} className="el-placeholder el-error-text">
                  {state.message}
                  <button type="button" className="el-btn el-btn-link" onClick={reload}>
                    重试
                  </button>
                </td>
              </tr>
            ) : state.data.records.length === 0 ? (
              <tr>
                <td colSpan={9} className="el-placeholder">
                  暂无贷款申请
                </td>
              </tr>
            ) : (
              state.data.records.map((r) => (
                <tr key={r.id}>
                  <td className="el-mono">{r.id}</td>
                  <td>{r.productType}</td>
                  <td className="el-num">{formatAmount(r.amount)}</td>
                  <td className="el-num">{r.termMonths}</td>
                  <td className="el-ellipsis" title={r.purpose}>
                    {r.purpose}
                  </td>
                  <td>{r.applicantName}</td>
                  <td>{formatTime(r.createdAt)}</td>
                  <td>
                    <StatusTag status={r.status} />
                  </td>
                  <td>
                    <button type="button" className="el-btn el-btn-link" onClick={() => onOpen(r.id)}>
                      查看
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <nav className="el-pager" aria-label="分页">
        <span>共 {page?.total ?? 0} 条</span>
        <button
          type="button"
          className="el-btn"
          disabled={!page || query.currentPage <= 1}
          onClick={() => setQuery((q) => ({ ...q, currentPage: q.currentPage - 1 }))}
        >
          上一页
        </button>
        <span>
          第 {query.currentPage} / {pages} 页
        </span>
        <button
          type="button"
          className="el-btn"
          disabled={!page || query.currentPage >= pages}
          onClick={() => setQuery((q) => ({ ...q, currentPage: q.currentPage + 1 }))}
        >
          下一页
        </button>
        <select
          className="el-input el-input-sm"
          value={query.pageSize}
          aria-label="每页条数"
          onChange={(e) => setQuery((q) => ({ ...q, pageSize: Number(e.target.value), currentPage: 1 }))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n} 条/页
            </option>
          ))}
        </select>
      </nav>
    </section>
  );
}
