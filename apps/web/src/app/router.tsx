import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATH, NOT_FOUND_PAGE, ROUTES, routeCodeFor, type RouteDef } from '@portal/shared';
import BlankLayout from '../layouts/BlankLayout.tsx';
import { setNavigator, setRoutePreloader } from '../platform/navigation.ts';
import { RouteGuard } from '../platform/guard/RouteGuard.tsx';
import { FullPageSpin } from '../platform/ui/FullPageSpin.tsx';
import { SUB_APPS } from '../platform/micro/config.ts';
import { loadRouteCode, mainShell, pageElementFor } from './pages.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// The main layout (header, menus, footer, widgets) and react-query are not needed by the login page:
// they load with the first main-layout page (./pages.tsx).
const MainShell = mainShell.Component;

/** The catch-all page (§2.2: "A catch-all route uses the main layout"). */
export const NOT_FOUND_ROUTE: RouteDef = { path: '*', title: '页面不存在', page: NOT_FOUND_PAGE };

/**
 * One route per entry of ROUTES. A §2.3 mount path also matches everything below it ('/eLoan/*'):
 * the sub-application routes those paths itself. More specific host routes (e.g. '/crm/customerInfo')
 * still win, as react-router ranks static segments above a splat.
 */
export function routeObjectsFor(defs: readonly RouteDef[]): RouteObject[] {
  return defs.flatMap((def) => {
    const element = pageElementFor(def);
    const own: RouteObject = { path: def.path, element };
    return def.subApp ? [own, { path: `${def.path}/*`, element }] : [own];
  });
}

export function buildRoutes(defs: readonly RouteDef[] = ROUTES): RouteObject[] {
  const blank = defs.filter((d) => d.layout === 'blank');
  const main = defs.filter((d) => d.layout !== 'blank');
  return [
    {
      element: <RouteGuard />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        { path: '/index', element: <Navigate to={HOME_PATH} replace /> },
        { element: <BlankLayout />, children: routeObjectsFor(blank) },
        {
          element: (
            <Suspense fallback={<FullPageSpin />}>
              <MainShell />
            </Suspense>
          ),
          children: [...routeObjectsFor(main), { path: '*', element: pageElementFor(NOT_FOUND_ROUTE) }],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());

// The request layer and the session actions navigate through the router (no full reload).
setNavigator(
  (to, opts) => router.navigate(to, opts),
  () => router.state.location.pathname,
);
setRoutePreloader((path) => loadRouteCode(routeCodeFor(path, SUB_APPS)));
