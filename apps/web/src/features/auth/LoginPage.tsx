import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, Input } from 'antd';
import {
  AccountBookOutlined,
  FundOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { CODE_REQUIRED, PASSWORD_MAX_LENGTH, trimInput } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { whenIdle } from '../../platform/lazy/idle.ts';
import { preloadRoute } from '../../platform/navigation.ts';
import { login } from '../../platform/session/actions.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { CaptchaImage } from './components/CaptchaImage.tsx';
import { useCaptcha } from './hooks/useCaptcha.ts';
import { AUTH_PATHS, GROUP_PORTAL_SOURCE } from './paths.ts';

interface LoginValues {
  account: string;
  password: string;
  captcha: string;
}

type Field = keyof LoginValues;

/**
 * The three required fields and their messages. The login page checks them itself instead of with antd's Form:
 * Form (with its validator, grid and tooltip) is the largest piece of the first download that only this page needs.
 */
const REQUIRED: Record<Field, string> = { account: '请输入账号', password: '请输入密码', captcha: CODE_REQUIRED };
const missing = (field: Field, value: string) => (field === 'password' ? value === '' : trimInput(value) === '');

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <div id={id} className="auth-field__error" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </div>
  );
}

const FEATURES = [
  { icon: <FundOutlined />, title: '金融服务', text: '贷款、保理、租赁、期货、碳资产、保险与支付一站办理' },
  { icon: <AccountBookOutlined />, title: '智慧税务', text: '税务任务、税务日历与申报期一目了然' },
  { icon: <SafetyOutlined />, title: '安全合规', text: '按权限授予菜单，管理员手机验证保护账号' },
];

function Intro() {
  return (
    <>
      <span className="auth-aside__eyebrow">国家能源集团</span>
      <h1 className="auth-aside__title">能源金融税务门户</h1>
      <p className="auth-aside__subtitle">
        服务集团内外企业的金融与税务统一入口，
        <br />
        产融协同，数智赋能。
      </p>
      <ul className="auth-features">
        {FEATURES.map((f) => (
          <li key={f.title} className="auth-feature">
            <span className="auth-feature__icon">{f.icon}</span>
            <div className="auth-feature__title">{f.title}</div>
            <div className="auth-feature__text">{f.text}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /login/index (§2.2, §4 Login). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Registration sends the new account along, so only the password is left to type.
  const registeredAccount = (location.state as { account?: string } | null)?.account;
  const captcha = useCaptcha();
  const [values, setValues] = useState<LoginValues>({ account: registeredAccount ?? '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // §2.2: the register prompt is hidden when the visitor comes from the group portal.
  const fromGroupPortal = params.get('source') === GROUP_PORTAL_SOURCE;

  // Nearly everyone who opens this page goes on to the workbench: its code loads while they type.
  useEffect(() => whenIdle(() => void preloadRoute(AUTH_PATHS.afterLogin)), []);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] && !missing(field, value)) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const check = (field: Field) => () =>
    setErrors((e) => ({ ...e, [field]: missing(field, values[field]) ? REQUIRED[field] : undefined }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      (Object.keys(REQUIRED) as Field[]).filter((f) => missing(f, values[f])).map((f) => [f, REQUIRED[f]]),
    );
    setErrors(found);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    // In case the idle-time load has not finished: side by side with the login calls, not after them.
    const workbenchCode = preloadRoute(AUTH_PATHS.afterLogin);
    try {
      await login({
        account: trimInput(values.account),
        password: values.password,
        captcha: trimInput(values.captcha),
        uuid: captcha.uuid,
      });
      // With its code in, the workbench renders at once instead of after a loading state.
      await workbenchCode;
      notify.success('登录成功');
      void navigate(AUTH_PATHS.afterLogin, { replace: true });
    } catch {
      // The server's message has been shown by the request layer; the captcha was used up.
      setValues((v) => ({ ...v, captcha: '' }));
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const extra = fromGroupPortal ? null : (
    <>
      还没有账号？
      <Link to={AUTH_PATHS.register} className="auth-header__action">
        立即注册
      </Link>
    </>
  );

  return (
    <AuthShell extra={extra} aside={<Intro />}>
      <section className="auth-card">
        <h2 className="auth-card__title">账号登录</h2>
        <p className="auth-card__subtitle">欢迎使用能源金融税务门户</p>
        <form className="auth-form" onSubmit={(e) => void onSubmit(e)} autoComplete="on" noValidate>
          <div className="auth-field">
            <Input
              size="large"
              prefix={<UserOutlined />}
              placeholder="账号"
              autoComplete="username"
              allowClear
              maxLength={50}
              value={values.account}
              onChange={(e) => set('account')(e.target.value)}
              onBlur={check('account')}
              status={errors.account ? 'error' : undefined}
              disabled={submitting}
              aria-describedby="login-account-error"
            />
            <FieldError id="login-account-error" message={errors.account} />
          </div>
          <div className="auth-field">
            <Input.Password
              size="large"
              prefix={<LockOutlined />}
              placeholder="密码"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              onBlur={check('password')}
              status={errors.password ? 'error' : undefined}
              disabled={submitting}
              aria-describedby="login-password-error"
            />
            <FieldError id="login-password-error" message={errors.password} />
          </div>
          <div className="auth-field">
            <div className="auth-inline">
              <Input
                size="large"
                prefix={<SafetyCertificateOutlined />}
                placeholder="验证码"
                autoComplete="off"
                maxLength={6}
                value={values.captcha}
                onChange={(e) => set('captcha')(e.target.value)}
                onBlur={check('captcha')}
                status={errors.captcha ? 'error' : undefined}
                disabled={submitting}
                aria-describedby="login-captcha-error"
              />
              <CaptchaImage captcha={captcha} />
            </div>
            <FieldError id="login-captcha-error" message={errors.captcha} />
          </div>
          <div className="auth-card__row">
            <span />
            <Link to={AUTH_PATHS.forgotPassword} className="auth-link">
              忘记密码
            </Link>
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {submitting ? '登录中' : '登录'}
          </Button>
        </form>
        {fromGroupPortal ? null : (
          <div className="auth-card__footer">
            还没有账号？
            <Link to={AUTH_PATHS.register} className="auth-link">
              立即注册
            </Link>
          </div>
        )}
      </section>
    </AuthShell>
  );
}
