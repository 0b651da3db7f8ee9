import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Empty, Form, Input, Radio, Result, Steps } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_PLACEHOLDER,
  PASSWORD_POLICY_HINT,
  PASSWORD_UPDATED,
  displayAccount,
  maskPhone,
  trimInput,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { findAccountsByPhone, type PhoneAccount } from './api/find-accounts-by-phone.ts';
import { updatePassword } from './api/update-password.ts';
import { validateSms } from './api/validate-sms.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { SmsCodeFields } from './components/SmsCodeFields.tsx';
import { useCaptcha } from './hooks/useCaptcha.ts';
import { useSmsSender } from './hooks/useSmsSender.ts';
import { useSmsTicket } from './hooks/useSmsTicket.ts';
import { AUTH_PATHS } from './paths.ts';
import { confirmRules, passwordRules } from './rules.ts';

interface VerifyValues {
  phone: string;
  captcha: string;
  smsCode: string;
}

interface ResetValues {
  account: string;
  password: string;
  confirm: string;
}

const STEPS = [{ title: '验证手机号' }, { title: '重置密码' }, { title: '完成' }];

function VerifyStep({ onVerified }: { onVerified: (phone: string, ticket: string, accounts: PhoneAccount[]) => void }) {
  const [form] = Form.useForm<VerifyValues>();
  const captcha = useCaptcha();
  const sms = useSmsSender(form, captcha, 'forgot');
  const tickets = useSmsTicket();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: VerifyValues) => {
    setBusy(true);
    try {
      const phone = trimInput(v.phone);
      const ticket = await tickets.ticketFor(phone, trimInput(v.smsCode), 'forgot', validateSms);
      const accounts = await findAccountsByPhone(phone, ticket);
      if (accounts.length === 0) {
        notify.error('该手机号未绑定任何账号');
        return;
      }
      onVerified(phone, ticket, accounts);
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<VerifyValues> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} disabled={busy}>
      <SmsCodeFields captcha={captcha} sms={sms} />
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        下一步
      </Button>
    </Form>
  );
}

function ResetStep({
  ticket,
  accounts,
  onDone,
  onBack,
}: {
  ticket: string;
  accounts: PhoneAccount[];
  onDone: (msg: string) => void;
  onBack: () => void;
}) {
  const [form] = Form.useForm<ResetValues>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: ResetValues) => {
    setBusy(true);
    try {
      onDone(await updatePassword(v.account, v.password, ticket));
    } catch {
      // Shown by the request layer (e.g. the ticket expired: start again).
    } finally {
      setBusy(false);
    }
  };

  if (accounts.length === 0) return <Empty description="该手机号未绑定任何账号" />;

  return (
    <Form<ResetValues>
      form={form}
      layout="vertical"
      initialValues={{ account: accounts.length === 1 ? accounts[0].account : undefined }}
      onFinish={(v) => void onFinish(v)}
      disabled={busy}
    >
      <Form.Item label="选择要重置密码的账号" name="account" rules={[{ required: true, message: '请选择账号' }]}>
        <Radio.Group className="auth-accounts">
          {accounts.map((a) => (
            <Radio key={a.account} value={a.account} className="auth-account">
              <strong>{displayAccount(a.account)}</strong>
              {a.userName ? <span style={{ color: '#7a8896', marginLeft: 8 }}>{a.userName}</span> : null}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label="新密码"
        name="password"
        dependencies={['account']}
        rules={passwordRules}
        extra={PASSWORD_POLICY_HINT}
        hasFeedback
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={PASSWORD_PLACEHOLDER}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" dependencies={['password']} rules={confirmRules} hasFeedback>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请再次输入新密码"
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        确认修改
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }} disabled={busy}>
        上一步
      </Button>
    </Form>
  );
}

/** /forgetPassword/index (§7.1): phone + SMS code → choose an account → new password → done. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<{ phone: string; ticket: string; accounts: PhoneAccount[] } | null>(null);
  const [doneMsg, setDoneMsg] = useState('');

  return (
    <AuthShell
      extra={
        <>
          想起密码了？
          <Link to={AUTH_PATHS.login} className="auth-header__action">
            去登录
          </Link>
        </>
      }
    >
      <section className="auth-card auth-card--wide">
        <h2 className="auth-card__title">找回密码</h2>
        <p className="auth-card__subtitle">通过账号绑定的手机号验证身份后重新设置密码</p>
        {/* On the last step every step reads as finished. */}
        <Steps className="auth-steps" current={step === 2 ? 3 : step} items={STEPS} size="small" />
        {step === 0 ? (
          <VerifyStep
            onVerified={(phone, ticket, accounts) => {
              setVerified({ phone, ticket, accounts });
              setStep(1);
            }}
          />
        ) : null}
        {step === 1 && verified ? (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`手机号 ${maskPhone(verified.phone)} 已通过验证，请在 10 分钟内完成密码重置`}
            />
            <ResetStep
              ticket={verified.ticket}
              accounts={verified.accounts}
              onBack={() => {
                setVerified(null);
                setStep(0);
              }}
              onDone={(msg) => {
                setDoneMsg(msg || PASSWORD_UPDATED);
                setStep(2);
              }}
            />
          </>
        ) : null}
        {step === 2 ? (
          <Result
            status="success"
            title="密码重置成功"
            subTitle={doneMsg}
            extra={
              <Button type="primary" size="large" onClick={() => void navigate(AUTH_PATHS.login, { replace: true })}>
                返回登录
              </Button>
            }
          />
        ) : null}
      </section>
    </AuthShell>
  );
}
