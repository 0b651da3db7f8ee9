import { useMemo } from 'react';
import { Button, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { ClearOutlined } from '@ant-design/icons';
import { BUTTON, TABLE_SCROLL_Y, formatNumber, toCents } from '@portal/shared';
import { Permission } from '../../../platform/permission/index.ts';
import { cellKey, type PlacedErrors } from '../table-errors.ts';
import type { TaxTableColumn, TaxTableData } from '../types.ts';

type Row = { __pos: number; cells: Readonly<Record<string, string | null>> };

export interface TableGridProps {
  data: TaxTableData;
  errors: PlacedErrors;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Clearing columns is allowed (the task is not filed or paid). */
  editable: boolean;
  lockedReason?: string;
  onClearColumn: (column: TaxTableColumn) => void;
  loading?: boolean;
}

/** A number cell as an amount (1,234.50); text that is not a number is shown as it is, so a wrong value stays visible. */
function cellText(column: TaxTableColumn, value: string | null): string {
  if (value === null || value === '') return '';
  if (column.type === 'number' && toCents(value) !== null) return formatNumber(value, { zeroAsHyphen: false });
  return value;
}

/** The rows of a table in its format's columns; cells a check or import found wrong are marked with their message. */
export function TableGrid({
  data,
  errors,
  page,
  pageSize,
  onPage,
  editable,
  lockedReason,
  onClearColumn,
  loading,
}: TableGridProps) {
  const rows = useMemo<Row[]>(() => data.rows.map((cells, i) => ({ cells, __pos: i + 1 })), [data.rows]);

  const columns: ColumnsType<Row> = [
    {
      title: '行',
      key: '__pos',
      dataIndex: '__pos',
      width: 56,
      fixed: 'left',
      align: 'center',
      className: 'tax-grid__pos',
    },
    ...data.columns.map((c) => ({
      key: c.key,
      width: c.key === data.rowKey ? 80 : c.type === 'text' ? 230 : c.type === 'date' ? 120 : 156,
      align: c.type === 'number' ? ('right' as const) : ('left' as const),
      title: (
        <span className="tax-grid__head">
          <span>
            {c.title}
            {c.required && <span className="tax-grid__req">*</span>}
          </span>
          {c.key !== data.rowKey && (
            <Permission code={BUTTON.tax.tableEdit}>
              <Tooltip title={editable ? `清空“${c.title}”列` : lockedReason}>
                <Button
                  type="text"
                  size="small"
                  icon={<ClearOutlined />}
                  disabled={!editable || data.rows.length === 0}
                  onClick={() => onClearColumn(c)}
                  aria-label={`清空${c.title}列`}
                  className="tax-grid__clear"
                />
              </Tooltip>
            </Permission>
          )}
        </span>
      ),
      onCell: (r: Row) =>
        ({
          className: errors.cells.has(cellKey(r.__pos, c.key)) ? 'tax-grid__td--error' : undefined,
          'data-cell': cellKey(r.__pos, c.key),
        }) as React.TdHTMLAttributes<HTMLTableCellElement>,
      render: (_v: unknown, r: Row) => {
        const text = cellText(c, r.cells[c.key] ?? null);
        const messages = errors.cells.get(cellKey(r.__pos, c.key));
        if (!messages) return <span className={c.type === 'number' ? 'tax-amount' : undefined}>{text}</span>;
        return (
          <Tooltip title={messages.join('；')}>
            <span className="tax-grid__error">{text || '（空）'}</span>
          </Tooltip>
        );
      },
    })),
  ];

  return (
    <Table<Row>
      className="tax-grid"
      size="small"
      bordered
      rowKey="__pos"
      loading={loading}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content', y: TABLE_SCROLL_Y }}
      rowClassName={(r) => (errors.rows.has(r.__pos) ? 'tax-grid__row--error' : '')}
      locale={{ emptyText: '报表暂无数据，可下载模板填写后导入' }}
      pagination={
        rows.length > pageSize
          ? {
              current: page,
              pageSize,
              total: rows.length,
              showSizeChanger: false,
              showTotal: (t) => `共 ${t} 行`,
              onChange: onPage,
            }
          : false
      }
    />
  );
}
