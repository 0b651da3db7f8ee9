import { Button, Col, Empty, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { AppstoreOutlined, LoginOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { formatFigure, type ProductHome, type ProductHomeState } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { useProductHomeStates } from './api/get-product-home-states.ts';
import { useProductHomes } from './api/get-product-homes.ts';
import { ProductNews } from './ProductNews.tsx';
import { productVisual } from './products.tsx';
import './finance-home.css';
import './product-home.css';

const STATE_TAG: Record<ProductHomeState['state'], { color: string; text: string }> = {
  opened: { color: 'success', text: '已开通' },
  pending: { color: 'processing', text: '开通审核中' },
  none: { color: 'default', text: '未开通' },
};

/** One product with the enterprise's state and its first figures. */
function ProductState({ home, state }: { home: ProductHome; state: ProductHomeState | undefined }) {
  const v = productVisual(home.routeUrl);
  const tag = !home.workspaceUrl ? { color: 'default', text: '线下办理' } : state ? STATE_TAG[state.state] : null;
  return (
    <Link to={home.routeUrl} className="inside-home__product" style={{ ['--product-color' as string]: v.color }}>
      <div className="inside-home__product-head">
        <span className="finance-home__product-icon">{v.icon}</span>
        <span className="inside-home__product-name">
          {home.productName}
          <span className="finance-home__product-brand">{home.brand}</span>
        </span>
        {tag && <Tag color={tag.color}>{tag.text}</Tag>}
      </div>
      {state?.figures ? (
        <div className="inside-home__figures">
          {state.figures.figures.slice(0, 2).map((f) => (
            <div key={f.label}>
              <div className="product-home__figure-value">{formatFigure(f)}</div>
              <div className="product-home__figure-label">{f.label}</div>
            </div>
          ))}
        </div>
      ) : (
        <div className="inside-home__desc">{home.description}</div>
      )}
    </Link>
  );
}

/**
 * /finance/insideHome (集团内部首页): the home of the group enterprises' staff — every product with the enterprise's
 * state (opened with its figures, under review, not opened, or consulted off line), the ways into the workbench and
 * product opening, and the group's news.
 */
export default function InsideHomePage() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const homes = useProductHomes();
  const states = useProductHomeStates(user?.userId ?? '', user?.entId ?? '', Boolean(token && user));

  if (!token) {
    return (
      <Result
        status="info"
        title="集团内部首页仅对集团成员企业员工开放"
        subTitle="请登录后查看本企业的金融业务"
        extra={
          <Button type="primary" icon={<LoginOutlined />} onClick={() => void navigate('/login/index')}>
            登录
          </Button>
        }
      />
    );
  }

  const byType = new Map((states.data ?? []).map((st) => [st.productType, st]));
  let grid;
  if (homes.isPending) grid = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (homes.isError)
    grid = (
      <Result
        status="warning"
        title="金融产品加载失败"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void homes.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  else if (homes.data.length === 0) grid = <Empty description="暂无金融产品" />;
  else
    grid = (
      <Row gutter={[16, 16]}>
        {homes.data.map((h) => (
          <Col key={h.productType} xs={24} md={12} xl={8}>
            <ProductState home={h} state={byType.get(h.productType)} />
          </Col>
        ))}
      </Row>
    );

  return (
    <div className="finance-home inside-home">
      <section className="inside-home__band">
        <div>
          <Typography.Title level={3}>集团内部首页</Typography.Title>
          <Typography.Text>
            {user?.userName}，{user?.entName}
          </Typography.Text>
        </div>
        <div className="inside-home__actions">
          <Button type="primary" icon={<AppstoreOutlined />} onClick={() => void navigate('/workbenches/newIndex')}>
            进入工作台
          </Button>
          <Button onClick={() => void navigate('/product/index')}>产品开通</Button>
        </div>
      </section>
      {states.isError && (
        <Typography.Paragraph type="warning">
          本企业的开通状态加载失败，
          <Typography.Link onClick={() => void states.refetch()}>重新加载</Typography.Link>
        </Typography.Paragraph>
      )}
      <div className="product-home__columns">
        <section className="product-home__card">
          <Typography.Title level={4}>本企业金融业务</Typography.Title>
          {grid}
        </section>
        <ProductNews subjectId="" title="集团资讯" />
      </div>
    </div>
  );
}
