import { Progress, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { INPUT_INVOICE_TYPE, TABLE_SCROLL_Y, labelOf } from '@portal/shared';
import { useInvoiceConfirmTypes } from '../api/get-invoice-confirm-types.ts';
import { moneyText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import type { InvoiceConfirmType } from '../types.ts';

/** §7.3 invoice confirmation list: per input invoice type (§3.1 labels), how many there are and how many confirmed. */
export function InvoiceConfirmPanel({ period }: { period: string | undefined }) {
  const scope = useTaxScope();
  const types = useInvoiceConfirmTypes(scope, period);
  const rows = types.data ?? [];
  const sum = (f: (r: InvoiceConfirmType) => number) => rows.reduce((s, r) => s + f(r), 0);

  const columns: ColumnsType<InvoiceConfirmType> = [
    { title: '发票类型', key: 'type', render: (_v, r) => labelOf(INPUT_INVOICE_TYPE, r.invoiceType), width: 220 },
    { title: '份数', dataIndex: 'count', key: 'count', align: 'right', width: 100 },
    { title: '金额（元）', key: 'amount', align: 'right', width: 160, render: (_v, r) => moneyText(r.amount) },
    { title: '税额（元）', key: 'taxAmount', align: 'right', width: 160, render: (_v, r) => moneyText(r.taxAmount) },
    { title: '已确认', dataIndex: 'confirmed', key: 'confirmed', align: 'right', width: 100 },
    {
      title: '确认进度',
      key: 'progress',
      width: 220,
      render: (_v, r) => (
        <Progress
          percent={r.count ? Math.round((r.confirmed / r.count) * 100) : 0}
          size="small"
          status={r.count && r.confirmed === r.count ? 'success' : 'normal'}
        />
      ),
    },
  ];

  return (
    <Table<InvoiceConfirmType>
      rowKey="invoiceType"
      size="middle"
      loading={types.isFetching}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: TABLE_SCROLL_Y }}
      locale={{ emptyText: types.isError ? '发票确认信息加载失败' : '该所属期暂无待确认发票' }}
      summary={() =>
        rows.length > 0 && (
          <Table.Summary fixed>
            <Table.Summary.Row className="tax-summary-row">
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {sum((r) => r.count)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {moneyText(sum((r) => Number(r.amount) || 0))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {moneyText(sum((r) => Number(r.taxAmount) || 0))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {sum((r) => r.confirmed)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
