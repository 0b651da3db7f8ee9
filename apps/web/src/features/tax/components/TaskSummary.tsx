import { Descriptions } from 'antd';
import { moneyText, periodicityOf, periodText, rangeText, timeText } from '../format.ts';
import type { TaxTask } from '../types.ts';
import { DeadlineText } from './DeadlineText.tsx';
import { TaskStateTag } from './TaskStateTag.tsx';

/** A task's facts (§3 tax task, §4 state). */
export function TaskSummary({ task }: { task: TaxTask }) {
  return (
    <Descriptions
      column={{ xs: 1, md: 2, xl: 3 }}
      size="middle"
      items={[
        { key: 'no', label: '任务编号', children: task.taskNo },
        { key: 'type', label: '税种', children: `${task.itemName}（${task.taxKey}）` },
        { key: 'state', label: '状态', children: <TaskStateTag state={task.state} /> },
        { key: 'period', label: '所属期', children: periodText(task.period, periodicityOf(task.taxType)) },
        { key: 'range', label: '所属期起止', children: rangeText(task.periodRange) },
        {
          key: 'deadline',
          label: '申报期限',
          children: (
            <DeadlineText
              deadline={task.deadline}
              reason={task.deadlineReason}
              provisional={task.deadlineProvisional}
            />
          ),
        },
        { key: 'tax', label: '应纳税额', children: task.taxAmount === null ? '-' : `${moneyText(task.taxAmount)} 元` },
        {
          key: 'paid',
          label: '已缴税额',
          children: task.paidAmount === null ? '-' : `${moneyText(task.paidAmount)} 元`,
        },
        { key: 'reminder', label: '日历提醒', children: task.noReminder === '1' ? '不再提醒' : '提醒' },
        { key: 'by', label: '创建人', children: task.createdBy },
        { key: 'at', label: '创建时间', children: timeText(task.createdAt) },
        { key: 'branch', label: '任务分支状态', children: String(task.taskBranchStatus) },
      ]}
    />
  );
}
