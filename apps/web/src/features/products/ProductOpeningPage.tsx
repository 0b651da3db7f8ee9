import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SYSTEM_PRODUCT_IDS, type OpenProduct } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { guardDecision } from '../../platform/guard/index.ts';
import { useSession } from '../../platform/session/store.ts';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { useAccountActive } from './api/get-account-active.ts';
import { useOpenProducts } from './api/get-open-products.ts';
import { useRequestActivation } from './api/request-activation.ts';
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

/** 本企业已开通 a product whose pages this member does not hold: they ask the company admins (§7.4 activationNotRole). */
export const NOT_ROLE_HINT = '本企业已开通该产品，您暂无使用权限';

/**
 * The not-role path of an opened product: 申请激活 sends the company admins a type 2 notice (去激活 → their 待激活产品
 * list); once asked, the card says it waits for them.
 */
function RequestActivation({ product }: { product: OpenProduct }) {
  const user = useSession((s) => s.userInfo);
  const state = useAccountActive(user?.userId ?? '', user?.entId ?? '', product.productType, true);
  const ask = useRequestActivation();
  if (state.isPending) return <Button loading>申请激活</Button>;
  if (state.data?.requested) return <Button disabled>已申请，等待企业管理员激活</Button>;
  return (
    <Button
      type="primary"
      ghost
      loading={ask.isPending}
      onClick={() => ask.mutate(product.productType, { onSuccess: (msg) => notify.success(msg) })}
    >
      申请激活
    </Button>
  );
}

function ProductCard({ product }: { product: OpenProduct }) {
  const navigate = useNavigate();
  const resultPath = useMenuStore((s) => s.resultPath);
  // 进入 leads only to a page the member may open (the guard's own rule: public product homes pass); an opened
  // product whose pages they hold no role of is asked for instead.
  const held = !product.routeUrl || guardDecision(product.routeUrl, true, resultPath).kind === 'pass';
  const action =
    product.state === 'opened' && !held ? (
      <RequestActivation product={product} />
    ) : product.state === 'opened' ? (
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
      {product.state === 'opened' && !held && (
        <Typography.Text type="secondary" data-testid="not-role-hint">
          {NOT_ROLE_HINT}
        </Typography.Text>
      )}
    </Card>
  );
}

/** What /product/index is for, under its title (the route's title, 产品开通). */
export const OPENING_PAGE_INTRO =
  '为当前企业开通金融与税务产品：阅读并同意产品协议后提交申请，运营人员激活后即可进入使用。';

/** The page's title and one-line introduction above its content. */
function OpeningPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="product-opening">
      <div style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginBottom: 4 }}>
          产品开通
        </Typography.Title>
        <Typography.Text type="secondary">{OPENING_PAGE_INTRO}</Typography.Text>
      </div>
      {children}
    </div>
  );
}

/**
 * /product/index (产品开通, §2.2): the products on offer with their state for the enterprise in use: 已开通 (进入 → the
 * product), 开通中 (查看进度 → /product/loading), 未开通 (申请开通 → /product/protocol).
 */
export default function ProductOpeningPage() {
  return (
    <OpeningPageFrame>
      <ProductCards />
    </OpeningPageFrame>
  );
}

/** The product cards, or their loading, error and empty states. */
function ProductCards() {
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
