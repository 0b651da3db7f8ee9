import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type AuditEntry } from '@portal/shared';
import AuditLogPage from '../src/features/permission/AuditLogPage.tsx';
import { useSession } from '../src/platform/session/store.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { request, requestFile } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  requestFile: vi.fn(),
  isRequestError: () => false,
  transferProgress: () => ({ loaded: 0, total: null, percent: null }),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));
vi.mock('../src/platform/export/save.ts', () => ({ saveBlob: vi.fn(), formatBytes: (n: number) => `${n} B` }));

const mockedRequest = vi.mocked(request);
const mockedRequestFile = vi.mocked(requestFile);

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: '2026-11-20T02:00:00.000Z',
  actorAccount: 's_zhangsan',
  actorName: '张三',
  entId: 'e1',
  targetType: 'menu',
  targetId: 'm-task',
  action: 'menu.update',
  actionName: '修改菜单',
  summary: '修改菜单「税务任务」',
  before: { menuName: '税务任务', sort: 1 },
  after: { menuName: '<b>税务任务</b>', sort: 2 },
  ...over,
});

function serve(rows: AuditEntry[]) {
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    if (name !== 'auditPage') return { code: '200', msg: '', data: [] };
    const page = Number(payload.currentPage);
    const size = Number(payload.pageSize);
    const matched = rows.filter(
      (r) =>
        (!payload.targetType || r.targetType === payload.targetType) &&
        (!payload.actorAccount || r.actorAccount === payload.actorAccount),
    );
    return {
      code: '200',
      msg: '',
      data: [{ records: matched.slice((page - 1) * size, page * size), current: page, size, total: matched.length }],
    };
  }) as unknown as typeof request);
}

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const PATH = '/Base/auth-management/audit';

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
  useMenuStore.setState({ btnPerm: [BUTTON.audit.export] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

const ROWS = [
  entry(),
  entry({
    id: 'a2',
    actorAccount: 's_lisi',
    actorName: '李四',
    targetType: 'role',
    action: 'role.create',
    actionName: '新增角色',
    summary: '新增角色「财务」',
    before: null,
    after: { roleName: '财务' },
  }),
];

describe('audit log', () => {
  it('lists the entries: time, actor, object type, action and summary', async () => {
    serve(ROWS);
    renderWithProviders(<AuditLogPage />, { path: PATH });
    const row = (await screen.findByText('修改菜单「税务任务」')).closest('tr')!;
    expect(within(row).getByText('2026-11-20 10:00:00')).toBeTruthy();
    expect(within(row).getByText('张三（s_zhangsan）')).toBeTruthy();
    expect(within(row).getByText('菜单')).toBeTruthy();
    expect(within(row).getByText('修改菜单')).toBeTruthy();
    const other = screen.getByText('新增角色「财务」').closest('tr')!;
    expect(within(other).getByText('角色')).toBeTruthy();
    expect(callsOf('auditPage')[0][1]).toEqual({ currentPage: 1, pageSize: 10 });
  });

  it('reads the filters from the URL and sends them', async () => {
    serve(ROWS);
    renderWithProviders(<AuditLogPage />, {
      path: `${PATH}?targetType=role&action=role.create&dateFrom=2026-11-01&dateTo=2026-11-20&keyword=财务`,
    });
    expect(await screen.findByText('新增角色「财务」')).toBeTruthy();
    expect(screen.queryByText('修改菜单「税务任务」')).toBeNull();
    expect(callsOf('auditPage')[0][1]).toEqual({
      targetType: 'role',
      action: 'role.create',
      keyword: '财务',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      currentPage: 1,
      pageSize: 10,
    });
    expect(screen.getByDisplayValue('2026-11-01')).toBeTruthy();
    expect(screen.getByDisplayValue('财务')).toBeTruthy();
  });

  it('a search writes the filters into the URL and the request', async () => {
    serve(ROWS);
    renderWithProviders(<AuditLogPage />, { path: `${PATH}?dateFrom=2026-11-01` });
    await screen.findByText('修改菜单「税务任务」');
    fireEvent.change(screen.getByPlaceholderText('请输入操作人账号'), { target: { value: 's_lisi' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('actorAccount=s_lisi'));
    expect(screen.getByTestId('location').textContent).toContain('dateFrom=2026-11-01');
    await waitFor(() => expect(screen.queryByText('修改菜单「税务任务」')).toBeNull());
    expect(callsOf('auditPage').at(-1)?.[1]).toEqual({
      actorAccount: 's_lisi',
      dateFrom: '2026-11-01',
      currentPage: 1,
      pageSize: 10,
    });
  });

  it('详情 shows before and after as JSON text, never as HTML', async () => {
    serve(ROWS);
    renderWithProviders(<AuditLogPage />, { path: PATH });
    const row = (await screen.findByText('修改菜单「税务任务」')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog');
    const before = within(dialog).getByTestId('audit-before');
    const after = within(dialog).getByTestId('audit-after');
    expect(before.tagName).toBe('PRE');
    expect(before.textContent).toBe(JSON.stringify({ menuName: '税务任务', sort: 1 }, null, 2));
    expect(after.textContent).toContain('"menuName": "<b>税务任务</b>"');
    expect(after.querySelector('b')).toBeNull();
  });

  it('导出 sends the current filters; it is absent without its code', async () => {
    serve(ROWS);
    mockedRequestFile.mockResolvedValue({ blob: new Blob(['x']), fileName: null });
    renderWithProviders(<AuditLogPage />, { path: `${PATH}?targetType=menu` });
    await screen.findByText('修改菜单「税务任务」');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(mockedRequestFile).toHaveBeenCalledTimes(1));
    expect(mockedRequestFile.mock.calls[0][0]).toBe('auditExport');
    expect(mockedRequestFile.mock.calls[0][1]).toEqual({ targetType: 'menu' });
    cleanup();

    useMenuStore.setState({ btnPerm: [] });
    renderWithProviders(<AuditLogPage />, { path: PATH });
    await screen.findByText('修改菜单「税务任务」');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
