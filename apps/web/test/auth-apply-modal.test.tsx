import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import {
  ADD_ROLE_REQUIRED,
  APPLY_TYPE_REQUIRED,
  ENTERPRISE_REQUIRED,
  OPINION_REQUIRED,
  PERMISSION_REQUIRED,
  PERMISSION_TO_ADD_REQUIRED,
  PLATE_REQUIRED,
  REASON_REQUIRED,
  REASON_TOO_LONG,
  REJECT_OPINION_REQUIRED,
  ROLE_NAME_REQUIRED,
  ROLE_REQUIRED,
  TASK_TAKEN,
  USER_REQUIRED,
} from '@portal/shared';
import { AuthApplyModal, type AuthApplyTarget } from '../src/features/auth-apply/components/AuthApplyModal.tsx';
import type { AuthApplySide } from '../src/features/auth-apply/api/keys.ts';
import { RequestError, request, requestFile, upload } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import {
  chooseOption,
  detail,
  fakeCalls,
  history,
  ok,
  pickerUser,
  selectedText,
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
  upload: vi.fn(),
}));

const mocked = vi.mocked(request) as unknown as RequestMock;
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const mockedUpload = vi.mocked(upload);
const mockedFile = vi.mocked(requestFile);
const onClose = vi.fn();

function open(target: AuthApplyTarget, calls: Record<string, Handler> = {}, side: AuthApplySide = 'user') {
  serveCalls(mocked, fakeCalls(calls));
  return renderWithProviders(<AuthApplyModal side={side} target={target} onClose={onClose} />);
}

/** The application modal (the first dialog; the user picker opens over it). */
const dialog = () => screen.getAllByRole('dialog')[0];
/** The 选择用户 picker. */
const findPicker = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title')?.textContent === '选择用户');
    if (!found) throw new Error('picker not open');
    return found;
  });
const title = () => dialog().querySelector('.ant-modal-title')?.textContent;
const click = (name: RegExp | string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const fieldError = (text: string) => within(dialog()).findByText(text, { selector: '.ant-form-item-explain-error' });
const hasFieldError = (text: string) =>
  [...dialog().querySelectorAll('.ant-form-item-explain-error')].some((e) => e.textContent === text);

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ userId: 'u2', userName: '李四', account: 's_lisi' }) });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('authorisation application modal: titles of the six modes (§2.5)', () => {
  it('add is 新增申请 and shows the signed-in applicant', async () => {
    open({ mode: 'add' });
    expect(title()).toBe('新增申请');
    expect(within(dialog()).getByText('李四（lisi）')).toBeTruthy();
  });

  it('edit is 编辑申请 and check is 查看申请', async () => {
    open({ mode: 'edit', id: 'a1' }, { resAuthApplyGrzxDetail: () => ok([detail({ canEdit: true })]) });
    expect(title()).toBe('编辑申请');
    cleanup();
    open({ mode: 'check', id: 'a1' }, { resAuthApplyGrzxDetail: () => ok([detail()]) });
    expect(title()).toBe('查看申请');
    expect(await within(dialog()).findByText('需要发票权限')).toBeTruthy();
  });

  it('the approve modes use the task title', async () => {
    open(
      { mode: 'approve', id: 'a1', taskId: 't1', taskTitle: '企业管理员审核' },
      { resAuthApplyGrzxDetail: () => ok([detail()]) },
    );
    expect(title()).toBe('企业管理员审核');
    cleanup();
    const wf = workflow();
    open(
      { mode: 'approveCheck', id: 'a1' },
      {
        resAuthApplyGrzxDetail: () =>
          ok([detail({ workflow: { ...wf, instance: { ...wf.instance, taskTitle: '运营审核' } } })]),
      },
    );
    await waitFor(() => expect(title()).toBe('运营审核'));
    cleanup();
    open({ mode: 'approveEdit', id: 'a1', taskTitle: '退回修改' }, { resAuthApplyGrzxDetail: () => ok([detail()]) });
    expect(title()).toBe('退回修改');
  });

  it('the detail call is the side’s: Grzx on the user centre, resAuthApply on operations', async () => {
    open({ mode: 'check', id: 'a1' }, { resAuthApplyDetail: () => ok([detail()]) }, 'ops');
    await within(dialog()).findByText('需要发票权限');
    expect(callsOf('resAuthApplyDetail')[0][1]).toEqual({ id: 'a1' });
    expect(callsOf('resAuthApplyGrzxDetail')).toHaveLength(0);
  });
});

// Select-heavy journeys through antd in jsdom take 10–30 s each on a loaded machine: a timeout that holds there.
describe('authorisation application form rules (§4, §5)', { timeout: 90_000 }, () => {
  it('submitting an empty form shows the required messages', async () => {
    open({ mode: 'add' });
    click('提 交');
    expect(await fieldError(APPLY_TYPE_REQUIRED)).toBeTruthy();
    expect(hasFieldError(PLATE_REQUIRED)).toBe(true);
    expect(hasFieldError(REASON_REQUIRED)).toBe(true);
    expect(callsOf('resAuthApplyChain')).toHaveLength(0);
  });

  it('type 2 and 3 require a role; type 3 a permission (请选择权限 inline, 请选择要添加的权限 toast)', async () => {
    open({ mode: 'add' });
    await chooseOption('申请类型', '角色权限分配');
    click('提 交');
    expect(await fieldError(ROLE_REQUIRED)).toBeTruthy();
    expect(hasFieldError(PERMISSION_REQUIRED)).toBe(true);
    await chooseOption('板块', '税务管理');
    await chooseOption('角色', '财务专员');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '申请事由' }), { target: { value: '工作需要' } });
    click('提 交');
    expect(await toast(PERMISSION_TO_ADD_REQUIRED)).toBeTruthy();
    expect(callsOf('resAuthApplyChain')).toHaveLength(0);
  });

  it('type 3 offers only the enterprise’s own roles; type 2 also the portal-wide ones', async () => {
    open({ mode: 'add' });
    const optionTexts = async () => {
      fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: '角色' }));
      // The newest dropdown is the role select's (the type and plate ones stay in the DOM once opened).
      const dropdown = await waitFor(() => {
        const last = [...document.querySelectorAll('.ant-select-dropdown')].at(-1);
        if (!last?.querySelector('.ant-select-item-option')) throw new Error('no options yet');
        return last;
      });
      const texts = [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: '角色' }));
      return texts;
    };
    await chooseOption('申请类型', '角色权限分配');
    await chooseOption('板块', '税务管理');
    expect(await optionTexts()).toEqual(['财务专员']);
    cleanup();
    open({ mode: 'add' });
    await chooseOption('申请类型', '用户角色申请');
    await chooseOption('板块', '税务管理');
    expect(await optionTexts()).toEqual(['财务专员', '企业用户']);
  });

  it('changing the type clears plate, role, role list and user list', async () => {
    open({ mode: 'add' });
    await chooseOption('申请类型', '新增角色');
    await chooseOption('板块', '税务管理');
    click(/添加角色/);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '第1行角色名称' }), { target: { value: '开票员' } });
    expect(selectedText('板块')).toBe('税务管理');
    await chooseOption('申请类型', '用户角色申请');
    expect(selectedText('板块')).toBe('');
    expect(within(dialog()).queryByRole('textbox', { name: '第1行角色名称' })).toBeNull();
    // Back to type 1: the role list stayed empty.
    await chooseOption('申请类型', '新增角色');
    expect(within(dialog()).queryByRole('textbox', { name: '第1行角色名称' })).toBeNull();
  });

  it('changing the plate clears the role, the permissions and the user list', async () => {
    open({ mode: 'add' }, { resAuthApplyUserEnts: () => ok([{ u5: [{ entId: 'e1', entName: '国能甲公司' }] }]) });
    await chooseOption('申请类型', '用户角色申请');
    await chooseOption('板块', '税务管理');
    await chooseOption('角色', '财务专员');
    click(/选择用户/);
    const picker = await findPicker();
    const userRow = (await within(picker).findByText('王五')).closest('tr')!;
    fireEvent.click(within(userRow).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog()).findByText('wangwu')).toBeTruthy();
    expect(selectedText('角色')).toBe('财务专员');
    await chooseOption('板块', '金融服务');
    expect(selectedText('角色')).toBe('');
    expect(within(dialog()).queryByText('wangwu')).toBeNull();
  });

  it('adding a role or picking users without a plate: 请选择板块', async () => {
    open({ mode: 'add' });
    await chooseOption('申请类型', '新增角色');
    click(/添加角色/);
    expect(await toast(PLATE_REQUIRED)).toBeTruthy();
    expect(within(dialog()).queryByRole('textbox', { name: '第1行角色名称' })).toBeNull();
    // The first toast goes before the second action, so the one found next is the second's.
    await act(async () => {
      message.destroy();
    });
    await waitFor(() => expect(screen.queryAllByText(PLATE_REQUIRED, { selector: '.ant-message *' })).toHaveLength(0));
    await chooseOption('申请类型', '用户角色申请');
    click(/选择用户/);
    expect(await toast(PLATE_REQUIRED)).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('type 1 submit checks: 请添加角色, then 请输入角色名称', async () => {
    open({ mode: 'add' });
    await chooseOption('申请类型', '新增角色');
    await chooseOption('板块', '税务管理');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '申请事由' }), { target: { value: '新业务' } });
    click('提 交');
    expect(await toast(ADD_ROLE_REQUIRED)).toBeTruthy();
    click(/添加角色/);
    click('提 交');
    expect(await toast(ROLE_NAME_REQUIRED)).toBeTruthy();
    expect(callsOf('resAuthApplyChain')).toHaveLength(0);
  });

  it('type 2 submit checks: 请选择用户, then 请选择企业 for a user with several enterprises', async () => {
    const twoEnts = pickerUser({
      userOrganzations: [
        { entId: 'e1', customerName: '国能甲公司' },
        { entId: 'e2', customerName: '国能乙公司' },
      ],
    });
    open(
      { mode: 'add' },
      {
        resAuthApplyUserList: () => ok([{ records: [twoEnts], current: 1, size: 10, total: 1 }]),
        resAuthApplyUserEnts: () =>
          ok([
            {
              u5: [
                { entId: 'e1', entName: '国能甲公司' },
                { entId: 'e2', entName: '国能乙公司' },
              ],
            },
          ]),
      },
    );
    await chooseOption('申请类型', '用户角色申请');
    await chooseOption('板块', '税务管理');
    await chooseOption('角色', '财务专员');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '申请事由' }), { target: { value: '新同事' } });
    click('提 交');
    expect(await toast(USER_REQUIRED)).toBeTruthy();
    click(/选择用户/);
    const picker = await findPicker();
    fireEvent.click(within((await within(picker).findByText('王五')).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(picker).getByRole('button', { name: /确\s*定/ }));
    await within(dialog()).findByText('wangwu');
    click('提 交');
    expect(await toast(ENTERPRISE_REQUIRED)).toBeTruthy();
    await waitFor(() => expect(callsOf('resAuthApplyUserEnts')[0][1]).toEqual({ userIds: ['u5'], productType: '01' }));
    await chooseOption('王五的授予企业', '国能乙公司');
    click('提 交');
    expect(await within(dialog()).findByText('审批流程')).toBeTruthy();
    expect(callsOf('resAuthApplyChain').at(-1)?.[1]).toMatchObject({
      applyType: 2,
      productType: '01',
      roleId: 'r9',
      users: [{ userId: 'u5', entId: 'e2' }],
    });
  });

  it('the reason is limited to 225 characters', async () => {
    open({ mode: 'add' });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '申请事由' }), {
      target: { value: '事'.repeat(226) },
    });
    expect(await fieldError(REASON_TOO_LONG)).toBeTruthy();
  });

  it('a valid type 3 application: the tree (held disabled), the chain preview, then add → 提交成功', async () => {
    open({ mode: 'add' }, { resAuthApplyGrzxAdd: () => ok([detail()]) });
    await chooseOption('申请类型', '角色权限分配');
    await chooseOption('板块', '税务管理');
    await chooseOption('角色', '财务专员');
    const tree = await within(dialog()).findByRole('tree');
    // m3 (税务日历) is held: checked and disabled.
    const held = within(tree).getByText('税务日历').closest('.ant-tree-treenode')!;
    expect(held.querySelector('.ant-tree-checkbox-disabled')).toBeTruthy();
    fireEvent.click(
      within(tree).getByText('发票列表').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    );
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '申请事由' }), { target: { value: '开票需要' } });
    click('提 交');
    expect(await within(dialog()).findByRole('heading', { name: '审批流程' })).toBeTruthy();
    // The resolved chain in order, with who approves at each step.
    const steps = within(dialog()).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['1企业管理员审核审批人：张三', '2运营审核审批人：运营小王']);
    // Checking a node checks its parents too (§4): 税务管理 comes with 发票列表.
    expect(callsOf('resAuthApplyChain')[0][1]).toEqual({
      applyType: 3,
      productType: '01',
      roleId: 'r9',
      menuIds: ['m1', 'm2'],
    });
    click('确认提交');
    expect(await toast('提交成功')).toBeTruthy();
    const payload = callsOf('resAuthApplyGrzxAdd')[0][1] as Record<string, unknown>;
    expect(payload).toMatchObject({
      applyType: 3,
      productType: '01',
      roleId: 'r9',
      roleName: '财务专员',
      reason: '开票需要',
      isUserCenter: true,
      resRoleMenuApplyList: [
        { menuId: 'm1', menuName: '税务管理' },
        { menuId: 'm2', menuName: '发票列表' },
      ],
      resRoleApplyList: [],
      resRoleUserApplyList: [],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('edit loads the application and saves it with update', async () => {
    open(
      { mode: 'edit', id: 'a1' },
      {
        resAuthApplyGrzxDetail: () =>
          ok([
            detail({
              applyType: 1,
              applyTypeName: '新增角色',
              roleId: '',
              roleName: '',
              resRoleMenuApplyList: [],
              resRoleApplyList: [{ productType: '01', roleName: '开票员', roleCode: '' }],
              canEdit: true,
              status: 'returned',
              workflow: workflow({
                history: [
                  history(),
                  history({
                    taskName: '企业管理员审核',
                    userName: '张三',
                    operationTypeString: '退回申请人',
                    outcome: '驳回',
                    message: '请补充说明',
                  }),
                ],
              }),
            }),
          ]),
        resAuthApplyGrzxUpdate: () => ok([detail()]),
      },
    );
    const name = await within(dialog()).findByRole('textbox', { name: '第1行角色名称' });
    expect((name as HTMLInputElement).value).toBe('开票员');
    expect(within(dialog()).getByText('请补充说明')).toBeTruthy();
    click('提 交');
    await within(dialog()).findByText('审批流程');
    click('确认提交');
    expect(await toast('提交成功')).toBeTruthy();
    expect(callsOf('resAuthApplyGrzxUpdate')[0][1]).toMatchObject({
      id: 'a1',
      applyType: 1,
      resRoleApplyList: [{ productType: '01', roleName: '开票员', roleCode: '' }],
    });
    expect(callsOf('resAuthApplyGrzxAdd')).toHaveLength(0);
  });
});

describe('supporting files (附件, projectType 21)', { timeout: 90_000 }, () => {
  const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
  const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

  it('a .doc is refused before sending and logged; a pdf uploads and goes in the payload; 移除 drops one', async () => {
    open({ mode: 'add' }, { resAuthApplyGrzxAdd: () => ok([detail()]), attachmentSaveUploadLog: () => ok([]) });
    await within(dialog()).findByText('附件');
    pick(new File(['x'], '说明.doc'));
    expect(await within(dialog()).findByText('上传文件必须是docx、xlsx、pdf、png或jpg格式!')).toBeTruthy();
    await waitFor(() => expect(callsOf('attachmentSaveUploadLog')).toHaveLength(1));
    expect(mockedUpload).not.toHaveBeenCalled();

    mockedUpload.mockResolvedValueOnce(ok(['f-pdf']) as never).mockResolvedValueOnce(ok(['f-png']) as never);
    pick(new File(['%PDF-'], '说明.pdf', { type: 'application/pdf' }));
    expect(await within(dialog()).findByText('说明.pdf')).toBeTruthy();
    expect(mockedUpload.mock.calls[0][1]).toEqual({ projectType: '21' });
    pick(new File(['png'], '截图.png', { type: 'image/png' }));
    expect(await within(dialog()).findByText('截图.png')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '移除文件 截图.png' }));
    expect(within(dialog()).queryByText('截图.png')).toBeNull();

    await chooseOption('申请类型', '角色权限分配');
    await chooseOption('板块', '税务管理');
    await chooseOption('角色', '财务专员');
    const tree = await within(dialog()).findByRole('tree');
    fireEvent.click(
      within(tree).getByText('发票列表').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!,
    );
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '申请事由' }), { target: { value: '开票需要' } });
    click('提 交');
    await within(dialog()).findByText('审批流程');
    click('确认提交');
    expect(await toast('提交成功')).toBeTruthy();
    expect(callsOf('resAuthApplyGrzxAdd')[0][1]).toMatchObject({
      fileList: [{ fileId: 'f-pdf', fileName: '说明.pdf' }],
    });
  });

  it('check mode lists the files; a name downloads it by fileId', async () => {
    mockedFile.mockResolvedValue({ blob: new Blob(['x']), fileName: '说明.pdf' });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:download'), revokeObjectURL: vi.fn() });
    open(
      { mode: 'check', id: 'a1' },
      {
        resAuthApplyGrzxDetail: () =>
          ok([detail({ fileList: [{ fileId: 'f1', fileName: '说明.pdf', fileSize: 2048 }] })]),
      },
    );
    fireEvent.click(await within(dialog()).findByRole('button', { name: /说明\.pdf/ }));
    await waitFor(() => expect(mockedFile).toHaveBeenCalledTimes(1));
    expect(mockedFile.mock.calls[0][0]).toBe('attachmentDownload');
    expect(mockedFile.mock.calls[0][1]).toEqual({ fileId: 'f1' });
    // Read-only: no chooser.
    expect(dialog().querySelector('input[type="file"]')).toBeNull();
  });
});

describe('approve mode', { timeout: 60_000 }, () => {
  const approve = (calls: Record<string, Handler> = {}) =>
    open(
      { mode: 'approve', id: 'a1', processInstId: 'p1', taskId: 't1', taskTitle: '企业管理员审核' },
      { resAuthApplyGrzxDetail: () => ok([detail()]), ...calls },
    );

  it('shows the application read-only with its history timeline', async () => {
    approve();
    expect(await within(dialog()).findByText('需要发票权限')).toBeTruthy();
    expect(within(dialog()).queryByRole('combobox', { name: '申请类型' })).toBeNull();
    expect(within(dialog()).getByText('发票列表')).toBeTruthy();
    expect(within(dialog()).getAllByTestId('approval-history-row')).toHaveLength(1);
  });

  it('通过 needs an opinion (请输入审批意见), then sends approve with taskId and a fresh idempotency key', async () => {
    approve({ resAuthApplyGrzxSubmitAuditResult: () => ok([detail()]) });
    await within(dialog()).findByText('需要发票权限');
    click('通 过');
    expect(await toast(OPINION_REQUIRED)).toBeTruthy();
    expect(callsOf('resAuthApplyGrzxSubmitAuditResult')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '审批意见' }), { target: { value: ' 同意 ' } });
    click('通 过');
    expect(await toast('通过成功')).toBeTruthy();
    const body = callsOf('resAuthApplyGrzxSubmitAuditResult')[0][1] as Record<string, unknown>;
    expect(body).toMatchObject({ processInstId: 'p1', auditOpinion: '同意', approve: true, taskId: 't1' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('returnKind');
  });

  it('驳回 without an opinion: 请输入驳回审批意见; with one it is confirmed, then sent as 退回申请人', async () => {
    approve({ resAuthApplyGrzxSubmitAuditResult: () => ok([detail()]) });
    await within(dialog()).findByText('需要发票权限');
    click('驳 回');
    expect(await toast(REJECT_OPINION_REQUIRED)).toBeTruthy();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '审批意见' }), { target: { value: '理由不充分' } });
    click('驳 回');
    expect(await screen.findByText('驳回后申请将退回申请人修改，确定驳回吗？')).toBeTruthy();
    expect(callsOf('resAuthApplyGrzxSubmitAuditResult')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    expect(await toast('驳回成功')).toBeTruthy();
    expect(callsOf('resAuthApplyGrzxSubmitAuditResult')[0][1]).toMatchObject({
      approve: false,
      auditOpinion: '理由不充分',
      returnKind: 'applicant',
    });
  });

  it('offers 退回上一步 and 退回指定节点 where an earlier step exists', async () => {
    approve({
      resAuthApplyGrzxDetail: () =>
        ok([
          detail({
            taskName: '运营审核',
            workflow: workflow({
              actions: ['approve', 'returnPrevious', 'returnToApplicant', 'returnToNode', 'reject'],
              returnTargets: [{ nodeId: 'entAdmin', name: '企业管理员审核' }],
            }),
          }),
        ]),
      resAuthApplyGrzxSubmitAuditResult: () => ok([detail()]),
    });
    await within(dialog()).findByText('需要发票权限');
    fireEvent.click(within(dialog()).getByRole('radio', { name: '退回指定节点' }));
    expect(selectedText('退回的节点')).toBe('企业管理员审核');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '审批意见' }), { target: { value: '请重审' } });
    click('驳 回');
    expect(await screen.findByText('驳回后申请将退回至「企业管理员审核」重新审批，确定驳回吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(callsOf('resAuthApplyGrzxSubmitAuditResult')).toHaveLength(1));
    expect(callsOf('resAuthApplyGrzxSubmitAuditResult')[0][1]).toMatchObject({
      returnKind: 'node',
      nodeId: 'entAdmin',
    });
  });

  it('a task taken by someone else: the message shows, the detail reloads and the buttons go', async () => {
    let taken = false;
    approve({
      resAuthApplyGrzxDetail: () => ok([detail({ workflow: workflow({ canAct: !taken }) })]),
      resAuthApplyGrzxSubmitAuditResult: () => {
        taken = true;
        throw new RequestError(TASK_TAKEN, { kind: 'error', code: '7799' });
      },
    });
    await within(dialog()).findByText('需要发票权限');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '审批意见' }), { target: { value: '同意' } });
    click('通 过');
    expect(await within(dialog()).findByText(TASK_TAKEN)).toBeTruthy();
    await waitFor(() => expect(callsOf('resAuthApplyGrzxDetail').length).toBeGreaterThan(1));
    expect(within(dialog()).queryByRole('button', { name: '通 过' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('approveCheck offers 撤回 (confirmed) while the approval can be taken back', async () => {
    open(
      { mode: 'approveCheck', id: 'a1' },
      {
        resAuthApplyGrzxDetail: () => ok([detail({ workflow: workflow({ canAct: false, actions: ['withdraw'] }) })]),
        workflowWithdraw: () => ok([workflow()]),
      },
    );
    await within(dialog()).findByText('需要发票权限');
    click('撤 回');
    expect(await screen.findByText('撤回后该申请将回到您的审批节点，可重新审批。确定撤回吗？')).toBeTruthy();
    expect(callsOf('workflowWithdraw')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定撤回' }));
    });
    expect(await toast('撤回成功')).toBeTruthy();
    expect(callsOf('workflowWithdraw')[0][1]).toMatchObject({ processInstId: 'p1' });
  });
});
