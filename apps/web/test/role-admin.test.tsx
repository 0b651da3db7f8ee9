import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type MenuItem, type RoleAdmin } from '@portal/shared';
import RoleAdminPage from '../src/features/permission/RoleAdminPage.tsx';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  requestFile: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));

const mockedRequest = vi.mocked(request);

const role = (over: Partial<RoleAdmin> = {}): RoleAdmin => ({
  roleId: 'r10',
  roleName: '财务查看',
  roleCode: 'financeViewer',
  roleConfig: 2,
  entId: 'e1',
  entName: '国能甲公司',
  remark: '',
  assignable: true,
  edit: true,
  delete: true,
  system: false,
  allMenus: false,
  userCount: 3,
  menuCount: 2,
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

const SUPER = role({
  roleId: 'r1',
  roleName: '超级管理员',
  roleCode: 'superAdmin',
  roleConfig: 1,
  entId: null,
  entName: null,
  assignable: false,
  edit: false,
  delete: false,
  system: true,
  allMenus: true,
  userCount: 1,
  menuCount: 0,
});

const menu = (menuId: string, menuName: string, children?: MenuItem[], button: 0 | 1 = 0): MenuItem => ({
  menuId,
  menuName,
  button,
  children,
});
const TREE: MenuItem[] = [
  menu('sys', '系统管理', [
    menu('users', '用户管理', [menu('uadd', '新增用户', undefined, 1)]),
    menu('roles', '角色管理'),
  ]),
  menu('tax', '税务管理'),
];

function serve(rows: RoleAdmin[], menuIds: Record<string, string[]> = {}) {
  const roles = rows.map((r) => ({ ...r }));
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'roleQuery': {
        const page = Number(payload.pageNum);
        const size = Number(payload.pageSize);
        const matched = roles.filter(
          (r) =>
            (!payload.roleName || r.roleName.includes(payload.roleName as string)) &&
            (payload.roleConfig === undefined || r.roleConfig === payload.roleConfig),
        );
        return {
          code: '200',
          msg: '',
          data: [
            { records: matched.slice((page - 1) * size, page * size), current: page, size, total: matched.length },
          ],
        };
      }
      case 'roleDetail': {
        const r = roles.find((x) => x.roleId === payload.roleId);
        return { code: '200', msg: '', data: r ? [{ ...r, menuIds: menuIds[r.roleId] ?? [] }] : [] };
      }
      case 'allMenus':
        return { code: '200', msg: '', data: TREE };
      case 'roleAllocateMenu': {
        const r = roles.find((x) => x.roleId === payload.roleId)!;
        return { code: '200', msg: '保存成功', data: [{ ...r, menuIds: payload.menuIds }] };
      }
      case 'roleDelete': {
        const i = roles.findIndex((x) => x.roleId === payload.roleId);
        if (i >= 0) roles.splice(i, 1);
        return { code: '200', msg: '删除成功', data: [] };
      }
      case 'roleUsers':
        return {
          code: '200',
          msg: '',
          data: [
            {
              records: [{ userId: 'u7', account: 's_lisi', userName: '李四', entId: 'e1', entName: '国能甲公司' }],
              current: 1,
              size: 10,
              total: 1,
            },
          ],
        };
      case 'findEntUserByPage':
        return {
          code: '200',
          msg: '',
          data: [
            {
              records: [
                {
                  userId: 'u8',
                  account: 's_wangwu',
                  userName: '王五',
                  phone: null,
                  status: 1,
                  userSource: 1,
                  roleNames: [],
                },
              ],
              current: 1,
              size: 10,
              total: 1,
            },
          ],
        };
      default:
        return { code: '200', msg: '', data: [] };
    }
  }) as unknown as typeof request);
  return roles;
}

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const OPS = '/Base/auth-management/role';
const ENT = '/userCenter/authorityManagement';
const ALL_OPS = Object.values(BUTTON.role);
const ALL_ENT = Object.values(BUTTON.entRole);

const renderPage = (path: string) => renderWithProviders(<RoleAdminPage title="角色管理" path={path} />, { path });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
  useMenuStore.setState({ btnPerm: [...ALL_OPS] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('role administration', () => {
  it('lists the roles of a roleQuery with their side, enterprise and flags', async () => {
    serve([role(), SUPER]);
    renderPage(OPS);
    const row = await rowOf('财务查看');
    expect(within(row).getByText('financeViewer')).toBeTruthy();
    expect(within(row).getByText('客户端')).toBeTruthy();
    expect(within(row).getByText('国能甲公司')).toBeTruthy();
    const superRow = await rowOf('超级管理员');
    expect(within(superRow).getByText('运营端')).toBeTruthy();
    expect(within(superRow).getByText('平台')).toBeTruthy();
    expect(within(superRow).getByText('系统角色')).toBeTruthy();
    expect(within(superRow).getByText('不可分配')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '角色端' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增角色/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    expect(callsOf('roleQuery')[0][1]).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('hides every button whose code the user lacks', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.role.users] });
    serve([role()]);
    renderPage(OPS);
    const row = await rowOf('财务查看');
    expect(within(row).getByRole('button', { name: '用户' })).toBeTruthy();
    for (const name of ['修改', '分配菜单', '删除']) expect(within(row).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增角色/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it("the company admin's page uses the ent:role codes, without export or 角色端", async () => {
    serve([role()]);
    renderPage(ENT);
    const row = await rowOf('财务查看');
    // The operations codes do not open the company admin's page.
    expect(within(row).queryByRole('button', { name: '修改' })).toBeNull();
    cleanup();
    useMenuStore.setState({ btnPerm: [...ALL_OPS, ...ALL_ENT] });
    renderPage(ENT);
    const row2 = await rowOf('财务查看');
    expect(within(row2).getByRole('button', { name: '修改' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增角色/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '角色端' })).toBeNull();
  });

  it("a system role's 删除, 修改 and 分配菜单 are disabled", async () => {
    serve([SUPER]);
    renderPage(OPS);
    const row = await rowOf('超级管理员');
    for (const name of ['删除', '修改', '分配菜单']) {
      expect(within(row).getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: '用户' }).disabled).toBe(false);
  });

  it('删除 asks for confirmation, then calls roleDelete and reloads', async () => {
    serve([role()]);
    renderPage(OPS);
    const row = await rowOf('财务查看');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除角色「财务查看」吗？删除后不可恢复')).toBeTruthy();
    expect(callsOf('roleDelete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('roleDelete')).toHaveLength(1));
    expect(callsOf('roleDelete')[0][1]).toEqual({ roleId: 'r10' });
    await waitFor(() => expect(screen.queryByText('财务查看')).toBeNull());
    // The server's message, not one the page makes up.
    expect(await screen.findByText('删除成功', { selector: '.ant-message *' })).toBeTruthy();
    expect(screen.queryByText('操作成功', { selector: '.ant-message *' })).toBeNull();
  });

  it('a product-opening role shows 产品开通角色 for its internal code, with the reason it is locked', async () => {
    serve([
      role({
        roleId: 'r20',
        roleName: '融资租赁（已开通）',
        roleCode: 'product_03_351000000000000002',
        edit: false,
        delete: false,
      }),
    ]);
    renderPage(OPS);
    const row = await rowOf('融资租赁（已开通）');
    expect(within(row).getByText('产品开通角色')).toBeTruthy();
    expect(within(row).getByText('产品开通')).toBeTruthy();
    expect(within(row).queryByText('product_03_351000000000000002')).toBeNull();
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: '修改' }).disabled).toBe(true);
  });

  it("分配菜单 shows the role's menus in the tree and submits the tree's ids", async () => {
    serve([role()], { r10: ['tax'] });
    renderPage(OPS);
    const row = await rowOf('财务查看');
    fireEvent.click(within(row).getByRole('button', { name: '分配菜单' }));
    const dialog = await screen.findByRole('dialog');
    const checkboxOf = async (name: string) =>
      (await within(dialog).findByText(name)).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    expect((await checkboxOf('税务管理')).classList.contains('ant-tree-checkbox-checked')).toBe(true);
    expect(within(dialog).getByText('按钮')).toBeTruthy();
    fireEvent.click(await checkboxOf('用户管理'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('roleAllocateMenu')).toHaveLength(1));
    expect(callsOf('roleAllocateMenu')[0][1]).toEqual({ roleId: 'r10', menuIds: ['sys', 'users', 'uadd', 'tax'] });
    expect(await screen.findByText('保存成功', { selector: '.ant-message *' })).toBeTruthy();
  });

  it("the company admin's allocation offers only their own menus", async () => {
    useMenuStore.setState({ btnPerm: [...ALL_ENT] });
    useSession.setState({ userInfo: makeUser({ enableMenuList: [menu('tax', '税务管理')] }) });
    serve([role()], { r10: [] });
    renderPage(ENT);
    const row = await rowOf('财务查看');
    fireEvent.click(within(row).getByRole('button', { name: '分配菜单' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('税务管理')).toBeTruthy();
    expect(within(dialog).queryByText('系统管理')).toBeNull();
    expect(callsOf('allMenus')).toHaveLength(0);
  });

  it('用户 lists the holders; 移出 is confirmed; 添加用户 adds the checked users', async () => {
    serve([role()]);
    renderPage(OPS);
    const row = await rowOf('财务查看');
    fireEvent.click(within(row).getByRole('button', { name: '用户' }));
    const drawer = await screen.findByRole('dialog');
    const holder = (await within(drawer).findByText('s_lisi')).closest('tr')!;
    expect(callsOf('roleUsers')[0][1]).toMatchObject({ roleId: 'r10', pageNum: 1 });
    fireEvent.click(within(holder).getByRole('button', { name: '移出' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('roleRemoveUser')).toHaveLength(1));
    expect(callsOf('roleRemoveUser')[0][1]).toEqual({ roleId: 'r10', userId: 'u7', entId: 'e1' });

    fireEvent.click(within(drawer).getByRole('button', { name: /添加用户/ }));
    const picker = (await screen.findByText('s_wangwu')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(screen.getByText('s_wangwu').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: /添加（1）/ }));
    await waitFor(() => expect(callsOf('roleAddUsers')).toHaveLength(1));
    expect(callsOf('roleAddUsers')[0][1]).toEqual({ roleId: 'r10', userIds: ['u8'] });
  });

  it('修改 opens the form with the code read only and saves through roleSave', async () => {
    serve([role()]);
    renderPage(OPS);
    const row = await rowOf('财务查看');
    fireEvent.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText<HTMLInputElement>('角色编码');
    await waitFor(() => expect(code.value).toBe('financeViewer'));
    expect(code.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '财务只读' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('roleSave')).toHaveLength(1));
    expect(callsOf('roleSave')[0][1]).toEqual({
      roleId: 'r10',
      roleName: '财务只读',
      roleCode: 'financeViewer',
      roleConfig: 2,
      remark: '',
    });
  });
});
