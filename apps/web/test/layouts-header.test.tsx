import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGOUT_CONFIRM, SWITCH_ENT_CONFIRM, switchEntRefused, type EnterpriseListItem } from '@portal/shared';
import { HeaderTools } from '../src/features/header/HeaderTools.tsx';
import { useSession } from '../src/platform/session/store.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { request } from '../src/platform/request/index.ts';
import { loadUserInfo, logout } from '../src/platform/session/actions.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({ request: vi.fn() }));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));

const mockedRequest = vi.mocked(request);

const ENTERPRISES: EnterpriseListItem[] = [
  { entId: 'e1', customerName: '国能甲公司', currentFlag: 1 },
  { entId: 'e2', customerName: '国能乙公司', currentFlag: 0 },
];

let dotData: unknown[] = [];
let dotCode = '200';

function signIn(overrides: Parameters<typeof makeUser>[0] = {}, resultPath: string[] = []) {
  useSession.setState({ token: 't', userInfo: makeUser(overrides), notificationPoint: 0, layoutStyle: 1 });
  useMenuStore.setState({ resultPath });
}

beforeEach(() => {
  dotData = [];
  dotCode = '200';
  mockedRequest.mockImplementation((async (name: string) => {
    if (name === 'enterpriseList') return { code: '200', msg: '', data: ENTERPRISES };
    if (name === 'notificationDot') return { code: dotCode, msg: '', data: dotData };
    return { code: '200', msg: '', data: [] };
  }) as typeof request);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('header logout', () => {
  it('hides the logout icon for external users (userSource 2)', () => {
    signIn({ userSource: 2 });
    renderWithProviders(<HeaderTools />);
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('shows the logout icon to other users and asks before logging out', async () => {
    signIn({ userSource: 1 });
    renderWithProviders(<HeaderTools />);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText(LOGOUT_CONFIRM)).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });
});

describe('header user menu', () => {
  async function openUserMenu() {
    fireEvent.mouseEnter(screen.getByText('张三'));
    return screen.findByText('布局切换');
  }

  it('shows the personal-centre entry when resultPath holds the userManage route (any case)', async () => {
    signIn({}, ['/workbenches/newIndex', '/usercenter/usermanage']);
    renderWithProviders(<HeaderTools />);
    await openUserMenu();
    expect(screen.getByText('个人中心')).toBeTruthy();
    expect(screen.getByText('手机号 *******1234')).toBeTruthy();
  });

  it('leaves the personal-centre entry out without the userManage route', async () => {
    signIn({}, ['/workbenches/newIndex', '/userCenter/companyManage']);
    renderWithProviders(<HeaderTools />);
    await openUserMenu();
    expect(screen.queryByText('个人中心')).toBeNull();
  });

  it('never shows the s_ prefix of the account', () => {
    signIn({ userName: '', showName: '' });
    renderWithProviders(<HeaderTools />);
    expect(screen.getByText('zhangsan')).toBeTruthy();
    expect(screen.queryByText('s_zhangsan')).toBeNull();
  });
});

describe('header enterprise switch', () => {
  async function openList() {
    fireEvent.click(await screen.findByRole('button', { name: '切换企业' }));
  }

  it('refuses switching to the current enterprise with the exact message', async () => {
    signIn({
      userOrganzations: [
        { entId: 'e1', customerName: '国能甲公司' },
        { entId: 'e2', customerName: '国能乙公司' },
      ],
    });
    renderWithProviders(<HeaderTools />);
    await openList();
    const current = await screen.findAllByText('国能甲公司');
    fireEvent.click(current[current.length - 1]);
    expect(await screen.findByText(switchEntRefused('国能甲公司'))).toBeTruthy();
    expect(screen.queryByText(SWITCH_ENT_CONFIRM)).toBeNull();
    expect(mockedRequest.mock.calls.some(([name]) => name === 'switchEnterprise')).toBe(false);
  });

  it('confirms, switches, waits, reloads the user info and goes to the workbench', async () => {
    signIn({
      userOrganzations: [
        { entId: 'e1', customerName: '国能甲公司' },
        { entId: 'e2', customerName: '国能乙公司' },
      ],
    });
    renderWithProviders(<HeaderTools />, { path: '/tax/home' });
    await openList();
    fireEvent.click(await screen.findByText('国能乙公司'));
    expect(await screen.findByText(SWITCH_ENT_CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('switchEnterprise', { entId: 'e2' }));
    await waitFor(() => expect(loadUserInfo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/workbenches/newIndex'));
  });

  it('hides the switch for a user of a single enterprise', async () => {
    mockedRequest.mockImplementation((async () => ({
      code: '200',
      msg: '',
      data: [ENTERPRISES[0]],
    })) as typeof request);
    signIn();
    renderWithProviders(<HeaderTools />);
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('enterpriseList'));
    expect(screen.queryByRole('button', { name: '切换企业' })).toBeNull();
  });
});

describe('header notification dot', () => {
  it('asks with the user and enterprise and shows the dot when a first item comes back', async () => {
    dotData = [{ id: 'n1' }];
    signIn();
    renderWithProviders(<HeaderTools />);
    await waitFor(() => expect(useSession.getState().notificationPoint).toBe(1));
    expect(mockedRequest).toHaveBeenCalledWith('notificationDot', { userId: 'u1', entId: 'e1' });
    fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
    expect(await screen.findByText('查看全部')).toBeTruthy();
    expect(useSession.getState().notificationPoint).toBe(0);
  });

  it('clears the dot when a code 200 answer has no first item', async () => {
    dotData = [];
    signIn();
    useSession.setState({ notificationPoint: 1 });
    renderWithProviders(<HeaderTools />);
    await waitFor(() => expect(useSession.getState().notificationPoint).toBe(0));
  });

  it('does not use an answer whose code is not 200: the dot stays as it was (§4)', async () => {
    dotCode = '0';
    dotData = [];
    signIn();
    useSession.setState({ notificationPoint: 1 });
    renderWithProviders(<HeaderTools />);
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('notificationDot', { userId: 'u1', entId: 'e1' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(useSession.getState().notificationPoint).toBe(1);
  });

  it('calls nothing signed out and offers the login button', () => {
    renderWithProviders(<HeaderTools />);
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
    expect(mockedRequest).not.toHaveBeenCalled();
  });
});
