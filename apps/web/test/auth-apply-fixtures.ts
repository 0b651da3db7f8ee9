/**
 * Fixtures of the authorisation application tests (auth-apply*.test.tsx): rows, details, workflow details, picker
 * users, and a fake of the contract's calls on the mocked `request`.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import type {
  ApprovalHistoryRowOut,
  AuthApplyDetail,
  AuthApplyRow,
  MenuItem,
  PickerUser,
  WorkflowDetail,
} from '@portal/shared';

export const history = (over: Partial<ApprovalHistoryRowOut> = {}): ApprovalHistoryRowOut => ({
  taskName: '提交申请',
  userName: '李四',
  endTime: '2026-03-02 09:00:00',
  message: '',
  operationTypeString: '提交',
  outcome: '提交',
  ...over,
});

export const workflow = (over: Partial<WorkflowDetail> = {}): WorkflowDetail => ({
  instance: {
    processInstId: 'p1',
    definitionKey: 'authApply',
    definitionVersion: 1,
    bizType: 'authApply',
    bizCode: 'a1',
    title: '权限申请',
    applicantName: '李四',
    entId: 'e1',
    status: 'running',
    statusName: '审批中',
    currentNode: { nodeId: 'entAdmin', name: '企业管理员审核' },
    taskTitle: '企业管理员审核',
    version: 1,
    createdAt: '2026-03-02 09:00:00',
    updatedAt: '2026-03-02 09:00:00',
  },
  steps: [
    { nodeId: 'entAdmin', name: '企业管理员审核' },
    { nodeId: 'ops', name: '运营审核' },
  ],
  canAct: true,
  actions: ['approve', 'returnPrevious', 'returnToApplicant', 'reject'],
  returnTargets: [],
  actRefusal: '',
  actedTaskName: '',
  history: [history()],
  ...over,
});

export const row = (over: Partial<AuthApplyRow> = {}): AuthApplyRow => ({
  id: 'a1',
  applicant: '李四',
  applicantAccount: 's_lisi',
  applicantId: 'u2',
  applyType: 3,
  applyTypeName: '角色权限分配',
  entId: 'e1',
  entName: '国能甲公司',
  productType: '01',
  productName: '税务管理',
  reason: '需要发票权限',
  roleId: 'r9',
  roleName: '财务专员',
  applyTime: '2026-03-02 09:00:00',
  processinstid: 'p1',
  isUserCenter: true,
  status: 'running',
  statusName: '审批中',
  taskName: '企业管理员审核',
  taskId: '',
  canEdit: false,
  updateTime: '2026-03-02 09:00:00',
  ...over,
});

export const detail = (over: Partial<AuthApplyDetail> = {}): AuthApplyDetail => ({
  ...row(),
  opinions: '',
  resRoleApplyList: [],
  resRoleUserApplyList: [],
  resRoleMenuApplyList: [{ menuId: 'm2', menuName: '发票列表' }],
  fileList: [],
  workflow: workflow(),
  ...over,
});

export const pickerUser = (over: Partial<PickerUser> = {}): PickerUser => ({
  userId: 'u5',
  userName: '王五',
  account: 's_wangwu',
  userSource: 1,
  entId: null,
  entName: null,
  userOrganzations: [{ entId: 'e1', customerName: '国能甲公司' }],
  ...over,
});

const menu = (menuId: string, menuName: string, children: MenuItem[] = [], parentId = ''): MenuItem => ({
  menuId,
  menuName,
  button: 0,
  productType: '01',
  parentId,
  children,
});

export const MENU_TREE: MenuItem[] = [
  menu('m1', '税务管理', [menu('m2', '发票列表', [], 'm1'), menu('m3', '税务日历', [], 'm1')]),
];

export type Handler = (payload: Record<string, unknown>) => unknown;

/** The envelope of a success. */
export const ok = (data: unknown[]) => ({ code: '200', msg: '', data });
export const page = <T>(records: T[], current = 1, size = 10, total = records.length) =>
  ok([{ records, current, size, total }]);

/** Default answers of the form's support calls; `over` replaces or adds calls (by endpoint name). */
export function fakeCalls(over: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    resAuthApplyProductList: () =>
      ok([
        { productType: '01', productName: '税务管理' },
        { productType: '02', productName: '金融服务' },
      ]),
    resAuthApplyRoleList: () =>
      ok([
        { roleId: 'r9', roleName: '财务专员', roleCode: 'finance', roleConfig: 2, entId: 'e1' },
        { roleId: 'r3', roleName: '企业用户', roleCode: 'entUser', roleConfig: 2, entId: null },
      ]),
    resAuthApplyProductMenuList: () => ok([{ menuList: MENU_TREE, heldMenuIds: ['m3'] }]),
    resAuthApplyUserList: () => page([pickerUser()]),
    resAuthApplyUserEnts: () => ok([{}]),
    resAuthApplyChain: () =>
      ok([
        {
          chain: [
            { nodeId: 'entAdmin', name: '企业管理员审核', approvers: [{ userId: 'u1', userName: '张三' }] },
            { nodeId: 'ops', name: '运营审核', approvers: [{ userId: 'u3', userName: '运营小王' }] },
          ],
          rolesAdded: [],
          role: null,
          usersGranted: [],
          menusAdded: [],
          warnings: [],
        },
      ]),
    ...over,
  };
}

/** Points the mocked request at `calls` (unknown names answer an empty success). */
/** The mocked `request`, as the tests drive it. */
export type RequestMock = Mock<(name: string, payload?: Record<string, unknown>) => Promise<unknown>>;

export function serveCalls(mocked: RequestMock, calls: Record<string, Handler>) {
  mocked.mockImplementation((name: string, payload: Record<string, unknown> = {}): Promise<unknown> => {
    const handler = calls[name];
    try {
      return Promise.resolve(handler ? handler(payload) : ok([]));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

/** Opens an antd Select by its aria-label and picks the option with `text`. */
export async function chooseOption(label: string, text: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(input);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === text && !el.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`option ${text} not shown`);
    return found;
  });
  fireEvent.click(option);
}

/** The text shown by a Select (its chosen option's label), or '' when empty. */
export function selectedText(label: string): string {
  const input = screen.getByRole('combobox', { name: label });
  const select = input.closest('.ant-select')!;
  return (
    within(select as HTMLElement)
      .queryByTitle(/.+/)
      ?.getAttribute('title') ?? ''
  );
}
