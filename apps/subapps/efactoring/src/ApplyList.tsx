/** The list: search (申请编号, 债务人, 状态), a table, and paging done by the server. */
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
import { StatusTag } from './shared/StatusTag.tsx';

interface Filter {
  applyNo: string;
  buyerName: string;
  status: FactoringStatus | '';
}
const EMPTY: Filter = { applyNo: '', buyerName: '', status: '' };
const COLUMNS: readonly Column[] = [
  '融资申请编号',
  '债务人',
  { label: '发票', className: 'el-num' },
  { label: '发票金额合计（元）', className: 'el-num' },
  { label: '融资金额（元）', className: 'el-num' },
  { label: '期限（天）', className: 'el-num' },
  '申请时间',
  '状态',
  '操作',
];

export function ApplyList({
  call,
  report,
  onCreate,
  onOpen,
}: ViewProps & { onCreate: () => void; onOpen: (id: string) => void }) {
  const { field, form, table, pager } = usePagedSearch({
    initial: EMPTY,
    normalize: (d) => ({ ...d, applyNo: d.applyNo.trim(), buyerName: d.buyerName.trim() }),
    load: async (params, signal) => (await call('factoringApplyPage', params, { signal })).data[0],
    report,
  });

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">保理融资申请</h2>
        <button type="button" className="el-btn el-btn-primary" onClick={onCreate}>
          新建申请
        </button>
      </div>

      <SearchForm {...form}>
        <SearchInput label="融资申请编号" {...field('applyNo')} placeholder="请输入申请编号" />
        <SearchInput label="债务人" {...field('buyerName')} placeholder="请输入债务人名称" />
        <SearchSelect label="状态" {...field('status')} options={FACTORING_STATUSES} />
      </SearchForm>

      <PagedTable
        columns={COLUMNS}
        {...table}
        empty="暂无保理融资申请"
        row={(r) => (
          <tr key={r.id}>
            <td className="el-mono">{r.applyNo}</td>
            <td className="el-ellipsis" title={r.buyerName}>
              {r.buyerName}
            </td>
            <td className="el-num">{r.invoiceCount} 张</td>
            <td className="el-num">{formatAmount(r.invoiceTotal)}</td>
            <td className="el-num">{formatAmount(r.amount)}</td>
            <td className="el-num">{r.termDays}</td>
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
        )}
      />

      <Pager {...pager} />
    </section>
  );
}
