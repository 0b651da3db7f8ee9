/**
 * The operations' lists: 待我审核 (the workflow's to-dos of the caller: applications waiting for their review) and
 * 全部申请 (every enterprise's applications) with its export of the filtered list (.xlsx).
 */
import { useState } from 'react';
import { FACTORING_STATUSES, type FactoringStatus } from '@portal/shared/factoring/rules';
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
import type { ViewProps } from './App.tsx';
import type { Download } from '@portal/subapp-kit/download';
import { StatusTag } from '../../efactoring/src/shared/StatusTag.tsx';

interface Filter {
  applyNo: string;
  entName: string;
  buyerName: string;
  status: FactoringStatus | '';
}
const EMPTY: Filter = { applyNo: '', entName: '', buyerName: '', status: '' };
const COLUMNS: readonly Column[] = [
  '融资申请编号',
  '申请企业',
  '申请人',
  '债务人',
  { label: '发票金额合计（元）', className: 'el-num' },
  { label: '融资金额（元）', className: 'el-num' },
  { label: '期限（天）', className: 'el-num' },
  '申请时间',
  '状态',
  '操作',
];

export function ReviewList({
  mode,
  call,
  report,
  download,
  onOpen,
}: ViewProps & {
  mode: 'todo' | 'all';
  download: Download;
  onOpen: (id: string, taskId: string | null) => void;
}) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState('');
  const { field, filter, form, table, pager } = usePagedSearch({
    initial: EMPTY,
    normalize: (d) => ({ ...d, applyNo: d.applyNo.trim(), entName: d.entName.trim(), buyerName: d.buyerName.trim() }),
    load: async (params, signal) =>
      (await call(mode === 'todo' ? 'factoringReviewTodo' : 'factoringReviewPage', params, { signal })).data[0],
    report,
  });

  const exportList = async () => {
    setExporting(true);
    setExportError('');
    try {
      await download('factoringReviewExport', { ...filter }, `保理申请_${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="el-card" data-testid={`efactoring-${mode}`}>
      <div className="el-card-head">
        <h2 className="el-h2">{mode === 'todo' ? '待我审核的保理申请' : '全部保理申请'}</h2>
        {mode === 'all' ? (
          <button type="button" className="el-btn" disabled={exporting} onClick={() => void exportList()}>
            {exporting ? '导出中…' : '导出'}
          </button>
        ) : (
          <span className="el-muted">审核结果将以通知告知申请人</span>
        )}
      </div>
      {exportError ? (
        <div className="el-alert el-alert-error" role="alert">
          {exportError}
        </div>
      ) : null}

      <SearchForm {...form}>
        <SearchInput label="融资申请编号" {...field('applyNo')} placeholder="请输入申请编号" />
        <SearchInput label="申请企业" {...field('entName')} placeholder="请输入企业名称" />
        <SearchInput label="债务人" {...field('buyerName')} placeholder="请输入债务人名称" />
        {mode === 'all' ? <SearchSelect label="状态" {...field('status')} options={FACTORING_STATUSES} /> : null}
      </SearchForm>

      <PagedTable
        columns={COLUMNS}
        {...table}
        empty={mode === 'todo' ? '暂无待审核的保理申请' : '暂无保理申请'}
        row={(r) => (
          <tr key={r.id}>
            <td className="el-mono">{r.applyNo}</td>
            <td className="el-ellipsis" title={r.entName}>
              {r.entName}
            </td>
            <td>{r.applicantName}</td>
            <td className="el-ellipsis" title={r.buyerName}>
              {r.buyerName}
            </td>
            <td className="el-num">{formatAmount(r.invoiceTotal)}</td>
            <td className="el-num">{formatAmount(r.amount)}</td>
            <td className="el-num">{r.termDays}</td>
            <td>{formatTime(r.createdAt)}</td>
            <td>
              <StatusTag status={r.status} />
            </td>
            <td className="el-actions">
              <button type="button" className="el-btn el-btn-link" onClick={() => onOpen(r.id, r.taskId)}>
                {mode === 'todo' ? '审核' : r.status === '已通过' ? '登记放款' : '查看'}
              </button>
            </td>
          </tr>
        )}
      />

      <Pager {...pager} />
    </section>
  );
}
