/**
 * The route guard of §2.1 as a pure function. The web router calls resolveNavigation before each
 * navigation and carries out the decision (redirect, logout, 404); nothing here touches cookies or state.
 */
import { PORTAL_TITLE } from './constants.ts';
import { NO_MENU_PERMISSION } from './messages.ts';
import { ROUTES } from './routes.ts';

export const HOME_PATH = '/finance/home';
export const BLANK_PATH = '/finance/blank';
export const NOT_FOUND_PATH = '/404';

/** Pages open to everyone (§2.2 public and error pages, registration, password reset): the routes flagged `public`. */
export const PUBLIC_PATHS: readonly string[] = ROUTES.filter((r) => r.public).map((r) => r.path);

/** §2.1: granted to every signed-in user in addition to the menu routes: the routes flagged `alwaysAllowed`. */
export const ALWAYS_ALLOWED_PATHS: readonly string[] = ROUTES.filter((r) => r.alwaysAllowed).map((r) => r.path);

export interface GuardRouteMeta {
  title?: string;
  auth?: boolean;
  public?: boolean;
  loginOptional?: boolean;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  | { kind: 'noPermission'; to: '/404'; query: { errorCode: '404'; message: string } }
  | { kind: 'logout'; to: '/finance/home' };

/** Drops the query and hash and any trailing slash ('/' stays '/'; '' becomes '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

const key = (path: string) => normalizePath(path).toLowerCase();

/** §6: the allowed route list is the menu routes plus the fixed list, normalised and deduplicated. */
export function buildResultPath(menuPaths: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of [...menuPaths, ...ALWAYS_ALLOWED_PATHS]) {
    if (!p) continue;
    const n = normalizePath(p);
    if (seen.has(n.toLowerCase())) continue;
    seen.add(n.toLowerCase());
    out.push(n);
  }
  return out;
}

/**
 * Exact match after normalising, ignoring case: the spec itself writes /usercenter/... and /base/...
 * for the /userCenter and /Base routes, and menu data is typed by hand.
 */
export function isPathGranted(path: string, resultPath: readonly string[]): boolean {
  return grantedKeys(resultPath).has(key(path));
}

/**
 * The guard runs on every navigation against thousands of granted paths: their normalised keys are built
 * once per resultPath array (it is replaced, never mutated, when the user info changes).
 */
const keyCache = new WeakMap<readonly string[], Set<string>>();
function grantedKeys(resultPath: readonly string[]): Set<string> {
  let keys = keyCache.get(resultPath);
  if (!keys) {
    keys = new Set(resultPath.map(key));
    keyCache.set(resultPath, keys);
  }
  return keys;
}

export function isPublicPath(path: string): boolean {
  return isPathGranted(path, PUBLIC_PATHS);
}

/** §2.1, rule by rule, in this order. */
export function resolveNavigation(input: {
  path: string;
  route?: GuardRouteMeta;
  hasToken: boolean;
  resultPath: readonly string[];
}): GuardDecision {
  const path = normalizePath(input.path);
  const route = input.route;
  if (path === '/' || path.toLowerCase() === '/index') return { kind: 'redirect', to: HOME_PATH };
  if (path.toLowerCase() === BLANK_PATH.toLowerCase()) return { kind: 'pass' };
  // An unknown path (no route) has no title and passes: the catch-all route renders the 404 page itself.
  if (isPublicPath(path) || route?.public === true || route?.auth === false || !route?.title) return { kind: 'pass' };
  if (!input.hasToken) {
    return route.loginOptional ? { kind: 'pass' } : { kind: 'logout', to: HOME_PATH };
  }
  if (isPathGranted(path, input.resultPath)) return { kind: 'pass' };
  return { kind: 'noPermission', to: NOT_FOUND_PATH, query: { errorCode: '404', message: NO_MENU_PERMISSION } };
}

/** §2.1: the document title after each navigation. */
export function pageTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle} - ${PORTAL_TITLE}` : PORTAL_TITLE;
}
