import { useSearchParams } from 'react-router';
import { ErrorResult } from './ErrorResult.tsx';

/** /error: a generic failure page; an optional `message` query parameter explains what went wrong. */
export default function ErrorPage() {
  const [params] = useSearchParams();
  const message = params.get('message')?.trim();
  return <ErrorResult status="error" title="页面出错了" subTitle={message || '系统出现异常，请稍后重试或返回首页'} />;
}
