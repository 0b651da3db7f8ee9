import Cookies from 'js-cookie';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_MENU_PERMISSION, buildResultPath } from '@portal/shared';
import { decisionTarget, documentTitleFor, guardDecision, guardTarget } from '../src/platform/guard/decide.ts';
import { RouteGuard } from '../src/platform/guard/RouteGuard.tsx';
import { setNavigator } from '../src/platform/navigation.ts';
import { forceLogout } from '../src/platform/session/actions.ts';
import { ALERT_COOKIE, TOKEN_COOKIE } from '../src/platform/session/cookies.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';

const granted = buildResultPath(['/workbenches/newIndex', '/Base/auth-management/user', '/eLoan']);

describe('guardDecision (§2.1 on a location)', () => {
  const cases: Array<[label: string, path: string, token: boolean, kind: string]> = [
    ['the root redirects home', '/', false, 'redirect'],
    ['/index redirects home', '/index', true, 'redirect'],
    ['/finance/blank always passes', '/finance/blank', false, 'pass'],
    ['the login page is public', '/login/index', false, 'pass'],
    ['the register page is public', '/register/index', false, 'pass'],
    ['login-optional finance home without token', '/finance/home', false, 'pass'],
    ['a protected page without token logs out', '/workbenches/newIndex', false, 'logout'],
    ['a granted page with token', '/workbenches/newIndex', true, 'pass'],
    ['granted, other casing', '/base/auth-management/user', true, 'pass'],
    ['a page not in the menus', '/Base/auth-management/role', true, 'noPermission'],
    ['an always-allowed page', '/userCenter/askQuestionsOnline', true, 'pass'],
    ['below a granted mount path', '/eLoan/apply/step1', true, 'pass'],
    ['below a mount path not granted', '/carbon/market', true, 'noPermission'],
    ['below a mount path without token', '/eLoan/apply', false, 'logout'],
    ['an unknown path passes to the catch-all', '/no/such/page', true, 'pass'],
  ];
  it.each(cases)('%s (%s)', (_l, path, token, kind) => {
    expect(guardDecision(path, token, granted).kind).toBe(kind);
  });

  it('a mount path guards its sub-paths', () => {
    expect(guardTarget('/eLoan/apply').path).toBe('/eLoan');
    expect(guardTarget('/crm/customerInfo').path).toBe('/crm/customerInfo');
  });

  it('noPermission goes to /404 with errorCode and message', () => {
    const d = guardDecision('/Base/auth-management/role', true, granted);
    expect(d.kind).toBe('noPermission');
    if (d.kind !== 'noPermission') return;
    const url = new URL(decisionTarget(d), 'http://x');
    expect(url.pathname).toBe('/404');
    expect(url.searchParams.get('errorCode')).toBe('404');
    expect(url.searchParams.get('message')).toBe(NO_MENU_PERMISSION);
  });

  it('titles: route title, else the not-found title', () => {
    expect(documentTitleFor('/login/index')).toBe('登录 - 能源金融税务门户');
    expect(documentTitleFor('/no/such/page')).toBe('页面不存在 - 能源金融税务门户');
  });
});

function Probe() {
  const loc = useLocation();
  return <div data-testid="page">{loc.pathname + loc.search}</div>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ element: <RouteGuard />, children: [{ path: '*', element: <Probe /> }] }], {
    initialEntries: [path],
  });
  setNavigator(
    (to, opts) => router.navigate(to, opts),
    () => router.state.location.pathname,
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<RouteGuard>', () => {
  beforeEach(() => {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    Cookies.remove(ALERT_COOKIE, { path: '/' });
    useSession.getState().reset();
    useMenuStore.getState().reset();
  });
  afterEach(() => setNavigator(null));

  it('renders a granted page and sets the title', async () => {
    Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
    useSession.getState().setToken('t');
    useMenuStore.setState({ resultPath: granted });
    renderAt('/workbenches/newIndex');
    expect((await screen.findByTestId('page')).textContent).toBe('/workbenches/newIndex');
    expect(document.title).toBe('工作台 - 能源金融税务门户');
  });

  it('sends a page outside the menus to /404 with the no-permission message', async () => {
    Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
    useMenuStore.setState({ resultPath: granted });
    renderAt('/Base/auth-management/role');
    const page = await screen.findByTestId('page');
    const url = new URL(page.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/404');
    expect(url.searchParams.get('message')).toBe(NO_MENU_PERMISSION);
  });

  it('logs out of a protected page without token: alert flag set, state cleared, finance home', async () => {
    useSession.setState({ notificationPoint: 1 });
    useMenuStore.setState({ btnPerm: ['x'] });
    const router = renderAt('/workbenches/newIndex');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/finance/home');
    expect(Cookies.get(ALERT_COOKIE)).toBe('1');
    expect(useSession.getState().notificationPoint).toBe(0);
    expect(useMenuStore.getState().btnPerm).toEqual([]);
    expect((await screen.findByTestId('page')).textContent).toBe('/finance/home');
  });

  it('redirects the root to the finance home', async () => {
    renderAt('/');
    expect((await screen.findByTestId('page')).textContent).toBe('/finance/home');
  });

  it('a forced logout goes home without the guard taking it for a visitor (no alert flag)', async () => {
    Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
    useSession.getState().setToken('t');
    useMenuStore.setState({ resultPath: granted });
    const router = renderAt('/workbenches/newIndex');
    await screen.findByTestId('page');
    await act(async () => {
      forceLogout();
    });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/finance/home');
    expect(Cookies.get(ALERT_COOKIE)).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });
});
