import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { HOME_PATH, LOGIN_ERROR_COUNTDOWN_SECONDS } from '@portal/shared';
import { navigateTo } from '../../platform/navigation.ts';
import { useLoginCountdown } from './login-countdown-store.ts';
import './auth.css';

/**
 * §4 login-error logout: a warning with the server's message and a 5-second countdown, then the
 * finance home. Mounted once by the app, outside the router outlet.
 */
export default function LoginCountdownDialog() {
  const { open, message, openedAt, close } = useLoginCountdown();
  const [left, setLeft] = useState(LOGIN_ERROR_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!open) return;
    setLeft(LOGIN_ERROR_COUNTDOWN_SECONDS);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = LOGIN_ERROR_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [open, openedAt]);

  const goHome = () => {
    close();
    navigateTo(HOME_PATH, { replace: true });
  };

  useEffect(() => {
    if (open && left === 0) goHome();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, left]);

  return (
    <Modal
      open={open}
      title={null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={420}
      footer={
        <Button type="primary" onClick={goHome}>
          立即返回首页
        </Button>
      }
    >
      <div className="login-countdown" role="alert">
        <ExclamationCircleFilled className="login-countdown__icon" />
        <div>
          <h3 className="login-countdown__title">登录异常</h3>
          <p className="login-countdown__text">{message}</p>
          <p className="login-countdown__hint">
            <strong>{left}</strong> 秒后自动返回首页
          </p>
        </div>
      </div>
    </Modal>
  );
}
