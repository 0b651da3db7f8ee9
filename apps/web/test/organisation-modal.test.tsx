/**
 * The organisation-change modal (§2.5, §4, §5, §7.6) and the image preview (§8.3): the wiring of the shared rules
 * into the form (each rule line itself is tested in packages/shared), the file checks and the upload, the submit
 * payload, the check mode, and the preview's loading, image and failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  APPLY_FILE_REQUIRED,
  APPLY_TYPE_REQUIRED,
  APPROVE_SUCCESS,
  CREDIT_CODE_INVALID,
  CREDIT_CODE_REQUIRED,
  CREDIT_CODE_TOO_SHORT,
  ORG_CANCEL_COMPANY_REQUIRED,
  ORG_CANCEL_HAS_CHILDREN,
  ORG_CHANGE_COMPANY_REQUIRED,
  ORG_CHANGE_MODAL_TITLE,
  PLATE_REQUIRED,
  PREVIEW_LOADING,
  REJECT_OPINION_REQUIRED,
  REQUEST_ERROR,
  SUBMIT_SUCCESS,
  UPLOAD_DOCX_ONLY,
  UPLOAD_FAILED,
  UPLOAD_SIZE_REJECTED,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REJECTED,
  orgChangeRequired,
  type ApprovalHistoryRowOut,
  type OrgChangeDetail,
  type OrgNode,
  type WorkflowDetail,
} from '@portal/shared';
import { ImagePreviewModal } from '../src/platform/attachment/index.ts';
import { OrgChangeModal, type OrgChangeModalProps } from '../src/features/organisation/components/OrgChangeModal.tsx';
import { useOrgTreeLive } from '../src/features/organisation/hooks/useOrgTreeLive.ts';
import { emitServerChange } from '../src/platform/realtime/changes.ts';
import {
  RequestError,
  request,
  requestBlob,
  requestFile,
  upload,
  type TransferProgress,
} from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
  requestFile: vi.fn(),
  requestBlob: vi.fn(),
  upload: vi.fn(),
}));

type Handler = (payload: Record<string, unknown>) => unknown;
const mocked = vi.mocked(request) as unknown as ReturnType<
  typeof vi.fn<(name: string, payload?: Record<string, unknown>) => Promise<unknown>>
>;
const mockedUpload = vi.mocked(upload);
const mockedBlob = vi.mocked(requestBlob);
const mockedFile = vi.mocked(requestFile);
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const ok = (data: unknown[]) => ({ code: '200', msg: '', data });

const CODE = '91350100M000100Y43';

const node = (over: Partial<OrgNode> & Pick<OrgNode, 'customerCode' | 'customerRegisterName'>): OrgNode => ({
  parentCustomerCode: null,
  companyLevel: 1,
  socialcreditcode: null,
  status: 1,
  cat: '',
  catName: '',
  hasChildren: false,
  virtual: false,
  ...over,
});

/** The whole tree (getAll without a parent): root, two level-2 companies, a virtual node, level 3 and level 4. */
const TREE: OrgNode[] = [
  node({ customerCode: '10000001', customerRegisterName: '国家能源集团', hasChildren: true }),
  node({
    customerCode: '10010000',
    customerRegisterName: '煤炭公司',
    parentCustomerCode: '10000001',
    companyLevel: 2,
    socialcreditcode: '91110000100000000R',
    hasChildren: true,
  }),
  node({
    customerCode: '222222',
    customerRegisterName: '其他单位',
    parentCustomerCode: '10000001',
    companyLevel: 2,
    virtual: true,
  }),
  node({
    customerCode: '10010100',
    customerRegisterName: '神东煤炭',
    parentCustomerCode: '10010000',
    companyLevel: 3,
    socialcreditcode: CODE,
    cat: 'coal',
    catName: '煤炭',
    hasChildren: true,
  }),
  node({
    customerCode: '10010101',
    customerRegisterName: '神东一矿',
    parentCustomerCode: '10010100',
    companyLevel: 4,
  }),
];

const history = (over: Partial<ApprovalHistoryRowOut> = {}): ApprovalHistoryRowOut => ({
  taskName: '提交申请',
  userName: '张三',
  endTime: '2026-03-02 09:00:00',
  message: '',
  operationTypeString: '提交',
  outcome: '提交',
  ...over,
});

const workflow = (over: Partial<WorkflowDetail> = {}): WorkflowDetail => ({
  instance: {
    processInstId: 'p1',
    definitionKey: 'orgChange',
    definitionVersion: 1,
    bizType: 'orgChange',
    bizCode: 'c1',
    title: '组织机构变更申请',
    applicantName: '张三',
    entId: 'e1',
    status: 'running',
    statusName: '审批中',
    currentNode: { nodeId: 'ops', name: '运营审核' },
    taskTitle: '运营审核',
    version: 1,
    createdAt: '2026-03-02 09:00:00',
    updatedAt: '2026-03-02 09:00:00',
  },
  steps: [{ nodeId: 'ops', name: '运营审核' }],
  canAct: false,
  actions: [],
  returnTargets: [],
  actRefusal: '',
  actedTaskName: '',
  history: [history(), history({ taskName: '运营审核', userName: '运营小王', outcome: '同意', message: '材料齐全' })],
  ...over,
});

const detail = (over: Partial<OrgChangeDetail> = {}): OrgChangeDetail => ({
  id: 'c1',
  type: 2,
  typeName: '变更',
  parentCustomerCode: '10010000',
  parentCustomerName: '煤炭公司',
  companyLevel: 3,
  cat: 'coal',
  customerRegisterName: '神东煤炭集团',
  socialcreditcode: CODE,
  parentCustomerCodeOld: '10010000',
  parentCustomerNameOld: '煤炭公司',
  companyLevelOld: 3,
  catOld: 'coal',
  customerRegisterNameOld: '神东煤炭',
  socialcreditcodeOld: CODE,
  customerCode: '10010100',
  userInfo: { account: 's_zhangsan', userName: '张三', entName: '国能甲公司' },
  fileId: 'f1',
  fileName: '变更申请.docx',
  content: '张三申请变更单位：神东煤炭',
  applicantId: 'u1',
  entId: 'e1',
  applyTime: '2026-03-02 09:00:00',
  processInstId: 'p1',
  status: 'running',
  statusName: '审批中',
  taskName: '运营审核',
  taskId: '',
  opinion: '',
  workflow: workflow(),
  ...over,
});

function serve(over: Record<string, Handler> = {}) {
  const calls: Record<string, Handler> = {
    orgGetAll: () => ok(TREE),
    orgChangeSubmit: () => ok([{ id: 'c9' }]),
    orgChangeDetail: () => ok([detail()]),
    ...over,
  };
  mocked.mockImplementation((name: string, payload: Record<string, unknown> = {}) => {
    const handler = calls[name];
    try {
      return Promise.resolve(handler ? handler(payload) : ok([]));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

const onClose = vi.fn();

function open(props: Partial<OrgChangeModalProps> = {}, over: Record<string, Handler> = {}) {
  serve(over);
  return renderWithProviders(<OrgChangeModal mode="submit" onClose={onClose} {...props} />);
}

const dialog = () => screen.getAllByRole('dialog')[0];
const click = (name: RegExp | string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
const save = () => click(/保\s*存/);
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const fieldErrors = () =>
  [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
const findFieldError = (text: string) =>
  within(dialog()).findByText(text, { selector: '.ant-form-item-explain-error' });
const chooseType = (label: string) => fireEvent.click(within(dialog()).getByRole('radio', { name: label }));
const typeText = (label: string, value: string) => {
  const input = within(dialog()).getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Opens a TreeSelect by its label, filters it by `search` and clicks the node titled `title`. */
async function chooseTreeNode(label: string, title: string, search = title) {
  const input = await enabledCombobox(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  const option = await treeOption(title);
  fireEvent.click(option);
}

/** A TreeSelect once the tree has loaded (it is disabled until then). */
function enabledCombobox(label: string) {
  return waitFor(() => {
    const input = within(dialog()).getByRole<HTMLInputElement>('combobox', { name: label });
    if (input.disabled) throw new Error(`${label} still loading`);
    return input;
  });
}

/** A node of the open TreeSelect dropdown, by its title. */
function treeOption(title: string) {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-title')].find(
      (el) => el.textContent === title && !el.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`tree option ${title} not shown`);
    return found;
  });
}

const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type=file]')!;
function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}
function docx(name = '申请.docx', size?: number): File {
  const file = new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
});

// TreeSelect journeys through antd in jsdom take seconds each on a loaded machine: a timeout that holds there.
describe('organisation-change modal, submit mode: the §5 messages', { timeout: 90_000 }, () => {
  it('is titled 组织机构变更申请; an empty 保存 shows type, parent, name, credit code and file, not the plate', async () => {
    open();
    expect(dialog().querySelector('.ant-modal-title')?.textContent).toBe(ORG_CHANGE_MODAL_TITLE);
    save();
    expect(await findFieldError(APPLY_TYPE_REQUIRED)).toBeTruthy();
    const shown = fieldErrors();
    expect(shown).toContain(orgChangeRequired('parent'));
    expect(shown).toContain(orgChangeRequired('companyName'));
    expect(shown).toContain(CREDIT_CODE_REQUIRED);
    expect(shown).toContain(APPLY_FILE_REQUIRED);
    expect(shown).not.toContain(PLATE_REQUIRED);
    expect(callsOf('orgChangeSubmit')).toHaveLength(0);
  });

  it('type 2 names the new values (新) and requires the old ones (原)', async () => {
    open();
    chooseType('变更');
    save();
    expect(await findFieldError('请选择新上级单位')).toBeTruthy();
    const shown = fieldErrors();
    expect(shown).toEqual(
      expect.arrayContaining([
        '请选择原上级单位',
        '请输入原单位名称',
        '请输入原统一社会信用代码',
        '请输入新单位名称',
        '请输入新统一社会信用代码',
      ]),
    );
    expect(shown).not.toContain(APPLY_TYPE_REQUIRED);
  });

  it('type 2: choosing the company fills the old values (fillFromCompany) and its plate', async () => {
    open();
    chooseType('变更');
    await chooseTreeNode('变更单位', '神东煤炭');
    const valueOf = (name: string) => within(dialog()).getByRole<HTMLInputElement>('textbox', { name }).value;
    expect(valueOf('原单位名称')).toBe('神东煤炭');
    expect(valueOf('新单位名称')).toBe('神东煤炭');
    expect(valueOf('原统一社会信用代码')).toBe(CODE);
    // The company's plate (coal) fills both plates: the form is complete but for the file.
    save();
    await findFieldError(APPLY_FILE_REQUIRED);
    expect(fieldErrors()).toEqual([APPLY_FILE_REQUIRED]);
  });

  it('变更单位 / 注销单位 left empty: the required message on 保存', async () => {
    open();
    chooseType('变更');
    save();
    expect(await findFieldError(ORG_CHANGE_COMPANY_REQUIRED)).toBeTruthy();
    chooseType('注销');
    expect(await findFieldError(ORG_CANCEL_COMPANY_REQUIRED)).toBeTruthy();
    expect(callsOf('orgChangeSubmit')).toHaveLength(0);
  });

  it('注销 of a unit with units in use under it says so when chosen, and 保存 sends nothing', async () => {
    open();
    chooseType('注销');
    await chooseTreeNode('注销单位', '神东煤炭');
    expect(await findFieldError(ORG_CANCEL_HAS_CHILDREN)).toBeTruthy();
    // Everything else is in order (the unit fills the form; the file is uploaded): only the unit stops 保存.
    mockedUpload.mockResolvedValueOnce(ok(['f1']) as never);
    pick(docx());
    expect(await within(dialog()).findByText('申请.docx')).toBeTruthy();
    save();
    await waitFor(() => expect(fieldErrors()).toEqual([ORG_CANCEL_HAS_CHILDREN]));
    expect(callsOf('orgChangeSubmit')).toHaveLength(0);
    // A unit without any is fine.
    await chooseTreeNode('注销单位', '神东一矿');
    await waitFor(() => expect(fieldErrors()).not.toContain(ORG_CANCEL_HAS_CHILDREN));
  });

  it('the pickers follow a change of the tree pushed by the server (CHANGED org), within their 60 s', async () => {
    let tree = TREE;
    serve({ orgGetAll: () => ok(tree) });
    function Page() {
      useOrgTreeLive();
      return <OrgChangeModal mode="submit" onClose={onClose} />;
    }
    renderWithProviders(<Page />);
    chooseType('注销');
    await enabledCombobox('注销单位');
    expect(callsOf('orgGetAll')).toHaveLength(1);
    tree = [
      ...TREE,
      node({
        customerCode: '10010102',
        customerRegisterName: '神东二矿',
        parentCustomerCode: '10010100',
        companyLevel: 4,
      }),
    ];
    act(() => emitServerChange('org'));
    await waitFor(() => expect(callsOf('orgGetAll')).toHaveLength(2));
    await chooseTreeNode('注销单位', '神东二矿');
  });

  it('the plate is required only under a level-2 parent', async () => {
    open();
    chooseType('新增');
    await chooseTreeNode('上级单位', '煤炭公司');
    save();
    expect(await findFieldError(PLATE_REQUIRED)).toBeTruthy();
    await chooseTreeNode('上级单位', '国家能源集团');
    await waitFor(() => expect(fieldErrors()).not.toContain(PLATE_REQUIRED));
    expect(fieldErrors()).not.toContain(orgChangeRequired('parent'));
  });

  it('the root and virtual nodes are not companies; level-4 nodes are shown but not selectable as a parent', async () => {
    open();
    chooseType('注销');
    const company = await enabledCombobox('注销单位');
    fireEvent.mouseDown(company);
    const root = await treeOption('国家能源集团');
    expect(root.closest('.ant-select-tree-treenode')?.className).toContain('disabled');
    expect((await treeOption('其他单位（虚拟节点）')).closest('.ant-select-tree-treenode')?.className).toContain(
      'disabled',
    );
    fireEvent.mouseDown(company);
    const parent = await enabledCombobox('上级单位');
    fireEvent.mouseDown(parent);
    fireEvent.change(parent, { target: { value: '一矿' } });
    const level4 = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-title')].filter(
        (el) => el.textContent === '神东一矿' && !el.closest('.ant-select-dropdown-hidden'),
      );
      if (found.length === 0) throw new Error('level-4 node not shown');
      return found.at(-1)!;
    });
    expect(level4.closest('.ant-select-tree-treenode')?.className).toContain('disabled');
    fireEvent.click(level4);
    save();
    expect(await findFieldError(orgChangeRequired('parent'))).toBeTruthy();
  });

  it('credit code: too short, then a bad check character', async () => {
    open();
    chooseType('新增');
    typeText('统一社会信用代码', '9135');
    expect(await findFieldError(CREDIT_CODE_TOO_SHORT)).toBeTruthy();
    typeText('统一社会信用代码', '91350100M000100Y44');
    expect(await findFieldError(CREDIT_CODE_INVALID)).toBeTruthy();
    typeText('统一社会信用代码', ` ${CODE} `);
    await waitFor(() => expect(fieldErrors()).toEqual([]));
  });
});

describe('organisation-change modal: the application file', { timeout: 90_000 }, () => {
  it('a .pdf is refused before sending (上传文件必须是docx格式!) and the refusal is logged', async () => {
    open();
    pick(new File(['%PDF'], '申请.pdf', { type: 'application/pdf' }));
    expect(await within(dialog()).findByText(UPLOAD_DOCX_ONLY)).toBeTruthy();
    await waitFor(() => expect(callsOf('attachmentSaveUploadLog')).toHaveLength(1));
    expect(callsOf('attachmentSaveUploadLog')[0][1]).toMatchObject({
      account: 's_zhangsan',
      userName: '张三',
      entId: 'e1',
      entName: '国能甲公司',
      fileName: '申请.pdf',
      suffixName: 'pdf',
      resultMsg: UPLOAD_TYPE_REJECTED,
    });
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('an 11 MB docx is refused with the size message, logged, and a failing log is ignored', async () => {
    open({}, { attachmentSaveUploadLog: () => Promise.reject(new Error('down')) });
    pick(docx('大文件.docx', 11 * 1024 * 1024));
    expect(await within(dialog()).findByText(UPLOAD_TOO_LARGE)).toBeTruthy();
    await waitFor(() => expect(callsOf('attachmentSaveUploadLog')).toHaveLength(1));
    expect(callsOf('attachmentSaveUploadLog')[0][1]).toMatchObject({
      fileSize: 11 * 1024 * 1024,
      resultMsg: UPLOAD_SIZE_REJECTED,
    });
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('a network failure reads 文件上传失败; a refusal with a code reads the server msg', async () => {
    open();
    mockedUpload.mockRejectedValueOnce(new RequestError('网络异常', { kind: 'httpError', status: null }));
    pick(docx());
    expect(await within(dialog()).findByText(UPLOAD_FAILED)).toBeTruthy();
    mockedUpload.mockRejectedValueOnce(new RequestError('文件内容与扩展名不符', { kind: 'error', code: '7799' }));
    pick(docx());
    expect(await within(dialog()).findByText('文件内容与扩展名不符')).toBeTruthy();
    expect(within(dialog()).queryByText(UPLOAD_FAILED)).toBeNull();
  });

  it('a good docx uploads with a progress bar; 保存 sends the §7.6 payload and shows 提交成功', async () => {
    const onSubmitted = vi.fn();
    open({ onSubmitted });
    let progress: ((p: TransferProgress) => void) | undefined;
    let finish: (v: unknown) => void = () => {};
    mockedUpload.mockImplementationOnce((_name, _payload, _file, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      }) as never;
    });
    pick(docx());
    await waitFor(() => expect(mockedUpload).toHaveBeenCalledTimes(1));
    expect(mockedUpload.mock.calls[0][0]).toBe('attachmentUpload');
    expect(mockedUpload.mock.calls[0][1]).toEqual({ projectType: '20' });
    act(() => progress?.({ loaded: 1, total: 2, percent: 50 }));
    expect(await within(dialog()).findByText('50%')).toBeTruthy();
    // 保存 waits for the upload.
    expect(
      within(dialog())
        .getByRole('button', { name: /保\s*存/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await act(async () => finish(ok(['f1'])));
    expect(await within(dialog()).findByText('申请.docx')).toBeTruthy();
    expect(
      within(dialog())
        .getByRole('button', { name: /保\s*存/ })
        .hasAttribute('disabled'),
    ).toBe(false);

    chooseType('新增');
    await chooseTreeNode('上级单位', '国家能源集团');
    typeText('单位名称', ' 新能源公司 ');
    typeText('统一社会信用代码', CODE.toLowerCase());
    save();
    expect(await toast(SUBMIT_SUCCESS)).toBeTruthy();
    const body = callsOf('orgChangeSubmit')[0][1] as Record<string, unknown>;
    expect(body).toMatchObject({ fileId: 'f1', fileName: '申请.docx', noticeType: 11 });
    expect(typeof body.data).toBe('string');
    expect(JSON.parse(body.data as string)).toMatchObject({
      type: 1,
      parentCustomerCode: '10000001',
      parentCustomerName: '国家能源集团',
      companyLevel: 2,
      customerRegisterName: '新能源公司',
      socialcreditcode: CODE,
      parentCustomerCodeOld: '',
      userInfo: { account: 's_zhangsan', userName: '张三', entName: '国能甲公司' },
    });
    expect(body.content).toBe('张三申请新增单位：新能源公司');
    expect(onSubmitted).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('organisation-change modal, check mode', { timeout: 90_000 }, () => {
  it('is read-only, downloads its file, shows the history; 去编辑 goes to the organisation page', async () => {
    mockedFile.mockResolvedValue({ blob: new Blob(['x']), fileName: '变更申请.docx' });
    const createUrl = vi.fn(() => 'blob:download');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    open({ mode: 'check', id: 'c1' });
    expect(await within(dialog()).findByText('神东煤炭集团')).toBeTruthy();
    // A change shows each value before and after.
    expect(within(dialog()).getByRole('columnheader', { name: '变更前' })).toBeTruthy();
    expect(within(dialog()).getByText('神东煤炭')).toBeTruthy();
    expect(within(dialog()).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog()).queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: /通\s*过/ })).toBeNull();
    expect(within(dialog()).getAllByTestId('approval-history-row')).toHaveLength(2);
    expect(within(dialog()).getByText('材料齐全')).toBeTruthy();
    expect(callsOf('orgChangeDetail')[0][1]).toEqual({ id: 'c1' });

    click(/变更申请\.docx/);
    await waitFor(() => expect(mockedFile).toHaveBeenCalledTimes(1));
    expect(mockedFile.mock.calls[0][0]).toBe('attachmentDownload');
    expect(mockedFile.mock.calls[0][1]).toEqual({ fileId: 'f1' });

    click(/去编辑/);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/organization/index?org=10010100'));
    expect(onClose).toHaveBeenCalled();
  });

  it('approving: a rejection needs an opinion; 通过 sends the workflow submit with the task', async () => {
    open(
      { mode: 'check', id: 'c1', taskId: 't1' },
      {
        orgChangeDetail: () => ok([detail({ workflow: workflow({ canAct: true, actions: ['approve'] }) })]),
        workflowSubmitAuditResult: () => ok([workflow()]),
      },
    );
    await within(dialog()).findByText('神东煤炭集团');
    click(/驳\s*回/);
    expect(await findFieldError(REJECT_OPINION_REQUIRED)).toBeTruthy();
    expect(callsOf('workflowSubmitAuditResult')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '审批意见' }), { target: { value: ' 同意变更 ' } });
    click(/通\s*过/);
    expect(await toast(APPROVE_SUCCESS)).toBeTruthy();
    const body = callsOf('workflowSubmitAuditResult')[0][1] as Record<string, unknown>;
    expect(body).toMatchObject({ processInstId: 'p1', auditOpinion: '同意变更', approve: true, taskId: 't1' });
    expect(typeof body.idempotencyKey).toBe('string');
  });

  it('an image file offers 预览, which opens the image preview', async () => {
    mockedBlob.mockReturnValue(new Promise(() => {}));
    open({ mode: 'check', id: 'c1' }, { orgChangeDetail: () => ok([detail({ fileName: 'scan.png' })]) });
    await within(dialog()).findByText('scan.png');
    click(/预\s*览/);
    expect(await screen.findByText(PREVIEW_LOADING)).toBeTruthy();
    expect(mockedBlob.mock.calls[0][0]).toBe('attachmentViewImage');
    expect(mockedBlob.mock.calls[0][1]).toEqual({ fileId: 'f1' });
  });
});

describe('image preview (§8.3)', { timeout: 30_000 }, () => {
  let revoke: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    revoke = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:image-1'), revokeObjectURL: revoke });
  });

  it('reads 正在加载中，请稍等, then shows the image; the object URL is revoked on close', async () => {
    let answer: (b: Blob) => void = () => {};
    mockedBlob.mockReturnValueOnce(
      new Promise<Blob>((resolve) => {
        answer = resolve;
      }),
    );
    const close = vi.fn();
    const view = renderWithProviders(<ImagePreviewModal fileId="f7" fileName="发票.png" onClose={close} />);
    expect(await screen.findByText(PREVIEW_LOADING)).toBeTruthy();
    await act(async () => answer(new Blob(['png'], { type: 'image/png' })));
    const img = await screen.findByRole('img', { name: '发票.png' });
    expect(img.getAttribute('src')).toBe('blob:image-1');
    expect(screen.queryByText(PREVIEW_LOADING)).toBeNull();
    expect(mockedBlob.mock.calls[0][1]).toEqual({ fileId: 'f7' });
    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:image-1');
  });

  it('a failure reads 请求报错 with the JSON answer’s msg and closes itself after 1 second', async () => {
    const json = new Blob([JSON.stringify({ code: '404', msg: '文件不存在' })], { type: 'application/json' });
    mockedBlob.mockRejectedValueOnce(
      new RequestError('请求地址错误', { kind: 'httpError', status: 404, envelope: json as never }),
    );
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const close = vi.fn();
    renderWithProviders(<ImagePreviewModal fileId="f8" onClose={close} />);
    expect(await screen.findByText(`${REQUEST_ERROR}文件不存在`)).toBeTruthy();
    // The close is timed at 1 second (asserted on the timer, so a slow machine cannot make this flaky)...
    expect(timers.mock.calls.some(([fn, ms]) => fn === close && ms === 1000)).toBe(true);
    // ...and happens.
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    timers.mockRestore();
  });

  it('a failure without a JSON answer reads 请求报错 with the error text', async () => {
    mockedBlob.mockRejectedValueOnce(new RequestError('网络异常，请检查网络连接', { kind: 'httpError', status: null }));
    const close = vi.fn();
    renderWithProviders(<ImagePreviewModal fileId="f9" onClose={close} />);
    expect(await screen.findByText(`${REQUEST_ERROR}网络异常，请检查网络连接`)).toBeTruthy();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
