import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPanel } from '../platform/ui/StatusPanel.tsx';

/** A page that failed to load after a new release still asks for its old file name. */
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    text,
  );
}

/** The router's error boundary: a render error never leaves a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error) console.error('[router]', error);
  const chunk = isChunkLoadError(error);
  const description = chunk
    ? '门户已更新，请刷新页面后继续使用。'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : '页面运行出错，请刷新重试；如果问题持续存在，请联系客服。';
  return (
    <StatusPanel
      tone={chunk ? 'info' : 'error'}
      title={chunk ? '页面资源已更新' : '页面出错了'}
      description={description}
      actions={
        <>
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
          <Button onClick={() => window.location.assign('/finance/home')}>返回首页</Button>
        </>
      }
    />
  );
}
