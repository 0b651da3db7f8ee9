import { useMemo } from 'react';
import { Alert, Card, Col, Row, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { useFilingPreference } from './api/get-filing-preference.ts';
import { useTaxCalendar } from './api/get-tax-calendar.ts';
import { CalendarDayPanel } from './components/CalendarDayPanel.tsx';
import { TaxMonthCalendar } from './components/TaxMonthCalendar.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { useTaxScope } from './hooks/useTaxScope.ts';
import './tax.css';
import './tax-calendar.css';

/** The day the URL names (?date=YYYY-MM-DD), or today. */
function dateOf(param: string | null): Dayjs {
  const d = param ? dayjs(param, 'YYYY-MM-DD', true) : null;
  return d?.isValid() ? d : dayjs().startOf('day');
}

/** /tax/taxCalendar 税务日历: a month of deadlines, the enterprise's tasks and reminders; the chosen day beside it. */
export default function TaxCalendarPage() {
  const scope = useTaxScope();
  const [params, setParams] = useSearchParams();
  const date = dateOf(params.get('date'));
  const calendar = useTaxCalendar(scope, date.year(), date.month() + 1);
  const preference = useFilingPreference(scope);
  const days = useMemo(() => new Map((calendar.data ?? []).map((d) => [d.date, d])), [calendar.data]);

  const go = (d: Dayjs) => setParams({ date: d.format('YYYY-MM-DD') }, { replace: true });

  return (
    <div className="tax-page">
      <TaxPageHeader
        title="税务日历"
        description="按月查看法定申报期限、本企业任务和提醒事项。"
        extra={
          preference.data && (
            <span className="tax-muted">
              {`申报期限前 ${preference.data.remindDaysBefore} 天提醒，`}
              <Link to="/tax/setting/filingPreference">修改提醒设置</Link>
            </span>
          )
        }
      />
      {calendar.isError && (
        <Alert type="warning" showIcon title="日历数据加载失败" description={calendar.error.message} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={17}>
          <Card className="tax-card tax-calendar-card">
            <Spin spinning={calendar.isFetching}>
              <div className="tax-calendar__legend">
                <span className="tax-calendar__key tax-calendar__key--deadline">申报截止</span>
                <span className="tax-calendar__key tax-calendar__key--task">本企业任务</span>
                <span className="tax-calendar__key tax-calendar__key--overdue">逾期任务</span>
                <span className="tax-calendar__key tax-calendar__key--news">提醒</span>
              </div>
              <TaxMonthCalendar value={date} days={days} onSelect={go} onMonthChange={go} />
            </Spin>
          </Card>
        </Col>
        <Col xs={24} xl={7}>
          <Card className="tax-card">
            <CalendarDayPanel date={date} day={days.get(date.format('YYYY-MM-DD'))} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
