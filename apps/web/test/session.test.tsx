import Cookies from 'js-cookie';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_VERIFY_ROLE_ID, endpointPath, type MenuItem, type UserInfo } from '@portal/shared';
import { needsAdminPhoneCheck } from '../src/features/auth/admin-phone.ts';
import { Permission, hasBtnPerm } from '../src/platform/permission/index.ts';
import { closeAllSockets, openSocketCount, registerSocket } from '../src/platform/realtime/registry.ts';
import * as navigation from '../src/platform/navigation.ts';
import { forceLogout, login, logout } from '../src/platform/session/actions.ts';
import { ALERT_COOKIE, TOKEN_COOKIE, UUID_COOKIE, getUuid } from '../src/platform/session/cookies.ts';
import { menuStateFromUserInfo, useMenuStore } from '../src/platform/session/menus-store.ts';
import { storage } from '../src/platform/session/storage.ts';
import { useSession } from '../src/platform/session/store.ts';
import { fakeServer, spyEffects } from './request-helpers.ts';

const menu = (m: Partial<MenuItem> & { menuId: string }): MenuItem => ({ menuName: m.menuId, button: 0, ...m });

const TREE: MenuItem[] = [
  menu({ menuId: 'wb', routeUrl: '/workbenches/newIndex', icon: 'desktop' }),
  menu({
    menuId: 'base',
    icon: 'setting',
    children: [
      menu({ menuId: 'user', routeUrl: '/Base/auth-management/user' }),
      menu({ menuId: 'user-detail', routeUrl: '/Base/auth-management/userDetail', ifRouteHidden: true }),
      menu({ menuId: 'btn', button: 1, perms: 'user:query' }),
    ],
  }),
  menu({
    menuId: 'tax',
    frontEndName: 'tax',
    icon: 'account-book',
    children: [
      menu({ menuId: 'taxHome', icon: 'home', children: [menu({ menuId: 'th', routeUrl: '/tax/home' })] }),
      menu({ menuId: 'archive', icon: 'folder', children: [menu({ menuId: 'ar', routeUrl: '/tax/archive' })] }),
    ],
  }),
];

const USER: UserInfo = {
  userId: 'u1',
  account: 's_admin',
  phone: '13800001234',
  userName: '管理员',
  showName: '管理员',
  entId: 'e1',
  entName: '示例企业',
  entType: 1,
  userSource: 1,
  entVersion: '3',
  roleList: [{ roleId: ADMIN_VERIFY_ROLE_ID, roleName: '超级管理员', roleCode: 'superAdmin' }],
  enableMenuList: TREE,
  btnPerm: ['extra:perm'],
  userOrganzations: [],
  layoutStyle: 1,
  adminVerified: false,
};

beforeEach(() => {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ALERT_COOKIE, { path: '/' });
  useSession.getState().reset();
  useMenuStore.getState().reset();
});
afterEach(() => vi.restoreAllMocks());

describe('menu store (§4, §6)', () => {
  it('derives the header tree, the granted paths and the button codes', () => {
    const s = menuStateFromUserInfo(USER);
    expect(s.navTree.map((m) => m.menuId)).toEqual(['wb', 'base', 'tax']);
    expect(s.navTree[1].children!.map((m) => m.menuId)).toEqual(['user']);
    // §4 tax icon rules: the folder menu is hidden, its route stays granted.
    expect(s.navTree[2].children!.map((m) => m.menuId)).toEqual(['taxHome']);
    expect(s.resultPath).toEqual(
      expect.arrayContaining([
        '/workbenches/newIndex',
        '/Base/auth-management/userDetail',
        '/tax/archive',
        '/finance/home',
      ]),
    );
    expect(s.btnPerm.sort()).toEqual(['extra:perm', 'user:query']);
  });

  it('side menu set and cleared', () => {
    const st = useMenuStore.getState();
    st.setSideMenu([menu({ menuId: 'x' })], 'base');
    expect(useMenuStore.getState().activeTopMenuId).toBe('base');
    useMenuStore.getState().clearSideMenu();
    expect(useMenuStore.getState().sideMenu).toEqual([]);
    // Kept, so the path-following side menu does not refill what a sub-app cleared.
    expect(useMenuStore.getState().activeTopMenuId).toBe('base');
  });

  it('a reload of the user info (a live permission change) rebuilds the open side menu from the new tree', () => {
    const st = useMenuStore.getState();
    st.setFromUserInfo(USER);
    st.setSideMenu(sideOf('base'), 'base');
    const granted = TREE.map((m) =>
      m.menuId === 'base'
        ? { ...m, children: [...m.children!, menu({ menuId: 'role', routeUrl: '/Base/auth-management/role' })] }
        : m,
    );
    useMenuStore.getState().setFromUserInfo({ ...USER, enableMenuList: granted });
    expect(useMenuStore.getState().sideMenu.map((m) => m.menuId)).toEqual(['user', 'role']);
    // The whole top menu taken away: the side menu closes.
    useMenuStore.getState().setFromUserInfo({ ...USER, enableMenuList: TREE.filter((m) => m.menuId !== 'base') });
    expect(useMenuStore.getState().sideMenu).toEqual([]);
    expect(useMenuStore.getState().activeTopMenuId).toBeNull();
  });
});

const sideOf = (topId: string) => menuStateFromUserInfo(USER).navTree.find((m) => m.menuId === topId)!.children!;

describe('permission (§6)', () => {
  it('hasBtnPerm and <Permission> follow btnPerm', () => {
    useMenuStore.getState().setFromUserInfo(USER);
    expect(hasBtnPerm('user:query')).toBe(true);
    expect(hasBtnPerm('user:editStatus')).toBe(false);
    render(
      <div data-testid="box">
        <Permission code="user:query">
          <button>查询</button>
        </Permission>
        <Permission code="user:editStatus">
          <button>删除</button>
        </Permission>
      </div>,
    );
    expect(screen.getByTestId('box').textContent).toBe('查询');
    act(() => useMenuStore.setState({ btnPerm: ['user:editStatus'] }));
    expect(screen.getByTestId('box').textContent).toBe('删除');
  });
});

describe('admin phone-code condition (§2.5, §6)', () => {
  it('needs a token, the admin role and an unverified session', () => {
    const base = { token: 't', userInfo: USER, adminVerified: false };
    expect(needsAdminPhoneCheck(base)).toBe(true);
    expect(needsAdminPhoneCheck({ ...base, token: null })).toBe(false);
    expect(needsAdminPhoneCheck({ ...base, adminVerified: true })).toBe(false);
    expect(needsAdminPhoneCheck({ ...base, userInfo: { ...USER, roleList: [] } })).toBe(false);
  });
});

describe('session actions (§4)', () => {
  it('login stores the token cookie, then loads user info, then roles', async () => {
    spyEffects();
    const server = fakeServer({
      [endpointPath('login')]: { data: { code: '200', msg: 'ok', data: [{ userId: 'u1', token: 'tok-1' }] } },
      [endpointPath('userInfo')]: { data: { code: '200', msg: 'ok', data: [USER] } },
      [endpointPath('roles')]: { data: { code: '200', msg: 'ok', data: USER.roleList } },
    });
    const info = await login({ account: ' admin ', password: 'p', captcha: ' ab12 ', uuid: 'u' });
    expect(info.userId).toBe('u1');
    expect(server.calls.map((c) => c.url)).toEqual([
      endpointPath('login'),
      endpointPath('userInfo'),
      endpointPath('roles'),
    ]);
    expect(JSON.parse(server.calls[0].data as string)).toEqual({
      account: 'admin',
      password: 'p',
      captcha: 'ab12',
      uuid: 'u',
    });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-1');
    expect(server.calls[1].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(useSession.getState().token).toBe('tok-1');
    expect(useSession.getState().userInfo?.entName).toBe('示例企业');
    expect(useMenuStore.getState().btnPerm).toContain('user:query');
  });

  it('a refused login leaves no token', async () => {
    spyEffects();
    fakeServer({ [endpointPath('login')]: { data: { code: '7799', msg: '账号或密码错误，还可尝试4次', data: [] } } });
    await expect(login({ account: 'a', password: 'b', captcha: 'c', uuid: 'u' })).rejects.toThrow('账号或密码错误');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('logout calls the API, clears cookies, sockets, storage and state, then reloads home', async () => {
    const hard = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => {});
    spyEffects();
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    Cookies.set(ALERT_COOKIE, '1', { path: '/' });
    useSession.getState().setUserInfo(USER);
    useSession.getState().setAdminVerified(true);
    storage.set('layout', 2);
    const socket = { close: vi.fn() };
    registerSocket(socket);
    const server = fakeServer({ [endpointPath('logout')]: { status: 500, data: {} } });
    await logout();
    expect(server.calls[0].url).toBe(endpointPath('logout'));
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(ALERT_COOKIE)).toBeUndefined();
    expect(socket.close).toHaveBeenCalledWith(1000, 'logout');
    expect(openSocketCount()).toBe(0);
    expect(storage.get('layout')).toBeNull();
    expect(useSession.getState().adminVerified).toBe(false);
    expect(useSession.getState().userInfo).toBeNull();
    expect(hard).toHaveBeenCalledWith('/finance/home');
  });

  it('forceLogout clears token and alert cookies, resets state and goes home', () => {
    const nav = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    Cookies.set(TOKEN_COOKIE, 'tok', { path: '/' });
    Cookies.set(ALERT_COOKIE, '1', { path: '/' });
    useMenuStore.getState().setFromUserInfo(USER);
    forceLogout();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(ALERT_COOKIE)).toBeUndefined();
    expect(useMenuStore.getState().resultPath).toEqual([]);
    expect(nav).toHaveBeenCalledWith('/finance/home', { replace: true });
  });
});

describe('cookies and storage (§9)', () => {
  it('the uuid cookie is created once and keys local storage with the version', () => {
    Cookies.remove(UUID_COOKIE, { path: '/' });
    const id = getUuid();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getUuid()).toBe(id);
    storage.set('k', { a: 1 });
    const key = Object.keys(localStorage).find((k) => k.endsWith('_k'));
    expect(key).toMatch(new RegExp(`^portal_v[^_]+_${id}_k$`));
    expect(TOKEN_COOKIE).toMatch(/^portal_v.+_token$/);
  });

  it('closeAllSockets closes every registered socket once', () => {
    const a = { close: vi.fn() };
    const b = {
      close: vi.fn(() => {
        throw new Error('closed');
      }),
    };
    registerSocket(a);
    const unregister = registerSocket(b);
    unregister();
    registerSocket(b);
    closeAllSockets();
    closeAllSockets();
    expect(a.close).toHaveBeenCalledTimes(1);
    expect(b.close).toHaveBeenCalledTimes(1);
  });
});

describe('request effects wiring', () => {
  it('does not toast 7701 while the admin phone-code dialog is open; other errors still show', async () => {
    const feedback = await import('../src/platform/feedback/feedback.ts');
    const { installRequestEffects } = await import('../src/app/request-effects.ts');
    const { getRequestEffects } = await import('../src/platform/request/index.ts');
    const error = vi.spyOn(feedback.notify, 'error').mockImplementation(() => {});
    installRequestEffects();
    useSession.getState().setToken('t');
    useSession.getState().setUserInfo(USER);
    getRequestEffects().showError('请先完成手机验证码验证', '7701');
    expect(error).not.toHaveBeenCalled();
    getRequestEffects().showError('验证码错误或已过期', '7799');
    expect(error).toHaveBeenCalledWith('验证码错误或已过期');
    useSession.getState().setAdminVerified(true);
    getRequestEffects().showError('请先完成手机验证码验证', '7701');
    expect(error).toHaveBeenCalledWith('请先完成手机验证码验证');
  });
});
