import { Button, Result, Skeleton, Tag, Typography } from 'antd';
import { MailOutlined, PhoneOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { RESPONSE_CODE, normalizePath } from '@portal/shared';
import { RequestError } from '../../platform/request/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { useProductHome } from './api/get-product-home.ts';
import { useProductHomeState } from './api/get-product-home-state.ts';
import { MyBusinessPanel } from './MyBusinessPanel.tsx';
import { ProductNews } from './ProductNews.tsx';
import { productVisual } from './products.tsx';
import './finance-home.css';
import './product-home.css';

/**
 * /finance/eLoan … ePayment (§1 finance home pages, login optional): one design fed by the product's record — its
 * brand, introduction, features, limits and rates, steps, documents and contact, as operations keep them — with the
 * signed-in enterprise's state and figures for the product and the product's news channel.
 */
export default function ProductHomePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routeUrl = normalizePath(pathname);
  const q = useProductHome(routeUrl);
  // The enterprise's state is asked at once, beside the home (the panel reads the same query when it renders).
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  useProductHomeState(routeUrl, user?.userId ?? '', user?.entId ?? '', Boolean(token && user));

  if (q.isPending) {
    return (
      <div className="finance-home">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (q.isError || !q.data) {
    const missing = !q.data || (q.error instanceof RequestError && q.error.code === RESPONSE_CODE.notFound);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? '产品不存在或已下架' : '产品信息加载失败'}
        extra={
          missing ? (
            <Button type="primary" onClick={() => void navigate('/finance/home')}>
              返回首页
            </Button>
          ) : (
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void q.refetch()}>
              重新加载
            </Button>
          )
        }
      />
    );
  }

  const home = q.data;
  const { content } = home;
  const visual = productVisual(home.routeUrl);
  return (
    <div className="finance-home product-home" style={{ ['--product-color' as string]: visual.color }}>
      <section className="product-home__banner">
        <div className="product-home__banner-text">
          <span className="finance-home__eyebrow">{home.brand}</span>
          <h1>
            <span className="product-home__icon">{visual.icon}</span>
            {home.productName}服务
          </h1>
          <p className="product-home__lead">{home.description}</p>
          <p>{home.introduction}</p>
          {content.limits.length > 0 && (
            <div className="product-home__limits">
              {content.limits.map((l) => (
                <div key={l.label}>
                  <div className="product-home__limit-value">{l.value}</div>
                  <div className="product-home__limit-label">{l.label}</div>
                </div>
              ))}
            </div>
          )}
        </div>
        <MyBusinessPanel home={home} />
      </section>

      {content.features.length > 0 && (
        <section className="product-home__features">
          {content.features.map((f) => (
            <div key={f.title} className="product-home__feature">
              <div className="product-home__feature-title">{f.title}</div>
              <div className="product-home__feature-text">{f.text}</div>
            </div>
          ))}
        </section>
      )}

      <div className="product-home__columns">
        <div className="product-home__main">
          {content.steps.length > 0 && (
            <section className="product-home__card">
              <Typography.Title level={4}>办理流程</Typography.Title>
              <ol className="product-home__steps">
                {content.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          )}
          {content.documents.length > 0 && (
            <section className="product-home__card">
              <Typography.Title level={4}>所需材料</Typography.Title>
              <div className="product-home__documents">
                {content.documents.map((d) => (
                  <Tag key={d}>{d}</Tag>
                ))}
              </div>
            </section>
          )}
          <ProductNews subjectId={home.newsSubjectId} title={`${home.productName}资讯`} />
        </div>
        <aside className="product-home__card product-home__contact">
          <Typography.Title level={4}>联系我们</Typography.Title>
          <p>
            <UserOutlined /> {content.contact.name}
          </p>
          <p>
            <PhoneOutlined /> {content.contact.phone}
          </p>
          {content.contact.email && (
            <p>
              <MailOutlined /> {content.contact.email}
            </p>
          )}
          <Button block onClick={() => void navigate('/finance/helpCenter')}>
            帮助中心
          </Button>
        </aside>
      </div>
    </div>
  );
}
