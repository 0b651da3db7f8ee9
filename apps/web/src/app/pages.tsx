import { Suspense, type ComponentType } from 'react';
import { Spin } from 'antd';
import {
  BLANK_PATH,
  CONSTRUCTION_PAGE,
  PAGE_MODULES,
  servedBySubApp,
  type RouteCode,
  type RouteDef,
  type RoutePage,
} from '@portal/shared';
import { preloadable, preloaded, type Preloadable } from '../platform/lazy/preloadable.tsx';
import { SUB_APPS } from '../platform/micro/config.ts';
import LoginPage from '../features/auth/LoginPage.tsx';

/*
 * The code of each route (§2.2): the main shell (layout, react-query) and a chunk per page module. The route table
 * (packages/shared/src/routes.ts) names each route's page module; this file finds them by that name, so adding a
 * page is its route entry and its file. Routes without a page show the 建设中 page (CONSTRUCTION_PAGE), which also
 * stands in for the §2.3 sub-application mount paths that are host pages in this build.
 */

/** The main-layout frame: not needed by the blank-layout pages (login, register), so it loads on its own. */
export const mainShell = preloadable(() => import('./MainShell.tsx'));

/** What a page is rendered with: the route it stands for (the 建设中 page names it). */
export interface PageProps {
  title: string;
  path: string;
}

/**
 * The login page is part of the entry, not a chunk of its own: what it needs is then all in the first load
 * (5 files, ~238 KB gzip, within its 250 KB budget), and the lazy code can be merged into a few larger chunks
 * without any of it landing on the login page (vite.config.ts). Its own code is ~13 KB gzip on other first loads.
 */
const ENTRY_PAGES: Partial<Record<RoutePage, ComponentType<PageProps>>> = { 'auth/LoginPage': LoginPage };

type PageModule = { default: ComponentType<PageProps> };
// One chunk per page module (but the login page's, in the entry).
const PAGE_LOADERS = import.meta.glob<PageModule>(['../features/*/*Page.tsx', '!../features/auth/LoginPage.tsx']);

const PAGES = new Map<RoutePage, Preloadable<PageProps>>(
  PAGE_MODULES.map((page) => {
    const inEntry = ENTRY_PAGES[page];
    if (inEntry) return [page, preloaded(inEntry)];
    const load = PAGE_LOADERS[`../features/${page}.tsx`];
    if (!load) throw new Error(`page module missing: src/features/${page}.tsx`);
    return [page, preloadable(load)];
  }),
);

const pageOf = (page: RoutePage): Preloadable<PageProps> => PAGES.get(page)!;

/**
 * Loads a location's code (shared routeCodeFor: the main shell, the page) ahead of rendering it, all chunks side
 * by side. Resolves when it is in; never rejects: a chunk that fails to load fails again when the route renders,
 * where the route's error page handles it.
 */
export async function loadRouteCode(code: RouteCode): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (code.shell) loads.push(mainShell.preload());
  if (code.page) loads.push(pageOf(code.page).preload());
  await Promise.all(loads).catch(() => undefined);
}

export function PageSpin() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 320 }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * Routes that are blank on purpose: /finance/blank (§2.1, always passes, titled 加载中) is a stop between two pages,
 * so it shows its (blank) layout and nothing else, signed in or not; never the 建设中 page.
 */
const BLANK_PAGES: ReadonlySet<string> = new Set([BLANK_PATH]);

export function pageElementFor(route: RouteDef): React.ReactNode {
  // A mount path served by a sub-app: the layout's SubAppHost shows it, the route itself renders nothing.
  if (servedBySubApp(route, SUB_APPS)) return null;
  if (BLANK_PAGES.has(route.path)) return null;
  const Page = pageOf(route.page ?? CONSTRUCTION_PAGE).Component;
  return (
    <Suspense fallback={<PageSpin />}>
      <Page title={route.title} path={route.path} />
    </Suspense>
  );
}
