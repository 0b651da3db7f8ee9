/** The order list of one channel type: search (status, keyword), a table, and paging done by the server. */
import { PAYMENT_ORDER_STATUSES, type PaymentChannelType, type PaymentOrderStatus } from '@portal/shared/payment/rules';
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
import { StatusTag, type ViewProps } from './shell.tsx';

interface Filter {
  status: PaymentOrderStatus | '';
  keyword: string;
}
const EMPTY: Filter = { status: '', keyword: '' };
const COLUMNS: readonly Column[] = [
  '付款单号',
  '付款账户',
  '收款户名',
  { label: '金额（元）', className: 'el-num' },
  '用途',
  '创建时间',
  '状态',
  '操作',
];

export function OrderList({
  call,
  report,
  channelType,
  onCreate,
  onOpen,
  onReceipt,
}: ViewProps & {
  channelType: PaymentChannelType;
  onCreate: () => void;
  onOpen: (id: string) => void;
  onReceipt: (id: string) => void;
}) {
  const { field, form, table, pager } = usePagedSearch({
    initial: EMPTY,
    normalize: (d) => ({ ...d, keyword: d.keyword.trim() }),
    load: async (params, signal) => (await call('paymentOrderPage', { ...params, channelType }, { signal })).data[0],
    report,
  });

  return (
    <section className="el-card">
      <div className="el-card-head">
        <h2 className="el-h2">付款单</h2>
        <button type="button" className="el-btn el-btn-primary" onClick={onCreate}>
          新建付款单
        </button>
      </div>
      <SearchForm {...form}>
        <SearchInput label="关键字" {...field('keyword')} placeholder="付款单号、收款户名或用途" />
        <SearchSelect label="状态" {...field('status')} options={PAYMENT_ORDER_STATUSES} />
      </SearchForm>
      <PagedTable
        columns={COLUMNS}
        {...table}
        empty="暂无付款单"
        row={(o) => (
          <tr key={o.id}>
            <td className="el-mono">{o.orderNo}</td>
            <td>
              {o.payerBank} {o.payerAccountNoMasked.slice(-4)}
            </td>
            <td className="el-ellipsis" title={o.payeeName}>
              {o.payeeName}
            </td>
            <td className="el-num">{formatAmount(o.amount)}</td>
            <td className="el-ellipsis" title={o.purpose}>
              {o.purpose}
            </td>
            <td>{formatTime(o.createdAt)}</td>
            <td>
              <StatusTag status={o.status} />
            </td>
            <td>
              <button type="button" className="el-btn el-btn-link" onClick={() => onOpen(o.id)}>
                查看
              </button>
              {o.status === '已支付' ? (
                <button type="button" className="el-btn el-btn-link" onClick={() => onReceipt(o.id)}>
                  电子回单
                </button>
              ) : null}
            </td>
          </tr>
        )}
      />
      <Pager {...pager} />
    </section>
  );
}
