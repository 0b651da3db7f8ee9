import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Spin } from 'antd';
import { matchSubApp, type RouteDef, type RoutePage } from '@portal/shared';
import { SUB_APPS } from '../platform/micro/config';

/**
 * The page element of a route (§2.2). Every page is its own chunk, so the login page downloads only
 * what it needs. Routes without a delivered page show the 建设中 page, which also stands in for the
 * §2.3 sub-application mount paths until the micro-frontend host loads them.
 */
type PageModule = Promise<{ default: ComponentType }>;

const LOADERS: Record<RoutePage | 'construction', () => PageModule> = {
  login: () => import('../features/auth/LoginPage'),
  register: () => import('../features/auth/RegisterPage'),
  forgotPassword: () => import('../features/auth/ForgotPasswordPage'),
  workbench: () => import('../features/workbench/WorkbenchPage'),
  financeHome: () => import('../features/finance-home/FinanceHomePage'),
  notFound: () => import('../features/errors/NotFoundPage'),
  noPermission: () => import('../features/errors/NoPermissionPage'),
  serverError: () => import('../features/errors/ServerErrorPage'),
  error: () => import('../features/errors/ErrorPage'),
  construction: () => import('../features/construction/UnderConstruction') as PageModule,
};

const PAGES = Object.fromEntries(
  Object.entries(LOADERS).map(([page, load]) => [page, lazy(load)]),
) as Record<RoutePage, LazyExoticComponent<ComponentType>>;

const UnderConstruction = lazy(LOADERS.construction) as unknown as LazyExoticComponent<
  ComponentType<{ title: string; path: string }>
>;

/**
 * Starts loading the first page's chunk together with the entry instead of after the router has rendered (and,
 * for main-layout pages, after the layout's chunk): the chunks download and compile in parallel.
 */
export function preloadPage(route: RouteDef | undefined): void {
  if (!route || (route.subApp && matchSubApp(SUB_APPS, route.path))) return;
  void (route.page ? LOADERS[route.page] : LOADERS.construction)().catch(() => undefined);
}

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

