import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Col, Form, Input, Row } from 'antd';
import { BankOutlined, IdcardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import {
  ACCOUNT_NAME_RULE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_PLACEHOLDER,
  PASSWORD_POLICY_HINT,
  PHONE_REGISTERED,
  REGISTER_OK,
  isAccountName,
  isMobilePhone,
  trimInput,
  validateCreditCode,
} from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { isPhoneRegistered } from './api/check-repeat-phone.ts';
import { register } from './api/register.ts';
import { validateSms } from './api/validate-sms.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { SmsCodeFields } from './components/SmsCodeFields.tsx';
import { useCaptcha } from './hooks/useCaptcha.ts';
import { useSmsSender } from './hooks/useSmsSender.ts';
import { useSmsTicket } from './hooks/useSmsTicket.ts';
import { confirmRules, passwordRules } from './rules.ts';
import { AUTH_PATHS, REGISTER_SOURCE } from './paths.ts';

interface RegisterValues {
  account: string;
  userName: string;
  password: string;
  confirm: string;
  phone: string;
  captcha: string;
  smsCode: string;
  entName: string;
  socialCreditCode: string;
}

const trim = (e: ChangeEvent<HTMLInputElement>) => e.target.value.trim();

/** /register/index?registerSource=GNEL (§2.2, §7.1). */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registerSource = params.get('registerSource') || REGISTER_SOURCE;
  const captcha = useCaptcha();
  const sms = useSmsSender(form, captcha, 'register');
  const tickets = useSmsTicket();
  const [submitting, setSubmitting] = useState(false);
  // checkRepeatPhone answers per phone; blur and submit ask again only for a new number.
  const repeatCache = useRef(new Map<string, boolean>());

  const phoneFreeRule: Rule = {
    validator: async (_r, value: string | undefined) => {
      const phone = trimInput(value);
      if (!isMobilePhone(phone)) return;
      let taken = repeatCache.current.get(phone);
      if (taken === undefined) {
        try {
          taken = await isPhoneRegistered(phone, captcha.uuid);
          repeatCache.current.set(phone, taken);
        } catch {
          return; // the request layer showed the failure; registration will check again
        }
      }
      if (taken) throw new Error(PHONE_REGISTERED);
    },
  };

  const onFinish = async (v: RegisterValues) => {
    setSubmitting(true);
    try {
      const phone = trimInput(v.phone);
      const smsTicket = await tickets.ticketFor(phone, trimInput(v.smsCode), 'register', validateSms);
      const msg = await register({
        account: trimInput(v.account),
        userName: trimInput(v.userName),
        phone,
        password: v.password,
        entName: trimInput(v.entName),
        socialCreditCode: trimInput(v.socialCreditCode).toUpperCase(),
        registerSource,
        smsTicket,
      });
      notify.success(`${msg || REGISTER_OK}，请使用新账号登录`);
      tickets.clear();
      void navigate(AUTH_PATHS.login, { replace: true, state: { account: trimInput(v.account) } });
    } catch {
      // Shown by the request layer (account taken, wrong SMS code...).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthShell
      extra={
        <>
          已有账号？
          <Link to={AUTH_PATHS.login} className="auth-header__action">
            去登录
          </Link>
        </>
      }
    >
      <section className="auth-card auth-card--wide">
        <h2 className="auth-card__title">企业用户注册</h2>
        <p className="auth-card__subtitle">注册后即可使用能源金融与税务服务，带 * 为必填项</p>
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          requiredMark
          onFinish={(v) => void onFinish(v)}
          disabled={submitting}
          scrollToFirstError
        >
          <div className="auth-section-title">账号信息</div>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                label="账号"
                name="account"
                getValueFromEvent={trim}
                rules={[
                  { required: true, message: '请输入账号' },
                  {
                    validator: (_r, v: string) =>
                      !v || isAccountName(v) ? Promise.resolve() : Promise.reject(new Error(ACCOUNT_NAME_RULE)),
                  },
                ]}
              >
                <Input
                  prefix={<UserOutlined />}
                  placeholder="字母开头，4-30位"
                  maxLength={30}
                  autoComplete="username"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="用户姓名"
                name="userName"
                rules={[{ required: true, whitespace: true, message: '请输入用户姓名' }]}
              >
                <Input placeholder="请输入真实姓名" maxLength={30} autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="登录密码"
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
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={confirmRules} hasFeedback>
                <Input.Password
                  prefix={<LockOutlined />}
                  placeholder="请再次输入密码"
                  maxLength={PASSWORD_MAX_LENGTH}
                  autoComplete="new-password"
                />
              </Form.Item>
            </Col>
          </Row>

          <div className="auth-section-title">手机验证</div>
          <SmsCodeFields captcha={captcha} sms={sms} phoneRules={[phoneFreeRule]} />

          <div className="auth-section-title">企业信息</div>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                label="企业名称"
                name="entName"
                rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
              >
                <Input prefix={<BankOutlined />} placeholder="与营业执照一致" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="统一社会信用代码"
                name="socialCreditCode"
                required
                getValueFromEvent={trim}
                validateTrigger="onBlur"
                rules={[
                  {
                    validator: (_r, v: string | undefined) => {
                      const msg = validateCreditCode(v);
                      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input prefix={<IdcardOutlined />} placeholder="18位统一社会信用代码" maxLength={18} />
              </Form.Item>
            </Col>
          </Row>

          <Button type="primary" htmlType="submit" size="large" block loading={submitting} className="auth-submit">
            {submitting ? '提交中' : '注册'}
          </Button>
        </Form>
        <div className="auth-card__footer">
          已有账号？
          <Link to={AUTH_PATHS.login} className="auth-link">
            去登录
          </Link>
        </div>
      </section>
    </AuthShell>
  );
}
