import { Button, Empty, Input, Result, Skeleton, Typography } from 'antd';
import { AppstoreOutlined, LoginOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SERVICE_PHONE, SERVICE_PHONE_EXTENSION, type ProductHome } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { useProductHomes } from './api/get-product-homes.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductNews } from './ProductNews.tsx';
import { PRODUCT_GROUPS, productVisual } from './products.tsx';
import './finance-home.css';
import './product-home.css';

const byGroup = (homes: readonly ProductHome[]) =>
  PRODUCT_GROUPS.map((g) => ({ group: g, homes: homes.filter((h) => productVisual(h.routeUrl).group === g) })).filter(
    (g) => g.homes.length > 0,
  );

/**
 * /finance/homeTwo (新版首页, the alternate home): the same products and news as /finance/home, laid out as a
 * directory by what the products do (融资服务, 风险管理, 投资与资产, 支付结算), with the news search up front.
 */
export default function HomeTwoPage() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const homes = useProductHomes();

  let directory;
  if (homes.isPending) directory = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (homes.isError)
    directory = (
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
  else if (homes.data.length === 0) directory = <Empty description="暂无金融产品" />;
  else
    directory = byGroup(homes.data).map(({ group, homes: list }) => (
      <section key={group} className="home-two__group">
        <Typography.Title level={4}>{group}</Typography.Title>
        <div className="home-two__grid">
          {list.map((h) => (
            <ProductCard key={h.productType} home={h} />
          ))}
        </div>
      </section>
    ));

  return (
    <div className="finance-home home-two">
      <section className="home-two__hero">
        <Typography.Title level={2}>一站式产业金融服务</Typography.Title>
        <Typography.Paragraph>贷款、保理、租赁、期货、碳资产、保险与支付，集团成员企业在线办理</Typography.Paragraph>
        <Input.Search
          className="home-two__search"
          size="large"
          placeholder="搜索资讯，如：保理、碳配额"
          enterButton="搜索"
          maxLength={50}
          onSearch={(v) => {
            const keyword = v.trim();
            void navigate(
              keyword ? `/finance/newsListSearch?keyword=${encodeURIComponent(keyword)}` : '/finance/newsListSearch',
            );
          }}
        />
        <div className="inside-home__actions">
          {token ? (
            <Button type="primary" icon={<AppstoreOutlined />} onClick={() => void navigate('/workbenches/newIndex')}>
              进入工作台
            </Button>
          ) : (
            <Button type="primary" icon={<LoginOutlined />} onClick={() => void navigate('/login/index')}>
              登录
            </Button>
          )}
          <Button onClick={() => void navigate('/finance/helpCenter')}>帮助中心</Button>
        </div>
      </section>
      <div className="product-home__columns">
        <div className="product-home__main">{directory}</div>
        <div className="product-home__main">
          <ProductNews subjectId="" title="新闻资讯" />
          <section className="product-home__card">
            <Typography.Title level={4}>客户服务</Typography.Title>
            <Typography.Paragraph>客服电话 {`${SERVICE_PHONE} 转 ${SERVICE_PHONE_EXTENSION}`}</Typography.Paragraph>
          </section>
        </div>
      </div>
    </div>
  );
}
