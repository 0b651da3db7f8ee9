import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type UserAdmin } from '@portal/shared';
import UserAdminPage from '../src/features/users/UserAdminPage.tsx';
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

const user = (over: Partial<UserAdmin> = {}): UserAdmin => ({
  userId: 'u1',
  account: 's_partner',
  userName: '合作伙伴',
  phone: '*******0009',
  status: 1,
  userSource: 2,
  createdAt: '2026-11-20T02:00:00.000Z',
  enterprises: [
    { entId: 'e1', entName: '国能铁路装备有限责任公司', status: 1, isDefault: true },
    { entId: 'e2', entName: '国能大渡河流域水电开发有限公司', status: 0, isDefault: false },
  ],
  roleNames: ['合作伙伴（数据服务）'],
  superAdmin: false,
  ...over,
});

function serve(rows: UserAdmin[]) {
  const list = rows.map((r) => ({ ...r }));
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'findUserByPage':
        return {
          code: '200',
          msg: '',
          data: [{ records: list, current: payload.currentPage, size: payload.pageSize, total: list.length }],
        };
      case 'findEntByUserProduct':
        return { code: '200', msg: '', data: [{ records: [], current: 1, size: 100, total: 0 }] };
      case 'editStatus': {
        const u = list.find((r) => r.userId === payload.userId);
        if (u) u.status = payload.status as number;
        return { code: '200', msg: '操作成功', data: [] };
      }
      default:
        return { code: '200', msg: '', data: [] };
    }
  }) as unknown as typeof request);
}

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const PATH = '/Base/auth-management/user';
const renderPage = () => renderWithProviders(<UserAdminPage />, { path: PATH });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
  useMenuStore.setState({ btnPerm: Object.values(BUTTON.user) });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('users administration', () => {
  it('renders the rows of findUserByPage: account without s_, masked phone, enterprises, roles', async () => {
    serve([
      user(),
      user({ userId: 'u2', account: 'lisi', userName: '李四', userSource: 1, status: 0, enterprises: [] }),
    ]);
    renderPage();
    const row = await rowOf('partner');
    expect(within(row).getByText('合作伙伴')).toBeTruthy();
    expect(within(row).getByText('*******0009')).toBeTruthy();
    expect(within(row).getByText('国能铁路装备有限责任公司')).toBeTruthy();
    expect(within(row).getByText('国能大渡河流域水电开发有限公司（已停用）')).toBeTruthy();
    expect(within(row).getByText('合作伙伴（数据服务）')).toBeTruthy();
    expect(within(row).getByText('外部用户')).toBeTruthy();
    const other = await rowOf('lisi');
    expect(within(other).getByRole('button', { name: '启用' })).toBeTruthy();
    expect(callsOf('findUserByPage')[0][1]).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('hides every button whose code the user lacks', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.user.query, BUTTON.user.editStatus] });
    serve([user()]);
    renderPage();
    const row = await rowOf('partner');
    expect(within(row).getByRole('button', { name: '停用' })).toBeTruthy();
    for (const name of ['分配角色', '企业关系', '设置超级管理员']) {
      expect(within(row).queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('企业关系 and the super admin switch are under 更多, so the 操作 column stays narrow', async () => {
    serve([user()]);
    renderPage();
    const row = await rowOf('partner');
    expect(within(row).queryByRole('button', { name: '企业关系' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('设置超级管理员')).toBeTruthy();
    fireEvent.click(within(menu).getByText('企业关系'));
    expect(await screen.findByText('企业关系 - 合作伙伴')).toBeTruthy();
  });

  it('停用 asks for confirmation before calling editStatus', async () => {
    serve([user()]);
    renderPage();
    const row = await rowOf('partner');
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('确定停用用户「合作伙伴（partner）」吗？停用后该用户将被强制退出登录')).toBeTruthy();
    expect(callsOf('editStatus')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('editStatus')).toHaveLength(1));
    expect(callsOf('editStatus')[0][1]).toEqual({ userId: 'u1', status: 0 });
    expect(await screen.findByText('操作成功', { selector: '.ant-message *' })).toBeTruthy();
  });
});
