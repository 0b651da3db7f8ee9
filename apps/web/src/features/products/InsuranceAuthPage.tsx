import { useEffect } from 'react';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { productOpeningHref, toDisplayTime } from '@portal/shared';
import { useSession } from '../../platform/session/store.ts';
import { useAgreementCheck } from './api/check-agreement.ts';
import { useInsuranceSignIn } from './api/insurance-sign-in.ts';

const INSURANCE = '07';

/**
 * /insurance/auth (保险授权登录): once the insurance platform's agreement is accepted (/insurance/platformProtocol), the
 * portal issues a one-time ticket and the insurance service confirms the user and enterprise it insures under.
 */
export default function InsuranceAuthPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const userId = user?.userId ?? '';
  const entId = user?.entId ?? '';
  const check = useAgreementCheck(userId, entId, INSURANCE, Boolean(user));
  const agreed = check.isSuccess && check.data.protocols.every((p) => p.agreed);
  const signIn = useInsuranceSignIn(userId, entId, agreed);

  useEffect(() => {
    if (check.isSuccess && !agreed) void navigate('/insurance/platformProtocol', { replace: true });
  }, [check.isSuccess, agreed, navigate]);

  if (check.isError) {
    return (
      <Result
        status="warning"
        title="保险平台协议加载失败"
        extra={<Button onClick={() => void check.refetch()}>重新加载</Button>}
      />
    );
  }
  if (!agreed || signIn.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (signIn.isError || !signIn.data) {
    return (
      <Result
        status="warning"
        title="保险平台授权登录失败"
        subTitle={signIn.error?.message}
        extra={[
          <Button key="open" type="primary" onClick={() => void navigate(productOpeningHref('protocol', INSURANCE))}>
            开通保险产品
          </Button>,
          <Button key="home" onClick={() => void navigate('/finance/eBao')}>
            返回保险服务
          </Button>,
        ]}
      />
    );
  }
  const id = signIn.data;
  return (
    <Result
      icon={<SafetyCertificateOutlined />}
      status="success"
      title="已授权登录保险平台"
      subTitle="保险平台已凭一次性授权凭证确认您的身份，凭证已失效，不可再次使用。"
      extra={
        <Button type="primary" onClick={() => void navigate('/finance/eBao')}>
          返回保险服务
        </Button>
      }
    >
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, margin: '0 auto' }}>
        <Descriptions.Item label="账号">{id.account}</Descriptions.Item>
        <Descriptions.Item label="姓名">{id.userName}</Descriptions.Item>
        <Descriptions.Item label="投保企业">{id.entName}</Descriptions.Item>
        <Descriptions.Item label="授权时间">{toDisplayTime(id.signedInAt)}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
