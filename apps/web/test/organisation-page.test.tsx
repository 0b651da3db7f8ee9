/**
 * /organization/index (issue 15): the lazy tree from the mocked organization calls, children loaded when a node is
 * opened, the search opening the tree down to a hit, the selected unit's details and lists with the gated buttons,
 * and the change-application tabs (我的变更申请, 待我审批 with the approval).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  APPROVE_SUCCESS,
  BUTTON,
  ORG_CHANGE_MODAL_TITLE,
  PLATE_REQUIRED,
  REJECT_OPINION_REQUIRED,
  REJECT_SUCCESS,
  type OrgChangeApplication,
  type OrgNode,
  type OrgSearchHit,
  type WorkflowDetail,
} from '@portal/shared';
import OrganisationPage from '../src/features/organisation/OrganisationPage.tsx';
import { cancelConfirmText } from '../src/features/organisation/components/OrgFormModal.tsx';
import { request, requestFile } from '../src/platform/request/index.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';
import { useNavigate } from 'react-router';

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
const mockedFile = vi.mocked(requestFile);
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const ok = (data: unknown[]) => ({ code: '200', msg: '', data });
const page = <T,>(records: T[], current = 1, size = 10, total = records.length) =>
  ok([{ records, current, size, total }]);

const PATH = '/organization/index';

/** A link followed inside the app (a notice's action navigates with the router). */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go
    </button>
  );
}

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

const ROOT = node({ customerCode: '10000001', customerRegisterName: '国家能源集团', hasChildren: true });
const COAL = node({
  customerCode: '10010000',
  customerRegisterName: '煤炭公司',
  parentCustomerCode: '10000001',
  companyLevel: 2,
  socialcreditcode: '91110000100000000R',
  hasChildren: true,
});
const OTHER = node({
  customerCode: '222222',
  customerRegisterName: '其他单位',
  parentCustomerCode: '10000001',
  companyLevel: 2,
  virtual: true,
});
const CLOSED = node({
  customerCode: '10090000',
  customerRegisterName: '旧贸易公司',
  parentCustomerCode: '10000001',
  companyLevel: 2,
  status: 0,
});
const SHENDONG = node({
  customerCode: '10010100',
  customerRegisterName: '神东煤炭',
  parentCustomerCode: '10010000',
  companyLevel: 3,
  socialcreditcode: '91350100M000100Y43',
  cat: 'coal',
  catName: '煤炭',
  hasChildren: true,
});
const MINE = node({
  customerCode: '10010101',
  customerRegisterName: '神东一矿',
  parentCustomerCode: '10010100',
  companyLevel: 4,
});

const CHILDREN: Record<string, OrgNode[]> = {
  '10000001': [COAL, OTHER, CLOSED],
  '10010000': [SHENDONG],
  '10010100': [MINE],
};
const ANCESTORS: Record<string, string[]> = {
  '10000001': [],
  '10010000': ['10000001'],
  '10010100': ['10000001', '10010000'],
  '10010101': ['10000001', '10010000', '10010100'],
};
const ALL = [ROOT, COAL, OTHER, CLOSED, SHENDONG, MINE];
const hit = (n: OrgNode): OrgSearchHit => ({ ...n, ancestors: ANCESTORS[n.customerCode] ?? [] });

const application = (over: Partial<OrgChangeApplication> = {}): OrgChangeApplication => ({
  id: 'c1',
  type: 1,
  typeName: '新增',
  parentCustomerCode: '10010000',
  parentCustomerName: '煤炭公司',
  companyLevel: 3,
  cat: 'coal',
  customerRegisterName: '新能源公司',
  socialcreditcode: '91350100M000100Y43',
  parentCustomerCodeOld: '',
  parentCustomerNameOld: '',
  companyLevelOld: null,
  catOld: '',
  customerRegisterNameOld: '',
  socialcreditcodeOld: '',
  customerCode: '',
  userInfo: { account: 's_lisi', userName: '李四', entName: '国能乙公司' },
  fileId: 'f1',
  fileName: '申请.docx',
  content: '李四申请新增单位：新能源公司',
  applicantId: 'u2',
  entId: 'e2',
  applyTime: '2026-03-02 09:00:00',
  processInstId: 'p1',
  status: 'running',
  statusName: '审批中',
  taskName: '运营审核',
  taskId: '',
  opinion: '',
  ...over,
});

const workflow = (canAct: boolean): WorkflowDetail => ({
  instance: {
    processInstId: 'p1',
    definitionKey: 'orgChange',
    definitionVersion: 1,
    bizType: 'orgChange',
    bizCode: 'c1',
    title: '组织机构变更申请',
    applicantName: '李四',
    entId: 'e2',
    status: 'running',
    statusName: '审批中',
    currentNode: { nodeId: 'ops', name: '运营审核' },
    taskTitle: '运营审核',
    version: 1,
    createdAt: '2026-03-02 09:00:00',
    updatedAt: '2026-03-02 09:00:00',
  },
  steps: [{ nodeId: 'ops', name: '运营审核' }],
  canAct,
  actions: canAct ? ['approve', 'returnToApplicant', 'reject'] : [],
  returnTargets: [],
  actRefusal: '',
  actedTaskName: '',
  history: [],
});

/** The organisation calls over the small tree above; `over` replaces or adds calls. */
function serve(over: Record<string, Handler> = {}) {
  const calls: Record<string, Handler> = {
    orgGetAll: (q) => ok(q.parentCustomerCode ? (CHILDREN[q.parentCustomerCode as string] ?? []) : ALL),
    orgGetAllByPage: (q) => {
      let rows = ALL;
      if (q.companyLevel) rows = rows.filter((n) => n.companyLevel === q.companyLevel);
      if (q.parentCustomerCode) {
        rows = rows.filter((n) => (ANCESTORS[n.customerCode] ?? []).includes(q.parentCustomerCode as string));
      }
      if (q.keyword) {
        const k = q.keyword as string;
        rows = rows.filter((n) => n.customerRegisterName.includes(k) || n.customerCode.includes(k));
      }
      return page(rows.map(hit), 1, Number(q.pageSize ?? 10));
    },
    orgUsers: () =>
      page([
        {
          userId: 'u1',
          account: 's_zhangsan',
          userName: '张三',
          userSource: 1,
          customerCode: '10010000',
          customerRegisterName: '煤炭公司',
          primary: true,
        },
      ]),
    orgChangePage: () => page([]),
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

const render = (path = PATH) => renderWithProviders(<OrganisationPage />, { path });
const treeCard = () => document.querySelector<HTMLElement>('.org-tree-card')!;
const detailCard = () => document.querySelector<HTMLElement>('.org-detail-card')!;
const treeNodeOf = (name: string) =>
  within(treeCard())
    .getAllByText(name, { selector: '.org-name__text' })
    .map((el) => el.closest<HTMLElement>('.ant-tree-treenode'))
    .find(Boolean)!;
const childCallsFor = (code: string) =>
  callsOf('orgGetAll').filter(([, q]) => (q as Record<string, unknown>).parentCustomerCode === code);
const location = () => screen.getByTestId('location').textContent ?? '';
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });
const dialog = () => screen.getAllByRole('dialog')[0];
/** A dialog by its title (antd's test ids do not name dialogs apart). */
const dialogTitled = (title: RegExp) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((d) => title.test(d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent ?? ''));
    if (!found) throw new Error(`dialog ${String(title)} not open`);
    return found;
  });

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

describe('organisation page: the tree', { timeout: 90_000 }, () => {
  it('shows the root and level 2 at first, marks virtual and cancelled nodes, and loads children when opened', async () => {
    serve();
    render();
    expect(await within(treeCard()).findByText('煤炭公司')).toBeTruthy();
    expect(within(treeCard()).getByText('国家能源集团')).toBeTruthy();
    // The root came from the level-1 page; its children from getAll with parentCustomerCode.
    expect(callsOf('orgGetAllByPage')[0][1]).toMatchObject({ companyLevel: 1 });
    expect(childCallsFor('10000001')).toHaveLength(1);
    expect(callsOf('orgGetAll').every(([, q]) => (q as Record<string, unknown>).parentCustomerCode)).toBe(true);

    const other = treeNodeOf('其他单位');
    expect(within(other).getByText('虚拟节点')).toBeTruthy();
    const closed = treeNodeOf('旧贸易公司');
    expect(within(closed).getByText('已注销')).toBeTruthy();
    expect(closed.querySelector('.org-name--cancelled')).toBeTruthy();

    // Nothing below level 2 is fetched until a node is opened.
    expect(childCallsFor('10010000')).toHaveLength(0);
    expect(within(treeCard()).queryByText('神东煤炭')).toBeNull();
    fireEvent.click(treeNodeOf('煤炭公司').querySelector('.ant-tree-switcher')!);
    expect(await within(treeCard()).findByText('神东煤炭')).toBeTruthy();
    expect(childCallsFor('10010000')).toHaveLength(1);
    expect(childCallsFor('10010100')).toHaveLength(0);
  });

  it('selecting a node shows its details, its 下级单位 and 用户; the buttons follow the permissions', async () => {
    serve();
    render();
    fireEvent.click(await within(treeCard()).findByText('煤炭公司'));
    await waitFor(() => expect(location()).toBe(`${PATH}?org=10010000`));
    const card = detailCard();
    expect(within(card).getByText('91110000100000000R')).toBeTruthy();
    expect(within(card).getByText('2级')).toBeTruthy();
    expect(within(card).getByText('国家能源集团')).toBeTruthy();
    // 下级单位: the subtree page of the node.
    expect(await within(card).findByText('共 2 个下级单位')).toBeTruthy();
    const sub = callsOf('orgGetAllByPage').find(([, q]) => (q as Record<string, unknown>).parentCustomerCode);
    expect(sub?.[1]).toMatchObject({ parentCustomerCode: '10010000', currentPage: 1, pageSize: 10 });
    expect(within(card).getByText('神东一矿')).toBeTruthy();
    // Neither org:edit nor org:export held.
    expect(within(card).queryByRole('button', { name: /新增下级/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /导\s*出/ })).toBeNull();

    fireEvent.click(within(card).getByRole('tab', { name: '用户' }));
    expect(await within(card).findByText('张三')).toBeTruthy();
    expect(callsOf('orgUsers')[0][1]).toMatchObject({ customerCode: '10010000', includeSub: false });
    fireEvent.click(within(card).getByRole('checkbox', { name: '含下级' }));
    await waitFor(() =>
      expect(callsOf('orgUsers').some(([, q]) => (q as Record<string, unknown>).includeSub === true)).toBe(true),
    );
  });

  it('org:export exports the 下级单位 with their filters; org:edit offers 新增下级 and 编辑', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.org.export, BUTTON.org.edit] });
    mockedFile.mockResolvedValue({ blob: new Blob(['x']), fileName: '组织.xlsx' });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    serve();
    render(`${PATH}?org=10010000`);
    const card = await waitFor(() => {
      const c = detailCard();
      if (!within(c).queryByText('91110000100000000R')) throw new Error('details not shown');
      return c;
    });
    expect(within(card).getByRole('button', { name: /新增下级/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    await within(card).findByText('共 2 个下级单位');
    fireEvent.click(within(card).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(mockedFile).toHaveBeenCalledTimes(1));
    expect(mockedFile.mock.calls[0][0]).toBe('orgExport');
    expect(mockedFile.mock.calls[0][1]).toEqual({ parentCustomerCode: '10010000' });
  });

  it('org:edit adds users to the node: found by account or name, then organization/addOrgUser', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.org.edit] });
    serve({
      orgUserCandidates: () => ok([{ userId: 'u9', account: 'wangwu', userName: '王五' }]),
      orgAddOrgUser: () => ok([]),
    });
    render(`${PATH}?org=10010000`);
    const card = await waitFor(() => {
      const c = detailCard();
      if (!within(c).queryByText('91110000100000000R')) throw new Error('details not shown');
      return c;
    });
    fireEvent.click(within(card).getByRole('tab', { name: '用户' }));
    fireEvent.click(await within(card).findByRole('button', { name: /添加用户/ }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('选择用户'), { target: { value: '王' } });
    fireEvent.click(await screen.findByText('王五（wangwu）'));
    fireEvent.click(within(modal).getByRole('button', { name: /添\s*加/ }));
    await waitFor(() => expect(callsOf('orgAddOrgUser')).toHaveLength(1));
    expect(callsOf('orgAddOrgUser')[0][1]).toEqual({ customerCode: '10010000', userIds: ['u9'] });
    expect(callsOf('orgUserCandidates')[0][1]).toEqual({ keyword: '王' });
  });

  it('编辑 to 已注销 asks first, then saves with status 0; 新增下级 adds under the node', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.org.edit] });
    serve({
      orgUpdateOrg: (q) => ok([{ ...COAL, ...q }]),
      orgAddOrg: (q) => ok([{ ...SHENDONG, customerCode: '10010200', ...q }]),
    });
    render(`${PATH}?org=10010000`);
    const card = await waitFor(() => {
      const c = detailCard();
      if (!within(c).queryByText('91110000100000000R')) throw new Error('details not shown');
      return c;
    });
    fireEvent.click(within(card).getByRole('button', { name: /编\s*辑/ }));
    const edit = await dialogTitled(/^编辑单位$/);
    fireEvent.click(within(edit).getByRole('radio', { name: '已注销' }));
    fireEvent.click(within(edit).getByRole('button', { name: /保\s*存/ }));
    const confirm = await dialogTitled(/^注销单位$/);
    expect(within(confirm).getByText(cancelConfirmText('煤炭公司'))).toBeTruthy();
    expect(callsOf('orgUpdateOrg')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /确定注销/ }));
    expect(await toast('保存成功')).toBeTruthy();
    expect(callsOf('orgUpdateOrg')[0][1]).toMatchObject({
      customerCode: '10010000',
      customerRegisterName: '煤炭公司',
      socialcreditcode: '91110000100000000R',
      status: 0,
    });

    fireEvent.click(within(detailCard()).getByRole('button', { name: /新增下级/ }));
    const add = await dialogTitled(/新增下级单位/);
    fireEvent.change(within(add).getByRole('textbox', { name: '单位名称' }), { target: { value: '新煤矿公司' } });
    fireEvent.click(within(add).getByRole('button', { name: /保\s*存/ }));
    // Under a level-2 parent the plate is required (§5).
    expect(await within(add).findByText(PLATE_REQUIRED)).toBeTruthy();
    expect(callsOf('orgAddOrg')).toHaveLength(0);
  });

  it('the search lists hits; choosing one opens the tree along its ancestors and selects it', async () => {
    serve();
    render();
    await within(treeCard()).findByText('煤炭公司');
    const box = within(treeCard()).getByRole('searchbox', { name: '搜索单位' });
    fireEvent.change(box, { target: { value: '一矿' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const results = await within(treeCard()).findByLabelText('搜索结果');
    const hitButton = await within(results).findByRole('button', { name: /神东一矿/ });
    expect(callsOf('orgGetAllByPage').some(([, q]) => (q as Record<string, unknown>).keyword === '一矿')).toBe(true);
    fireEvent.click(hitButton);
    await waitFor(() => expect(location()).toBe(`${PATH}?org=10010101`));
    // The ancestors' children were loaded and the tree opened down to the hit, which is selected.
    await waitFor(() =>
      expect(treeCard().querySelector('.ant-tree-treenode-selected')?.textContent).toContain('神东一矿'),
    );
    expect(childCallsFor('10010000')).toHaveLength(1);
    expect(childCallsFor('10010100')).toHaveLength(1);
    expect(within(detailCard()).getByText('10010101')).toBeTruthy();
    expect(within(detailCard()).getByText('神东煤炭')).toBeTruthy();
  });

  it('a link to a unit (?org=, 去编辑) opens the tree down to it', async () => {
    serve();
    render(`${PATH}?org=10010100`);
    await waitFor(() =>
      expect(treeCard().querySelector('.ant-tree-treenode-selected')?.textContent).toContain('神东煤炭'),
    );
    // 板块 煤炭, and 上级单位 from the opened tree.
    expect(within(detailCard()).getByText('煤炭')).toBeTruthy();
    expect(within(detailCard()).getByText('煤炭公司')).toBeTruthy();
    // Found by its code, then the ancestors' children were loaded.
    expect(callsOf('orgGetAllByPage').some(([, q]) => (q as Record<string, unknown>).keyword === '10010100')).toBe(
      true,
    );
    expect(childCallsFor('10010000')).toHaveLength(1);
  });
});

describe('organisation page: the change applications', { timeout: 90_000 }, () => {
  it('组织机构变更申请 opens the modal in submit mode', async () => {
    serve();
    render();
    fireEvent.click(screen.getByRole('button', { name: /组织机构变更申请/ }));
    expect(dialog().querySelector('.ant-modal-title')?.textContent).toBe(ORG_CHANGE_MODAL_TITLE);
    expect(within(dialog()).getByRole('button', { name: /保\s*存/ })).toBeTruthy();
  });

  it('我的变更申请 lists mine with the status tag; 查看 opens the check mode', async () => {
    serve({
      orgChangePage: (q) => (q.list === 'mine' ? page([application()]) : page([])),
      orgChangeDetail: () => ok([{ ...application(), workflow: workflow(false) }]),
    });
    render(`${PATH}?tab=mine`);
    expect(await screen.findByText('新能源公司')).toBeTruthy();
    expect(screen.getByText('审批中', { selector: '.ant-tag' })).toBeTruthy();
    // 待我审批 is shown only when something waits or to org:edit holders.
    expect(screen.queryByRole('tab', { name: /待我审批/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /查\s*看/ }));
    expect(await within(dialog()).findByRole('button', { name: /去编辑/ })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: /通\s*过/ })).toBeNull();
  });

  it('a notice’s link (?change=) opens that application in check mode, with the decision when it waits', async () => {
    serve({
      orgChangeDetail: () => ok([{ ...application({ taskId: 't1' }), workflow: workflow(true) }]),
    });
    render(`${PATH}?change=a1`);
    expect(await within(dialog()).findByRole('button', { name: /通\s*过/ })).toBeTruthy();
    expect(callsOf('orgChangeDetail')[0][1]).toMatchObject({ id: 'a1' });
  });

  it('a notice’s link while the page is already open (only the search changes) opens the application', async () => {
    serve({
      orgChangeDetail: () => ok([{ ...application({ taskId: 't1' }), workflow: workflow(true) }]),
    });
    renderWithProviders(
      <>
        <OrganisationPage />
        <GoTo to={`${PATH}?change=a1`} />
      </>,
      { path: PATH },
    );
    await within(treeCard()).findAllByText(/./);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await within(await dialogTitled(/./)).findByRole('button', { name: /通\s*过/ })).toBeTruthy();
    expect(callsOf('orgChangeDetail')[0][1]).toMatchObject({ id: 'a1' });
    // Closed, the link leaves the URL; the same notice opens it again.
    fireEvent.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    await waitFor(() => expect(location()).toBe(PATH));
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await within(await dialogTitled(/./)).findByRole('button', { name: /通\s*过/ })).toBeTruthy();
  });

  it('待我审批 appears when something waits; 审批 rejects only with an opinion, then 驳回成功', async () => {
    serve({
      orgChangePage: (q) => (q.list === 'todo' ? page([application({ taskId: 't1' })]) : page([])),
      orgChangeDetail: () => ok([{ ...application({ taskId: 't1' }), workflow: workflow(true) }]),
      workflowSubmitAuditResult: () => ok([workflow(false)]),
    });
    render();
    const tab = await screen.findByRole('tab', { name: /待我审批（1）/ });
    fireEvent.click(tab);
    fireEvent.click(await screen.findByRole('button', { name: /审\s*批/ }));
    await within(dialog()).findByText('新能源公司');
    fireEvent.click(await within(dialog()).findByRole('button', { name: /驳\s*回/ }));
    expect(
      await within(dialog()).findByText(REJECT_OPINION_REQUIRED, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(callsOf('workflowSubmitAuditResult')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '审批意见' }), { target: { value: '材料不全' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /驳\s*回/ }));
    expect(await toast(REJECT_SUCCESS)).toBeTruthy();
    expect(callsOf('workflowSubmitAuditResult')[0][1]).toMatchObject({
      processInstId: 'p1',
      approve: false,
      auditOpinion: '材料不全',
      taskId: 't1',
      // An application cannot be sent again: 驳回 ends it where the workflow offers that.
      returnKind: 'reject',
    });
    expect(screen.queryByText(APPROVE_SUCCESS)).toBeNull();
  });

  it('org:edit holders see 待我审批 even when it is empty', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.org.edit] });
    serve();
    render();
    expect(await screen.findByRole('tab', { name: '待我审批' })).toBeTruthy();
  });
});
