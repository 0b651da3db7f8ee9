import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { historyOutcome, type AuthApplyRow } from '@portal/shared';
import AuthApplyPage from '../src/features/auth-apply/AuthApplyPage.tsx';
import { authApplyVariantOf } from '../src/features/auth-apply/variant.ts';
import { ApprovalTimeline, outcomeOf } from '../src/platform/workflow/index.ts';
import { linkedTarget, tabOf } from '../src/features/auth-apply/components/AuthApplyWorkspace.tsx';
import { useNavigate } from 'react-router';
import { request, requestFile } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import {
  chooseOption,
  detail,
  fakeCalls,
  history,
  ok,
  page,
  row,
  serveCalls,
  workflow,
  type Handler,
  type RequestMock,
} from './auth-apply-fixtures.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
  requestFile: vi.fn(),
}));

const mocked = vi.mocked(request) as unknown as RequestMock;
const mockedFile = vi.mocked(requestFile);
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const location = () => screen.getByTestId('location').textContent ?? '';

const USER_PATH = '/userCenter/authApply';

/** A link followed inside the app (a notice's action navigates with the router). */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go
    </button>
  );
}
const OPS_PATH = '/Base/auth-management/authApply';

/** Serves the page call with `rows` for every list (filtered by applyType, status). */
function serve(rows: AuthApplyRow[], calls: Record<string, Handler> = {}) {
  const pageCall: Handler = (q) => {
    const matched = rows.filter(
      (r) => (!q.applyType || r.applyType === q.applyType) && (!q.status || r.status === q.status),
    );
    const current = Number(q.currentPage ?? 1);
    const size = Number(q.pageSize ?? 10);
    return page(matched.slice((current - 1) * size, current * size), current, size, matched.length);
  };
  serveCalls(
    mocked,
    fakeCalls({
      resAuthApplyGrzxPage: pageCall,
      resAuthApplyPage: pageCall,
      resAuthApplyGrzxDetail: () => ok([detail()]),
      resAuthApplyDetail: () => ok([detail()]),
      ...calls,
    }),
  );
}

const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent;

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('authorisation application pages: tabs and list URL state', () => {
  it('the user centre opens on 我的申请 and asks the Grzx page call for list mine', async () => {
    serve([row({ canEdit: true }), row({ id: 'a2', reason: '另一个申请', canEdit: false })]);
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: USER_PATH });
    expect(await screen.findByText('需要发票权限')).toBeTruthy();
    expect(activeTab()).toBe('我的申请');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['我的申请', '待我审批', '我已审批']);
    expect(callsOf('resAuthApplyGrzxPage')[0][1]).toEqual({ list: 'mine', currentPage: 1, pageSize: 10 });
    expect(callsOf('resAuthApplyPage')).toHaveLength(0);
    // 编辑 only on the applicant's editable application; 新增申请 in the toolbar.
    const editable = screen.getByText('需要发票权限').closest('tr')!;
    expect(within(editable).getByRole('button', { name: '编辑' })).toBeTruthy();
    const other = screen.getByText('另一个申请').closest('tr')!;
    expect(within(other).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getByRole('button', { name: /新增申请/ })).toBeTruthy();
  });

  it('reads tab, filters and page from the URL', async () => {
    serve(Array.from({ length: 12 }, (_, i) => row({ id: `a${i}`, reason: `事由${i}`, taskId: `t${i}` })));
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, {
      path: `${USER_PATH}?tab=todo&applyType=3&status=running&page=2`,
    });
    expect(await screen.findByText('事由10')).toBeTruthy();
    expect(activeTab()).toBe('待我审批');
    expect(callsOf('resAuthApplyGrzxPage')[0][1]).toEqual({
      list: 'todo',
      applyType: 3,
      status: 'running',
      currentPage: 2,
      pageSize: 10,
    });
  });

  it('a malformed filter in the URL reads as none', async () => {
    serve([row()]);
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, {
      path: `${USER_PATH}?tab=nope&applyType=9&status=weird`,
    });
    await screen.findByText('需要发票权限');
    expect(activeTab()).toBe('我的申请');
    expect(callsOf('resAuthApplyGrzxPage')[0][1]).toEqual({ list: 'mine', currentPage: 1, pageSize: 10 });
  });

  it('a search writes the filters into the URL; a tab change keeps only the tab', async () => {
    serve([row(), row({ id: 'a2', applyType: 2, applyTypeName: '用户角色申请', reason: '加人' })]);
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: USER_PATH });
    await screen.findByText('加人');
    await chooseOption('申请类型', '用户角色申请');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(location()).toContain('applyType=2'));
    await waitFor(() => expect(screen.queryByText('需要发票权限')).toBeNull());
    expect(callsOf('resAuthApplyGrzxPage').at(-1)?.[1]).toMatchObject({ list: 'mine', applyType: 2 });
    fireEvent.click(screen.getByRole('tab', { name: '我已审批' }));
    await waitFor(() => expect(location()).toBe(`${USER_PATH}?tab=done`));
    await waitFor(() => expect(callsOf('resAuthApplyGrzxPage').at(-1)?.[1]).toMatchObject({ list: 'done' }));
    expect(callsOf('resAuthApplyGrzxPage').at(-1)?.[1]).not.toHaveProperty('applyType');
  });

  it('an empty list says so; a failed one offers 重新加载', async () => {
    serve([]);
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: USER_PATH });
    expect(await screen.findByText('暂无申请')).toBeTruthy();
    cleanup();
    serve([], {
      resAuthApplyGrzxPage: () => {
        throw new Error('服务不可用');
      },
    });
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: `${USER_PATH}?tab=done` });
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy();
  });

  it('the route picks the side: operations by its path (any case, trailing slash), else the user centre', () => {
    expect(authApplyVariantOf(OPS_PATH)).toEqual({ side: 'ops', tabs: ['todo', 'done', 'mine'] });
    expect(authApplyVariantOf('/base/auth-management/authapply/')).toMatchObject({ side: 'ops' });
    expect(authApplyVariantOf(USER_PATH)).toEqual({ side: 'user', tabs: ['mine', 'todo', 'done'] });
  });

  it('tabOf falls back to the first tab', () => {
    expect(tabOf('done', ['mine', 'todo', 'done'])).toBe('done');
    expect(tabOf(null, ['todo', 'done', 'mine'])).toBe('todo');
    expect(tabOf('x', ['mine', 'todo', 'done'])).toBe('mine');
  });
});

describe('the operations centre page', () => {
  it('opens on 待我审批 with the resAuthApply page call; 审批 opens the approve modal titled with the task', async () => {
    serve([row({ taskId: 't1', taskName: '运营审核' })]);
    renderWithProviders(<AuthApplyPage title="权限申请审批" path={OPS_PATH} />, { path: OPS_PATH });
    const line = (await screen.findByText('需要发票权限')).closest('tr')!;
    expect(activeTab()).toBe('待我审批');
    expect(callsOf('resAuthApplyPage')[0][1]).toMatchObject({ list: 'todo' });
    fireEvent.click(within(line).getByRole('button', { name: '审批' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe('运营审核');
    await waitFor(() => expect(callsOf('resAuthApplyDetail')[0][1]).toEqual({ id: 'a1' }));
    expect(await within(dialog).findByRole('button', { name: '通 过' })).toBeTruthy();
  });

  it('a type 16 notice’s link (?tab=todo&apply=) opens the application in approve mode, also on the open page', async () => {
    serve([row({ taskId: 't1', taskName: '运营审核' })]);
    renderWithProviders(
      <>
        <AuthApplyPage title="权限申请审批" path={OPS_PATH} />
        <GoTo to={`${OPS_PATH}?tab=todo&apply=a1`} />
      </>,
      { path: `${OPS_PATH}?tab=todo&apply=a1` },
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(callsOf('resAuthApplyDetail')[0][1]).toEqual({ id: 'a1' }));
    expect(await within(dialog).findByRole('button', { name: '通 过' })).toBeTruthy();
    // Closed, the link leaves the URL (the tab stays); the same notice followed again opens it again.
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(location()).toBe(`${OPS_PATH}?tab=todo`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await within(await screen.findByRole('dialog')).findByRole('button', { name: '通 过' })).toBeTruthy();
    // Two modal openings on a loaded machine: a generous bound, as the organisation page's tests have.
  }, 120_000);

  it('a reviewer whose step no longer waits sees the linked application read only, with why', async () => {
    serve([], { resAuthApplyDetail: () => ok([detail({ workflow: workflow({ canAct: false }) })]) });
    renderWithProviders(<AuthApplyPage title="权限申请审批" path={OPS_PATH} />, {
      path: `${OPS_PATH}?tab=todo&apply=a1`,
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('该申请当前不在您的审批节点，仅可查看')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '通 过' })).toBeNull();
  });

  it('linkedTarget: approve on 待我审批, the approver’s check on 我已审批, the applicant’s on 我的申请', () => {
    expect(linkedTarget('todo', 'a1')).toEqual({ mode: 'approve', id: 'a1' });
    expect(linkedTarget('done', 'a1')).toEqual({ mode: 'approveCheck', id: 'a1' });
    expect(linkedTarget('mine', 'a1')).toEqual({ mode: 'check', id: 'a1' });
  });

  it('导出 on 待我审批 and 我已审批 uses the workflow exports of the authorisation process', async () => {
    mockedFile.mockRejectedValue(new Error('cancelled'));
    serve([row()]);
    renderWithProviders(<AuthApplyPage title="权限申请审批" path={OPS_PATH} />, { path: OPS_PATH });
    await screen.findByText('需要发票权限');
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(mockedFile).toHaveBeenCalledTimes(1));
    expect(mockedFile.mock.calls[0][0]).toBe('workflowExportUpcoming');
    expect(mockedFile.mock.calls[0][1]).toEqual({ bizType: 'authApply' });
    fireEvent.click(screen.getByRole('tab', { name: '我已审批' }));
    await waitFor(() => expect(callsOf('resAuthApplyPage').at(-1)?.[1]).toMatchObject({ list: 'done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(mockedFile).toHaveBeenCalledTimes(2));
    expect(mockedFile.mock.calls[1][0]).toBe('workflowExportDone');
    expect(mockedFile.mock.calls[1][1]).toEqual({ bizType: 'authApply' });
  });

  it('我的申请 has neither 导出 nor 审批', async () => {
    serve([row({ taskId: '' })]);
    renderWithProviders(<AuthApplyPage title="权限申请审批" path={OPS_PATH} />, { path: `${OPS_PATH}?tab=mine` });
    await screen.findByText('需要发票权限');
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '审批' })).toBeNull();
  });
});

describe('the applicant’s 撤销申请', () => {
  it('查看 of their own running application offers 撤销申请; it confirms, then calls withdraw', async () => {
    serve([row({ id: 'run', reason: '审批中的申请', applicantId: 'u1' })], {
      resAuthApplyGrzxDetail: () => ok([detail({ id: 'run', applicantId: 'u1', status: 'running' })]),
      resAuthApplyGrzxWithdraw: () => ok([detail({ id: 'run', applicantId: 'u1', status: 'withdrawn' })]),
    });
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: USER_PATH });
    const running = (await screen.findByText('审批中的申请')).closest('tr')!;
    fireEvent.click(within(running).getByRole('button', { name: /查\s*看/ }));
    fireEvent.click(await screen.findByRole('button', { name: /撤销申请/ }));
    expect(await screen.findByText('确定撤销该申请吗？')).toBeTruthy();
    expect(callsOf('resAuthApplyGrzxWithdraw')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^撤\s*销$/ }));
    await waitFor(() => expect(callsOf('resAuthApplyGrzxWithdraw')).toHaveLength(1));
    expect(callsOf('resAuthApplyGrzxWithdraw')[0][1]).toEqual({ id: 'run' });
  });

  it('is not offered on another’s application', async () => {
    serve([row({ id: 'other', reason: '别人的申请' })], {
      resAuthApplyGrzxDetail: () => ok([detail({ id: 'other', applicantId: 'u2', status: 'running' })]),
    });
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: USER_PATH });
    const r = (await screen.findByText('别人的申请')).closest('tr')!;
    fireEvent.click(within(r).getByRole('button', { name: /查\s*看/ }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByRole('button', { name: /关\s*闭/ })).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: /撤销申请/ })).toBeNull();
  });
});

describe('approval history timeline (§4 outcome labels)', () => {
  it('shows taskName, userName, endTime, message and the outcome label', () => {
    render(
      <ConfigProvider locale={zhCN}>
        <ApprovalTimeline
          rows={[
            history(),
            history({
              taskName: '企业管理员审核',
              userName: '张三',
              endTime: '2026-03-03 10:00:00',
              operationTypeString: '办理',
              outcome: '同意',
              message: '同意开通',
            }),
            history({
              taskName: '运营审核',
              userName: '运营小王',
              operationTypeString: '退回上一步',
              outcome: '驳回',
              message: '请重新确认',
            }),
          ]}
        />
      </ConfigProvider>,
    );
    const rows = screen.getAllByTestId('approval-history-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('企业管理员审核')).toBeTruthy();
    expect(within(rows[1]).getByText('张三')).toBeTruthy();
    expect(within(rows[1]).getByText('2026-03-03 10:00:00')).toBeTruthy();
    expect(within(rows[1]).getByText('同意')).toBeTruthy();
    expect(within(rows[1]).getByText('同意开通')).toBeTruthy();
    expect(within(rows[2]).getByText('驳回')).toBeTruthy();
    expect(within(rows[0]).getByText('提交')).toBeTruthy();
  });

  it('without an outcome from the server, the shared mapping labels the row', () => {
    for (const [op, label] of [
      ['办理', '同意'],
      ['退回上一步', '驳回'],
      ['退回申请人', '驳回'],
      ['退回指定节点', '驳回'],
      ['撤回', '撤回'],
    ] as const) {
      expect(outcomeOf({ outcome: '', operationTypeString: op })).toBe(label);
      expect(historyOutcome({ operationTypeString: op })).toBe(label);
    }
  });

  it('an empty history says so', () => {
    render(<ApprovalTimeline rows={[]} />);
    expect(screen.getByText('暂无审批记录')).toBeTruthy();
  });
});
