import { Card, Col, Empty, Row } from 'antd';
import { AppstoreOutlined, CustomerServiceOutlined, IdcardOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useSession } from '../../platform/session/store.ts';
import { EnterpriseCard } from './EnterpriseCard.tsx';
import { Greeting } from './Greeting.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import './workbench.css';

const cardTitle = (icon: React.ReactNode, text: string) => (
  <span className="workbench-card__title">
    {icon}
    {text}
  </span>
);

/** /workbenches/newIndex: greeting, my products, quick links and the enterprise. */
export default function WorkbenchPage() {
  const user = useSession((s) => s.userInfo);
  if (!user) {
    return <Empty className="workbench-empty" description="正在加载用户信息…" />;
  }
  return (
    <div className="workbench">
      <Greeting user={user} />
      <Row gutter={[20, 20]}>
        <Col xs={24} xxl={17} xl={16}>
          <Card title={cardTitle(<AppstoreOutlined />, '我的产品')} className="workbench-card">
            <ProductGrid user={user} />
          </Card>
          <Card title={cardTitle(<ThunderboltOutlined />, '快捷入口')} className="workbench-card">
            <QuickLinks />
          </Card>
        </Col>
        <Col xs={24} xxl={7} xl={8}>
          <Card title={cardTitle(<IdcardOutlined />, '企业信息')} className="workbench-card">
            <EnterpriseCard user={user} />
          </Card>
          <Card title={cardTitle(<CustomerServiceOutlined />, '服务支持')} className="workbench-card">
            <ServiceCard />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
