import { Spin } from 'antd';

/** The full-page loading state (§4 "On start the app shows a loading state"). */
export function FullPageSpin({ tip = '正在加载…' }: { tip?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        alignItems: 'center',
        justifyContent: 'center',
        color: '#7a8896',
        fontSize: 14,
      }}
    >
      <Spin size="large" />
      <span>{tip}</span>
    </div>
  );
}
