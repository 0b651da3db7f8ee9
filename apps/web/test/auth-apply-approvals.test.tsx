import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OWN_GRANT, type AuthApplyRow } from '@portal/shared';
import AuthApplyPage from '../src/features/auth-apply/AuthApplyPage.tsx';
import { AuthApplyModal } from '../src/features/auth-apply/components/AuthApplyModal.tsx';
import { request } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import {
  chooseOption,
  detail,
  fakeCalls,
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
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const USER_PATH = '/userCenter/authApply';
const dialog = () => screen.getAllByRole('dialog')[0];
const title = () => dialog().querySelector('.ant-modal-title')?.textContent;

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ userId: 'u2', userName: '李四', account: 's_lisi' }) });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('the applications list', () => {
  it('says 共 N 条申请 once the page is in, not 共 0 条申请 while it loads', async () => {
    let answer: (rows: AuthApplyRow[]) => void = () => undefined;
    const pending = new Promise<AuthApplyRow[]>((resolve) => (answer = resolve));
    const pageCall: Handler = () => pending.then((rows) => page(rows));
    serveCalls(mocked, fakeCalls({ resAuthApplyGrzxPage: pageCall }));
    renderWithProviders(<AuthApplyPage title="权限申请" path={USER_PATH} />, { path: USER_PATH });
    await waitFor(() => expect(callsOf('resAuthApplyGrzxPage')).toHaveLength(1));
    expect(screen.queryByText(/共 0 条申请/)).toBeNull();
    answer([row()]);
    expect(await screen.findByText('共 1 条申请')).toBeTruthy();
  });
});

describe('the approve modes', () => {
  it('我已审批: the modal is titled with the reviewer’s own task, not the step the application moved on to', async () => {
    const wf = workflow({ actedTaskName: '企业管理员审核' });
    serveCalls(
      mocked,
      fakeCalls({
        resAuthApplyGrzxDetail: () =>
          ok([detail({ workflow: { ...wf, canAct: false, instance: { ...wf.instance, taskTitle: '运营审核' } } })]),
      }),
    );
    renderWithProviders(<AuthApplyModal side="user" target={{ mode: 'approveCheck', id: 'a1' }} onClose={vi.fn()} />);
    await waitFor(() => expect(title()).toBe('企业管理员审核'));
  });

  it('a grant to the reviewer opens read-only and says why', async () => {
    serveCalls(
      mocked,
      fakeCalls({
        resAuthApplyGrzxDetail: () =>
          ok([detail({ workflow: workflow({ canAct: false, actions: [], actRefusal: OWN_GRANT }) })]),
      }),
    );
    renderWithProviders(
      <AuthApplyModal
        side="user"
        target={{ mode: 'approve', id: 'a1', taskId: 't1', taskTitle: '企业管理员审核' }}
        onClose={vi.fn()}
      />,
    );
    expect(await within(dialog()).findByText(OWN_GRANT)).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: '通 过' })).toBeNull();
    expect(within(dialog()).queryByLabelText('审批意见')).toBeNull();
  });
});

describe('the role select', { timeout: 90_000 }, () => {
  it('asks for the roles of the chosen plate and application type', async () => {
    serveCalls(mocked, fakeCalls());
    renderWithProviders(<AuthApplyModal side="user" target={{ mode: 'add' }} onClose={vi.fn()} />);
    await chooseOption('申请类型', '用户角色申请');
    await chooseOption('板块', '金融服务');
    await waitFor(() =>
      expect(callsOf('resAuthApplyRoleList').at(-1)?.[1]).toEqual({ productType: '02', applyType: 2 }),
    );
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: '申请类型' }));
    await chooseOption('申请类型', '角色权限分配');
    await chooseOption('板块', '金融服务');
    await waitFor(() =>
      expect(callsOf('resAuthApplyRoleList').at(-1)?.[1]).toEqual({ productType: '02', applyType: 3 }),
    );
  });
});
