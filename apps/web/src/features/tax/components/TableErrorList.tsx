import { Table } from 'antd';
import { errorPlace } from '../table-errors.ts';
import type { TaxTableColumn, TaxTableError } from '../types.ts';

export interface TableErrorListProps {
  errors: readonly TaxTableError[];
  columns: readonly Pick<TaxTableColumn, 'key' | 'title'>[];
  /** Goes to the cell in the table (the errors of a check); absent for an import's errors (rows of the file). */
  onLocate?: (error: TaxTableError) => void;
}

/** Each error next to its row and column: 行 | 列 | 错误信息. */
export function TableErrorList({ errors, columns, onLocate }: TableErrorListProps) {
  const rows = errors.map((e, i) => ({ error: e, i, place: errorPlace(e, columns) }));
  return (
    <Table
      className="tax-errors"
      size="small"
      rowKey="i"
      dataSource={rows}
      pagination={
        rows.length > 10
          ? { pageSize: 10, size: 'small', showSizeChanger: false, showTotal: (t) => `共 ${t} 处` }
          : false
      }
      onRow={(r) =>
        onLocate && r.error.row > 0 ? { onClick: () => onLocate(r.error), className: 'tax-errors__row--link' } : {}
      }
      columns={[
        {
          title: '行',
          key: 'row',
          width: 160,
          render: (_v, r) => (
            <span className="tax-errors__place">
              {r.place.row}
              {r.place.sheet && <span className="tax-errors__sheet">{r.place.sheet}</span>}
            </span>
          ),
        },
        { title: '列', key: 'column', width: 180, render: (_v, r) => r.place.column },
        { title: '错误信息', key: 'message', render: (_v, r) => r.error.message },
      ]}
    />
  );
}
