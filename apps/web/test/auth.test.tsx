import Cookies from 'js-cookie';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_VERIFY_ROLE_ID, CODE_REQUIRED, NO_PHONE_BOUND, endpointPath, type UserInfo } from '@portal/shared';
import AdminPhoneDialog from '../src/features/auth/AdminPhoneDialog.tsx';
import LoginCountdownDialog from '../src/features/auth/LoginCountdownDialog.tsx';
import LoginPage from '../src/features/auth/LoginPage.tsx';
import { useLoginCountdown } from '../src/features/auth/login-countdown-store.ts';
import { setNavigator, setRoutePreloader } from '../src/platform/navigation.ts';
import { TOKEN_COOKIE } from '../src/platform/session/cookies.ts';
import { useSession } from '../src/platform/session/store.ts';
import { fakeServer, spyEffects } from './request-helpers.ts';

const ADMIN: UserInfo = {
  userId: 'u1',
  account: 's_superadmin',
  phone: '13800001234',
  userName: '超级管理员',
  showName: '超级管理员',
  entId: 'e1',
  entName: '示例企业',
  entType: 1,
  userSource: 1,
  entVersion: '1',
  roleList: [{ roleId: ADMIN_VERIFY_ROLE_ID, roleName: '超级管理员', roleCode: 'superAdmin' }],
  enableMenuList: [],
  btnPerm: [],
  userOrganzations: [],
  layoutStyle: 1,
  adminVerified: false,
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname}</div>;
}

function renderRoutes(path: string, routes: Array<{ path: string; element: ReactNode }>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator(
    (to, opts) => router.navigate(to, opts),
    () => router.state.location.pathname,
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  useSession.getState().reset();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  // jsdom has no object URLs.
  if (typeof URL.createObjectURL !== 'function') URL.createObjectURL = () => 'blob:captcha';
  if (typeof URL.revokeObjectURL !== 'function') URL.revokeObjectURL = () => {};
});
afterEach(() => {
  setNavigator(null);
  setRoutePreloader(null);
  vi.useRealTimers();
});

describe('AdminPhoneDialog (§2.5, §4)', () => {
  it('shows account (without s_) and masked phone; a missing phone refuses to send', async () => {
    useSession.getState().setToken('t');
    useSession.getState().setUserInfo({ ...ADMIN, phone: null });
    spyEffects();
    const server = fakeServer({});
    render(
      <Providers>
        <AdminPhoneDialog />
      </Providers>,
    );
    expect(screen.getByText('发送验证码')).toBeTruthy();
    expect(screen.getByText('superadmin')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(NO_PHONE_BOUND)).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the code (tokenType 101), counts down, verifies with bizId and sets the flag', async () => {
    useSession.getState().setToken('t');
    useSession.getState().setUserInfo(ADMIN);
    spyEffects();
    const server = fakeServer({
      [endpointPath('sendPhoneCode')]: { data: { code: '200', msg: '验证码已发送', data: [{ bizId: 'biz-9' }] } },
      [endpointPath('verifyPhoneCode')]: { data: { code: '200', msg: '验证成功', data: [] } },
    });
    render(
      <Providers>
        <AdminPhoneDialog />
      </Providers>,
    );
    expect(screen.getByText('*******1234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/秒后重新获取/)).toBeTruthy();
    expect(JSON.parse(server.calls[0].data as string)).toEqual({ phone: '13800001234', tokenType: 101 });

    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(useSession.getState().adminVerified).toBe(true));
    expect(JSON.parse(server.calls[1].data as string)).toEqual({
      phone: '13800001234',
      code: '123456',
      bizId: 'biz-9',
    });
    expect(await screen.findByText('验证成功')).toBeTruthy();
  });

  it('an empty code shows 请输入验证码 and calls nothing', async () => {
    useSession.getState().setToken('t');
    useSession.getState().setUserInfo(ADMIN);
    spyEffects();
    const server = fakeServer({});
    render(
      <Providers>
        <AdminPhoneDialog />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});

describe('LoginCountdownDialog (§4 9983/9984)', () => {
  it('shows the message, counts down 5 seconds, then goes to /finance/home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const router = renderRoutes('/login/index', [
      {
        path: '*',
        element: (
          <>
            <Where />
            <LoginCountdownDialog />
          </>
        ),
      },
    ]);
    act(() => useLoginCountdown.getState().show('密码错误次数过多，账号已锁定15分钟'));
    expect(screen.getByText('密码错误次数过多，账号已锁定15分钟')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('3')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(3100);
    });
    expect(router.state.location.pathname).toBe('/finance/home');
    expect(useLoginCountdown.getState().open).toBe(false);
  });
});

describe('LoginPage (§4 Login)', () => {
  const captchaBlob = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });

  it('shows the register prompt, unless the source is the group portal', async () => {
    spyEffects();
    fakeServer({ [endpointPath('captcha')]: { data: captchaBlob } });
    renderRoutes('/login/index', [{ path: '/login/index', element: <LoginPage /> }]);
    expect((await screen.findAllByText('立即注册'))[0].closest('a')!.getAttribute('href')).toBe(
      '/register/index?registerSource=GNEL',
    );
    expect(screen.getByText('忘记密码').closest('a')!.getAttribute('href')).toBe('/forgetPassword/index');
  });

  it('hides the register prompt for ?source=groupPortal', async () => {
    spyEffects();
    fakeServer({ [endpointPath('captcha')]: { data: captchaBlob } });
    renderRoutes('/login/index?source=groupPortal', [{ path: '/login/index', element: <LoginPage /> }]);
    await screen.findByText('账号登录');
    expect(screen.queryByText('立即注册')).toBeNull();
  });

  it('an empty submit shows the three required messages and calls nothing', async () => {
    spyEffects();
    const server = fakeServer({ [endpointPath('captcha')]: { data: captchaBlob } });
    renderRoutes('/login/index', [{ path: '/login/index', element: <LoginPage /> }]);
    await screen.findByText('账号登录');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    for (const msg of ['请输入账号', '请输入密码', CODE_REQUIRED]) expect(await screen.findByText(msg)).toBeTruthy();
    expect(server.calls.some((c) => c.url === endpointPath('login'))).toBe(false);
  });

  it('loads the workbench code while the user types, and opens it only once that code is in', async () => {
    spyEffects();
    const asked: string[] = [];
    let codeIn!: () => void;
    const code = new Promise<void>((resolve) => (codeIn = resolve));
    setRoutePreloader((path) => {
      asked.push(path);
      return code;
    });
    fakeServer((config) => {
      const url = config.url ?? '';
      const ok = (data: unknown) => Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
      if (url === endpointPath('captcha')) return ok(captchaBlob);
      if (url === endpointPath('login'))
        return ok({ code: '200', msg: 'ok', data: [{ userId: 'u1', token: 'tok-7' }] });
      if (url === endpointPath('userInfo')) return ok({ code: '200', msg: 'ok', data: [{ ...ADMIN, roleList: [] }] });
      if (url === endpointPath('roles')) return ok({ code: '200', msg: 'ok', data: [] });
      return Promise.reject(new Error(url));
    });
    const router = renderRoutes('/login/index', [
      { path: '/login/index', element: <LoginPage /> },
      { path: '/workbenches/newIndex', element: <Where /> },
    ]);
    await screen.findByAltText('图形验证码');
    // jsdom has no requestIdleCallback: the idle-time load falls back to a short timer.
    await waitFor(() => expect(asked).toEqual(['/workbenches/newIndex']));
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'user' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Portal@2026' } });
    fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-7'));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/login/index');
    codeIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbenches/newIndex'));
  });

  it('logs in and opens the workbench; a failure reloads the captcha', async () => {
    spyEffects();
    let loginAttempts = 0;
    const server = fakeServer((config) => {
      const url = config.url ?? '';
      const ok = (data: unknown[]) =>
        Promise.resolve({ data: { code: '200', msg: 'ok', data }, status: 200, statusText: 'OK', headers: {}, config });
      if (url === endpointPath('captcha')) {
        return Promise.resolve({ data: captchaBlob, status: 200, statusText: 'OK', headers: {}, config });
      }
      if (url === endpointPath('login')) {
        loginAttempts += 1;
        if (loginAttempts === 1) {
          return Promise.resolve({
            data: { code: '7799', msg: '验证码错误或已过期', data: [] },
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          });
        }
        return ok([{ userId: 'u1', token: 'tok-9' }]);
      }
      if (url === endpointPath('userInfo')) return ok([{ ...ADMIN, roleList: [] }]);
      if (url === endpointPath('roles')) return ok([]);
      return Promise.reject(new Error(url));
    });
    const router = renderRoutes('/login/index', [
      { path: '/login/index', element: <LoginPage /> },
      { path: '/workbenches/newIndex', element: <Where /> },
    ]);
    await screen.findByAltText('图形验证码');
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'superadmin' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Portal@2026' } });
    fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(loginAttempts).toBe(1));
    const captchaCalls = () => server.calls.filter((c) => c.url === endpointPath('captcha')).length;
    await waitFor(() => expect(captchaCalls()).toBeGreaterThanOrEqual(2));
    expect(screen.getByPlaceholderText<HTMLInputElement>('验证码').value).toBe('');

    fireEvent.change(screen.getByPlaceholderText('验证码'), { target: { value: 'cd34' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbenches/newIndex'));
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-9');
  });
});
