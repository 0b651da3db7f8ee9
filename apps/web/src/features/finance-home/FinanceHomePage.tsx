import { Button, Col, Row, Skeleton, Space, Typography } from 'antd';
import {
  AppstoreOutlined,
  LoginOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SERVICE_PHONE, SERVICE_PHONE_EXTENSION } from '@portal/shared';
import { displayName } from '../../layouts/user-display.ts';
import { useSession } from '../../platform/session/store.ts';
import { HOME_BANNER } from './banner.ts';
import { useProductHomes } from './api/get-product-homes.ts';
import { ProductCard } from './ProductCard.tsx';
import './finance-home.css';

const HIGHLIGHTS = [
  { icon: <TeamOutlined />, title: '集团协同', text: '依托集团产业链，服务成员企业与上下游合作伙伴' },
  { icon: <ThunderboltOutlined />, title: '全程线上', text: '申请、审批、放款全流程线上办理，进度实时可查' },
  { icon: <SafetyOutlined />, title: '安全合规', text: '严格的身份认证与权限管控，保障企业数据安全' },
];

/** /finance/home: the public landing page; login-optional, so it never calls signed-in endpoints. */
export default function FinanceHomePage() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const signedIn = Boolean(token);
  const homes = useProductHomes();

  return (
    <div className="finance-home">
      <section className="finance-home__banner">
        <div className="finance-home__banner-text">
          <span className="finance-home__eyebrow">{HOME_BANNER.eyebrow}</span>
          <h1>{HOME_BANNER.title}</h1>
          <p>{HOME_BANNER.intro}</p>
          <Space size="middle" wrap>
            {signedIn ? (
              <Button
                type="primary"
                size="large"
                icon={<AppstoreOutlined />}
                onClick={() => void navigate('/workbenches/newIndex')}
              >
                进入工作台
              </Button>
            ) : (
              <Button
                type="primary"
                size="large"
                icon={<LoginOutlined />}
                onClick={() => void navigate('/login/index')}
              >
                登录
              </Button>
            )}
            <Button size="large" ghost href="#finance-products">
              了解产品
            </Button>
          </Space>
          {signedIn && userInfo && (
            <div className="finance-home__welcome">
              欢迎回来，{userInfo.userName || displayName(userInfo)}（{userInfo.entName}）
            </div>
          )}
        </div>
        <div className="finance-home__banner-art" aria-hidden>
          <div className="finance-home__ring finance-home__ring--1" />
          <div className="finance-home__ring finance-home__ring--2" />
          <div className="finance-home__ring finance-home__ring--3" />
        </div>
      </section>

      <section className="finance-home__highlights">
        {HIGHLIGHTS.map((h) => (
          <div key={h.title} className="finance-home__highlight">
            <span className="finance-home__highlight-icon">{h.icon}</span>
            <div>
              <div className="finance-home__highlight-title">{h.title}</div>
              <div className="finance-home__highlight-text">{h.text}</div>
            </div>
          </div>
        ))}
      </section>

      <section id="finance-products" className="finance-home__section">
        <div className="finance-home__section-head">
          <Typography.Title level={3}>金融产品</Typography.Title>
          <Typography.Text type="secondary">覆盖企业融资、风险管理与支付结算的全链条金融服务</Typography.Text>
        </div>
        <Row gutter={[20, 20]}>
          {homes.isPending &&
            [0, 1, 2, 3].map((i) => (
              <Col key={i} xs={24} sm={12} lg={8} xl={6}>
                <Skeleton active />
              </Col>
            ))}
          {homes.data?.map((p) => (
            <Col key={p.productType} xs={24} sm={12} lg={8} xl={6}>
              <ProductCard home={p} />
            </Col>
          ))}
          <Col xs={24} sm={12} lg={16} xl={18}>
            <div className="finance-home__more">
              {homes.isError && <Button onClick={() => void homes.refetch()}>金融产品加载失败，点击重新加载</Button>}
              <div>
                <div className="finance-home__more-title">还在寻找合适的金融服务？</div>
                <div className="finance-home__more-text">
                  客服电话 {`${SERVICE_PHONE} 转 ${SERVICE_PHONE_EXTENSION}`}，专属客户经理为您匹配产品方案
                </div>
              </div>
              <Space wrap>
                <Button icon={<QuestionCircleOutlined />} onClick={() => void navigate('/finance/helpCenter')}>
                  帮助中心
                </Button>
                <Button icon={<ReadOutlined />} onClick={() => void navigate('/finance/newsList')}>
                  新闻资讯
                </Button>
              </Space>
            </div>
          </Col>
        </Row>
      </section>
    </div>
  );
}
