import { useCallback, useMemo, useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { BUTTON, TAX_TASK_DIALOG } from '@portal/shared';
import { taxDetailLink } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { ListPage, useLocalList, type FilterValues, type SearchField } from '../../../platform/list/index.ts';
import { Permission } from '../../../platform/permission/index.ts';
import { useSession } from '../../../platform/session/store.ts';
import { useCreateTaxTask } from '../api/create-tax-task.ts';
import { taxPeriodsQuery } from '../api/get-tax-periods.ts';
import { periodRecordText, rangeText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { DeadlineText } from './DeadlineText.tsx';
import { useTaxTypeOptions } from '../hooks/useTaxTypeOptions.ts';
import { PERIOD_LIST, type PERIOD_FILTERS } from '../list-specs.ts';
import type { TaxablePeriodRow } from '../types.ts';

type Filters = typeof PERIOD_FILTERS;

const SORTERS = {
  period: (a: TaxablePeriodRow, b: TaxablePeriodRow) => (a.period ?? '').localeCompare(b.period ?? ''),
  deadline: (a: TaxablePeriodRow, b: TaxablePeriodRow) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'),
  taxType: (a: TaxablePeriodRow, b: TaxablePeriodRow) => a.taxType.localeCompare(b.taxType),
};

/** 税款所属期: the §5 lookup (all / tax type / tax key) of a year, with each period's task or 创建任务. */
export function PeriodList() {
  const scope = useTaxScope();
  const entId = useSession((s) => s.userInfo?.entId ?? '');
  const { types, nameOf } = useTaxTypeOptions();
  const query = useCallback((f: FilterValues<Filters>) => taxPeriodsQuery(scope, f.key ?? 'all', f.year), [scope]);
  const list = useLocalList(PERIOD_LIST, query, { sorters: SORTERS });
  const create = useCreateTaxTask(scope);
  const [creatingId, setCreatingId] = useState<string | null>(null);

  const keyOptions = useMemo(
    () => [
      { value: 'all', label: '全部税种' },
      ...types.map((t) => ({ value: t.itemNo, label: `${t.itemName}（${t.key}）` })),
    ],
    [types],
  );
  const fields: SearchField<Filters>[] = [
    { name: 'key', label: '税种', kind: 'select', options: keyOptions, placeholder: '全部税种' },
    { name: 'year', label: '所属年度', kind: 'year' },
  ];

  const createFor = async (p: TaxablePeriodRow) => {
    setCreatingId(p.id);
    try {
      await create.mutateAsync({ entId, taxType: p.taxType, period: p.period ?? undefined });
      notify.success(TAX_TASK_DIALOG.success);
    } catch {
      // shown by the request layer
    } finally {
      setCreatingId(null);
    }
  };

  const columns: ColumnsType<TaxablePeriodRow> = [
    {
      title: '税种',
      key: 'taxType',
      width: 170,
      sorter: true,
      render: (_v, p) => nameOf(p.taxType),
    },
    { title: '税种键', dataIndex: 'taxKey', key: 'taxKey', width: 120 },
    { title: '所属期', key: 'period', width: 150, sorter: true, render: (_v, p) => periodRecordText(p) },
    {
      title: '所属期起止',
      key: 'range',
      width: 210,
      render: (_v, p) => rangeText(p.taxQuarterBeginAndEndDate),
    },
    {
      title: '申报期限',
      key: 'deadline',
      width: 130,
      sorter: true,
      render: (_v, p) => <DeadlineText deadline={p.deadline} reason={null} provisional={p.deadlineProvisional} />,
    },
    {
      title: '任务',
      key: 'task',
      width: 200,
      fixed: 'right',
      render: (_v, p) => {
        if (p.taskNo) {
          const link = taxDetailLink({ kind: 1, id: p.taskNo });
          return link ? <Link to={link}>{p.taskNo}</Link> : p.taskNo;
        }
        return (
          <span className="tax-period__no-task">
            <Tag>未创建</Tag>
            <Permission code={BUTTON.tax.taskCreate}>
              <Tooltip title={`创建${nameOf(p.taxType)}${periodRecordText(p)}的任务`}>
                <Button
                  size="small"
                  type="link"
                  icon={<PlusOutlined />}
                  loading={creatingId === p.id}
                  disabled={creatingId !== null && creatingId !== p.id}
                  onClick={() => void createFor(p)}
                >
                  创建任务
                </Button>
              </Tooltip>
            </Permission>
          </span>
        );
      },
    },
  ];

  return (
    <ListPage<TaxablePeriodRow, Filters>
      list={list}
      fields={fields}
      columns={columns}
      rowKey="id"
      title={`共 ${list.total} 个所属期`}
      emptyText="该条件下暂无所属期"
    />
  );
}
