import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { findRoute, type RouteDef } from '@portal/shared';
import { pageElementFor } from '../src/app/pages.tsx';
import BlankLayout from '../src/layouts/BlankLayout.tsx';
import { RouteGuard } from '../src/platform/guard/RouteGuard.tsx';
import { setNavigator } from '../src/platform/navigation.ts';
import { ALERT_COOKIE, TOKEN_COOKIE } from '../src/platform/session/cookies.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

afterEach(() => {
  cleanup();
  setNavigator(null);
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ALERT_COOKIE, { path: '/' });
  useSession.getState().reset();
});

const route = (path: string): RouteDef => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('pageElementFor', () => {
  it('renders the 建设中 page, named, for a route without a delivered page', async () => {
    renderWithProviders(<>{pageElementFor(route('/goods/analysis'))}</>);
    expect(await screen.findByText('商品分析')).toBeTruthy();
    expect(screen.getByText('/goods/analysis')).toBeTruthy();
    expect(screen.getByText('建设中')).toBeTruthy();
  });

  it("renders nothing itself on a sub-app mount path: the layout's sub-app container shows the app", () => {
    expect(pageElementFor(route('/eLoan'))).toBeNull();
    expect(pageElementFor(route('/lease'))).toBeNull();
  });

  it('shows the host page on a mount path the host serves (CRM)', async () => {
    renderWithProviders(<>{pageElementFor(route('/crm'))}</>);
    expect(await screen.findByText('建设中')).toBeTruthy();
  });

  it('renders the delivered error pages', async () => {
    renderWithProviders(<>{pageElementFor(route('/404'))}</>, { path: '/404' });
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});

describe('/finance/blank is a blank page', () => {
  /** The route as the router builds it: the guard, the blank layout, the page. */
  async function openBlank() {
    const page = { path: '/finance/blank', element: pageElementFor(route('/finance/blank')) };
    const router = createMemoryRouter(
      [{ element: <RouteGuard />, children: [{ element: <BlankLayout />, children: [page] }] }],
      { initialEntries: ['/finance/blank'] },
    );
    setNavigator(
      (to, opts) => router.navigate(to, opts),
      () => router.state.location.pathname,
    );
    render(<RouterProvider router={router} />);
    await act(async () => {});
    return router;
  }

  it('has no page of its own (never the 建设中 page)', () => {
    expect(pageElementFor(route('/finance/blank'))).toBeNull();
  });

  it('shows an anonymous visitor nothing but its layout: no 建设中 card, no 返回工作台', async () => {
    const router = await openBlank();
    expect(router.state.location.pathname).toBe('/finance/blank');
    const layout = document.querySelector('.portal-blank');
    expect(layout).toBeTruthy();
    expect(layout!.childElementCount).toBe(0);
    expect(screen.queryByText('建设中')).toBeNull();
    expect(screen.queryByText('返回工作台')).toBeNull();
    expect(Cookies.get(ALERT_COOKIE)).toBeUndefined();
  });

  it('is as blank for a signed-in user', async () => {
    Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
    useSession.setState({ token: 't', userInfo: makeUser() });
    const router = await openBlank();
    expect(router.state.location.pathname).toBe('/finance/blank');
    expect(document.querySelector('.portal-blank')!.childElementCount).toBe(0);
    expect(screen.queryByText('返回工作台')).toBeNull();
  });
});
