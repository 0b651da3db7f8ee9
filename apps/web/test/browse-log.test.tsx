/**
 * §7.4 savePageBrowseLog from the route guard (issue 15): one post per navigation of a signed-in user, after the page
 * rendered, with the page's menu, its top-level menu and product type; nothing for a visitor; a failure is swallowed
 * (no toast, no logout, nothing in the console).
 */
import Cookies from 'js-cookie';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildResultPath, endpointPath, type MenuItem } from '@portal/shared';
import { browseLogFor } from '../src/platform/browse-log/use-browse-log.ts';
import { RouteGuard } from '../src/platform/guard/RouteGuard.tsx';
import { setNavigator } from '../src/platform/navigation.ts';
import { ALERT_COOKIE, TOKEN_COOKIE } from '../src/platform/session/cookies.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser } from './layouts-helpers.tsx';
import { fakeServer, spyEffects, type FakeServer } from './request-helpers.ts';

const menu = (m: Partial<MenuItem> & Pick<MenuItem, 'menuId' | 'menuName'>): MenuItem => ({ button: 0, ...m });

const TREE: MenuItem[] = [
  menu({ menuId: 'm-wb', menuName: '工作台', routeUrl: '/workbenches/newIndex' }),
  menu({
    menuId: 'm-uc',
    menuName: '用户中心',
    productType: '01',
    children: [
      menu({ menuId: 'm-uc-g', menuName: '个人', parentId: 'm-uc', children: [] }),
      menu({ menuId: 'm-uc-me', menuName: '个人中心', parentId: 'm-uc', routeUrl: '/userCenter/userManage' }),
    ],
  }),
  menu({ menuId: 'm-loan', menuName: '贷款', routeUrl: '/eLoan', productType: '05' }),
];
const GRANTED = buildResultPath(['/workbenches/newIndex', '/userCenter/userManage', '/eLoan']);
const SAVE_PATH = endpointPath('savePageBrowseLog');

function Probe() {
  const loc = useLocation();
  return <div data-testid="page">{loc.pathname}</div>;
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

const posts = (server: FakeServer) =>
  server.calls
    .filter((c: InternalAxiosRequestConfig) => c.url === SAVE_PATH)
    .map((c) => JSON.parse(String(c.data)) as Record<string, string>);

const OK = { data: { code: '200', msg: '操作成功', data: [] } };

function signIn() {
  Cookies.set(TOKEN_COOKIE, 't', { path: '/' });
  useSession.getState().setToken('t');
  useSession.getState().setUserInfo(makeUser({ enableMenuList: TREE }));
  useMenuStore.setState({ resultPath: GRANTED });
}

beforeEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ALERT_COOKIE, { path: '/' });
  useSession.getState().reset();
  useMenuStore.getState().reset();
});
afterEach(() => {
  setNavigator(null);
  vi.restoreAllMocks();
});

describe('browseLogFor', () => {
  const info = makeUser({ enableMenuList: TREE });

  it('names the page’s menu, its top-level menu and the nearest product type, and the session’s user', () => {
    expect(browseLogFor('/userCenter/userManage', info)).toEqual({
      url: '/userCenter/userManage',
      menuId: 'm-uc-me',
      oneLevelMenuId: 'm-uc',
      productType: '01',
      userId: 'u1',
      userName: '张三',
      entId: 'e1',
      entName: '国能甲公司',
    });
  });

  it('a top-level page is its own top-level menu; below a mount path the mount’s menu', () => {
    expect(browseLogFor('/workbenches/newIndex', info)).toMatchObject({
      menuId: 'm-wb',
      oneLevelMenuId: 'm-wb',
      productType: '',
    });
    expect(browseLogFor('/eLoan/apply/step1', info)).toMatchObject({
      url: '/eLoan/apply/step1',
      menuId: 'm-loan',
      oneLevelMenuId: 'm-loan',
      productType: '05',
    });
  });

  it('a page outside the menus: the url only', () => {
    expect(browseLogFor('/no/menu', info)).toMatchObject({ url: '/no/menu', menuId: '', oneLevelMenuId: '' });
  });
});

describe('useBrowseLog in the route guard', () => {
  it('posts once per navigation, not again for a user-info reload on the same page', async () => {
    const server = fakeServer({ [SAVE_PATH]: OK });
    signIn();
    const router = renderAt('/workbenches/newIndex');
    await screen.findByTestId('page');
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(posts(server)[0]).toMatchObject({ url: '/workbenches/newIndex', menuId: 'm-wb', userId: 'u1' });

    await act(() => router.navigate('/userCenter/userManage'));
    await waitFor(() => expect(posts(server)).toHaveLength(2));
    expect(posts(server)[1]).toMatchObject({
      url: '/userCenter/userManage',
      menuId: 'm-uc-me',
      oneLevelMenuId: 'm-uc',
    });

    // The user info is read again (a permission push): the same page is not logged twice.
    await act(async () => {
      useSession.getState().setUserInfo(makeUser({ enableMenuList: TREE, userName: '张三丰' }));
    });
    await act(() => router.navigate('/userCenter/userManage?tab=2'));
    await new Promise((r) => setTimeout(r, 20));
    expect(posts(server)).toHaveLength(2);

    await act(() => router.navigate('/workbenches/newIndex'));
    await waitFor(() => expect(posts(server)).toHaveLength(3));
    expect(posts(server)[2]).toMatchObject({ url: '/workbenches/newIndex', userName: '张三丰' });
  });

  it('a failure is swallowed: no toast, no logout, nothing in the console; the page stays', async () => {
    const fx = spyEffects();
    const consoleError = vi.spyOn(console, 'error');
    let n = 0;
    const server = fakeServer((config) => {
      n += 1;
      // First a network failure, then a 500, then the §8.1 forced-logout code.
      if (n === 1) return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
      if (n === 2)
        return Promise.reject(
          new AxiosError(
            'Request failed with status code 500',
            AxiosError.ERR_BAD_RESPONSE,
            config,
            {},
            {
              data: '',
              status: 500,
              statusText: '500',
              headers: {},
              config,
            },
          ),
        );
      return Promise.resolve({
        data: { code: '9999', msg: 'token失效', data: [] },
        status: 200,
        statusText: '200',
        headers: {},
        config,
      });
    });
    signIn();
    const router = renderAt('/workbenches/newIndex');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(() => router.navigate('/userCenter/userManage'));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    await act(() => router.navigate('/eLoan'));
    await waitFor(() => expect(server.calls).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 20));
    expect(fx.showError).not.toHaveBeenCalled();
    expect(fx.forceLogout).not.toHaveBeenCalled();
    expect(fx.showLoginCountdown).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect((await screen.findByTestId('page')).textContent).toBe('/eLoan');
    expect(useSession.getState().token).toBe('t');
  });

  it('a visitor (no token) is not logged, on a public page or a login-optional one', async () => {
    const server = fakeServer({ [SAVE_PATH]: OK });
    const router = renderAt('/login/index');
    await screen.findByTestId('page');
    await act(() => router.navigate('/finance/home'));
    await new Promise((r) => setTimeout(r, 20));
    expect(posts(server)).toEqual([]);
  });

  it('a page the guard refuses is not logged (only where it sends the browser)', async () => {
    const server = fakeServer({ [SAVE_PATH]: OK });
    signIn();
    renderAt('/Base/auth-management/role');
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/404'));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(posts(server).map((p) => p.url)).toEqual(['/404']);
  });
});
