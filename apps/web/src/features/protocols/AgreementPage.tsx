import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Space, Spin, Tag, Typography } from 'antd';
import { toDisplayTime, type AgreementProtocol } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useAgreeProtocol } from './api/agree-protocol.ts';
import { usePortalAgreement } from './api/get-portal-agreement.ts';
import { ProtocolContent } from './ProtocolContent.tsx';
import { useAgreementScope } from './use-agreement-scope.ts';

/** One agreement: its text, then 已同意 (date) or 我已阅读并同意 + 同意. */
function AgreementCard({ protocol }: { protocol: AgreementProtocol }) {
  const [read, setRead] = useState(false);
  const agree = useAgreeProtocol();
  const submit = () =>
    void agree
      .mutateAsync({ protocolId: protocol.id, version: protocol.version })
      .then(() => notify.success('已同意'))
      .catch(() => setRead(false));

  return (
    <Card
      title={protocol.title}
      extra={<Typography.Text type="secondary">版本 v{protocol.version}</Typography.Text>}
      style={{ marginBottom: 16 }}
    >
      <ProtocolContent html={protocol.content} maxHeight={480} />
      <div style={{ marginTop: 16 }}>
        {protocol.agreed ? (
          <Space>
            <Tag color="green">已同意</Tag>
            <Typography.Text type="secondary">
              {protocol.agreedAt ? `同意时间：${toDisplayTime(protocol.agreedAt)}` : ''}
            </Typography.Text>
          </Space>
        ) : (
          <Space size="large">
            <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)}>
              我已阅读并同意
            </Checkbox>
            <Button type="primary" disabled={!read} loading={agree.isPending} onClick={submit}>
              同意
            </Button>
          </Space>
        )}
      </div>
    </Card>
  );
}

/** /userCenter/agreement (服务协议): the portal's service agreement in force and whether the user accepted it. */
export default function AgreementPage() {
  const scope = useAgreementScope();
  const q = usePortalAgreement(scope);
  if (q.isPending) {
    return (
      <Spin>
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  if (q.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="获取服务协议失败"
        action={
          <Button size="small" onClick={() => void q.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (q.data.length === 0) return <Empty description="暂无服务协议" />;
  return (
    <div>
      {q.data.map((p) => (
        // A new version is a new card: its checkbox starts unticked.
        <AgreementCard key={`${p.id}:${p.version}`} protocol={p} />
      ))}
    </div>
  );
}
