import { useEffect, useEffectEvent, useState } from 'react';
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

  const goHome = () => {
    close();
    navigateTo(HOME_PATH, { replace: true });
  };

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
          {/* Keyed by the show: every show (a second error too) starts again from 5 seconds. */}
          <CountdownHint key={openedAt} running={open} onDone={goHome} />
        </div>
      </div>
    </Modal>
  );
}

/** The seconds left, counted from the wall clock while the dialog is open; `onDone` once they reach 0. */
function CountdownHint({ running, onDone }: { running: boolean; onDone: () => void }) {
  const [left, setLeft] = useState(LOGIN_ERROR_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = LOGIN_ERROR_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [running]);

  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (running && left === 0) done();
  }, [running, left]);

  return (
    <p className="login-countdown__hint">
      <strong>{left}</strong> 秒后自动返回首页
    </p>
  );
}
