/**
 * What the list views share: the search form's fields, the paged query (draft filter, 查询 / 重置, paging done by the
 * server), the table body's loading / error / empty rows, and the paging bar.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ApiError } from '../request.ts';
import { useLoad, type LoadState } from './use-load.tsx';

const PAGE_SIZES = [10, 20, 50];

export interface PageQuery {
  currentPage: number;
  pageSize: number;
}

/** A page as the server returns it. */
interface PageData {
  total: number;
  size: number;
}

/**
 * The state of a paged list: the search form's draft, the query asked (its filter, page and page size) and its answer.
 * `normalize` turns the draft into the filter asked on 查询 (e.g. trimmed text); `onQuery` runs on 查询 and 重置.
 */
export function usePagedSearch<F extends { [K in keyof F]: string }, P extends PageData>({
  initial,
  normalize,
  load,
  report,
  onQuery,
}: {
  initial: F;
  normalize: (draft: F) => F;
  load: (params: F & PageQuery, signal: AbortSignal) => Promise<P>;
  report: (err: ApiError | null) => void;
  onQuery?: () => void;
}) {
  const [draft, setDraft] = useState<F>(initial);
  // `seq` makes 查询 refetch even when the criteria did not change.
  const [query, setQuery] = useState({ filter: initial, currentPage: 1, pageSize: 10, seq: 0 });
  const { state, reload } = useLoad(
    (signal) => load({ ...query.filter, currentPage: query.currentPage, pageSize: query.pageSize }, signal),
    JSON.stringify(query),
    report,
  );

  const search = (e: FormEvent) => {
    e.preventDefault();
    onQuery?.();
    setQuery((q) => ({ ...q, filter: normalize(draft), currentPage: 1, seq: q.seq + 1 }));
  };
  const reset = () => {
    setDraft(initial);
    onQuery?.();
    setQuery((q) => ({ ...q, filter: initial, currentPage: 1, seq: q.seq + 1 }));
  };
  /** A criterion's control props: its draft value, and the setter. */
  const field = (k: keyof F) => ({
    value: draft[k],
    // The selects offer only their options and '', so a value is always one of the filter's.
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value })),
  });

  const page = state.status === 'ok' ? state.data : null;
  const pager: PagerProps = {
    total: page?.total ?? 0,
    loaded: page !== null,
    currentPage: query.currentPage,
    pages: page ? Math.max(1, Math.ceil(page.total / page.size)) : 1,
    pageSize: query.pageSize,
    onStep: (delta) => setQuery((q) => ({ ...q, currentPage: q.currentPage + delta })),
    onPageSize: (pageSize) => setQuery((q) => ({ ...q, pageSize, currentPage: 1 })),
  };

  return {
    field,
    filter: query.filter,
    reload,
    /** SearchForm's props. */
    form: { onSearch: search, onReset: reset },
    /** PagedTable's props but the columns, `empty` and `row`. */
    table: { state, onRetry: reload },
    pager,
  };
}

interface PagerProps {
  total: number;
  /** Whether a page has been answered: the buttons wait for it. */
  loaded: boolean;
  currentPage: number;
  pages: number;
  pageSize: number;
  /** -1 for 上一页, +1 for 下一页. */
  onStep: (delta: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** The paging bar below a list: total, 上一页 / 下一页, the page shown, and the page size. */
export function Pager({ total, loaded, currentPage, pages, pageSize, onStep, onPageSize }: PagerProps) {
  return (
    <nav className="el-pager" aria-label="分页">
      <span>共 {total} 条</span>
      <button type="button" className="el-btn" disabled={!loaded || currentPage <= 1} onClick={() => onStep(-1)}>
        上一页
      </button>
      <span>
        第 {currentPage} / {pages} 页
      </span>
      <button type="button" className="el-btn" disabled={!loaded || currentPage >= pages} onClick={() => onStep(1)}>
        下一页
      </button>
      <select
        className="el-input el-input-sm"
        value={pageSize}
        aria-label="每页条数"
        onChange={(e) => onPageSize(Number(e.target.value))}
      >
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n} 条/页
          </option>
        ))}
      </select>
    </nav>
  );
}

/** A header cell: its text, or its text and class (`el-num` for a number column). */
export type Column = string | { label: string; className: string };

/**
 * The list's table: the header, then 加载中…, the error with 重试, `empty` when the page has no records, else a row
 * per record.
 */
export function PagedTable<R>({
  columns,
  state,
  onRetry,
  empty,
  row,
}: {
  columns: readonly Column[];
  state: LoadState<{ records: R[] }>;
  onRetry: () => void;
  empty: ReactNode;
  row: (record: R) => ReactNode;
}) {
  const colSpan = columns.length;
  return (
    <div className="el-table-wrap">
      <table className="el-table">
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c}>{c}</th>
              ) : (
                <th key={c.label} className={c.className}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {state.status === 'loading' ? (
            <tr>
              <td colSpan={colSpan} className="el-placeholder">
                加载中…
              </td>
            </tr>
          ) : state.status === 'error' ? (
            <tr>
              <td colSpan={colSpan} className="el-placeholder el-error-text">
                {state.message}
                <button type="button" className="el-btn el-btn-link" onClick={onRetry}>
                  重试
                </button>
              </td>
            </tr>
          ) : state.data.records.length === 0 ? (
            <tr>
              <td colSpan={colSpan} className="el-placeholder">
                {empty}
              </td>
            </tr>
          ) : (
            state.data.records.map(row)
          )}
        </tbody>
      </table>
    </div>
  );
}

type OnChange = (e: { target: { value: string } }) => void;

/** A text criterion of the search form. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: OnChange;
  placeholder: string;
}) {
  return (
    <label className="el-field">
      <span>{label}</span>
      <input className="el-input" value={value} onChange={onChange} maxLength={100} placeholder={placeholder} />
    </label>
  );
}

/** A choice criterion of the search form; 全部 is ''. */
export function SearchSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: OnChange;
  options: readonly string[];
}) {
  return (
    <label className="el-field">
      <span>{label}</span>
      <select className="el-input" value={value} onChange={onChange}>
        <option value="">全部</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The search form: its criteria (`children`), then 查询 / 重置. */
export function SearchForm({
  onSearch,
  onReset,
  children,
}: {
  onSearch: (e: FormEvent) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <form className="el-search" onSubmit={onSearch} role="search">
      {children}
      <div className="el-search-actions">
        <button type="submit" className="el-btn el-btn-primary">
          查询
        </button>
        <button type="button" className="el-btn" onClick={onReset}>
          重置
        </button>
      </div>
    </form>
  );
}
