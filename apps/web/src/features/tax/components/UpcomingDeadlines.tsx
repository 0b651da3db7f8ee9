import { Empty, Tag } from 'antd';
import { Link } from 'react-router';
import { taxDetailLink } from '@portal/shared';
import { daysUntil, periodicityOf, periodText, todayText } from '../format.ts';
import type { TaxTask } from '../types.ts';
import { ProvisionalTag } from './DeadlineText.tsx';
import { TaskStateTag } from './TaskStateTag.tsx';

/** How near a deadline is, as a tag: 今日截止, 剩 N 天, 已逾期 N 天. */
export function DeadlineTag({ deadline, today }: { deadline: string | null; today: string }) {
  if (!deadline) return <Tag>按次申报</Tag>;
  const days = daysUntil(deadline, today);
  if (days < 0) return <Tag color="error">{`已逾期 ${-days} 天`}</Tag>;
  if (days === 0) return <Tag color="volcano">今日截止</Tag>;
  return <Tag color={days <= 3 ? 'orange' : 'blue'}>{`剩 ${days} 天`}</Tag>;
}

/** The next deadlines of the enterprise's open tasks, nearest first. */
export function UpcomingDeadlines({ tasks }: { tasks: readonly TaxTask[] }) {
  const today = todayText();
  if (tasks.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近期没有需要申报的任务" />;
  return (
    <ul className="tax-upcoming">
      {tasks.map((t) => (
        <li key={t.taskNo} className="tax-upcoming__item">
          <div className="tax-upcoming__main">
            <Link to={taxDetailLink({ kind: 1, id: t.taskNo }) ?? '/tax/taxTask'} className="tax-upcoming__name">
              {t.itemName}
            </Link>
            <span className="tax-muted">{periodText(t.period, periodicityOf(t.taxType))}</span>
          </div>
          <div className="tax-upcoming__meta">
            <span className="tax-upcoming__date">{t.deadline ? `截止 ${t.deadline}` : ''}</span>
            <ProvisionalTag provisional={t.deadlineProvisional} />
            <DeadlineTag deadline={t.deadline} today={today} />
            <TaskStateTag state={t.state} />
          </div>
        </li>
      ))}
    </ul>
  );
}
