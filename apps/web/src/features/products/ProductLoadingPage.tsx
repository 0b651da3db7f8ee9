import { useEffect, useRef, useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Steps } from 'antd';
import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import * as M from '@portal/shared';
import { toDisplayTime } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { onNotice } from '../../platform/notices/notice-events.ts';
import { loadUserInfo } from '../../platform/session/actions.ts';
import { useSession } from '../../platform/session/store.ts';
import { doneOpenProduct } from './api/done-open-product.ts';
import { useOpenProducts } from './api/get-open-products.ts';
import { productTypeParam } from './opening-links.ts';

/** The fallback when no notice arrives (a closed socket): the state is asked again this often. */
export const LOADING_POLL_MS = 10_000;
/** How long 产品已开通 shows before the product opens. */
const OPENED_PAUSE_MS = 1_500;

/**
 * /product/loading?productType= (等待开通, §2.2): 产品开通中，请耐心等待… with the product, the time asked and the steps
 * 提交申请 → 运营审核 → 开通完成. It waits live: a notice on the real-time channel (type 3 产品已开通) asks the state
 * again at once, and it is asked every 10 s besides. Once opened: doneOpenProduct, the user info (menus) reloads,
 * 产品已开通, then the product. A product already opened goes straight there; none asked for → /product/index.
 */
export default function ProductLoadingPage() {
  const [params] = useSearchParams();
  const productType = productTypeParam(params);
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const [finished, setFinished] = useState(false);
  const query = useOpenProducts(user?.userId ?? '', user?.entId ?? '', finished ? undefined : LOADING_POLL_MS);
  const { refetch } = query;
  const product = query.data?.find((p) => p.productType === productType);
  const state = query.data ? (product?.state ?? 'none') : undefined;
  /** The page saw the opening pending (then it shows 产品已开通 before leaving). */
  const sawPending = useRef(false);
  const finishing = useRef(false);

  // A notice (the type 3 of this opening, or any other) asks the state again at once.
  useEffect(
    () =>
      onNotice((frame) => {
        if (frame.noticeType === 3) void refetch();
      }),
    [refetch],
  );

  useEffect(() => {
    if (!productType || !state) return;
    if (state === 'pending') {
      sawPending.current = true;
      return;
    }
    if (state === 'none') {
      notify.warning(M.PRODUCT_OPENING_NONE);
      void navigate('/product/index', { replace: true });
      return;
    }
    if (finishing.current) return;
    finishing.current = true;
    const target = product?.routeUrl ?? '/product/index';
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      // Idempotent: finishes the caller's own opening, answers the product's address either way.
      const routeUrl = (await doneOpenProduct(productType).catch(() => undefined)) ?? target;
      // The new menus first: the guard would refuse the product's page with the old ones.
      await loadUserInfo().catch(() => undefined);
      if (!sawPending.current) {
        void navigate(routeUrl, { replace: true });
        return;
      }
      setFinished(true);
      timer = setTimeout(() => void navigate(routeUrl, { replace: true }), OPENED_PAUSE_MS);
    })();
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [productType, state, product?.routeUrl, navigate]);

  if (!productType) {
    return (
      <Result
        status="warning"
        title="未指定要开通的产品"
        extra={<Button onClick={() => void navigate('/product/index')}>返回产品开通</Button>}
      />
    );
  }
  if (query.isError && !query.data) {
    return (
      <Result
        status="warning"
        title="开通进度加载失败"
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (!product || state !== 'pending') {
    if (finished) {
      return (
        <Card>
          <Steps
            current={2}
            status="finish"
            items={[{ title: '提交申请' }, { title: '运营审核' }, { title: '开通完成' }]}
          />
          <Result status="success" title={M.PRODUCT_OPENED} subTitle={`即将进入「${product?.productName ?? ''}」`} />
        </Card>
      );
    }
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  return (
    <Card>
      <Steps
        current={1}
        items={[{ title: '提交申请' }, { title: '运营审核', icon: <LoadingOutlined /> }, { title: '开通完成' }]}
      />
      <Result icon={<LoadingOutlined />} title={M.PRODUCT_OPENING_WAIT} subTitle="运营人员激活后，本页将自动进入产品" />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="产品">{product.productName}</Descriptions.Item>
        <Descriptions.Item label="申请时间">
          {product.requestedAt ? toDisplayTime(product.requestedAt) : '-'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
