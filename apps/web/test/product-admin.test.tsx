import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUTTON, type ProductAdmin } from '@portal/shared';
import ProductAdminPage from '../src/features/products/ProductAdminPage.tsx';
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

const product = (over: Partial<ProductAdmin> = {}): ProductAdmin => ({
  productType: '05',
  productName: '电子发票',
  routeUrl: '/invoice/home',
  description: '开票与收票',
  sort: 5,
  status: 1,
  system: false,
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

function serve(rows: ProductAdmin[]) {
  const products = rows.map((p) => ({ ...p }));
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'productAdminPage': {
        const page = Number(payload.pageNum);
        const size = Number(payload.pageSize);
        const matched = products.filter(
          (p) =>
            (payload.status === undefined || payload.status === '' || p.status === payload.status) &&
            (!payload.productName || p.productName.includes(payload.productName as string)),
        );
        return {
          code: '200',
          msg: '',
          data: [
            { records: matched.slice((page - 1) * size, page * size), current: page, size, total: matched.length },
          ],
        };
      }
      case 'productShelf': {
        const p = products.find((x) => x.productType === payload.productType);
        if (p) p.status = Number(payload.status);
        return { code: '200', msg: '操作成功', data: p ? [p] : [] };
      }
      case 'productSave':
        return { code: '200', msg: '', data: [product(payload)] };
      default:
        return { code: '200', msg: '', data: [] };
    }
  }) as unknown as typeof request);
  return products;
}

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);
const PATH = '/Base/auth-management/product';

const PRODUCT_CODES = [BUTTON.product.add, BUTTON.product.edit, BUTTON.product.shelf];

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ btnPerm: PRODUCT_CODES }) });
  useMenuStore.setState({ btnPerm: PRODUCT_CODES });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('product administration', () => {
  it('lists the products with their status tags', async () => {
    serve([
      product(),
      product({ productType: '01', productName: '税务管理', system: true }),
      product({ productType: '07', productName: '供应链金融', status: 0 }),
    ]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    expect(await screen.findByText('电子发票')).toBeTruthy();
    const row = screen.getByText('供应链金融').closest('tr')!;
    expect(within(row).getByText('已下架')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '上架' })).toBeTruthy();
    expect(within(screen.getByText('电子发票').closest('tr')!).getByText('已上架')).toBeTruthy();
    expect(callsOf('productAdminPage')[0][1]).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('a search writes the URL state and asks with the filters', async () => {
    serve([product(), product({ productType: '07', productName: '供应链金融', status: 0 })]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    await screen.findByText('电子发票');
    fireEvent.change(screen.getAllByPlaceholderText('请输入产品名称')[0], { target: { value: '供应链' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('productName='));
    await waitFor(() => expect(screen.queryByText('电子发票')).toBeNull());
    expect(callsOf('productAdminPage').at(-1)?.[1]).toMatchObject({ productName: '供应链', pageNum: 1 });
  });

  it('reads the status filter from the URL', async () => {
    serve([product(), product({ productType: '07', productName: '供应链金融', status: 0 })]);
    renderWithProviders(<ProductAdminPage />, { path: `${PATH}?status=0` });
    expect(await screen.findByText('供应链金融')).toBeTruthy();
    expect(callsOf('productAdminPage')[0][1]).toMatchObject({ status: 0 });
    expect(screen.queryByText('电子发票')).toBeNull();
  });

  it('下架 asks for confirmation, then calls productShelf with status 0 and reloads', async () => {
    serve([product()]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    const row = (await screen.findByText('电子发票')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '下架' }));
    expect(await screen.findByText('下架后将以站内通知告知已开通该产品的用户，确定下架「电子发票」吗？')).toBeTruthy();
    expect(callsOf('productShelf')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('productShelf')).toHaveLength(1));
    expect(callsOf('productShelf')[0][1]).toEqual({ productType: '05', status: 0 });
    await waitFor(() => expect(callsOf('productAdminPage').length).toBeGreaterThan(1));
    // The server's message (productShelf answers 操作成功).
    expect(await screen.findByText('操作成功', { selector: '.ant-message *' })).toBeTruthy();
  });

  it("a system product's 下架 is disabled", async () => {
    serve([product({ productType: '01', productName: '税务管理', system: true })]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    const row = (await screen.findByText('税务管理')).closest('tr')!;
    const button = within(row).getByRole<HTMLButtonElement>('button', { name: '下架' });
    expect(button.disabled).toBe(true);
  });

  it('the new-product form shows the contract messages and saves a valid product', async () => {
    serve([product()]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    await screen.findByText('电子发票');
    fireEvent.click(screen.getByRole('button', { name: /新增产品/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入产品代码')).toBeTruthy();
    expect(within(dialog).getByText('请输入产品名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入产品地址')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('产品代码'), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('产品地址'), { target: { value: 'tax' } });
    expect(await within(dialog).findByText('产品代码为两位数字')).toBeTruthy();
    expect(await within(dialog).findByText('产品地址须为以 / 开头的站内路径')).toBeTruthy();
    expect(callsOf('productSave')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('产品代码'), { target: { value: '08' } });
    fireEvent.change(within(dialog).getByLabelText('产品名称'), { target: { value: '数据服务' } });
    fireEvent.change(within(dialog).getByLabelText('产品地址'), { target: { value: '/data/home' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('productSave')).toHaveLength(1));
    expect(callsOf('productSave')[0][1]).toMatchObject({
      isNew: true,
      productType: '08',
      productName: '数据服务',
      routeUrl: '/data/home',
      sort: 0,
    });
  });

  it('编辑 opens the form with the code read only', async () => {
    serve([product()]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    const row = (await screen.findByText('电子发票')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText<HTMLInputElement>('产品代码');
    await waitFor(() => expect(code.value).toBe('05'));
    expect(code.disabled).toBe(true);
  });

  it('without the product codes, 新增产品, 编辑 and 上架/下架 are absent, and so is the 操作 column', async () => {
    useMenuStore.setState({ btnPerm: [] });
    serve([product(), product({ productType: '07', productName: '供应链金融', status: 0 })]);
    // Without a product code the page opens on 开通申请; the list is its other tab.
    renderWithProviders(<ProductAdminPage />, { path: `${PATH}?tab=products` });
    await screen.findByText('电子发票');
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增产品/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下架' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上架' })).toBeNull();
  });

  it('each product code brings back only its own buttons', async () => {
    useMenuStore.setState({ btnPerm: [BUTTON.product.edit] });
    serve([product()]);
    renderWithProviders(<ProductAdminPage />, { path: PATH });
    const row = (await screen.findByText('电子发票')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '下架' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增产品/ })).toBeNull();
  });
});
