import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import {
  CODE_REQUIRED,
  CODE_RESEND_SECONDS,
  MODAL_WIDTH,
  NO_PHONE_BOUND,
  PHONE_CODE_TITLE,
  SUCCESS_CODE,
  VERIFY_SUCCESS,
  displayAccount,
  maskPhone,
  trimInput,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { logout } from '../../platform/session/actions.ts';
import { useSession } from '../../platform/session/store.ts';
import { sendPhoneCode } from './api/send-phone-code.ts';
import { verifyPhoneCode } from './api/verify-phone-code.ts';
import { useCountdown } from './hooks/useCountdown.ts';
import { smsCodeCount } from './rules.ts';
import './auth.css';

interface CodeValues {
  code: string;
}

/**
 * §2.5/§4/§6 admin phone-code verification: shown while a signed-in user holding the admin role has not
 * verified this session. It cannot be dismissed (no close button, mask or Esc); the user verifies or
 * logs out. Success sets the session's admin flag, which hides the dialog.
 */
export default function AdminPhoneDialog() {
  const userInfo = useSession((s) => s.userInfo);
  const setAdminVerified = useSession((s) => s.setAdminVerified);
  const [form] = Form.useForm<CodeValues>();
  const [bizId, setBizId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { remaining, running, start } = useCountdown();
  const phone = userInfo?.phone ?? '';

  const send = async () => {
    if (!phone) {
      notify.error(NO_PHONE_BOUND);
      return;
    }
    setSending(true);
    try {
      const data = await sendPhoneCode(phone);
      setBizId(data?.bizId ?? null);
      notify.success('验证码已发送');
      start(CODE_RESEND_SECONDS);
    } catch {
      // Shown by the request layer (e.g. sent too often).
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    let values: CodeValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (!bizId) {
      notify.error('请先获取验证码');
      return;
    }
    setVerifying(true);
    try {
      const env = await verifyPhoneCode(phone, trimInput(values.code), bizId);
      if (env.code === SUCCESS_CODE) {
        notify.success(VERIFY_SUCCESS);
        setAdminVerified(true);
      } else {
        notify.error(env.msg);
      }
    } catch {
      // A code other than 200: the request layer has shown the server's msg.
    } finally {
      setVerifying(false);
    }
  };

  const leave = () => {
    setLeaving(true);
    void logout();
  };

  return (
    <Modal
      open
      title={PHONE_CODE_TITLE}
      width={MODAL_WIDTH.phoneCode}
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      destroyOnHidden
      footer={
        <div className="admin-phone__footer">
          <Button type="link" icon={<LogoutOutlined />} onClick={leave} loading={leaving} style={{ paddingInline: 0 }}>
            退出登录
          </Button>
          <Button type="primary" onClick={() => void verify()} loading={verifying}>
            确定
          </Button>
        </div>
      }
    >
      <Alert
        className="admin-phone__intro"
        type="info"
        showIcon
        title="您的账号拥有管理员权限，为保障账号安全，请完成手机验证码验证后继续使用。"
      />
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }} styles={{ label: { width: 88 } }}>
        <Descriptions.Item label="账号">{displayAccount(userInfo?.account)}</Descriptions.Item>
        <Descriptions.Item label="手机号">{phone ? maskPhone(phone) : '未绑定手机号'}</Descriptions.Item>
      </Descriptions>
      <Form<CodeValues> form={form} layout="vertical" onFinish={() => void verify()}>
        <Form.Item label="验证码" required style={{ marginBottom: 8 }}>
          <div className="admin-phone__code">
            <Form.Item
              name="code"
              noStyle
              validateTrigger="onBlur"
              getValueFromEvent={(e: ChangeEvent<HTMLInputElement>) => e.target.value.trim()}
              rules={[{ required: true, whitespace: true, message: CODE_REQUIRED }]}
            >
              <Input placeholder="请输入验证码" count={smsCodeCount} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={() => void send()} loading={sending} disabled={running}>
              {running ? `${remaining}秒后重新获取` : '获取验证码'}
            </Button>
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
