import { Button, Card, Col, Empty, Row, Skeleton, Tag, Tooltip } from 'antd';
import { Result } from '../../platform/lazy/result.tsx';
import {
  ArrowRightOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { isPathGranted, type UserInfo } from '@portal/shared';
import { isRequestError } from '../../platform/request/index.ts';
import { useAdminVerifyPending } from '../../platform/session/admin-verify.ts';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import type { OpenProduct } from '@portal/shared';
import { useOpenProducts } from './api/get-open-products.ts';

function ProductCard({ product, granted, onOpen }: { product: OpenProduct; granted: boolean; onOpen: () => void }) {
  const opened = product.opened;
  const body = (
    <Card
      hoverable={granted}
      className={`workbench-product${granted ? '' : ' workbench-product--locked'}`}
      onClick={granted ? onOpen : undefined}
    >
      <div className="workbench-product__head">
        <span className="workbench-product__name">{product.productName}</span>
        {opened ? (
          <Tag color="success" icon={<CheckCircleFilled />}>
            已开通
          </Tag>
        ) : (
          <Tag icon={<ClockCircleOutlined />}>未开通</Tag>
        )}
      </div>
      <p className="workbench-product__desc">{product.description || '暂无产品介绍'}</p>
      {granted && (
        <span className="workbench-product__go">
          进入产品 <ArrowRightOutlined />
        </span>
      )}
    </Card>
  );
  if (granted) return body;
  return (
    <Tooltip title={opened ? '暂无该产品的菜单权限，请联系管理员' : '产品未开通，请联系企业管理员开通'}>{body}</Tooltip>
  );
}

export const PRODUCTS_WAIT_FOR_ADMIN_CHECK = '完成管理员手机验证后，将为您加载产品列表';
const NETWORK_FAILURE = '网络或服务暂时不可用，请稍后重试';

/**
 * Why the list failed: a refusal by the server (an envelope code) carries its own message; only a failed exchange
 * (no answer, an HTTP error status) is the network's or the service's.
 */
function failureText(error: unknown): string {
  const refused = isRequestError(error) && error.kind !== 'httpError' && error.kind !== 'canceled';
  return refused ? error.message : NETWORK_FAILURE;
}

/** 我的产品: the products of the current enterprise, with loading, empty and error states. */
export function ProductGrid({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const resultPath = useMenuStore((s) => s.resultPath);
  // Behind the admin phone-code dialog the server refuses the call (7701): ask once the check has passed.
  const waitingForAdminCheck = useAdminVerifyPending();
  const query = useOpenProducts(user.userId, user.entId, !waitingForAdminCheck);

  if (waitingForAdminCheck) {
    return (
      <Empty
        className="workbench-waiting"
        image={<SafetyCertificateOutlined className="workbench-waiting__icon" />}
        description={PRODUCTS_WAIT_FOR_ADMIN_CHECK}
      />
    );
  }
  if (query.isPending) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col key={i} xs={24} sm={12} xl={6}>
            <Card className="workbench-product">
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
        subTitle={failureText(query.error)}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (query.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用产品，请联系企业管理员开通" />;
  }
  return (
    <Row gutter={[16, 16]}>
      {query.data.map((p) => {
        const granted = Boolean(p.routeUrl && isPathGranted(p.routeUrl, resultPath));
        return (
          <Col key={p.productType} xs={24} sm={12} xl={6}>
            <ProductCard
              product={p}
              granted={granted}
              onOpen={() => {
                if (p.routeUrl) void navigate(p.routeUrl);
              }}
            />
          </Col>
        );
      })}
    </Row>
  );
}
