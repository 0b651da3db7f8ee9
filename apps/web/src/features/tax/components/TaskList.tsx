import { useCallback, useState } from 'react';
import { Button, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { PlusOutlined } from '@ant-design/icons';
import { BUTTON, TAX_TASK_STATES, TAX_TASK_STATE_LABEL } from '@portal/shared';
import { ExportButton } from '../../../platform/export/index.ts';
import {
  ListPage,
  pageQueryOf,
  useServerList,
  type ListState,
  type SearchField,
} from '../../../platform/list/index.ts';
import { Permission } from '../../../platform/permission/index.ts';
import { taxTasksQuery } from '../api/get-tax-tasks.ts';
import { exportTaxTasks } from '../api/export-tax-tasks.ts';
import { moneyText, periodicityOf, periodText, rangeText, timeText } from '../format.ts';
import { useTaskMoves } from '../hooks/useTaskMoves.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { useTaxTypeOptions } from '../hooks/useTaxTypeOptions.ts';
import { TASK_LIST, type TASK_FILTERS } from '../list-specs.ts';
import type { TaxTask } from '../types.ts';
import { AmountModal } from './AmountModal.tsx';
import { CreateTaskModal } from './CreateTaskModal.tsx';
import { TaskActions } from './TaskActions.tsx';
import { DeadlineText } from './DeadlineText.tsx';
import { TaskStateTag } from './TaskStateTag.tsx';

type Filters = typeof TASK_FILTERS;

/** 税务任务 list: filters in the URL, the moves of each task, 新建任务 and 导出 (each gated). */
export function TaskList() {
  const scope = useTaxScope();
  const { options: taxTypeOptions } = useTaxTypeOptions();
  const query = useCallback(
    (s: ListState<Filters>) => taxTasksQuery(scope, { ...s.filters, ...pageQueryOf(s) }),
    [scope],
  );
  const list = useServerList(TASK_LIST, query);
  const moves = useTaskMoves();
  const [creating, setCreating] = useState(false);

  const fields: SearchField<Filters>[] = [
    { name: 'taxType', label: '税种', kind: 'select', options: taxTypeOptions },
    {
      name: 'state',
      label: '任务状态',
      kind: 'select',
      options: TAX_TASK_STATES.map((s) => ({ value: s, label: TAX_TASK_STATE_LABEL[s] })),
    },
    { name: 'period', label: '所属期', kind: 'month', placeholder: '请选择所属期止' },
    { name: 'year', label: '所属年度', kind: 'year' },
  ];

  const columns: ColumnsType<TaxTask> = [
    { title: '任务编号', dataIndex: 'taskNo', key: 'taskNo', width: 176 },
    { title: '税种', dataIndex: 'itemName', key: 'itemName', width: 140 },
    {
      title: '所属期',
      key: 'period',
      width: 130,
      render: (_v, t) => (
        <Tooltip title={`所属期起止：${rangeText(t.periodRange)}`}>
          <span>{periodText(t.period, periodicityOf(t.taxType))}</span>
        </Tooltip>
      ),
    },
    { title: '状态', key: 'state', width: 90, render: (_v, t) => <TaskStateTag state={t.state} /> },
    {
      title: '申报期限',
      key: 'deadline',
      width: 130,
      render: (_v, t) => (
        <DeadlineText deadline={t.deadline} reason={t.deadlineReason} provisional={t.deadlineProvisional} />
      ),
    },
    {
      title: '应纳税额（元）',
      key: 'taxAmount',
      width: 136,
      align: 'right',
      render: (_v, t) => <span className="tax-amount">{moneyText(t.taxAmount)}</span>,
    },
    {
      title: '已缴税额（元）',
      key: 'paidAmount',
      width: 136,
      align: 'right',
      render: (_v, t) => <span className="tax-amount">{moneyText(t.paidAmount)}</span>,
    },
    { title: '创建人', dataIndex: 'createdBy', key: 'createdBy', width: 90 },
    { title: '创建时间', key: 'createdAt', width: 150, render: (_v, t) => timeText(t.createdAt) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 196,
      render: (_v, t) => <TaskActions task={t} onMove={moves.start} busy={moves.pendingTaskNo === t.taskNo} />,
    },
  ];

  return (
    <>
      <ListPage<TaxTask, Filters>
        list={list}
        fields={fields}
        columns={columns}
        rowKey="taskNo"
        title={`共 ${list.total} 个任务`}
        emptyText="暂无任务"
        toolbar={
          <>
            <Permission code={BUTTON.tax.taskCreate}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                新建任务
              </Button>
            </Permission>
            <Permission code={BUTTON.tax.taskExport}>
              <ExportButton
                load={(onProgress) => exportTaxTasks(list.state.filters, onProgress)}
                fallbackName="税务任务.xlsx"
                disabled={list.total === 0}
                disabledReason="当前条件下没有可导出的任务"
              />
            </Permission>
          </>
        }
      />
      <AmountModal {...moves.amount} />
      <CreateTaskModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
