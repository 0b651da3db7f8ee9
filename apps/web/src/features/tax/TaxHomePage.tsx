import { Button, Card, Col, Result, Row, Skeleton, Space } from 'antd';
import { BarChartOutlined, CalendarOutlined, FieldTimeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTaxHome } from './api/get-tax-home.ts';
import { HomeStateCards } from './components/HomeStateCards.tsx';
import { PaidByMonthChart } from './components/PaidByMonthChart.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { UpcomingDeadlines } from './components/UpcomingDeadlines.tsx';
import { useTaxScope } from './hooks/useTaxScope.ts';
import './tax.css';
import './tax-home.css';

const title = (icon: React.ReactNode, text: string) => (
  <span className="tax-card__title">
    {icon}
    {text}
  </span>
);

/** /tax/home 税务首页: this period's tasks by state, the next deadlines, tax paid by month and type. */
export default function TaxHomePage() {
  const scope = useTaxScope();
  const home = useTaxHome(scope);

  const links = (
    <Space wrap>
      <Link to="/tax/taxTask">
        <Button icon={<UnorderedListOutlined />}>税务任务</Button>
      </Link>
      <Link to="/tax/taxCalendar">
        <Button icon={<CalendarOutlined />}>税务日历</Button>
      </Link>
      <Link to="/tax/taxPeriod">
        <Button icon={<FieldTimeOutlined />}>税款所属期</Button>
      </Link>
    </Space>
  );

  if (home.isError) {
    return (
      <div className="tax-page">
        <TaxPageHeader title="税务首页" extra={links} />
        <Card className="tax-card">
          <Result
            status="warning"
            title="税务概览加载失败"
            subTitle={home.error.message}
            extra={
              <Button type="primary" onClick={() => void home.refetch()}>
                重新加载
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  const data = home.data;
  return (
    <div className="tax-page">
      <TaxPageHeader title="税务首页" description="本期任务进度、临近的申报期限和各月缴税情况。" extra={links} />
      <Card className="tax-card" title={title(<UnorderedListOutlined />, '本期任务')}>
        {home.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <HomeStateCards counts={data?.stateCounts ?? []} />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card className="tax-card tax-home__chart-card" title={title(<BarChartOutlined />, '各月缴税情况')}>
            {home.isPending ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : (
              <PaidByMonthChart rows={data?.paidByMonth ?? []} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card
            className="tax-card tax-home__upcoming-card"
            title={title(<CalendarOutlined />, '临近申报期限')}
            extra={<Link to="/tax/taxCalendar">查看日历</Link>}
          >
            {home.isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : (
              <UpcomingDeadlines tasks={data?.upcoming ?? []} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
