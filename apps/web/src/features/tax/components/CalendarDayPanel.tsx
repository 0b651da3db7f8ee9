import { useEffect } from 'react';
import { Button, Divider, Empty, Form, Input, Select, Switch, Tooltip, Typography } from 'antd';
import { BellOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { BUTTON } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { Permission, useBtnPerm } from '../../../platform/permission/index.ts';
import { useSaveCalendarNews } from '../api/save-calendar-news.ts';
import { useSetTaskNoReminder } from '../api/set-task-no-reminder.ts';
import { periodicityOf, periodText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import type { TaxCalendarDay } from '../types.ts';
import { ProvisionalTag } from './DeadlineText.tsx';
import { TaskStateTag } from './TaskStateTag.tsx';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

interface NewsValues {
  content: string;
  taskNo?: string;
}

/** One day of the calendar: its deadlines, the enterprise's tasks due (with 不再提醒) and reminders, and a new one. */
export function CalendarDayPanel({ date, day }: { date: Dayjs; day: TaxCalendarDay | undefined }) {
  const scope = useTaxScope();
  const save = useSaveCalendarNews(scope);
  const noReminder = useSetTaskNoReminder(scope);
  const mayMute = useBtnPerm(BUTTON.tax.taskReminder);
  const [form] = Form.useForm<NewsValues>();
  const ymd = date.format('YYYY-MM-DD');

  useEffect(() => form.resetFields(), [ymd, form]);

  const submit = async (v: NewsValues) => {
    try {
      await save.mutateAsync({ remindDate: ymd, content: v.content.trim(), taskNo: v.taskNo || undefined });
      notify.success('提醒已保存');
      form.resetFields();
    } catch {
      // shown by the request layer
    }
  };

  const deadlines = day?.deadlines ?? [];
  const tasks = day?.tasks ?? [];
  const news = day?.news ?? [];

  return (
    <div className="tax-day">
      <div className="tax-day__date">
        <span className="tax-day__day">{date.format('D')}</span>
        <span>
          <span className="tax-day__month">{date.format('YYYY年M月')}</span>
          <span className="tax-muted">{`${WEEKDAYS[date.day()]}${day?.restDay ? ' · 休息日' : ''}`}</span>
        </span>
      </div>

      <Typography.Title level={5} className="tax-day__section">
        申报截止
      </Typography.Title>
      {deadlines.length ? (
        <ul className="tax-day__list">
          {deadlines.map((d) => (
            <li key={`${d.taxType}-${d.period}`}>
              <span className="tax-day__dot tax-day__dot--deadline" aria-hidden />
              {`${d.itemName}（${periodText(d.period, periodicityOf(d.taxType))}）`}
              {d.reason && (
                <Tooltip title={d.reason}>
                  <InfoCircleOutlined className="tax-hint-icon" aria-label="期限顺延说明" />
                </Tooltip>
              )}
              <ProvisionalTag provisional={d.provisional} />
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">当日无申报截止</Typography.Text>
      )}

      <Typography.Title level={5} className="tax-day__section">
        本企业任务
      </Typography.Title>
      {tasks.length ? (
        <ul className="tax-day__list">
          {tasks.map((t) => (
            <li key={t.taskNo} className="tax-day__task">
              <span className="tax-day__task-name">
                {t.itemName}
                <span className="tax-muted">{` ${periodText(t.period, periodicityOf(t.taxType))}`}</span>
              </span>
              <TaskStateTag state={t.state} />
              <Tooltip title={mayMute ? '关闭后日历不再提醒该任务' : '您没有设置提醒的权限'}>
                <Switch
                  disabled={!mayMute}
                  size="small"
                  checkedChildren="提醒"
                  unCheckedChildren="不提醒"
                  checked={t.noReminder !== '1'}
                  loading={noReminder.isPending && noReminder.variables?.taskNo === t.taskNo}
                  onChange={(on) => noReminder.mutate({ taskNo: t.taskNo, noReminder: on ? '0' : '1' })}
                  aria-label={`${t.itemName}是否提醒`}
                />
              </Tooltip>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">当日无到期任务</Typography.Text>
      )}

      <Typography.Title level={5} className="tax-day__section">
        提醒事项
      </Typography.Title>
      {news.length ? (
        <ul className="tax-day__list">
          {news.map((n) => (
            <li key={n.id}>
              <BellOutlined className="tax-day__bell" />
              <span className="tax-day__news">{n.content}</span>
              <span className="tax-muted">{n.createdBy}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无提醒" className="tax-day__empty" />
      )}

      <Permission code={BUTTON.tax.calendarNews}>
        <Divider className="tax-day__divider" />
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item
            name="content"
            label="添加提醒"
            rules={[
              { required: true, whitespace: true, message: '请输入提醒内容' },
              { max: 200, message: '提醒内容不能超过200个字' },
            ]}
          >
            <Input.TextArea rows={2} maxLength={200} showCount placeholder="例如：整理本月进项发票" />
          </Form.Item>
          {tasks.length > 0 && (
            <Form.Item name="taskNo" label="关联任务">
              <Select
                allowClear
                placeholder="可选"
                options={tasks.map((t) => ({ value: t.taskNo, label: `${t.itemName} ${t.period}` }))}
              />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending} icon={<BellOutlined />}>
            保存提醒
          </Button>
        </Form>
      </Permission>
    </div>
  );
}
