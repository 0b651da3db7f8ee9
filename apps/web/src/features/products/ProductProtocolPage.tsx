import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSession } from '../../platform/session/store.ts';
import { useAgreeProtocols } from './api/agree-protocols.ts';
import { useAgreementCheck } from './api/check-agreement.ts';
import { useOpenProducts } from './api/get-open-products.ts';
import { useOpenProduct } from './api/open-product.ts';
import { openingHref, productTypeParam } from './opening-links.ts';

const AGREE_LABEL = '我已阅读并同意以上协议';

/**
 * /product/protocol?productType= (产品开通协议, §2.2): the product's protocols one after another, 我已阅读并同意以上协议,
 * then 同意并开通: the outstanding protocols are accepted (toAgreeByCheckAgreement, skipped when none is), the product
 * is asked for (resUserProduct/open), and the waiting page follows.
 */
export default function ProductProtocolPage() {
  const [params] = useSearchParams();
  const productType = productTypeParam(params);
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const userId = user?.userId ?? '';
  const entId = user?.entId ?? '';
  const check = useAgreementCheck(userId, entId, productType ?? '', productType !== null);
  const products = useOpenProducts(userId, entId);
  const agree = useAgreeProtocols();
  const open = useOpenProduct();
  const [accepted, setAccepted] = useState(false);

  if (!productType) {
    return (
      <Result
        status="warning"
        title="未指定要开通的产品"
        extra={<Button onClick={() => void navigate('/product/index')}>返回产品开通</Button>}
      />
    );
  }
  if (check.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (check.isError) {
    return (
      <Result
        status="warning"
        title="产品协议加载失败"
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void check.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }

  const productName = products.data?.find((p) => p.productType === productType)?.productName ?? productType;
  const { protocols } = check.data;
  const busy = agree.isPending || open.isPending;

  const submit = async () => {
    try {
      const outstanding = protocols.filter((p) => !p.agreed).map((p) => ({ id: p.id, version: p.version }));
      if (outstanding.length > 0) await agree.mutateAsync({ productType, protocols: outstanding });
      const { msg } = await open.mutateAsync(productType);
      notify.success(msg);
      void navigate(openingHref('loading', productType));
    } catch {
      // The request layer has shown the server's message; a newer protocol text is shown after a reload.
      void check.refetch();
    }
  };

  return (
    <Card title={`开通「${productName}」`}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {protocols.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该产品暂无需要同意的协议" />
        ) : (
          protocols.map((p) => (
            <section key={p.id}>
              <Typography.Title level={5}>
                {p.title} <Tag>第{p.version}版</Tag>
                {p.agreed && <Tag color="success">已同意</Tag>}
              </Typography.Title>
              <div
                className="product-protocol__content"
                style={{ maxHeight: 320, overflowY: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: 16 }}
                // The server sanitised this HTML when the protocol was saved (protocol area): it is shown as it is.
                dangerouslySetInnerHTML={{ __html: p.content }}
              />
            </section>
          ))
        )}
        <Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)}>
          {AGREE_LABEL}
        </Checkbox>
        <Space>
          <Button type="primary" disabled={!accepted || busy} loading={busy} onClick={() => void submit()}>
            同意并开通
          </Button>
          <Button onClick={() => void navigate('/product/index')}>返回</Button>
        </Space>
      </Space>
    </Card>
  );
}
