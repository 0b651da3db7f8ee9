import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { getToken } from '../platform/session/cookies.ts';
import { loadUserInfo, logout } from '../platform/session/actions.ts';
import { useSession } from '../platform/session/store.ts';
import { errorMessage } from '../platform/request/index.ts';
import { FullPageSpin } from '../platform/ui/FullPageSpin.tsx';
import { StatusPanel } from '../platform/ui/StatusPanel.tsx';

type Phase = 'loading' | 'ready' | 'failed';

/** One start-up load even under StrictMode's double effects. */
let startup: Promise<unknown> | null = null;

/**
 * Starts the §4 account load when there is a token cookie. main.tsx calls it before the first render, so the
 * user info loads while the first route's code does; the gate below picks up the same promise.
 */
export function startAccountLoad(): Promise<unknown> | null {
  const token = getToken();
  if (!token || useSession.getState().userInfo) return null;
  useSession.getState().setToken(token);
  if (!startup) {
    startup = loadUserInfo();
    // Its failure is the gate's to show, which attaches its handler after the first render.
    startup.catch(() => undefined);
  }
  return startup;
}

/**
 * §4 "On start the app shows a loading state, loads account data, then shows the routed view":
 * with a token cookie, the user info (menus, permissions) is loaded before any route is decided.
 * A rejected token (9999) has already logged out by the time the promise settles: the routed view
 * then renders as a visitor. A network failure offers a retry.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>(() =>
    getToken() && !useSession.getState().userInfo ? 'loading' : 'ready',
  );
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (phase !== 'loading') return;
    // No load to wait for (the token went, or the user is in already): ready, like a load that succeeded.
    const load = startAccountLoad() ?? Promise.resolve();
    let alive = true;
    load
      .then(() => alive && setPhase('ready'))
      .catch((e: unknown) => {
        startup = null;
        if (!alive) return;
        if (!getToken())
          setPhase('ready'); // forced logout: continue as a visitor
        else {
          setError(errorMessage(e, '账户信息加载失败'));
          setPhase('failed');
        }
      });
    return () => {
      alive = false;
    };
  }, [phase, attempt]);

  if (phase === 'loading') return <FullPageSpin tip="正在加载账户信息…" />;
  if (phase === 'failed') {
    return (
      <StatusPanel
        tone="warning"
        title="账户信息加载失败"
        description={error}
        actions={
          <>
            <Button
              type="primary"
              onClick={() => {
                setPhase('loading');
                setAttempt((n) => n + 1);
              }}
            >
              重新加载
            </Button>
            <Button onClick={() => void logout()}>退出登录</Button>
          </>
        }
      />
    );
  }
  return <>{children}</>;
}
