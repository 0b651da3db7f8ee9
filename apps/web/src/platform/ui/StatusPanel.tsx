import type { ReactNode } from 'react';
import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';

/**
 * A light full-page status message (start-up failure, router error). antd's Result carries large
 * illustrations; these states are reachable from the login page, which must stay small.
 */
export function StatusPanel({
  tone = 'error',
  title,
  description,
  actions,
}: {
  tone?: 'error' | 'warning' | 'info';
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const color = tone === 'info' ? '#0b5fa5' : tone === 'warning' ? '#faad14' : '#ff4d4f';
  const Icon = tone === 'info' ? InfoCircleFilled : ExclamationCircleFilled;
  return (
    <div
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        background: '#f5f7fa',
      }}
    >
      <div style={{ maxWidth: 480, textAlign: 'center' }}>
        <Icon style={{ fontSize: 56, color }} />
        <h2 style={{ margin: '20px 0 8px', fontSize: 22, fontWeight: 600, color: '#0f2a44' }}>{title}</h2>
        {description ? <p style={{ margin: '0 0 24px', color: '#5b6b7c', lineHeight: 1.7 }}>{description}</p> : null}
        {actions ? <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>{actions}</div> : null}
      </div>
    </div>
  );
}
