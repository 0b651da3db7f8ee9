import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgreementCheck, OpenProduct, ProductOpening } from '@portal/shared';
import ProductOpeningPage, { OPENING_PAGE_INTRO } from '../src/features/products/ProductOpeningPage.tsx';
import ProductProtocolPage from '../src/features/products/ProductProtocolPage.tsx';
import ProductLoadingPage from '../src/features/products/ProductLoadingPage.tsx';
import ProductAdminPage from '../src/features/products/ProductAdminPage.tsx';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { BUTTON, buildResultPath } from '@portal/shared';
import { emitNotice } from '../src/platform/notices/notice-events.ts';
import { loadUserInfo } from '../src/platform/session/actions.ts';
import { useSession } from '../src/platform/session/store.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ logout: vi.fn(), loadUserInfo: vi.fn(async () => ({})) }));

const mockedRequest = vi.mocked(request);

const product = (over: Partial<OpenProduct> = {}): OpenProduct => ({
  productType: '08',
  productName: '支付',
  routeUrl: '/finance/ePayment',
  description: '企业网银支付',
  opened: false,
  state: 'none',
  requestedAt: null,
  ...over,
});

const CHECK: AgreementCheck = {
  productType: '08',
  agreed: false,
  protocols: [
    { id: 'p1', title: '企业支付结算服务协议', version: 3, content: '<p>协议正文</p>', agreed: false, agreedAt: null },
    { id: 'p2', title: '隐私政策', version: 1, content: '<p>隐私</p>', agreed: true, agreedAt: '2026-01-01T00:00:00Z' },
  ],
};

const opening = (over: Partial<ProductOpening> = {}): ProductOpening => ({
  id: '1',
  entId: 'e1',
  entName: '国能甲公司',
  productType: '08',
  productName: '支付',
  routeUrl: '/finance/ePayment',
  applicantId: 'u1',
  applicantName: '张三',
  applicantAccount: 's_zhangsan',
  status: 'pending',
  requestedAt: '2026-11-20T02:00:00.000Z',
  activatedAt: null,
  doneAt: null,
  ...over,
});

function serve(state: { products: OpenProduct[]; openings?: ProductOpening[] }) {
  mockedRequest.mockImplementation(async (name: string) => {
    switch (name) {
      case 'openProductList':
        return { code: '200', msg: '', data: state.products };
      case 'checkAgreement':
        return { code: '200', msg: '', data: [CHECK] };
      case 'toAgreeByCheckAgreement':
        return { code: '200', msg: '已同意', data: [] };
      case 'productOpen':
        return { code: '200', msg: '已提交开通申请，请等待运营人员激活', data: [opening()] };
      case 'productOpeningPage': {
        const records = state.openings ?? [];
        return { code: '200', msg: '', data: [{ records, current: 1, size: 10, total: records.length }] };
      }
      case 'productActivate':
        return { code: '200', msg: '激活成功', data: [opening({ status: 'active' })] };
      case 'productDone':
        return { code: '200', msg: '产品已开通', data: [{ productType: '08', routeUrl: '/finance/ePayment' }] };
      default:
        return { code: '200', msg: '', data: [] };
    }
  });
}

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('/product/index', () => {
  it('shows each product with its state and the action of that state', async () => {
    // A signed-in member's granted routes: no menu of these products, and the always-allowed list (§2.1: the
    // product homes), as the session builds it.
    useMenuStore.setState({ resultPath: buildResultPath([]) });
    serve({
      products: [
        product({ productType: '01', productName: '贷款', routeUrl: '/finance/eLoan', opened: true, state: 'opened' }),
        product({ productType: '04', productName: '期货', routeUrl: '/finance/eFutures', state: 'pending' }),
        product(),
      ],
    });
    renderWithProviders(<ProductOpeningPage />, { path: '/product/index' });
    // The page's title and what it is for, above the products.
    expect(screen.getByRole('heading', { name: '产品开通' })).toBeTruthy();
    expect(screen.getByText(OPENING_PAGE_INTRO)).toBeTruthy();
    const loan = await screen.findByTestId('product-01');
    expect(within(loan).getByText('已开通')).toBeTruthy();
    const futures = screen.getByTestId('product-04');
    expect(within(futures).getByText('开通中')).toBeTruthy();
    const pay = screen.getByTestId('product-08');
    expect(within(pay).getByText('未开通')).toBeTruthy();

    fireEvent.click(within(futures).getByRole('button', { name: /查看进度/ }));
    expect(location()).toBe('/product/loading?productType=04');
    fireEvent.click(within(pay).getByRole('button', { name: /申请开通/ }));
    expect(location()).toBe('/product/protocol?productType=08');
    fireEvent.click(within(loan).getByRole('button', { name: /进\s*入/ }));
    expect(location()).toBe('/finance/eLoan');
  });

  it('an opened product whose pages the member does not hold: 申请激活 asks the company admins (activationNotRole)', async () => {
    let requested = false;
    useMenuStore.setState({ resultPath: buildResultPath([]) });
    serve({
      products: [
        product({ productType: '10', productName: '税务', routeUrl: '/tax/home', opened: true, state: 'opened' }),
      ],
    });
    const served = mockedRequest.getMockImplementation()!;
    mockedRequest.mockImplementation(async (name: string, body?: unknown) => {
      if (name === 'findAccountActive')
        return { code: '200', msg: '', data: [{ productType: '10', active: false, requested }] };
      if (name === 'activationNotRole') {
        requested = true;
        return { code: '200', msg: '已通知企业管理员激活', data: [] };
      }
      return served(name as never, body as never);
    });
    renderWithProviders(<ProductOpeningPage />, { path: '/product/index' });
    const tax = await screen.findByTestId('product-10');
    // No 进入 that would end on the no-permission page: the hint and the request instead.
    expect(within(tax).queryByRole('button', { name: /进\s*入/ })).toBeNull();
    expect(within(tax).getByTestId('not-role-hint')).toBeTruthy();
    fireEvent.click(await within(tax).findByRole('button', { name: /申请激活/ }));
    await waitFor(() => expect(callsOf('activationNotRole')).toEqual([['activationNotRole', { productType: '10' }]]));
    expect(await within(tax).findByRole('button', { name: '已申请，等待企业管理员激活' })).toBeTruthy();
  });

  it('the same product with its pages granted: 进入', async () => {
    useMenuStore.setState({ resultPath: buildResultPath(['/tax/home']) });
    serve({
      products: [
        product({ productType: '10', productName: '税务', routeUrl: '/tax/home', opened: true, state: 'opened' }),
      ],
    });
    renderWithProviders(<ProductOpeningPage />, { path: '/product/index' });
    const tax = await screen.findByTestId('product-10');
    fireEvent.click(within(tax).getByRole('button', { name: /进\s*入/ }));
    expect(location()).toBe('/tax/home');
    expect(callsOf('findAccountActive')).toEqual([]);
  });
});

describe('/product/protocol', () => {
  it('shows the protocols; 同意并开通 needs the checkbox, then agrees the outstanding ones and opens', async () => {
    serve({ products: [product()] });
    renderWithProviders(<ProductProtocolPage />, { path: '/product/protocol?productType=08' });
    expect(await screen.findByText('企业支付结算服务协议')).toBeTruthy();
    expect(screen.getByText('协议正文')).toBeTruthy();
    expect(screen.getByText('隐私')).toBeTruthy();

    const submit = screen.getByRole<HTMLButtonElement>('button', { name: /同意并开通/ });
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(callsOf('toAgreeByCheckAgreement')).toHaveLength(0);
    expect(callsOf('productOpen')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('我已阅读并同意以上协议'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(location()).toBe('/product/loading?productType=08'));
    // Only the protocol not yet accepted, at the version shown.
    expect(callsOf('toAgreeByCheckAgreement')[0][1]).toEqual({
      productType: '08',
      protocols: [{ id: 'p1', version: 3 }],
    });
    expect(callsOf('productOpen')[0][1]).toEqual({ productType: '08' });
  });

  it('nothing outstanding: no agreement call, straight to open', async () => {
    serve({ products: [product()] });
    mockedRequest.mockImplementationOnce(async () => ({
      code: '200',
      msg: '',
      data: [{ productType: '08', agreed: true, protocols: [] }],
    }));
    renderWithProviders(<ProductProtocolPage />, { path: '/product/protocol?productType=08' });
    fireEvent.click(await screen.findByLabelText('我已阅读并同意以上协议'));
    fireEvent.click(screen.getByRole('button', { name: /同意并开通/ }));
    await waitFor(() => expect(callsOf('productOpen')).toHaveLength(1));
    expect(callsOf('toAgreeByCheckAgreement')).toHaveLength(0);
  });
});

describe('/product/loading', () => {
  it('waits while pending; a type 3 notice asks again; opened → done, user info, the product', async () => {
    const state = { products: [product({ state: 'pending', requestedAt: '2026-11-20T02:00:00.000Z' })] };
    serve(state);
    renderWithProviders(<ProductLoadingPage />, { path: '/product/loading?productType=08' });
    expect(await screen.findByText('产品开通中，请耐心等待…')).toBeTruthy();
    expect(screen.getByText('运营审核')).toBeTruthy();
    expect(callsOf('productDone')).toHaveLength(0);

    state.products = [product({ opened: true, state: 'opened' })];
    act(() => emitNotice({ type: 'NOTICE', id: '1', noticeType: 3, content: '产品已开通', createDate: '' }));
    expect(await screen.findByText('产品已开通')).toBeTruthy();
    expect(callsOf('productDone')[0][1]).toEqual({ productType: '08' });
    expect(vi.mocked(loadUserInfo)).toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/finance/ePayment'));
  });

  it('already opened: straight to the product; nothing asked: back to /product/index', async () => {
    serve({ products: [product({ opened: true, state: 'opened' })] });
    renderWithProviders(<ProductLoadingPage />, { path: '/product/loading?productType=08' });
    await waitFor(() => expect(location()).toBe('/finance/ePayment'));
    cleanup();

    serve({ products: [product()] });
    renderWithProviders(<ProductLoadingPage />, { path: '/product/loading?productType=08' });
    await waitFor(() => expect(location()).toBe('/product/index'));
  });
});

describe('/Base/auth-management/product, tab 开通申请', () => {
  const rows = [opening(), opening({ id: '2', productType: '04', productName: '期货', status: 'active' })];

  it('lists the openings; 激活 (gated, confirmed) on a pending one only', async () => {
    useSession.setState({ token: 't', userInfo: makeUser({ btnPerm: [BUTTON.product.activate] }) });
    useMenuStore.setState({ btnPerm: [BUTTON.product.activate] });
    serve({ products: [], openings: rows });
    renderWithProviders(<ProductAdminPage />, { path: '/Base/auth-management/product?tab=openings' });
    const pending = (await screen.findByText('支付')).closest('tr')!;
    expect(within(pending).getByText('国能甲公司')).toBeTruthy();
    expect(within(pending).getByText('张三（s_zhangsan）')).toBeTruthy();
    expect(within(pending).getByText('待激活')).toBeTruthy();
    const active = screen.getByText('期货').closest('tr')!;
    expect(within(active).getByText('已开通')).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /激\s*活/ })).toBeNull();

    fireEvent.click(within(pending).getByRole('button', { name: /激\s*活/ }));
    expect(await screen.findByText(/确定激活吗/)).toBeTruthy();
    expect(callsOf('productActivate')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('productActivate')[0][1]).toEqual({ id: '1' }));
  });

  it('without product:activate: no 激活', async () => {
    serve({ products: [], openings: rows });
    renderWithProviders(<ProductAdminPage />, { path: '/Base/auth-management/product?tab=openings' });
    const pending = (await screen.findByText('支付')).closest('tr')!;
    expect(within(pending).queryByRole('button', { name: /激\s*活/ })).toBeNull();
  });
});
