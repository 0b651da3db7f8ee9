/**
 * A page whose menu entry is hidden (§2.4 hidden / ifRouteHidden / remark hide, the §4 tax icon rules) still shows the
 * side menu of the top menu it belongs to, with its nearest shown ancestor highlighted: /system/tax-admin/tax-detail
 * sits under the radar-chart group, whose children other than `table` the §4 rules hide.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { TAX_AREA_FRONTEND_NAME, menuStateFromUserInfo, type MenuItem } from '@portal/shared';
import MainLayout from '../src/layouts/MainLayout.tsx';
import { locateInMenus } from '../src/layouts/useMenuNavigation.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
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

const MENUS: MenuItem[] = [
  page('1', '工作台', '/workbenches/newIndex', { productType: '05', icon: 'desktop' }),
  page('2', '税务管理', null, {
    productType: '05',
    icon: 'account-book',
    frontEndName: TAX_AREA_FRONTEND_NAME,
    children: [
      page('21', '税务工作台', null, {
        icon: 'home',
        children: [page('211', '税务首页', '/tax/home'), page('212', '税务任务', '/tax/taxTask')],
      }),
      page('24', '税务分析', null, {
        icon: 'radar-chart',
        frontEndName: 'taxAnalysis',
        children: [
          page('241', '税务分析报表', '/tax/analysis/table', { frontEndName: 'table' }),
          page('242', '税务数据详情', '/system/tax-admin/tax-detail', { frontEndName: 'taxDetail' }),
        ],
      }),
      page('25', '税务设置', null, {
        icon: 'setting',
        children: [page('251', '企业档案', '/tax/setting/enterpriseProfile', { remark: 'hide' })],
      }),
    ],
  }),
];

const sider = () => document.querySelector<HTMLElement>('.portal-sider');

beforeEach(() => {
  vi.mocked(request).mockResolvedValue({ code: '200', msg: '', data: [] });
  const info = makeUser({ enableMenuList: MENUS });
  useSession.setState({ token: 't', userInfo: info, layoutStyle: 1 });
  useMenuStore.setState({ ...menuStateFromUserInfo(info), sideMenu: [], activeTopMenuId: null });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('locateInMenus', () => {
  const nav = () => useMenuStore.getState().navTree;

  it.each<[string, string, { top: string; selectedId: string; openIds: string[] } | undefined]>([
    ['a shown page: itself, its groups opened', '/tax/taxTask', { top: '2', selectedId: '212', openIds: ['21'] }],
    [
      'a page the §4 tax rules hide: its nearest shown ancestor',
      '/system/tax-admin/tax-detail',
      { top: '2', selectedId: '24', openIds: ['24'] },
    ],
    [
      'a page hidden by its remark, any case of the path',
      '/Tax/Setting/EnterpriseProfile',
      { top: '2', selectedId: '25', openIds: ['25'] },
    ],
    ['a path outside the menus', '/userCenter/personal', undefined],
  ])('%s', (_case, path, expected) => {
    const at = locateInMenus(nav(), MENUS, path);
    expect(at && { top: at.top.menuId, selectedId: at.selectedId, openIds: at.openIds }).toEqual(expected);
  });

  it('the hidden page is not in the header’s tree (the rule that hides it holds)', () => {
    const tax = nav().find((m) => m.menuId === '2');
    const analysis = tax?.children?.find((m) => m.menuId === '24');
    expect(analysis?.children?.map((m) => m.menuId)).toEqual(['241']);
  });
});

describe('MainLayout on a hidden page', () => {
  it('/system/tax-admin/tax-detail shows the tax side menu and highlights 税务管理 and 税务分析', async () => {
    renderWithProviders(<MainLayout />, { path: '/system/tax-admin/tax-detail?id=T1' });
    await waitFor(() => expect(useMenuStore.getState().activeTopMenuId).toBe('2'));
    const side = within(await waitFor(() => sider()!));
    expect(side.getByText('税务分析报表')).toBeTruthy();
    expect(side.queryByText('税务数据详情')).toBeNull();
    const group = side.getByText('税务分析').closest('.ant-menu-submenu') as HTMLElement;
    expect(group.className).toMatch(/ant-menu-submenu-(selected|open)/);
    const top = screen
      .getAllByText('税务管理')
      .map((el) => el.closest('.ant-menu-item, .ant-menu-submenu'))
      .find((el) => el?.closest('.portal-header__menu'));
    expect(top?.className).toContain('ant-menu-item-selected');
  });
});
