import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
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
  // The token cookie is the truth; the store's copy makes login/logout re-run the decision.
  const sessionToken = useSession((s) => s.token);

  const decision = useMemo(
    () => guardDecision(pathname, hasToken(), resultPath),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, resultPath, sessionToken],
  );

  useEffect(() => {
    if (decision.kind === 'pass') return;
    // A stale render (the router already moved on, e.g. a forced logout that navigated home and then
    // reset the session) must not act on the page being left.
    if (currentPathname() !== pathname) return;
    if (decision.kind === 'logout') guardLogout();
    else void navigate(decisionTarget(decision), { replace: true });
  }, [decision, navigate]);

  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);

  return decision.kind === 'pass' ? <Outlet /> : null;
}
