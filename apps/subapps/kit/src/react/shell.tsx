/**
 * The frame every React sub-app shows around its views: the calls bound to the host's props (the request, the file
 * download, and the report of each outcome that raises or clears the 登录已失效 banner), the header with the signed-in
 * user and enterprise from the props, the banner itself, and the tab bar.
 */
import { useCallback, useMemo, useState } from 'react';
import type { SubAppProps } from '../contract.ts';
import { createDownload, type Download } from '../download.ts';
import { createRequest, type ApiError, type Request } from '../request.ts';

export interface HostCalls {
  call: Request;
  download: Download;
  /** Reports each call's outcome: an 'auth' failure raises the session banner, a success (null) clears it. */
  report: (err: ApiError | null) => void;
  authLost: boolean;
}

/** `pageName` is the sub-app's page title (the §7 header). getToken stays a function: every call asks the host. */
export function useHostCalls({ getToken, user }: Pick<SubAppProps, 'getToken' | 'user'>, pageName: string): HostCalls {
  const [authLost, setAuthLost] = useState(false);
  const call = useMemo(() => createRequest({ getToken, user }, pageName), [getToken, user, pageName]);
  const download = useMemo(() => createDownload({ getToken, user }, pageName), [getToken, user, pageName]);
  const report = useCallback((err: ApiError | null) => {
    if (!err) setAuthLost(false);
    else if (err.kind === 'auth') setAuthLost(true);
  }, []);
  return { call, download, report, authLost };
}

export function AppHeader({
  logo,
  title,
  subtitle,
  user,
  testId,
  enterprise = true,
  alias = false,
}: {
  /** The one character in the round badge. */
  logo: string;
  title: string;
  subtitle: string;
  user: SubAppProps['user'];
  testId: string;
  /** Shows the current enterprise before the name (an operator's app works across enterprises: false). */
  enterprise?: boolean;
  /** Also shows the display name (showName) in brackets when it differs from the account's name. */
  alias?: boolean;
}) {
  const displayName = user.userName || user.showName;
  return (
    <header className="el-header">
      <div className="el-brand">
        <span className="el-logo" aria-hidden>
          {logo}
        </span>
        <div>
          <div className="el-title">{title}</div>
          <div className="el-subtitle">{subtitle}</div>
        </div>
      </div>
      <div className="el-who" data-testid={testId}>
        {!displayName ? (
          <span className="el-muted">未接入门户（独立运行）</span>
        ) : enterprise ? (
          <>
            <span className="el-who-ent" title="当前企业">
              {user.entName}
            </span>
            <span className="el-who-sep" aria-hidden>
              |
            </span>
            <span className="el-who-name">
              {displayName}
              {alias && user.showName && user.showName !== displayName ? (
                <span className="el-muted">（{user.showName}）</span>
              ) : null}
            </span>
          </>
        ) : (
          <span className="el-who-name">{displayName}</span>
        )}
      </div>
    </header>
  );
}

/**
 * The host owns the session: a lost one is only said here. `keepsInput`: the app has forms whose input stays, and
 * says so.
 */
export function AuthLostBanner({ lost, keepsInput = true }: { lost: boolean; keepsInput?: boolean }) {
  return lost ? (
    <div className="el-alert el-alert-error" role="alert">
      {keepsInput ? '登录已失效，请重新登录后再操作。已填写的内容不会被清除。' : '登录已失效，请重新登录后再操作。'}
    </div>
  ) : null;
}

export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onSelect,
}: {
  label: string;
  tabs: readonly (readonly [K, string])[];
  active: K;
  onSelect: (key: K) => void;
}) {
  return (
    <div className="el-tabs" role="tablist" aria-label={label}>
      {tabs.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={active === key}
          className={`el-tab${active === key ? ' el-tab-active' : ''}`}
          onClick={() => onSelect(key)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
