/**
 * The product homes (§1 finance home pages), the authorisation pages (§2.2 /protocol/*, /factor/index) and the
 * e-commerce authorisation (§2.2 /business/loginsso): what each state shows and where each button leads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductHome, ProductHomeState } from '@portal/shared';
import ProductHomePage from '../src/features/finance-home/ProductHomePage.tsx';
import AuthorisationPage from '../src/features/products/AuthorisationPage.tsx';
import BusinessLoginSsoPage from '../src/features/business/BusinessLoginSsoPage.tsx';
import { useSession } from '../src/platform/session/store.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (orig) => ({
  ...(await orig<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn() }));

const mockedRequest = vi.mocked(request);
const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const env = (data: unknown[], msg = '') => ({ code: '200', msg, data });

const HOME: ProductHome = {
  productType: '02',
  productName: '保理',
  routeUrl: '/finance/eRong',
  description: '基于应收账款转让的商业保理融资',
  brand: '国能e融',
  introduction: '供应商将应收账款转让给保理机构。',
  content: {
    features: [{ title: '盘活应收', text: '提前变现' }],
    limits: [{ label: '融资额度', value: '最高 5 亿元' }],
    steps: ['提交申请', '审核', '放款'],
    documents: ['营业执照'],
    contact: { name: '金融服务部', phone: '400-800-9999 转 7', email: '' },
  },
  workspaceUrl: '/efactoring',
  newsSubjectId: '361000000000000032',
  sort: 2,
};
const state = (over: Partial<ProductHomeState>): ProductHomeState => ({
  productType: '02',
  state: 'none',
  requestedAt: null,
  workspaceHeld: false,
  figures: null,
  ...over,
});

function serve(answers: Record<string, unknown>) {
  mockedRequest.mockImplementation((async (name: string) => answers[name] ?? env([])) as unknown as typeof request);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('a product home', { timeout: 60_000 }, () => {
  it('a visitor reads the product and is asked to sign in; no enterprise state is asked', async () => {
    serve({ productHome: env([HOME]), newsPage: env([{ records: [], current: 1, size: 5, total: 0 }]) });
    renderWithProviders(<ProductHomePage />, { path: '/finance/eRong' });
    expect(await screen.findByText('保理服务')).toBeTruthy();
    expect(screen.getByText('最高 5 亿元')).toBeTruthy();
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    expect(callsOf('productHome')[0][1]).toEqual({ routeUrl: '/finance/eRong' });
    fireEvent.click(screen.getByRole('button', { name: /登录后办理/ }));
    expect(screen.getByTestId('location').textContent).toBe('/login/index');
    expect(callsOf('productHomeState')).toHaveLength(0);
  });

  it('opened: 产品线上服务已开通, the figures in 万/亿, the latest business and 进入 the workspace', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    const figures = {
      figures: [
        { label: '在途申请', value: '2', unit: '笔' as const },
        { label: '在途金额', value: '15000000.00', unit: '元' as const },
      ],
      latest: { title: '保理融资申请 FA1', status: '待审核', at: '2026-03-25T01:00:00.000Z' },
    };
    serve({
      productHome: env([HOME]),
      productHomeState: env([state({ state: 'opened', workspaceHeld: true, figures })]),
    });
    renderWithProviders(<ProductHomePage />, { path: '/finance/eRong' });
    expect(await screen.findByText('产品线上服务已开通')).toBeTruthy();
    expect(screen.getByText('1500.00万元')).toBeTruthy();
    expect(screen.getByText('2笔')).toBeTruthy();
    expect(screen.getByText(/最近业务：保理融资申请 FA1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /进入保理业务/ }));
    expect(screen.getByTestId('location').textContent).toBe('/efactoring');
  });

  it('not opened leads to the opening flow; an opening under way to its waiting page', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    serve({ productHome: env([HOME]), productHomeState: env([state({ state: 'none' })]) });
    renderWithProviders(<ProductHomePage />, { path: '/finance/eRong' });
    fireEvent.click(await screen.findByRole('button', { name: /申请开通/ }));
    expect(screen.getByTestId('location').textContent).toBe('/product/protocol?productType=02');
    cleanup();
    serve({
      productHome: env([HOME]),
      productHomeState: env([state({ state: 'pending', requestedAt: '2026-03-25T01:00:00.000Z' })]),
    });
    renderWithProviders(<ProductHomePage />, { path: '/finance/eRong' });
    fireEvent.click(await screen.findByRole('button', { name: /查看开通进度/ }));
    expect(screen.getByTestId('location').textContent).toBe('/product/loading?productType=02');
  });

  it('an unknown or off-shelf product says so, with the way home', async () => {
    serve({ productHome: env([]) });
    renderWithProviders(<ProductHomePage />, { path: '/finance/eNothing' });
    expect(await screen.findByText('产品不存在或已下架')).toBeTruthy();
  });
});

describe('an authorisation page', { timeout: 60_000 }, () => {
  const protocol = {
    id: 'p1',
    title: '商业保理业务服务协议',
    version: 3,
    content: '<p>条款</p>',
    agreed: false,
    agreedAt: null,
  };

  it('同意 stays off until the protocol is read and ticked; then records exactly the versions shown', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    useMenuStore.setState({ resultPath: ['/efactoring'] });
    serve({
      checkAgreement: env([{ productType: '02', agreed: false, protocols: [protocol] }]),
      toAgreeByCheckAgreement: env([]),
    });
    renderWithProviders(<AuthorisationPage />, { path: '/factor/index' });
    expect(await screen.findByText('商业保理业务服务协议')).toBeTruthy();
    const agree = screen.getByRole('button', { name: /同\s*意/ });
    // jsdom has no layout: the text "fits", so it counts as read at once; the tick is still needed.
    expect(agree.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上协议' }));
    fireEvent.click(agree);
    await waitFor(() => expect(callsOf('toAgreeByCheckAgreement')).toHaveLength(1));
    expect(callsOf('toAgreeByCheckAgreement')[0][1]).toEqual({
      productType: '02',
      protocols: [{ id: 'p1', version: 3 }],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/efactoring'));
  });

  it('accepted before at the versions in force: straight on to the product (its home when not held)', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    useMenuStore.setState({ resultPath: [] });
    serve({ checkAgreement: env([{ productType: '02', agreed: true, protocols: [{ ...protocol, agreed: true }] }]) });
    renderWithProviders(<AuthorisationPage />, { path: '/protocol/eFactor' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/finance/eRong'));
    expect(callsOf('toAgreeByCheckAgreement')).toHaveLength(0);
  });
});

describe('e-commerce authorisation', { timeout: 60_000 }, () => {
  const req = {
    clientCode: 'gnegou',
    clientName: '国能e购',
    scopes: [{ scope: 'entName', label: '企业名称' }],
    entName: '国能甲公司',
    canDecide: true,
    grantedAt: null,
  };

  it('the company admin grants; the platform’s address with the code is offered', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    serve({
      businessRequest: env([req]),
      businessGrant: env([{ redirect: 'https://egou.example/cb?code=abc&state=s1' }], '授权成功'),
    });
    renderWithProviders(<BusinessLoginSsoPage />, { path: '/business/loginsso?client=gnegou&scope=entName&state=s1' });
    expect(await screen.findByText(/「国能e购」请求读取/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /同意授权/ }));
    await waitFor(() => expect(callsOf('businessGrant')).toHaveLength(1));
    expect(callsOf('businessGrant')[0][1]).toEqual({ client: 'gnegou', scopes: ['entName'], state: 's1' });
    const back = await screen.findByRole('link', { name: /返回国能e购/ });
    expect(back.getAttribute('href')).toBe('https://egou.example/cb?code=abc&state=s1');
  });

  it('a member sees the request and who can decide, without the buttons', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    serve({ businessRequest: env([{ ...req, canDecide: false }]) });
    renderWithProviders(<BusinessLoginSsoPage />, { path: '/business/loginsso?client=gnegou&scope=entName' });
    expect(await screen.findByText('只有本企业的企业管理员可以授权，请联系企业管理员。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /同意授权/ })).toBeNull();
  });
});
