/**
 * What the three payment sub-apps (/bestPay, /webPay, /eFinancialGateway) share around their views, on the kit's
 * frame (kit/src/react: the lifecycles, the host calls, the header, the session banner, the tabs and the status tag,
 * styled by kit.css): the registration, the frame with the payments' colours, the tones of their states, and a view's
 * loading and error lines.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SubAppProps } from '@portal/subapp-kit/contract';
import type { ApiError, Request } from '@portal/subapp-kit/request';
import { exposeReactApp } from '@portal/subapp-kit/react/mount';
import { AppHeader, AuthLostBanner, useHostCalls } from '@portal/subapp-kit/react/shell';
import { StatusTag as KitStatusTag, type Tone } from '@portal/subapp-kit/react/status-tag';
// The kit's shared look first: the payments' own rules (same weight) come after it.
import '@portal/subapp-kit/react/kit.css';
import './payment.css';

export interface ViewProps {
  call: Request;
  /** Reports each call's outcome: an 'auth' failure raises the session banner, a success (null) clears it. */
  report: (err: ApiError | null) => void;
}

/** Registers the app under `name`; payments keep the host's side menu (only the loan app clears it, §2.3). */
export function exposePaymentApp(name: string, App: (props: SubAppProps) => ReactNode) {
  return exposeReactApp({ name, className: 'payment-app', App, createRoot, clearSideMenu: false });
}

/** The request of the sub-app (§7 pageName header) and the session banner's state. */
export function useSession(props: SubAppProps, pageName: string) {
  return useHostCalls(props, pageName);
}

export function Shell({
  props,
  logo,
  title,
  subtitle,
  authLost,
  children,
}: {
  props: SubAppProps;
  logo: string;
  title: string;
  subtitle: string;
  authLost: boolean;
  children: ReactNode;
}) {
  return (
    <div className="el-shell">
      <div className="pay-noprint">
        <AppHeader logo={logo} title={title} subtitle={subtitle} user={props.user} testId="payment-user" />
        <AuthLostBanner lost={authLost} />
      </div>
      <main className="el-main">{children}</main>
    </div>
  );
}

const TONES: Record<string, Tone> = {
  已创建: 'info',
  已提交: 'warn',
  处理中: 'warn',
  已支付: 'ok',
  支付失败: 'bad',
  已撤销: 'muted',
  正常: 'ok',
  维护: 'warn',
  停用: 'bad',
  冻结: 'bad',
};

export function StatusTag({ status }: { status: string }) {
  return <KitStatusTag status={status} tones={TONES} />;
}

/** A view's loading and error lines (with 重试), or the view. */
export function Loaded<T>({
  state,
  onRetry,
  children,
}: {
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <div className="el-placeholder">加载中…</div>;
  if (state.status === 'error')
    return (
      <div className="el-placeholder el-error-text">
        {state.message}
        <button type="button" className="el-btn el-btn-link" onClick={onRetry}>
          重试
        </button>
      </div>
    );
  return <>{children(state.data)}</>;
}
