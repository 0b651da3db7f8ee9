import { useSearchParams } from 'react-router';
import { ErrorResult } from './ErrorResult.tsx';

/**
 * /404 and the catch-all. The route guard (§2.1) sends `errorCode=404` and the no-menu-permission
 * message in the query string; without them the page says the page does not exist.
 */
export default function NotFoundPage() {
  const [params] = useSearchParams();
  const errorCode = params.get('errorCode')?.trim();
  const message = params.get('message')?.trim();
  return <ErrorResult status="404" title={errorCode || '404'} subTitle={message || '页面不存在'} />;
}
