import { ErrorResult } from './ErrorResult.tsx';

/** /500 */
export default function ServerErrorPage() {
  return <ErrorResult status="500" title="500" subTitle="服务器开小差了，请稍后再试" />;
}
