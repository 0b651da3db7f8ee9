import { useLayoutEffect } from 'react';
import { App } from 'antd';
import { setMessageApi } from './feedback.ts';

/** Rendered once inside antd <App>: makes `notify` use the themed, localised message instance. */
export function FeedbackBridge(): null {
  const { message } = App.useApp();
  useLayoutEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}
