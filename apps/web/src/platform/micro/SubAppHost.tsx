import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Spin } from 'antd';
import { Result } from '../lazy/result.tsx';
import type { MicroApp } from 'qiankun';
import { findRoute, matchSubApp } from '@portal/shared';
import { SUB_APPS } from './config.ts';
import { isIgnorableLoaderError, isNotDeployed } from './errors.ts';
import { Construction } from '../construction/Construction.tsx';
import { useSession } from '../session/store.ts';
import './subapp-host.css';

type Status = 'loading' | 'mounted' | 'error' | 'notDeployed';

/**
 * The default container of §2.3, kept in the permanent layout: when the path belongs to a sub-app it loads the
 * app into its container, and unmounts it when the path leaves (or another app's path comes). A failed load never
 * breaks the shell: the container says the application is unavailable and offers a retry; a sub-app this server does
 * not deploy (its entry answers 404: its area is not built yet) shows the 建设中 page like any undelivered route.
 */
export function SubAppHost() {
  const { pathname } = useLocation();
  const def = matchSubApp(SUB_APPS, pathname);
  const containerRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // The status of one load (app and attempt); a new load is 'loading' until its own answer arrives.
  const load = `${def?.name ?? ''}#${attempt}`;
  const [result, setResult] = useState<{ load: string; status: Status } | null>(null);
  const status: Status = result?.load === load ? result.status : 'loading';
  const appRef = useRef<MicroApp | undefined>(undefined);
  const userInfo = useSession((st) => st.userInfo);

  useEffect(() => {
    const container = containerRef.current;
    if (!def || !container) return;
    let cancelled = false;
    let app: MicroApp | undefined;
    const fail = (err: unknown) => {
      if (!isIgnorableLoaderError(err)) console.error(`[subapps] ${def.name} failed to mount`, err);
      else console.warn(`[subapps] ${def.name} unavailable`, err);
      if (!cancelled) setResult({ load, status: isNotDeployed(def.entry) ? 'notDeployed' : 'error' });
    };
    // qiankun loads with the first sub-app path, not with every page of the layout.
    import('./loader.ts').then(({ mountSubApp }) => {
      if (cancelled) return;
      app = mountSubApp(def, container);
      appRef.current = app;
      // A failed load rejects every stage's promise; the mount one reports it, the others must not go unhandled.
      app.loadPromise.catch(() => undefined);
      app.bootstrapPromise.catch(() => undefined);
      app.mountPromise.then(() => {
        if (!cancelled) setResult({ load, status: 'mounted' });
      }, fail);
    }, fail);
    return () => {
      cancelled = true;
      appRef.current = undefined;
      if (!app) return;
      // Unmount once loading has settled; a failed app has nothing to unmount.
      const loaded = app;
      if (loaded.getStatus() === 'MOUNTED') void loaded.unmount().catch(() => undefined);
      else void loaded.mountPromise.then(() => loaded.unmount()).catch(() => undefined);
    };
  }, [def, load]);

  // The user info changed while the app is mounted (a live permission change, §4; an enterprise switch): the app's
  // update lifecycle gets the props again, so what it shows by btnPerm follows without a reload.
  useEffect(() => {
    const app = appRef.current;
    if (!def || !app || status !== 'mounted' || !app.update) return;
    void import('./loader.ts')
      .then(({ subAppProps }) => app.update?.(subAppProps(def) as unknown as Record<string, unknown>))
      .catch(() => undefined);
  }, [def, status, userInfo]);

  return (
    <div className="subapp-host" hidden={!def} data-subapp={def?.name}>
      {def && status === 'loading' && (
        <div className="subapp-host__state">
          <Spin size="large" />
          <span className="subapp-host__hint">应用加载中…</span>
        </div>
      )}
      {def && status === 'error' && (
        <Result
          className="subapp-host__state"
          status="warning"
          title="应用暂不可用"
          subTitle={`「${def.mountPath}」对应的应用暂时无法加载，可能尚未部署或网络异常。请稍后重试，或联系管理员。`}
          extra={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              重新加载
            </Button>
          }
        />
      )}
      {def && status === 'notDeployed' && (
        <Construction title={findRoute(def.mountPath)?.title ?? def.mountPath} path={def.mountPath} />
      )}
      <div
        ref={containerRef}
        className="subapp-host__container"
        hidden={status === 'error' || status === 'notDeployed'}
        id="subapp-container"
      />
    </div>
  );
}
