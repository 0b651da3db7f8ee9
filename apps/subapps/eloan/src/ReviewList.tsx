/**
 * 贷款审批 (issue 11): the reviewer's list of every enterprise's applications (status filter first, 待审批 by
 * default), with 通过 / 驳回 on an application waiting for a decision and 登记放款 on an approved one. Shown only to
 * users holding the review button (App.tsx); the server checks the same button on every call.
 */
import { useState } from 'react';
import { LOAN_PRODUCT_TYPES, LOAN_STATUSES, type LoanProductType, type LoanStatus } from '@portal/shared/loan';
import type { ViewProps } from './App.tsx';
import { formatAmount, formatTime } from '@portal/subapp-kit/format';
import {
  PagedTable,
  Pager,
  SearchForm,
  SearchInput,
  SearchSelect,
  usePagedSearch,
  type Column,
} from '@portal/subapp-kit/react/paging';
import { ReviewDialog, type ReviewAction } from './ReviewDialog.tsx';
import { StatusTag } from './StatusTag.tsx';

interface Filter {
  status: LoanStatus | '';
  applicantName: string;
  productType: LoanProductType | '';
}
const INITIAL: Filter = { status: '待审批', applicantName: '', productType: '' };
const DECIDABLE: readonly string[] = ['待审批', '审批中'];
const COLUMNS: readonly Column[] = [
  '申请编号',
  '申请企业',
  '申请人',
  '贷款产品',
  { label: '申请金额（元）', className: 'el-num' },
  { label: '期限（月）', className: 'el-num' },
  '贷款用途',
  '申请时间',
  '状态',
  '操作',
];

export function ReviewList({ call, report }: ViewProps) {
  const [action, setAction] = useState<ReviewAction | null>(null);
  const [banner, setBanner] = useState('');
  const { field, filter, reload, form, table, pager } = usePagedSearch({
    initial: INITIAL,
    normalize: (d) => ({ ...d, applicantName: d.applicantName.trim() }),
    load: async (params, signal) => (await call('eloanReviewPage', params, { signal })).data[0],
    report,
    onQuery: () => setBanner(''),
  });

  return (
    <section className="el-card" data-testid="eloan-review">
      <div className="el-card-head">
        <h2 className="el-h2">贷款审批</h2>
        <span className="el-muted">全部企业的贷款申请；审批结果与放款将通知申请人</span>
      </div>

      {banner ? (
        <div className="el-alert el-alert-ok" role="status">
          {banner}
        </div>
      ) : null}

      <SearchForm {...form}>
        <SearchSelect label="状态" {...field('status')} options={LOAN_STATUSES} />
        <SearchInput label="申请人" {...field('applicantName')} placeholder="请输入申请人" />
        <SearchSelect label="贷款产品" {...field('productType')} options={LOAN_PRODUCT_TYPES} />
      </SearchForm>

      <PagedTable
        columns={COLUMNS}
        {...table}
        empty={filter.status ? `暂无${filter.status}的贷款申请` : '暂无贷款申请'}
        row={(r) => (
          <tr key={r.id}>
            <td className="el-mono">{r.id}</td>
            <td className="el-ellipsis" title={r.entName}>
              {r.entName || '-'}
            </td>
            <td>{r.applicantName}</td>
            <td>{r.productType}</td>
            <td className="el-num">{formatAmount(r.amount)}</td>
            <td className="el-num">{r.termMonths}</td>
            <td className="el-ellipsis" title={r.purpose}>
              {r.purpose}
            </td>
            <td>{formatTime(r.createdAt)}</td>
            <td>
              <StatusTag status={r.status} />
            </td>
            <td className="el-actions">
              {DECIDABLE.includes(r.status) ? (
                <>
                  <button
                    type="button"
                    className="el-btn el-btn-link"
                    onClick={() => setAction({ kind: 'approve', item: r })}
                  >
                    通过
                  </button>
                  <button
                    type="button"
                    className="el-btn el-btn-link el-link-danger"
                    onClick={() => setAction({ kind: 'reject', item: r })}
                  >
                    驳回
                  </button>
                </>
              ) : r.status === '已通过' ? (
                <button
                  type="button"
                  className="el-btn el-btn-link"
                  onClick={() => setAction({ kind: 'disburse', item: r })}
                >
                  登记放款
                </button>
              ) : (
                <span className="el-muted">-</span>
              )}
            </td>
          </tr>
        )}
      />

      <Pager {...pager} />

      {action ? (
        <ReviewDialog
          key={`${action.kind}:${action.item.id}`}
          call={call}
          report={report}
          action={action}
          onClose={() => setAction(null)}
          onDone={(msg) => {
            setAction(null);
            setBanner(`${msg}（申请编号 ${action.item.id}）`);
            reload();
          }}
          onStale={reload}
        />
      ) : null}
    </section>
  );
}
