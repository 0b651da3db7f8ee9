import { ReloadOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { Captcha } from '../hooks/useCaptcha.ts';

/** The captcha picture beside its input: click to get a new one. */
export function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { src, loading, failed, refresh } = captcha;
  return (
    <button
      type="button"
      className="auth-captcha"
      onClick={refresh}
      title="看不清？点击换一张"
      aria-label="刷新图形验证码"
    >
      {src && !failed ? (
        <img src={src} alt="图形验证码" draggable={false} />
      ) : (
        <span className="auth-captcha__empty">
          {failed ? (
            <>
              <ReloadOutlined /> 加载失败，点击重试
            </>
          ) : (
            '加载中…'
          )}
        </span>
      )}
      {loading && src ? (
        <span className="auth-captcha__mask">
          <Spin size="small" />
        </span>
      ) : null}
    </button>
  );
}
