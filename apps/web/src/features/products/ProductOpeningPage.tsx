import { Button, Card, Col, Empty, Result, Row, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SYSTEM_PRODUCT_IDS, type OpenProduct } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { useOpenProducts } from './api/get-open-products.ts';
import { openingHref } from './opening-links.ts';

const SYSTEM = new Set<string>(SYSTEM_PRODUCT_IDS);

function StateTag({ state }: { state: OpenProduct['state'] }) {
  if (state === 'opened') {
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        已开通
      </Tag>
    );
  }
  if (state === 'pending') {
    return (
      <Tag color="processing" icon={<ClockCircleOutlined />}>
        开通中
      </Tag>
    );
  }
  return <Tag>未开通</Tag>;
}

function ProductCard({ product }: { product: OpenProduct }) {
  const navigate = useNavigate();
  const action =
    product.state === 'opened' ? (
      <Button type="primary" disabled={!product.routeUrl} onClick={() => void navigate(product.routeUrl ?? '/')}>
        进入
      </Button>
    ) : product.state === 'pending' ? (
      <Button onClick={() => void navigate(openingHref('loading', product.productType))}>查看进度</Button>
    ) : (
      <Button type="primary" ghost onClick={() => void navigate(openingHref('protocol', product.productType))}>
        申请开通
      </Button>
    );
  return (
    <Card
      title={product.productName}
      extra={<StateTag state={product.state} />}
      actions={[<span key="action">{action}</span>]}
      data-testid={`product-${product.productType}`}
    >
      <p style={{ minHeight: 44, margin: 0 }}>{product.description || '暂无产品介绍'}</p>
    </Card>
  );
}

/**
 * /product/index (产品开通, §2.2): the products on offer with their state for the enterprise in use: 已开通 (进入 → the
 * product), 开通中 (查看进度 → /product/loading), 未开通 (申请开通 → /product/protocol).
 */
export default function ProductOpeningPage() {
  const user = useSession((s) => s.userInfo);
  const query = useOpenProducts(user?.userId ?? '', user?.entId ?? '');

  if (query.isPending) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((i) => (
          <Col key={i} xs={24} sm={12} xl={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="产品列表加载失败"
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const products = query.data.filter((p) => !SYSTEM.has(p.productType));
  if (products.length === 0) return <Empty description="暂无可开通的产品" />;
  return (
    <Row gutter={[16, 16]}>
      {products.map((p) => (
        <Col key={p.productType} xs={24} sm={12} xl={8}>
          <ProductCard product={p} />
        </Col>
      ))}
    </Row>
  );
}
