/**
 * 待激活产品 on 权限管理 (/userCenter/authorityManagement): where a member's type 2 notice leads its company admin
 * (§2.6); the enterprise's pending requests with 激活 (§7.4 activationByAdmin by the request's id).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivationRequest } from '@portal/shared';
import RoleAdminPage from '../src/features/permission/RoleAdminPage.tsx';
import { activateRequestText } from '../src/features/permission/activation/ActivationRequests.tsx';
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
const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const ENT_PATH = '/userCenter/authorityManagement';
const OPS_PATH = '/Base/auth-management/role';

const pending = (over: Partial<ActivationRequest> = {}): ActivationRequest => ({
  activationId: '357000000000000001',
  userId: 'u2',
  userName: '李明',
  account: 'user',
  productType: '01',
  productName: '贷款',
  requestedAt: '2026-03-02T01:15:00.000Z',
  ...over,
});

const pageOf = <T,>(records: T[], q: Record<string, unknown>) => ({
  code: '200',
  msg: '',
  data: [{ records, current: Number(q.currentPage ?? q.pageNum ?? 1), size: 10, total: records.length }],
});

/** The requests behind the mocked calls; 激活 removes one and answers the server's message. */
function serve(initial: ActivationRequest[]) {
  const rows = [...initial];
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'activationRequests':
        return pageOf(rows, payload);
      case 'activationByAdmin': {
        const i = rows.findIndex((r) => r.activationId === payload.activationId);
        if (i >= 0) rows.splice(i, 1);
        return { code: '200', msg: '操作成功', data: [] };
      }
      case 'roleQuery':
        return pageOf([], payload);
      default:
        return { code: '200', msg: '', data: [] };
    }
  }) as unknown as typeof request);
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
  useMenuStore.setState({ btnPerm: [] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('待激活产品 (authorityManagement)', { timeout: 120_000 }, () => {
  it('lists the pending requests; 激活 confirms, activates by the request’s id and the row goes', async () => {
    serve([pending(), pending({ activationId: '357000000000000002', userName: '吴刚', account: 'user2' })]);
    renderWithProviders(<RoleAdminPage title="权限管理" path={ENT_PATH} />, { path: ENT_PATH });
    const section = await screen.findByRole('region', { name: '待激活产品' });
    expect(await within(section).findByText('李明（user）')).toBeTruthy();
    expect(within(section).getByText('共 2 条待激活的产品申请')).toBeTruthy();
    const line = within(section).getByText('李明（user）').closest('tr')!;
    expect(within(line).getByText('贷款')).toBeTruthy();
    fireEvent.click(within(line).getByRole('button', { name: /激\s*活/ }));
    const confirm = await screen.findByText(activateRequestText(pending()));
    fireEvent.click(within(confirm.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: /激\s*活/ }));
    await waitFor(() => expect(callsOf('activationByAdmin')).toHaveLength(1));
    expect(callsOf('activationByAdmin')[0][1]).toEqual({ activationId: '357000000000000001' });
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('李明（user）')).toBeNull());
    expect(within(section).getByText('吴刚（user2）')).toBeTruthy();
  });

  it('is not shown when nothing waits, nor on the operations’ 角色管理', async () => {
    serve([]);
    renderWithProviders(<RoleAdminPage title="权限管理" path={ENT_PATH} />, { path: ENT_PATH });
    await waitFor(() => expect(callsOf('activationRequests').length).toBeGreaterThan(0));
    await waitFor(() => expect(callsOf('roleQuery').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: '待激活产品' })).toBeNull();
    cleanup();
    serve([pending()]);
    mockedRequest.mockClear();
    renderWithProviders(<RoleAdminPage title="角色管理" path={OPS_PATH} />, { path: OPS_PATH });
    await waitFor(() => expect(callsOf('roleQuery').length).toBeGreaterThan(0));
    expect(callsOf('activationRequests')).toHaveLength(0);
  });
});
