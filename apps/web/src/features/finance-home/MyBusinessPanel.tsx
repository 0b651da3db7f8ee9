import { Alert, Button, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowRightOutlined, ClockCircleOutlined, LoginOutlined, PhoneOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import * as M from '@portal/shared';
import { formatFigure, productOpeningHref, toDisplayTime, type ProductHome } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { useProductHomeState } from './api/get-product-home-state.ts';

/**
 * The product home's "我的业务" panel: a visitor is asked to sign in; a signed-in user sees the enterprise's state for
 * the product — not opened (the opening flow), an opening under way (its waiting page), or opened (§4: 产品线上服务已开通,
 * the enterprise's own figures from the product's data, the latest business, and 进入 the workspace).
 */
export function MyBusinessPanel({ home }: { home: ProductHome }) {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const q = useProductHomeState(home.routeUrl, user?.userId ?? '', user?.entId ?? '', Boolean(token && user));

  if (!token) {
    return (
      <div className="product-home__mine">
        <Typography.Title level={4}>我的业务</Typography.Title>
        <Typography.Paragraph type="secondary">
          登录后可查看本企业的开通状态与业务数据，并在线办理。
        </Typography.Paragraph>
        <Button type="primary" icon={<LoginOutlined />} onClick={() => void navigate('/login/index')}>
          登录后办理
        </Button>
      </div>
    );
  }
  if (q.isPending) {
    return (
      <div className="product-home__mine">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (q.isError || !q.data) {
    return (
      <div className="product-home__mine">
        <Alert
          type="warning"
          showIcon
          title="本企业业务数据加载失败"
          action={
            <Button size="small" onClick={() => void q.refetch()}>
              重新加载
            </Button>
          }
        />
      </div>
    );
  }

  const st = q.data;
  const workspace = home.workspaceUrl;
  let body;
  if (!workspace) {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          该产品暂未开放线上办理，请联系{home.content.contact.name}（{home.content.contact.phone}）咨询办理。
        </Typography.Paragraph>
        <Button icon={<PhoneOutlined />} href={`tel:${home.content.contact.phone.replace(/[^0-9+]/g, '')}`}>
          联系我们
        </Button>
      </>
    );
  } else if (st.state === 'opened') {
    body = (
      <>
        <Tag color="success">{M.PRODUCT_ONLINE_OPENED}</Tag>
        {st.figures && (
          <div className="product-home__figures">
            {st.figures.figures.map((f) => (
              <div key={f.label} className="product-home__figure">
                <div className="product-home__figure-value">{formatFigure(f)}</div>
                <div className="product-home__figure-label">{f.label}</div>
              </div>
            ))}
          </div>
        )}
        {st.figures &&
          (st.figures.latest ? (
            <div className="product-home__latest">
              最近业务：{st.figures.latest.title}
              <Tag className="product-home__latest-tag">{st.figures.latest.status}</Tag>
              <Typography.Text type="secondary">{toDisplayTime(st.figures.latest.at)}</Typography.Text>
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本企业暂无该产品的业务" />
          ))}
        {st.workspaceHeld ? (
          <Button type="primary" icon={<ArrowRightOutlined />} onClick={() => void navigate(workspace)}>
            进入{home.productName}业务
          </Button>
        ) : (
          <Typography.Text type="secondary">您的账号暂无该产品的办理权限，请联系企业管理员分配。</Typography.Text>
        )}
      </>
    );
  } else if (st.state === 'pending') {
    body = (
      <>
        <Space>
          <Tag icon={<ClockCircleOutlined />} color="processing">
            开通审核中
          </Tag>
          {st.requestedAt && (
            <Typography.Text type="secondary">申请时间：{toDisplayTime(st.requestedAt)}</Typography.Text>
          )}
        </Space>
        <Button onClick={() => void navigate(productOpeningHref('loading', home.productType))}>查看开通进度</Button>
      </>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          本企业尚未开通该产品，阅读并同意产品协议后即可申请开通。
        </Typography.Paragraph>
        <Button type="primary" onClick={() => void navigate(productOpeningHref('protocol', home.productType))}>
          申请开通
        </Button>
      </>
    );
  }

  return (
    <div className="product-home__mine">
      <Typography.Title level={4}>
        我的业务 <Typography.Text type="secondary">{user?.entName}</Typography.Text>
      </Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {body}
      </Space>
    </div>
  );
}
