import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type MenuItem } from '@portal/shared';
import MenuAdminPage from '../src/features/permission/MenuAdminPage.tsx';
import { filterMenus, rootsOf } from '../src/features/permission/menu/menu-tree.ts';
import { useSession } from '../src/platform/session/store.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));

const mockedRequest = vi.mocked(request);

const MENUS: MenuItem[] = [
  {
    menuId: 'm-base',
    menuName: '运营中心',
    frontEndName: 'Base',
    routeUrl: '/Base',
    button: 0,
    sort: 1,
    children: [
      {
        menuId: 'm-role',
        menuName: '角色管理',
        routeUrl: '/Base/auth-management/role',
        parentId: 'm-base',
        parentName: '运营中心',
        button: 0,
        sort: 1,
        children: [],
      },
    ],
  },
  {
    menuId: 'm-tax',
    menuName: '税务管理',
    frontEndName: 'tax',
    routeUrl: '/tax',
    icon: 'tax-icon',
    button: 0,
    sort: 2,
    children: [
      {
        menuId: 'm-task',
        menuName: '税务任务',
        routeUrl: '/tax/taxTask',
        parentId: 'm-tax',
        parentName: '税务管理',
        button: 0,
        hidden: true,
        sort: 1,
        children: [
          {
            menuId: 'b-create',
            menuName: '新建任务按钮',
            perms: 'tax:task:create',
            parentId: 'm-task',
            parentName: '税务任务',
            button: 1,
            sort: 1,
          },
        ],
      },
      {
        menuId: 'm-calendar',
        menuName: '办税日历',
        routeUrl: '/tax/taxCalendar',
        parentId: 'm-tax',
        parentName: '税务管理',
        button: 0,
        sort: 2,
      },
    ],
  },
];

function serve(menus: MenuItem[] = MENUS, refuseDelete?: string) {
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'allMenus':
        return { code: '200', msg: '', data: menus };
      case 'menuDelete':
        if (refuseDelete) throw new Error(refuseDelete);
        return { code: '200', msg: '', data: [] };
      case 'menuAdd':
      case 'menuUpdate':
        return { code: '200', msg: '', data: [{ menuId: 'new', ...payload }] };
      default:
        return { code: '200', msg: '', data: [] };
    }
  }) as unknown as typeof request);
}

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const TAX = '/Base/auth-management/menu-tax';
const OP = '/Base/auth-management/menu-op';
const ALL_CODES = Object.values(BUTTON.menu);

const renderPage = (path: string) => renderWithProviders(<MenuAdminPage title="菜单管理" path={path} />, { path });

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ btnPerm: ALL_CODES }) });
  useMenuStore.setState({ btnPerm: ALL_CODES });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('menu tree helpers', () => {
  it('splits the trees by the tax root', () => {
    expect(rootsOf(MENUS, 'tax').map((m) => m.menuId)).toEqual(['m-tax']);
    expect(rootsOf(MENUS, 'op').map((m) => m.menuId)).toEqual(['m-base']);
  });

  it('a name filter keeps the matches with their ancestors, and drops empty children', () => {
    const out = filterMenus(MENUS, '新建');
    expect(out.map((m) => m.menuId)).toEqual(['m-tax']);
    expect(out[0].children?.map((m) => m.menuId)).toEqual(['m-task']);
    expect(out[0].children?.[0].children?.map((m) => m.menuId)).toEqual(['b-create']);
    expect(filterMenus(MENUS, '')[0].children?.[0].children).toBeUndefined();
  });
});

describe('menu administration', () => {
  it('the tax page shows only the tax tree, with its flags, and no 新增顶级菜单', async () => {
    serve();
    renderPage(TAX);
    expect(await screen.findByText('税务管理')).toBeTruthy();
    expect(screen.getByText('税务任务')).toBeTruthy();
    expect(screen.getByText('办税日历')).toBeTruthy();
    expect(screen.queryByText('运营中心')).toBeNull();
    expect(screen.queryByText('角色管理')).toBeNull();
    expect(within(screen.getByText('税务任务').closest('tr')!).getByText('隐藏菜单')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增顶级菜单/ })).toBeNull();
    expect(within(screen.getByText('税务管理').closest('tr')!).getByRole('button', { name: '新增下级' })).toBeTruthy();
  });

  it('the operations page shows every other tree and offers 新增顶级菜单', async () => {
    serve();
    renderPage(OP);
    expect(await screen.findByText('运营中心')).toBeTruthy();
    expect(screen.getByText('角色管理')).toBeTruthy();
    expect(screen.queryByText('税务管理')).toBeNull();
    expect(screen.getByRole('button', { name: /新增顶级菜单/ })).toBeTruthy();
  });

  it('a search keeps the matches and their ancestors and goes into the URL', async () => {
    serve();
    renderPage(TAX);
    await screen.findByText('税务管理');
    const box = screen.getByPlaceholderText('按菜单名称搜索');
    fireEvent.change(box, { target: { value: '新建' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('menuName='));
    expect(await screen.findByText('新建任务按钮')).toBeTruthy();
    expect(screen.getByText('税务任务')).toBeTruthy();
    expect(screen.queryByText('办税日历')).toBeNull();
  });

  it('its 查询 reads 查询 like every list page’s (no space between the two characters)', async () => {
    serve();
    renderPage(TAX);
    await screen.findByText('税务管理');
    const search = screen.getByRole('button', { name: /查\s*询/ });
    expect(search.textContent?.trim()).toBe('查询');
  });

  it("the buttons are absent without the tree's codes", async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.menu.opAdd, BUTTON.menu.opEdit, BUTTON.menu.opDelete] });
    serve();
    renderPage(TAX);
    await screen.findByText('税务管理');
    expect(screen.queryByRole('button', { name: '新增下级' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    cleanup();

    useMenuStore.setState({ btnPerm: [BUTTON.menu.taxEdit] });
    renderPage(OP);
    await screen.findByText('运营中心');
    expect(screen.queryByRole('button', { name: /新增顶级菜单/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改' })).toBeNull();
  });

  it('删除 asks for confirmation, then calls menuDelete and reloads', async () => {
    serve();
    renderPage(TAX);
    const row = (await screen.findByText('办税日历')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除菜单「办税日历」吗？')).toBeTruthy();
    expect(callsOf('menuDelete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('menuDelete')).toHaveLength(1));
    expect(callsOf('menuDelete')[0][1]).toEqual({ menuId: 'm-calendar' });
    await waitFor(() => expect(callsOf('allMenus').length).toBeGreaterThan(1));
  });

  it('a refused delete (shown by the request layer) closes the confirmation and keeps the tree', async () => {
    serve(MENUS, '该菜单已授予角色，不可删除');
    renderPage(TAX);
    const row = (await screen.findByText('税务任务')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    await screen.findByText('确定删除菜单「税务任务」吗？');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('menuDelete')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('确定删除菜单「税务任务」吗？')).toBeNull());
    expect(callsOf('allMenus')).toHaveLength(1);
    expect(screen.getByText('税务任务')).toBeTruthy();
  });

  it('取消 of the confirmation deletes nothing', async () => {
    serve();
    renderPage(TAX);
    const row = (await screen.findByText('办税日历')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    await screen.findByText('确定删除菜单「办税日历」吗？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('确定删除菜单「办税日历」吗？')).toBeNull());
    expect(callsOf('menuDelete')).toHaveLength(0);
  });

  it('a button entry needs its permission code; then menuAdd gets the tree and the parent', async () => {
    serve();
    renderPage(TAX);
    const row = (await screen.findByText('税务任务')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('上级菜单').value).toBe('税务任务'));

    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入菜单名称')).toBeTruthy();
    expect(within(dialog).queryByText('请输入权限码')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('菜单名称'), { target: { value: '导出按钮' } });
    fireEvent.click(within(dialog).getByLabelText('按钮'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入权限码')).toBeTruthy();
    expect(callsOf('menuAdd')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('权限码'), { target: { value: 'tax:task:export' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('menuAdd')).toHaveLength(1));
    expect(callsOf('menuAdd')[0][1]).toMatchObject({
      tree: 'tax',
      parentId: 'm-task',
      menuName: '导出按钮',
      button: 1,
      perms: 'tax:task:export',
      hidden: false,
      sort: 0,
    });
  });

  it('修改 fills the form and calls menuUpdate with the menu id', async () => {
    serve();
    renderPage(TAX);
    const row = (await screen.findByText('办税日历')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText<HTMLInputElement>('菜单名称');
    await waitFor(() => expect(name.value).toBe('办税日历'));
    fireEvent.change(name, { target: { value: '税务日历' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('menuUpdate')).toHaveLength(1));
    expect(callsOf('menuUpdate')[0][1]).toMatchObject({
      menuId: 'm-calendar',
      parentId: 'm-tax',
      menuName: '税务日历',
      routeUrl: '/tax/taxCalendar',
    });
  });

  it('a failed load offers 重试', async () => {
    mockedRequest.mockRejectedValue(new Error('网络连接异常'));
    renderPage(TAX);
    expect(await screen.findByText('菜单加载失败')).toBeTruthy();
    serve();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('税务管理')).toBeTruthy();
  });

  it('an empty tree shows the empty state', async () => {
    serve([]);
    renderPage(TAX);
    expect(await screen.findByText('暂无菜单')).toBeTruthy();
  });
});
