import { Button, Calendar, DatePicker, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { TaxCalendarDay } from '../types.ts';

export interface TaxMonthCalendarProps {
  value: Dayjs;
  days: ReadonlyMap<string, TaxCalendarDay>;
  onSelect: (date: Dayjs) => void;
  onMonthChange: (date: Dayjs) => void;
}

/** What a day cell shows: how many deadlines, tasks (overdue apart) and reminders fall on it. */
export function dayMarks(day: TaxCalendarDay): { kind: 'deadline' | 'task' | 'overdue' | 'news'; text: string }[] {
  const overdue = day.tasks.filter((t) => t.state === 'overdue').length;
  const marks: { kind: 'deadline' | 'task' | 'overdue' | 'news'; text: string }[] = [];
  if (day.deadlines.length) marks.push({ kind: 'deadline', text: `申报截止 ${day.deadlines.length}` });
  if (overdue) marks.push({ kind: 'overdue', text: `逾期任务 ${overdue}` });
  if (day.tasks.length - overdue) marks.push({ kind: 'task', text: `任务 ${day.tasks.length - overdue}` });
  if (day.news.length) marks.push({ kind: 'news', text: `提醒 ${day.news.length}` });
  return marks;
}

/** The month view (antd Calendar): a day shows how many deadlines, tasks and reminders it has; the panel lists them. */
export function TaxMonthCalendar({ value, days, onSelect, onMonthChange }: TaxMonthCalendarProps) {
  return (
    <Calendar
      className="tax-calendar"
      value={value}
      mode="month"
      onSelect={(d, info) => (info.source === 'date' ? onSelect(d) : onMonthChange(d))}
      headerRender={() => (
        <div className="tax-calendar__header">
          <Space>
            <Button
              icon={<LeftOutlined />}
              aria-label="上个月"
              onClick={() => onMonthChange(value.subtract(1, 'month'))}
            />
            <DatePicker
              picker="month"
              format="YYYY年M月"
              allowClear={false}
              value={value}
              onChange={(d) => d && onMonthChange(d.date(1))}
              aria-label="选择月份"
              style={{ width: 140 }}
            />
            <Button icon={<RightOutlined />} aria-label="下个月" onClick={() => onMonthChange(value.add(1, 'month'))} />
          </Space>
          <Button onClick={() => onSelect(dayjs().startOf('day'))}>今天</Button>
        </div>
      )}
      cellRender={(current, info) => {
        if (info.type !== 'date') return info.originNode;
        const day = days.get(current.format('YYYY-MM-DD'));
        if (!day) return null;
        const marks = dayMarks(day);
        return (
          <div className="tax-calendar__cell">
            {day.restDay && <span className="tax-calendar__rest">休</span>}
            <ul className="tax-calendar__marks">
              {marks.map((m) => (
                <li key={m.kind} className={`tax-calendar__mark tax-calendar__mark--${m.kind}`}>
                  {m.text}
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    />
  );
}
