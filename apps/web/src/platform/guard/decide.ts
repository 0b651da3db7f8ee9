import {
  findRoute,
  findSubAppMount,
  normalizePath,
  pageTitle,
  resolveNavigation,
  type GuardDecision,
  type RouteDef,
} from '@portal/shared';

/**
 * The route a location is guarded as: its own route, or, below a §2.3 mount path (e.g. '/eLoan/apply',
 * handled by the sub-application's own router), the mount path's route.
 */
export function guardTarget(pathname: string): { path: string; route: RouteDef | undefined } {
  const own = findRoute(pathname);
  if (own) return { path: normalizePath(pathname), route: own };
  const mount = findSubAppMount(pathname);
  const mountRoute = mount ? findRoute(mount) : undefined;
  if (mount && mountRoute) return { path: mount, route: mountRoute };
  return { path: normalizePath(pathname), route: undefined };
}

/** §2.1 for a location: shared resolveNavigation on the guarded path and route. */
export function guardDecision(pathname: string, hasToken: boolean, resultPath: readonly string[]): GuardDecision {
  const { path, route } = guardTarget(pathname);
  return resolveNavigation({ path, route, hasToken, resultPath });
}

/** Where a non-pass decision sends the browser ('/404?errorCode=404&message=…' for noPermission). */
export function decisionTarget(decision: Exclude<GuardDecision, { kind: 'pass' }>): string {
  if (decision.kind === 'noPermission') {
    const q = new URLSearchParams({ errorCode: decision.query.errorCode, message: decision.query.message });
    return `${decision.to}?${q.toString()}`;
  }
  return decision.to;
}

/** §2.1 the document title after a navigation; an unknown path is titled as the not-found page. */
export function documentTitleFor(pathname: string): string {
  const { route } = guardTarget(pathname);
  return pageTitle(route?.title ?? findRoute('/404')?.title);
}
