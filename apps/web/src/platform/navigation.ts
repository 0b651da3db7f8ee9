/**
 * Navigation from outside React (request interceptor, session actions). The router registers its
 * navigate function at start; before that (or in tests) a full page load is used.
 */
type Navigator = (to: string, opts?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigator | null = null;
let locationReader: (() => string) | null = null;

export function setNavigator(fn: Navigator | null, readPathname?: () => string): void {
  navigator = fn;
  locationReader = fn ? (readPathname ?? null) : null;
}

/**
 * The router's pathname right now. React renders router updates in a transition, so for a moment a
 * component can still see the previous location; code about to act on a location checks it here.
 */
export function currentPathname(): string {
  return locationReader ? locationReader() : window.location.pathname;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigator) void navigator(to, opts);
  else window.location.assign(to);
}

type RoutePreloader = (path: string) => Promise<void>;
let routePreloader: RoutePreloader | null = null;

export function setRoutePreloader(fn: RoutePreloader | null): void {
  routePreloader = fn;
}

/**
 * Loads the code of the page at `path` (and its layout) before going there, so the navigation renders at
 * once instead of showing a loading state. Resolves when the code is in; never rejects.
 */
export function preloadRoute(path: string): Promise<void> {
  return routePreloader ? routePreloader(path) : Promise.resolve();
}

/** A full load (logout: "goes to /finance/home and reloads"). */
export function hardNavigate(to: string): void {
  window.location.href = to;
}
