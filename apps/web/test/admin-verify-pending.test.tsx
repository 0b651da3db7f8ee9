import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { ADMIN_VERIFY_ROLE_ID } from '@portal/shared';
import { HeaderTools } from '../src/features/header/HeaderTools.tsx';
import { PRODUCTS_WAIT_FOR_ADMIN_CHECK, ProductGrid } from '../src/features/workbench/ProductGrid.tsx';
import { RequestError, request } from '../src/platform/request/index.ts';
import { needsAdminPhoneCheck } from '../src/platform/session/admin-verify.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

// Only the call itself is faked: RequestError and isRequestError stay the real ones.
vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));

const mockedRequest = vi.mocked(request);
const PRODUCTS = [{ productType: '01', productName: '贷款服务', routeUrl: '/finance/eLoan', opened: 1 }];
const NETWORK_TEXT = '网络或服务暂时不可用，请稍后重试';

const admin = makeUser({
  account: 'superadmin',
  roleList: [{ roleId: ADMIN_VERIFY_ROLE_ID, roleName: '超级管理员', roleCode: 'superAdmin' }],
});

/** The names of the calls made so far. */
const calls = () => mockedRequest.mock.calls.map((c) => c[0]);

beforeEach(() => {
  mockedRequest.mockImplementation((async (name: string) => {
    if (name === 'openProductList') return { code: '200', msg: '', data: PRODUCTS };
    if (name === 'notificationDot') return { code: '200', msg: '', data: [{ id: 'n1' }] };
    return { code: '200', msg: '', data: [] };
  }) as typeof request);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('behind the admin phone-code dialog nothing loads (7701 would answer)', () => {
  it('the session knows the check is pending: admin role, token, not verified', () => {
    useSession.setState({ token: 't', userInfo: admin, adminVerified: false });
    expect(needsAdminPhoneCheck(useSession.getState())).toBe(true);
  });

  it('我的产品 waits, saying why, and loads once the check has passed', async () => {
    useSession.setState({ token: 't', userInfo: admin, adminVerified: false });
    renderWithProviders(<ProductGrid user={admin} />);
    expect(screen.getByText(PRODUCTS_WAIT_FOR_ADMIN_CHECK)).toBeTruthy();
    expect(screen.queryByText('产品列表加载失败')).toBeNull();
    await act(async () => {});
    expect(calls()).not.toContain('openProductList');

    act(() => useSession.getState().setAdminVerified(true));
    expect(await screen.findByText('贷款服务')).toBeTruthy();
    expect(calls()).toContain('openProductList');
    expect(screen.queryByText(PRODUCTS_WAIT_FOR_ADMIN_CHECK)).toBeNull();
  });

  it('other users load their products at once', async () => {
    const user = makeUser();
    useSession.setState({ token: 't', userInfo: user });
    renderWithProviders(<ProductGrid user={user} />);
    expect(await screen.findByText('贷款服务')).toBeTruthy();
    expect(screen.queryByText(PRODUCTS_WAIT_FOR_ADMIN_CHECK)).toBeNull();
  });

  it('the header asks for the notification dot only after the check', async () => {
    useSession.setState({ token: 't', userInfo: admin, adminVerified: false });
    renderWithProviders(<HeaderTools />);
    await act(async () => {});
    expect(calls()).not.toContain('notificationDot');

    act(() => useSession.getState().setAdminVerified(true));
    await waitFor(() => expect(calls()).toContain('notificationDot'));
    await waitFor(() => expect(useSession.getState().notificationPoint).toBe(1));
  });
});

describe('我的产品 says why it failed', () => {
  it('a refusal by the server shows the server message, not a network failure', async () => {
    const user = makeUser();
    useSession.setState({ token: 't', userInfo: user });
    mockedRequest.mockRejectedValue(
      new RequestError('请先完成手机验证码验证', { kind: 'error', code: '7701', status: 200 }),
    );
    renderWithProviders(<ProductGrid user={user} />);
    expect(await screen.findByText('产品列表加载失败')).toBeTruthy();
    expect(screen.getByText('请先完成手机验证码验证')).toBeTruthy();
    expect(screen.queryByText(NETWORK_TEXT)).toBeNull();
  });

  it('a failed exchange reads as the network or the service', async () => {
    const user = makeUser();
    useSession.setState({ token: 't', userInfo: user });
    mockedRequest.mockRejectedValue(
      new RequestError('网络连接异常，请检查网络后重试', { kind: 'httpError', status: null }),
    );
    renderWithProviders(<ProductGrid user={user} />);
    expect(await screen.findByText(NETWORK_TEXT)).toBeTruthy();
  });
});
