import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useBrowseLog } from '../browse-log/use-browse-log.ts';
import { currentPathname } from '../navigation.ts';
import { hasToken } from '../session/cookies.ts';
import { guardLogout } from '../session/actions.ts';
import { useMenuStore } from '../session/menus-store.ts';
import { useSession } from '../session/store.ts';
import { decisionTarget, documentTitleFor, guardDecision } from './decide.ts';

/**
 * §2.1 route guard, the root element of the router. On every location change it asks the shared
 * resolveNavigation and acts: pass renders the page; redirect and noPermission navigate (replace);
 * logout clears the session, sets the alert flag and goes to the finance home. Nothing of a refused
 * page is rendered, not even for one frame.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const resultPath = useMenuStore((s) => s.resultPath);
  // The token cookie is the truth; subscribing to the store's copy re-renders on login and logout, so the cookie is
  // read again below.
  useSession((s) => s.token);

  // Decided on every render: cheap (shared resolveNavigation, ~1 µs per navigation, bench/guard-menus).
  const decision = guardDecision(pathname, hasToken(), resultPath);
  // What the guard does about this location: nothing, log out, or go to a path. A string, so the effect below runs
  // when the action changes, not on every render.
  const action =
    decision.kind === 'pass' ? 'pass' : decision.kind === 'logout' ? 'logout' : `go:${decisionTarget(decision)}`;

  useEffect(() => {
    if (action === 'pass') return;
    // A stale render (the router already moved on, e.g. a forced logout that navigated home and then
    // reset the session) must not act on the page being left.
    if (currentPathname() !== pathname) return;
    if (action === 'logout') guardLogout();
    else void navigate(action.slice(3), { replace: true });
  }, [action, pathname, navigate]);

  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  useBrowseLog(pathname, decision.kind === 'pass');

  return decision.kind === 'pass' ? <Outlet /> : null;
}
