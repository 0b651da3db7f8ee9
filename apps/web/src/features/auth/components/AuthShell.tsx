import type { ReactNode } from 'react';
import { SERVICE_PHONE, SERVICE_PHONE_EXTENSION } from '@portal/shared';
import { Logo } from '../../../layouts/components/Logo.tsx';
import '../auth.css';

export interface AuthShellProps {
  /** Right side of the header (register / go-to-login prompt). */
  extra?: ReactNode;
  /** Left column beside the card (the login page's introduction); without it the card is centred alone. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages: white header with the group's mark, branded background, footer. */
export function AuthShell({ extra, aside, children }: AuthShellProps) {
  return (
    <div className="auth-shell">
      <header className="auth-header">
        <div className="auth-header__inner">
          <Logo />
          <div className="auth-header__extra">{extra}</div>
        </div>
      </header>
      <main className="auth-main">
        <div className="auth-main__bg" aria-hidden />
        <div className={aside ? 'auth-main__inner auth-main__inner--split' : 'auth-main__inner'}>
          {aside ? <section className="auth-aside">{aside}</section> : null}
          {children}
        </div>
      </main>
      <footer className="auth-footer">
        <span>© {new Date().getFullYear()} 国家能源集团 · 能源金融税务门户</span>
        <span className="auth-footer__sep" />
        <span>
          客服电话：{SERVICE_PHONE} 转 {SERVICE_PHONE_EXTENSION}
        </span>
      </footer>
    </div>
  );
}
