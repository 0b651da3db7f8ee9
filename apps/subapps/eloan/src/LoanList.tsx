/** The list view: search (applicant, product, purpose, status), a table, and paging done by the server. */
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
import { StatusTag } from './StatusTag.tsx';

/** The search form; a select left on 全部 is ''. */
interface Filter {
  applicantName: string;
  productType: LoanProductType | '';
  purpose: string;
  status: LoanStatus | '';
}
const EMPTY: Filter = { applicantName: '', productType: '', purpose: '', status: '' };
const COLUMNS: readonly Column[] = [
  '申请编号',
  '贷款产品',
  { label: '申请金额（元）', className: 'el-num' },
  { label: '期限（月）', className: 'el-num' },
  '贷款用途',
  '申请人',
  '申请时间',
  '状态',
  '操作',
];

export function LoanList({
  call,
  report,
  onCreate,
  onOpen,
}: ViewProps & { onCreate: () => void; onOpen: (id: string) => void }) {
  const { field, form, table, pager } = usePagedSearch({
    initial: EMPTY,
    normalize: (d) => ({ ...d, applicantName: d.applicantName.trim(), purpose: d.purpose.trim() }),
    load: async (params, signal) => (await call('eloanApplyPage', params, { signal })).data[0],
    report,
  });

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">贷款申请</h2>
        <button type="button" className="el-btn el-btn-primary" onClick={onCreate}>
          新建贷款申请
        </button>
      </div>

      <SearchForm {...form}>
        <SearchInput label="申请人" {...field('applicantName')} placeholder="请输入申请人" />
        <SearchSelect label="贷款产品" {...field('productType')} options={LOAN_PRODUCT_TYPES} />
        <SearchInput label="贷款用途" {...field('purpose')} placeholder="关键字" />
        <SearchSelect label="状态" {...field('status')} options={LOAN_STATUSES} />
      </SearchForm>

      <PagedTable
        columns={COLUMNS}
        {...table}
        empty="暂无贷款申请"
        row={(r) => (
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
        )}
      />

      <Pager {...pager} />
    </section>
  );
}
