import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAROUSEL_ENDPOINTS, type HandbookRow } from '@portal/shared';
import CarouselPage, { CAROUSEL_LINK_MESSAGE } from '../src/features/content/CarouselPage.tsx';
import HandbookSettingPage from '../src/features/content/HandbookSettingPage.tsx';
import { HandbookSlot } from '../src/platform/handbook/HandbookSlot.tsx';
import { request, upload } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import { ok, page, serveCalls, type RequestMock } from './auth-apply-fixtures.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
  upload: vi.fn(),
}));

const mocked = vi.mocked(request) as unknown as RequestMock;
const mockedUpload = vi.mocked(upload);
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const dialog = () => screen.getAllByRole('dialog')[0];
const pick = (file: File) =>
  fireEvent.change(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });

const manual = (over: Partial<HandbookRow> = {}): HandbookRow => ({
  path: '/tax/home',
  title: '税务首页',
  fileId: '',
  fileName: '',
  updatedBy: '',
  updateTime: '',
  ...over,
});

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ userId: 'u9', userName: '运营' }) });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('移动端轮播配置', () => {
  it('refuses a javascript: link, then saves the contract fields (carouselSave)', async () => {
    serveCalls(mocked, {
      carouselPage: () => page([]),
      getPicture: () => ok([]),
      carouselSave: () => ({ code: '200', msg: '保存成功', data: [] }),
    });
    mockedUpload.mockResolvedValueOnce(ok(['f-img']) as never);
    renderWithProviders(<CarouselPage />);
    expect(await screen.findByText('移动端当前没有展示的轮播图')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增轮播图/ }));
    await within(dialog()).findByText('新增轮播图');
    fireEvent.change(within(dialog()).getByLabelText('标题'), { target: { value: '  春季安全月  ' } });
    pick(new File(['png'], 'banner.png', { type: 'image/png' }));
    expect(await within(dialog()).findByText('banner.png')).toBeTruthy();
    expect(mockedUpload.mock.calls[0][1]).toEqual({ projectType: '31' });
    // The name shows while the file is sent; the preview once it is uploaded, and 保存 is enabled after that.
    expect((await within(dialog()).findByAltText('图片预览')).getAttribute('src')).toContain('fileId=f-img');
    const saveButton = within(dialog()).getByRole('button', { name: /保\s*存/ });
    await waitFor(() => expect((saveButton as HTMLButtonElement).disabled).toBe(false));

    fireEvent.change(within(dialog()).getByLabelText('链接'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(saveButton);
    expect(await within(dialog()).findByText(CAROUSEL_LINK_MESSAGE)).toBeTruthy();
    expect(callsOf('carouselSave')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('链接'), { target: { value: '/finance/newsDetails?id=c1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsOf('carouselSave')).toHaveLength(1));
    const [[, body]] = callsOf('carouselSave');
    expect(body).toEqual({
      title: '春季安全月',
      imageFileId: 'f-img',
      linkUrl: '/finance/newsDetails?id=c1',
      sort: 0,
      startTime: null,
      endTime: null,
      state: 1,
    });
    expect(CAROUSEL_ENDPOINTS.carouselSave.body.safeParse(body).success).toBe(true);
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });
});

describe('操作手册配置', () => {
  it('uploads the manual (projectType 33), then sets it on the page (handbookSave)', async () => {
    serveCalls(mocked, {
      handbookPage: () => page([manual()]),
      handbookSave: () => ({ code: '200', msg: '保存成功', data: [manual({ fileId: 'f-hb' })] }),
    });
    mockedUpload.mockResolvedValueOnce(ok(['f-hb']) as never);
    renderWithProviders(<HandbookSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: '上传' }));
    await within(dialog()).findByText('上传操作手册');
    fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog()).findByText('请上传操作手册')).toBeTruthy();
    expect(callsOf('handbookSave')).toHaveLength(0);

    pick(new File(['%PDF-'], '税务首页操作手册.pdf', { type: 'application/pdf' }));
    expect(await within(dialog()).findByText('税务首页操作手册.pdf')).toBeTruthy();
    expect(mockedUpload.mock.calls[0][1]).toEqual({ projectType: '33' });
    // 保存 is disabled while the upload runs: wait until it has finished (the file shown is not enough on a slow run).
    const saveButton = within(dialog()).getByRole('button', { name: /保\s*存/ });
    await waitFor(() => expect((saveButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(saveButton);
    await waitFor(() => expect(callsOf('handbookSave')).toHaveLength(1));
    expect(callsOf('handbookSave')[0][1]).toEqual({ path: '/tax/home', fileId: 'f-hb' });
  });
});

describe('操作手册 in the frame', () => {
  it('shows the button only when handbookOf answers a manual for the page', async () => {
    serveCalls(mocked, {
      handbookOf: ({ path }) =>
        path === '/tax/home' ? ok([manual({ fileId: 'f-hb', fileName: '税务首页操作手册.pdf' })]) : ok([]),
    });
    const withManual = renderWithProviders(<HandbookSlot />, { path: '/tax/home' });
    expect(await screen.findByRole('button', { name: /操作手册/ })).toBeTruthy();
    expect(callsOf('handbookOf')[0][1]).toEqual({ path: '/tax/home' });
    withManual.unmount();

    renderWithProviders(<HandbookSlot />, { path: '/tax/taxTask' });
    await waitFor(() => expect(callsOf('handbookOf')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: /操作手册/ })).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    useSession.getState().reset();
    renderWithProviders(<HandbookSlot />, { path: '/tax/home' });
    await new Promise((r) => setTimeout(r, 20));
    expect(callsOf('handbookOf')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /操作手册/ })).toBeNull();
  });
});
