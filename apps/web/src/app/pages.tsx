import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Spin } from 'antd';
import { matchSubApp, type RouteDef, type RoutePage } from '@portal/shared';
import { SUB_APPS } from '../platform/micro/config';

/**
 * The page element of a route (§2.2). Every page is its own chunk, so the login page downloads only
 * what it needs. Routes without a delivered page show the 建设中 page, which also stands in for the
 * §2.3 sub-application mount paths until the micro-frontend host loads them.
 */
const PAGES: Record<RoutePage, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  forgotPassword: lazy(() => import('../features/auth/ForgotPasswordPage')),
  workbench: lazy(() => import('../features/workbench/WorkbenchPage')),
  financeHome: lazy(() => import('../features/finance-home/FinanceHomePage')),
  notFound: lazy(() => import('../features/errors/NotFoundPage')),
  noPermission: lazy(() => import('../features/errors/NoPermissionPage')),
  serverError: lazy(() => import('../features/errors/ServerErrorPage')),
  error: lazy(() => import('../features/errors/ErrorPage')),
};

const UnderConstruction = lazy(() => import('../features/construction/UnderConstruction'));

export function PageSpin() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 320 }}>
      <Spin size="large" />
    </div>
  );
}

export function pageElementFor(route: RouteDef): React.ReactNode {
  // A mount path served by a sub-app: the layout's SubAppHost shows it; the route itself renders nothing.
  if (route.subApp && matchSubApp(SUB_APPS, route.path)) return null;
  const Page = route.page ? PAGES[route.page] : undefined;
  return (
    <Suspense fallback={<PageSpin />}>
      {Page ? (
        <Page />
      ) : (
        <UnderConstruction title={route.title} path={route.path} />
      )}
    </Suspense>
  );
}

