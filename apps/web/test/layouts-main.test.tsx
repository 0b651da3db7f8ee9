import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuItem } from '@portal/shared';
import MainLayout from '../src/layouts/MainLayout.tsx';
import { useSession } from '../src/platform/session/store.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({ request: vi.fn() }));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));

const page = (menuId: string, menuName: string, routeUrl: string | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  menuId,
  menuName,
  routeUrl,
  button: 0,
  ...extra,
});

const NAV: MenuItem[] = [
  page('1', '工作台', '/workbenches/newIndex', { productType: '05', icon: 'desktop' }),
  page('2', '税务管理', null, {
    productType: '05',
    icon: 'account-book',
    children: [
      page('21', '税务工作台', null, {
        children: [page('211', '税务首页', '/tax/home'), page('212', '税务任务', '/tax/taxTask')],
      }),
      page('22', '国家税务总局', 'https://www.chinatax.gov.cn', { ifIntOrExt: 1 }),
      page('23', '票据服务', '/finance/eTicket', { remark: '即将上线 disabled' }),
    ],
  }),
];

const location = () => screen.getByTestId('location').textContent;
const sider = () => document.querySelector<HTMLElement>('.portal-sider');

beforeEach(() => {
  vi.mocked(request).mockResolvedValue({ code: '200', msg: '', data: [] });
  useSession.setState({ token: 't', userInfo: makeUser(), layoutStyle: 1 });
  useMenuStore.setState({ navTree: NAV, resultPath: [], sideMenu: [], activeTopMenuId: null });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('MainLayout menus', () => {
  it('shows the side menu of the top menu a deep link belongs to', async () => {
    renderWithProviders(<MainLayout />, { path: '/tax/taxTask' });
    await waitFor(() => expect(useMenuStore.getState().activeTopMenuId).toBe('2'));
    const side = within(sider()!);
    expect(side.getByText('税务任务')).toBeTruthy();
    expect(side.getByText('税务管理')).toBeTruthy();
  });

  it('a top menu without a route opens its first child with one and fills the side menu', async () => {
    renderWithProviders(<MainLayout />, { path: '/workbenches/newIndex' });
    await waitFor(() => expect(useMenuStore.getState().activeTopMenuId).toBe('1'));
    expect(sider()).toBeNull();
    fireEvent.click(screen.getAllByText('税务管理')[0]);
    await waitFor(() => expect(location()).toBe('/tax/home'));
    expect(useMenuStore.getState().sideMenu.map((m) => m.menuId)).toEqual(['21', '22', '23']);
    expect(sider()).not.toBeNull();
  });

  it('disabled entries do nothing; external ones open a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<MainLayout />, { path: '/tax/home' });
    const side = within(await waitFor(() => sider()!));
    fireEvent.click(side.getByText('票据服务'));
    expect(location()).toBe('/tax/home');
    fireEvent.click(side.getByText('国家税务总局'));
    expect(open).toHaveBeenCalledWith('https://www.chinatax.gov.cn', '_blank');
    expect(location()).toBe('/tax/home');
  });

  it('the tiled layout (style 2) has the 89 px header and no side menu', async () => {
    useSession.setState({ layoutStyle: 2 });
    renderWithProviders(<MainLayout />, { path: '/tax/taxTask' });
    await waitFor(() => expect(useMenuStore.getState().activeTopMenuId).toBe('2'));
    expect(sider()).toBeNull();
    const header = document.querySelector('.portal-header') as HTMLElement;
    expect(header.style.height).toBe('89px');
  });

  it('routes whose layout is tiled always use the one-column layout', () => {
    renderWithProviders(<MainLayout />, { path: '/finance/home' });
    expect(document.querySelector('.portal-main--tiled')).not.toBeNull();
  });
});
