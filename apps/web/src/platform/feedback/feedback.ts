import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from outside React (request layer, session actions). antd's static `message` cannot read the
 * ConfigProvider context (locale, theme), so <FeedbackBridge/> hands in the App-context instance;
 * the static one is only a fallback before the app has mounted.
 */
let api: MessageInstance | null = null;

export function setMessageApi(instance: MessageInstance | null): void {
  api = instance;
}

function current(): MessageInstance {
  return api ?? staticMessage;
}

export const notify = {
  /** Keyed by its text: the same error from several parallel calls shows once. */
  error(content: string): void {
    void current().open({ type: 'error', content, key: `error:${content}` });
  },
  success(content: string): void {
    void current().success(content);
  },
  warning(content: string): void {
    void current().warning(content);
  },
  info(content: string): void {
    void current().info(content);
  },
};
