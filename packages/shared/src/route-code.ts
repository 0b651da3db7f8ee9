/**
 * The code the web needs to show a location (§2.2, §2.3), decided once for both sides: the web loads it before
 * rendering (so nothing suspends), and the server names its files in the index.html it answers (so the browser
 * fetches them with the entry).
 */
import { HOME_PATH } from './guard.ts';
import { ROUTES, findRoute, findSubAppMount, normalizeRoutePath, type RouteDef, type RoutePage } from './routes.ts';
import { matchSubApp, type SubAppDef } from './subapps.ts';

/** The 建设中 page: it stands in for routes without a page module (and for sub-app mount paths shown as host pages). */
export const CONSTRUCTION_PAGE = 'construction/UnderConstructionPage' satisfies RoutePage;
/** The catch-all's page (§2.2: an unknown path shows it in the main layout). */
export const NOT_FOUND_PAGE = 'errors/NotFoundPage' satisfies RoutePage;

/** Every page module of the route table (and the two above), once each: what the web's build makes a chunk of. */
export const PAGE_MODULES: readonly RoutePage[] = [
  ...new Set<RoutePage>([...ROUTES.flatMap((r) => (r.page ? [r.page] : [])), CONSTRUCTION_PAGE, NOT_FOUND_PAGE]),
];

export interface RouteCode {
  /** The main shell (layout, menus): every page but the blank-layout ones. */
  shell: boolean;
  /** null: a sub-application fills the page area. */
  page: RoutePage | null;
}

/** A route whose page area a sub-app of `registry` fills (its mount path is in 'subapp' mode). */
export function servedBySubApp(route: RouteDef, registry: readonly SubAppDef[]): boolean {
  return Boolean(route.subApp && matchSubApp(registry, route.path));
}

/**
 * '/' and '/index' show the portal home (§2.1); a path below a mount path is that mount path's ('/eLoan/apply' →
 * '/eLoan'); an unknown path shows the not-found page in the main layout (§2.2's catch-all).
 */
export function routeCodeFor(pathname: string, registry: readonly SubAppDef[]): RouteCode {
  const p = normalizeRoutePath(pathname);
  const route = findRoute(p === '/' || p === '/index' ? HOME_PATH : p) ?? findRoute(findSubAppMount(p) ?? '');
  if (!route) return { shell: true, page: NOT_FOUND_PAGE };
  return {
    shell: route.layout !== 'blank',
    page: servedBySubApp(route, registry) ? null : (route.page ?? CONSTRUCTION_PAGE),
  };
}

/**
 * What the web build writes beside index.html (apps/web/route-chunks.ts) and the server reads: for the main shell and
 * per page module, the script and style files beyond the entry; and the sub-app modes of that build.
 */
export interface RouteChunks {
  subAppModes: string;
  shell: string[];
  pages: Partial<Record<RoutePage, string[]>>;
  /** Per page module, the HTML that stands in #root until React renders (apps/web/first-paint.ts). */
  firstPaint?: Partial<Record<RoutePage, string>>;
}

/** What index.html shows in #root until React renders (§4's start-up loading state); a first paint replaces it. */
export const BOOT_LOADING_HTML = '<div class="boot-loading">正在加载…</div>';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
