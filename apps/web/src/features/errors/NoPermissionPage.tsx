import { ErrorResult } from './ErrorResult.tsx';

/** /noPermission: signed in, but this page is not granted. */
export default function NoPermissionPage() {
  return <ErrorResult status="403" title="403" subTitle="抱歉，您暂无权限访问该页面，请联系管理员开通" />;
}
