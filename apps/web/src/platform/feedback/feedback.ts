import { message } from 'antd';

/**
 * Toasts from anywhere (request layer, session actions, pages). antd's static message, themed and localised by
 * `ConfigProvider.config` in app/App.tsx: its holder lives at the root, so a toast outlives a layout change (e.g. an
 * enterprise switch that passes through /404) and needs no antd <App> on the login page's first download.
 */
export const notify = {
  /** Keyed by its text: the same error from several parallel calls shows once. */
  error(content: string): void {
    void message.open({ type: 'error', content, key: `error:${content}` });
  },
  success(content: string): void {
    void message.success(content);
  },
  warning(content: string): void {
    void message.warning(content);
  },
  info(content: string): void {
    void message.info(content);
  },
};
