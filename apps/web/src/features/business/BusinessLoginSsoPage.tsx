import { Alert, Button, Card, Checkbox, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toDisplayTime } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSession } from '../../platform/session/store.ts';
import { useGrantBusiness, useRefuseBusiness } from './api/decide-business.ts';
import { useBusinessRequest } from './api/get-business-request.ts';

/**
 * /business/loginsso?client=&scope=&state= (电商平台授权登录): a platform of the group asks to read the enterprise's
 * identity. The company admin sees who asks for what and 同意授权 (the platform gets a one-time code) or 拒绝; anyone
 * else sees the request and who can decide. The platform's address is the server's, never taken from the URL.
 */
export default function BusinessLoginSsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = params.get('client') ?? '';
  const scope = params.get('scope') ?? '';
  const state = params.get('state') ?? '';
  const user = useSession((s) => s.userInfo);
  const q = useBusinessRequest(user?.entId ?? '', client, scope, Boolean(user && client && scope));
  const grant = useGrantBusiness();
  const refuse = useRefuseBusiness();
  const [confirmed, setConfirmed] = useState(false);
  const [done, setDone] = useState<{ title: string; redirect: string } | null>(null);

  if (!client || !scope) return <Result status="warning" title="授权请求不完整" subTitle="缺少电商平台或授权范围" />;
  if (q.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.isError || !q.data) {
    return (
      <Result
        status="warning"
        title="授权请求无效"
        subTitle={q.error?.message}
        extra={<Button onClick={() => void navigate('/finance/home')}>返回首页</Button>}
      />
    );
  }
  const r = q.data;
  if (done) {
    return (
      <Result
        status="success"
        title={done.title}
        subTitle={`请返回「${r.clientName}」继续办理`}
        extra={
          <Button type="primary" href={done.redirect}>
            返回{r.clientName}
          </Button>
        }
      />
    );
  }
  const scopes = r.scopes.map((x) => x.scope);
  const busy = grant.isPending || refuse.isPending;
  return (
    <Card
      title={
        <Space>
          <SafetyCertificateOutlined /> 电商平台授权
        </Space>
      }
      style={{ maxWidth: 720, margin: '0 auto' }}
    >
      <Typography.Paragraph>
        「{r.clientName}」请求读取 <Typography.Text strong>{r.entName}</Typography.Text> 的以下信息：
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small">
        {r.scopes.map((x) => (
          <Descriptions.Item key={x.scope} label={x.label}>
            授权后可读取
          </Descriptions.Item>
        ))}
      </Descriptions>
      {r.grantedAt && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={`本企业已于 ${toDisplayTime(r.grantedAt)} 授权该平台；再次同意将以本次范围替换原授权`}
        />
      )}
      {r.canDecide ? (
        <Space direction="vertical" style={{ marginTop: 16 }}>
          <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)}>
            我是本企业的企业管理员，同意该平台读取以上信息
          </Checkbox>
          <Space>
            <Button
              type="primary"
              disabled={!confirmed || busy}
              loading={grant.isPending}
              onClick={() =>
                void grant
                  .mutateAsync({ client, scopes, state })
                  .then((res) => {
                    notify.success(res.msg);
                    setDone({ title: res.msg, redirect: res.redirect });
                  })
                  .catch(() => undefined)
              }
            >
              同意授权
            </Button>
            <Button
              danger
              disabled={busy}
              loading={refuse.isPending}
              onClick={() =>
                void refuse
                  .mutateAsync({ client, state })
                  .then((res) => setDone({ title: res.msg, redirect: res.redirect }))
                  .catch(() => undefined)
              }
            >
              拒绝
            </Button>
          </Space>
        </Space>
      ) : (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title="只有本企业的企业管理员可以授权，请联系企业管理员。"
        />
      )}
    </Card>
  );
}
