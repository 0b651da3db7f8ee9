import { useState } from 'react';
import { Badge, Button, Empty, Skeleton } from 'antd';
import { EyeInvisibleOutlined, SettingOutlined, TableOutlined } from '@ant-design/icons';
import type { TaxTableSummary } from '../types.ts';
import { HiddenTablesModal } from './HiddenTablesModal.tsx';

export interface TableNavProps {
  tables: readonly TaxTableSummary[] | undefined;
  loading: boolean;
  selected: string | undefined;
  onSelect: (tableCode: string) => void;
}

/** The tables of a task the user shows, and 显示/隐藏报表. */
export function TableNav({ tables, loading, selected, onSelect }: TableNavProps) {
  const [managing, setManaging] = useState(false);
  const visible = (tables ?? []).filter((t) => !t.hidden);
  const hiddenCount = (tables ?? []).length - visible.length;

  return (
    <div className="tax-nav">
      <div className="tax-nav__head">
        <span className="tax-nav__title">报表</span>
        <Button
          size="small"
          type="text"
          icon={<SettingOutlined />}
          onClick={() => setManaging(true)}
          disabled={!tables?.length}
        >
          显示/隐藏
        </Button>
      </div>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : visible.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tables?.length ? '报表均已隐藏' : '该任务暂无报表'} />
      ) : (
        <ul className="tax-nav__list" role="listbox" aria-label="报表">
          {visible.map((t) => (
            <li key={t.tableCode}>
              <button
                type="button"
                role="option"
                aria-selected={t.tableCode === selected}
                className={`tax-nav__item${t.tableCode === selected ? ' tax-nav__item--active' : ''}`}
                onClick={() => onSelect(t.tableCode)}
              >
                <TableOutlined className="tax-nav__icon" />
                <span className="tax-nav__name" title={t.tableName}>
                  {t.tableName}
                </span>
                <Badge count={t.rowCount} showZero overflowCount={999} color={t.rowCount ? '#0b5fa5' : '#bfc8d2'} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {hiddenCount > 0 && (
        <div className="tax-nav__hidden tax-muted">
          <EyeInvisibleOutlined /> {`已隐藏 ${hiddenCount} 张报表`}
        </div>
      )}
      <HiddenTablesModal open={managing} onClose={() => setManaging(false)} tables={tables ?? []} />
    </div>
  );
}
