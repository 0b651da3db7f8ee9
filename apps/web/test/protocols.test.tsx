import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type AgreementProtocol, type MyAgreement, type ProtocolAdmin } from '@portal/shared';
import ProtocolAdminPage from '../src/features/protocols/ProtocolAdminPage.tsx';
import AgreementPage from '../src/features/protocols/AgreementPage.tsx';
import MyProtocolsPage from '../src/features/protocols/MyProtocolsPage.tsx';
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
const ok = (data: unknown[]) => ({ code: '200', msg: '', data });
const pageOf = <T,>(records: T[]) => ok([{ records, current: 1, size: 10, total: records.length }]);
const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);

const protocol = (over: Partial<ProtocolAdmin> = {}): ProtocolAdmin => ({
  id: 'p1',
  title: '贷款业务服务协议',
  productType: '01',
  version: 2,
  status: 1,
  sort: 1,
  updatedBy: 'superadmin',
  updatedAt: '2026-03-01T02:00:00.000Z',
  ...over,
});

const PRODUCTS = ok([
  {
    records: [
      {
        productType: '01',
        productName: '贷款',
        routeUrl: '/finance/eLoan',
        description: '',
        sort: 1,
        status: 1,
        system: false,
        updatedAt: null,
      },
    ],
    current: 1,
    size: 9999,
    total: 1,
  },
]);

/** Answers each call by name; unknown calls answer an empty success. */
function serve(handlers: Record<string, (payload: Record<string, unknown>) => unknown>) {
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    if (name === 'productList') return PRODUCTS;
    const h = handlers[name];
    return h ? h(payload ?? {}) : ok([]);
  }) as unknown as typeof request);
}

const PROTOCOL_CODES = [BUTTON.protocol.add, BUTTON.protocol.edit, BUTTON.protocol.status];
const signIn = (codes: string[]) => {
  useSession.setState({ token: 't', userInfo: makeUser({ btnPerm: codes }) });
  useMenuStore.setState({ btnPerm: codes });
};

beforeEach(() => signIn(PROTOCOL_CODES));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('protocol administration', () => {
  const PATH = '/Base/auth-management/protocol';

  it('lists the protocols with product, version and status; the buttons of the codes held', async () => {
    serve({
      protocolPage: () =>
        pageOf([
          protocol(),
          protocol({ id: 'p0', title: '能源金融服务平台用户服务协议', productType: null, version: 1 }),
          protocol({ id: 'p9', title: '保险业务服务协议（2024版）', productType: '07', status: 0, version: 1 }),
        ]),
    });
    renderWithProviders(<ProtocolAdminPage />, { path: PATH });
    const row = (await screen.findByText('贷款业务服务协议')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('贷款')).toBeTruthy());
    expect(within(row).getByText('v2')).toBeTruthy();
    expect(within(row).getByText('生效中')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '修改' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '停用' })).toBeTruthy();
    const portal = screen.getByText('能源金融服务平台用户服务协议').closest('tr')!;
    expect(within(portal).getByText('平台服务协议')).toBeTruthy();
    const old = screen.getByText('保险业务服务协议（2024版）').closest('tr')!;
    expect(within(old).getByText('已停用')).toBeTruthy();
    expect(within(old).getByText('产品 07')).toBeTruthy();
    expect(within(old).getByRole('button', { name: '启用' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增协议/ })).toBeTruthy();
    expect(callsOf('protocolPage')[0][1]).toMatchObject({ currentPage: 1, pageSize: 10 });
  });

  it('without the button codes: no 新增协议, 修改, 停用 or 启用', async () => {
    signIn([]);
    serve({ protocolPage: () => pageOf([protocol(), protocol({ id: 'p9', title: '旧协议', status: 0 })]) });
    renderWithProviders(<ProtocolAdminPage />, { path: PATH });
    const row = (await screen.findByText('贷款业务服务协议')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '修改' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '停用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '启用' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增协议/ })).toBeNull();
  });

  it('the filters come from the URL', async () => {
    serve({ protocolPage: () => pageOf([protocol({ productType: null, title: '平台协议' })]) });
    renderWithProviders(<ProtocolAdminPage />, { path: `${PATH}?productType=portal&status=1` });
    expect(await screen.findByText('平台协议')).toBeTruthy();
    expect(callsOf('protocolPage')[0][1]).toMatchObject({ productType: 'portal', status: 1 });
  });

  it('停用 asks for confirmation, then calls protocolStatus and reloads', async () => {
    serve({
      protocolPage: () => pageOf([protocol()]),
      protocolStatus: (p) => ok([protocol({ status: Number(p.status) })]),
    });
    renderWithProviders(<ProtocolAdminPage />, { path: PATH });
    const row = (await screen.findByText('贷款业务服务协议')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    expect(
      await screen.findByText('停用后开通产品时将不再要求同意该协议，确定停用「贷款业务服务协议」吗？'),
    ).toBeTruthy();
    expect(callsOf('protocolStatus')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('protocolStatus')).toHaveLength(1));
    expect(callsOf('protocolStatus')[0][1]).toEqual({ id: 'p1', status: 0 });
    await waitFor(() => expect(callsOf('protocolPage').length).toBeGreaterThan(1));
  });

  it('新增协议: required fields, then saves the portal agreement (productType null)', async () => {
    serve({ protocolPage: () => pageOf([protocol()]), protocolSave: (p) => ok([{ ...protocol(), ...p }]) });
    renderWithProviders(<ProtocolAdminPage />, { path: PATH });
    await screen.findByText('贷款业务服务协议');
    fireEvent.click(screen.getByRole('button', { name: /新增协议/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入协议名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入协议内容')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('协议名称'), { target: { value: ' 隐私政策 ' } });
    fireEvent.change(within(dialog).getByLabelText('协议内容（HTML）'), { target: { value: '<p>正文</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('protocolSave')).toHaveLength(1));
    expect(callsOf('protocolSave')[0][1]).toEqual({
      title: '隐私政策',
      productType: null,
      content: '<p>正文</p>',
      sort: 0,
    });
  });
});

describe('服务协议 (AgreementPage)', () => {
  const agreement = (over: Partial<AgreementProtocol> = {}): AgreementProtocol => ({
    id: 'p0',
    title: '能源金融服务平台用户服务协议',
    version: 3,
    content: '<h2>能源金融服务平台用户服务协议</h2><p>第一条 账号注册与使用</p>',
    agreed: false,
    agreedAt: null,
    ...over,
  });

  it('not yet accepted: 同意 is enabled by 我已阅读并同意, sends the version read, then shows 已同意 with the date', async () => {
    let agreed = false;
    serve({
      portalAgreement: () =>
        ok([agreed ? agreement({ agreed: true, agreedAt: '2026-03-01T02:00:00.000Z' }) : agreement()]),
      agree: () => {
        agreed = true;
        return ok([]);
      },
    });
    renderWithProviders(<AgreementPage />, { path: '/userCenter/agreement' });
    expect(await screen.findByText('第一条 账号注册与使用')).toBeTruthy();
    expect(screen.getByTestId('protocol-content').querySelector('h2')).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /同\s*意/ });
    expect(button.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(callsOf('agree')).toHaveLength(1));
    expect(callsOf('agree')[0][1]).toEqual({ protocolId: 'p0', version: 3 });
    expect(await screen.findByText('同意时间：2026-03-01 10:00:00')).toBeTruthy();
    expect(screen.getByText('已同意', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a refused agree (a newer version) unticks the box and reloads the text', async () => {
    serve({
      portalAgreement: () => ok([agreement()]),
      agree: () => Promise.reject(new Error('协议已更新，请重新阅读后同意')),
    });
    renderWithProviders(<AgreementPage />, { path: '/userCenter/agreement' });
    await screen.findByText('第一条 账号注册与使用');
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '我已阅读并同意' });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: /同\s*意/ }));
    await waitFor(() => expect(callsOf('agree')).toHaveLength(1));
    await waitFor(() => expect(box.checked).toBe(false));
    await waitFor(() => expect(callsOf('portalAgreement').length).toBeGreaterThan(1));
  });
});

describe('我的协议 (MyProtocolsPage)', () => {
  it('lists what the user accepted with 有新版本 when outdated, and opens the text', async () => {
    const rows: MyAgreement[] = [
      {
        protocolId: 'p1',
        title: '贷款业务服务协议',
        productType: '01',
        version: 1,
        currentVersion: 2,
        agreedAt: '2026-03-01T02:00:00.000Z',
        outdated: true,
        inForce: true,
      },
      {
        protocolId: 'p0',
        title: '能源金融服务平台用户服务协议',
        productType: null,
        version: 1,
        currentVersion: 1,
        agreedAt: '2026-02-01T02:00:00.000Z',
        outdated: false,
        inForce: true,
      },
    ];
    serve({
      myAgreements: () => pageOf(rows),
      protocolDetail: () => ok([{ ...protocol(), content: '<p>贷款协议正文</p>' }]),
    });
    renderWithProviders(<MyProtocolsPage />, { path: '/userCenter/protocol' });
    const loan = (await screen.findByText('贷款业务服务协议')).closest('tr')!;
    expect(within(loan).getByText('有新版本')).toBeTruthy();
    const portal = screen.getByText('能源金融服务平台用户服务协议').closest('tr')!;
    expect(within(portal).queryByText('有新版本')).toBeNull();
    fireEvent.click(within(loan).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('贷款协议正文')).toBeTruthy();
    expect(callsOf('protocolDetail')[0][1]).toEqual({ id: 'p1' });
  });
});
