import { useEffect, useRef, useState, type UIEvent } from 'react';
import { Button, Card, Checkbox, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { authorisationPageOf, findRoute, isPathGranted, type AgreementProtocol } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useMenuStore } from '../../platform/session/menus-store.ts';
import { useSession } from '../../platform/session/store.ts';
import { useAgreeProtocols } from './api/agree-protocols.ts';
import { useAgreementCheck } from './api/check-agreement.ts';
import './authorisation.css';

/** A protocol's text in a box that counts as read once scrolled to its end (or when it fits without scrolling). */
function ProtocolToRead({ protocol, onRead }: { protocol: AgreementProtocol; onRead: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
  useEffect(() => {
    if (box.current && atEnd(box.current)) onRead();
  }, [onRead]);
  return (
    <section>
      <Typography.Title level={5}>
        {protocol.title} <Tag>第{protocol.version}版</Tag>
      </Typography.Title>
      <div
        ref={box}
        className="authorisation__text"
        tabIndex={0}
        onScroll={(e: UIEvent<HTMLDivElement>) => atEnd(e.currentTarget) && onRead()}
        // The server sanitised this HTML when the protocol was saved (protocol area).
        dangerouslySetInnerHTML={{ __html: protocol.content }}
      />
    </section>
  );
}

/**
 * /protocol/eLoan, eInsurance, eFactor, eElectricity and /factor/index (§2.2 authorisation pages): the product's
 * outstanding protocols, each read to its end before 同意; the acceptance is recorded (toAgreeByCheckAgreement) and the
 * user goes on to the product. Protocols already accepted at their current version are not asked again.
 */
export default function AuthorisationPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = authorisationPageOf(pathname);
  const user = useSession((s) => s.userInfo);
  const resultPath = useMenuStore((s) => s.resultPath);
  const check = useAgreementCheck(
    user?.userId ?? '',
    user?.entId ?? '',
    page?.productType ?? '',
    Boolean(page && user),
  );
  const agree = useAgreeProtocols();
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState(false);

  const onward = page && (isPathGranted(page.next, resultPath) ? page.next : page.home);
  const outstanding = (check.data?.protocols ?? []).filter((p) => !p.agreed);
  const nothingToAsk = check.isSuccess && outstanding.length === 0;
  useEffect(() => {
    // Accepted before, at the versions in force: straight on.
    if (nothingToAsk && onward) void navigate(onward, { replace: true });
  }, [nothingToAsk, onward, navigate]);

  if (!page) return <Result status="404" title="授权页面不存在" />;
  if (check.isPending || nothingToAsk) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (check.isError) {
    return (
      <Result
        status="warning"
        title="授权协议加载失败"
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void check.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (outstanding.length === 0) return <Empty description="该产品暂无需要同意的协议" />;

  const allRead = outstanding.every((p) => read.has(`${p.id}:${p.version}`));
  const submit = async () => {
    try {
      await agree.mutateAsync({
        productType: page.productType,
        protocols: outstanding.map((p) => ({ id: p.id, version: p.version })),
      });
      notify.success('授权成功');
      void navigate(onward ?? page.home, { replace: true });
    } catch {
      // The request layer showed the server's message; a newer text is shown after the reload, to be read again.
      setRead(new Set());
      setAccepted(false);
      void check.refetch();
    }
  };

  return (
    <Card title={findRoute(pathname)?.title ?? '业务授权'} className="authorisation">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          请完整阅读以下协议（滚动至末尾），同意后继续办理业务。
        </Typography.Paragraph>
        {outstanding.map((p) => (
          <ProtocolToRead
            key={`${p.id}:${p.version}`}
            protocol={p}
            onRead={() => setRead((s) => (s.has(`${p.id}:${p.version}`) ? s : new Set(s).add(`${p.id}:${p.version}`)))}
          />
        ))}
        <Checkbox checked={accepted} disabled={!allRead} onChange={(e) => setAccepted(e.target.checked)}>
          我已阅读并同意以上协议
        </Checkbox>
        {!allRead && <Typography.Text type="secondary">请先阅读至每份协议末尾</Typography.Text>}
        <Space>
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            disabled={!allRead || !accepted}
            loading={agree.isPending}
            onClick={() => void submit()}
          >
            同意
          </Button>
          <Button onClick={() => void navigate(page.home)}>返回</Button>
        </Space>
      </Space>
    </Card>
  );
}
