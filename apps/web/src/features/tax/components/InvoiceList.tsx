import { useCallback, useState, type Key } from 'react';
import { App, Button, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CheckOutlined } from '@ant-design/icons';
import {
  BUTTON,
  INPUT_INVOICE_TYPE,
  INVOICE_NONE_TO_CONFIRM,
  INVOICE_SOURCE,
  OUTPUT_INVOICE_TYPE,
  TAX_CALCULATION,
  invoiceConfirmText,
  labelOf,
  optionsOf,
} from '@portal/shared';
import { ExportButton } from '../../../platform/export/index.ts';
import { notify } from '../../../platform/feedback/feedback.ts';
import {
  ListPage,
  pageQueryOf,
  useServerList,
  type ListState,
  type SearchField,
} from '../../../platform/list/index.ts';
import { Permission } from '../../../platform/permission/index.ts';
import { useConfirmInvoices } from '../api/confirm-invoices.ts';
import { exportInvoices } from '../api/export-invoices.ts';
import { invoicesQuery } from '../api/get-invoices.ts';
import { moneyText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { INVOICE_LIST, type INVOICE_FILTERS } from '../list-specs.ts';
import type { Invoice } from '../types.ts';

type Filters = typeof INVOICE_FILTERS;

/** The most ids one confirmation takes (the contract's limit). */
const CONFIRM_MAX = 100;

const DIRECTION_LABEL = { input: '进项', output: '销项' } as const;

/** §3.1 label of an invoice's type, by its direction. */
export function invoiceTypeLabel(inv: Pick<Invoice, 'direction' | 'invoiceType'>): string {
  return labelOf(inv.direction === 'input' ? INPUT_INVOICE_TYPE : OUTPUT_INVOICE_TYPE, inv.invoiceType);
}

/** Whether an invoice may be confirmed (勾选认证): an input invoice not yet confirmed. */
export const confirmable = (inv: Invoice) => inv.direction === 'input' && !inv.confirmed;

const typeOptions = (values: Record<string, unknown>) => {
  if (values.direction === 'input') return optionsOf(INPUT_INVOICE_TYPE);
  if (values.direction === 'output') return optionsOf(OUTPUT_INVOICE_TYPE);
  return [];
};

/** 发票列表: paged, filtered in the URL, confirm the selected input invoices, export the filtered list. */
export function InvoiceList() {
  const { modal } = App.useApp();
  const scope = useTaxScope();
  const query = useCallback(
    (s: ListState<Filters>) => invoicesQuery(scope, { ...s.filters, ...pageQueryOf(s) }),
    [scope],
  );
  const list = useServerList(INVOICE_LIST, query);
  const confirm = useConfirmInvoices(scope);
  const [selected, setSelected] = useState<Key[]>([]);

  const fields: SearchField<Filters>[] = [
    {
      name: 'direction',
      label: '发票方向',
      kind: 'select',
      options: [
        { value: 'input', label: '进项发票' },
        { value: 'output', label: '销项发票' },
      ],
    },
    {
      name: 'invoiceType',
      label: '发票类型',
      kind: 'select',
      options: typeOptions,
      placeholder: '请先选择发票方向',
    },
    { name: 'period', label: '所属期', kind: 'month' },
    { name: 'keyword', label: '关键字', kind: 'text', placeholder: '发票号码、代码或对方单位' },
    {
      name: 'confirmed',
      label: '确认状态',
      kind: 'select',
      options: [
        { value: false, label: '未确认' },
        { value: true, label: '已确认' },
      ],
    },
  ];

  const columns: ColumnsType<Invoice> = [
    {
      title: '方向',
      key: 'direction',
      width: 72,
      render: (_v, r) => <Tag color={r.direction === 'input' ? 'blue' : 'purple'}>{DIRECTION_LABEL[r.direction]}</Tag>,
    },
    { title: '发票类型', key: 'invoiceType', width: 190, render: (_v, r) => invoiceTypeLabel(r) },
    {
      title: '发票号码',
      key: 'invoiceNo',
      width: 180,
      render: (_v, r) => (
        <span className="tax-invoice-no">
          <span>{r.invoiceNo}</span>
          {r.invoiceCode && <span className="tax-muted">{`代码 ${r.invoiceCode}`}</span>}
        </span>
      ),
    },
    { title: '开票日期', dataIndex: 'issueDate', key: 'issueDate', width: 110 },
    {
      title: '对方单位',
      dataIndex: 'counterparty',
      key: 'counterparty',
      width: 200,
      ellipsis: { showTitle: true },
    },
    { title: '金额（元）', key: 'amount', width: 130, align: 'right', render: (_v, r) => moneyText(r.amount) },
    { title: '税额（元）', key: 'taxAmount', width: 120, align: 'right', render: (_v, r) => moneyText(r.taxAmount) },
    { title: '税率', dataIndex: 'taxRate', key: 'taxRate', width: 70, align: 'right' },
    { title: '来源', key: 'source', width: 130, render: (_v, r) => labelOf(INVOICE_SOURCE, r.source) },
    {
      title: '计税方法',
      key: 'taxCalculation',
      width: 100,
      render: (_v, r) => labelOf(TAX_CALCULATION, r.taxCalculation),
    },
    {
      title: '状态',
      key: 'confirmed',
      width: 90,
      fixed: 'right',
      render: (_v, r) => {
        // The same words as the export (shared invoiceConfirmText).
        const text = invoiceConfirmText(r);
        if (text === '-') return <span className="tax-muted">-</span>;
        return <Tag color={r.confirmed ? 'success' : 'warning'}>{text}</Tag>;
      },
    },
  ];

  const ids = selected.map(String);
  const runConfirm = () => {
    if (ids.length === 0) {
      notify.warning(INVOICE_NONE_TO_CONFIRM);
      return;
    }
    void modal.confirm({
      title: '确认发票',
      content: `确定确认所选的 ${ids.length} 张进项发票吗？确认后将用于当期抵扣。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          const n = await confirm.mutateAsync(ids);
          notify.success(`已确认 ${n} 张发票`);
          setSelected([]);
        } catch {
          // shown by the request layer
        }
      },
    });
  };

  return (
    <ListPage<Invoice, Filters>
      list={list}
      fields={fields}
      columns={columns}
      rowKey="id"
      title={selected.length ? `已选 ${selected.length} 张，共 ${list.total} 张` : `共 ${list.total} 张发票`}
      emptyText="暂无发票"
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.slice(0, CONFIRM_MAX)),
        getCheckboxProps: (r) => ({
          disabled: !confirmable(r),
          title: confirmable(r) ? undefined : '仅未确认的进项发票可确认',
        }),
      }}
      toolbar={
        <>
          <Permission code={BUTTON.tax.invoiceConfirm}>
            <Tooltip title={selected.length >= CONFIRM_MAX ? `一次最多确认 ${CONFIRM_MAX} 张` : undefined}>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                disabled={selected.length === 0}
                loading={confirm.isPending}
                onClick={runConfirm}
              >
                {selected.length ? `确认所选（${selected.length}）` : '确认所选'}
              </Button>
            </Tooltip>
          </Permission>
          <Permission code={BUTTON.tax.invoiceExport}>
            <ExportButton
              load={(onProgress) => exportInvoices(list.state.filters, onProgress)}
              fallbackName="发票清单.xlsx"
              disabled={list.total === 0}
              disabledReason="当前条件下没有可导出的发票"
            />
          </Permission>
        </>
      }
    />
  );
}
