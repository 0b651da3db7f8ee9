import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PublicContent, PublicDetail, SearchResult } from '@portal/shared';
import NewsDetailPage from '../src/features/news/NewsDetailPage.tsx';
import NewsListPage from '../src/features/news/NewsListPage.tsx';
import NewsSearchPage from '../src/features/news/NewsSearchPage.tsx';
import { HighlightText } from '../src/platform/rich-text/index.ts';
import { RequestError, request } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
}));

const mockedRequest = vi.mocked(request);
const ok = (data: unknown[]) => ({ code: '200', msg: '', data });
const pageOf = <T,>(records: T[]) => ok([{ records, current: 1, size: 10, total: records.length }]);
const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);

/** Answers each call by name (a handler may throw); unknown calls answer an empty success. */
function serve(handlers: Record<string, (payload: Record<string, unknown>) => unknown>) {
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    const h = handlers[name];
    return h ? h(payload ?? {}) : ok([]);
  }) as unknown as typeof request);
}

const item = (over: Partial<PublicContent> = {}): PublicContent => ({
  id: 'n1',
  title: '集团召开年度工作会议',
  summary: '会议总结了过去一年的工作',
  contentSource: '集团办公室',
  author: '李四',
  coverFileId: '',
  subjectNames: '集团要闻',
  publishTime: '2026-03-01T02:00:00.000Z',
  views: 12,
  likes: 3,
  ...over,
});

const article = (over: Partial<PublicDetail> = {}): PublicDetail => ({
  ...item(),
  content: '<p>正文内容</p>',
  attachmentFiles: [{ fileId: 'f1', fileName: '会议纪要.pdf' }],
  liked: false,
  ...over,
});

afterEach(() => {
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('HighlightText', () => {
  it('renders hits as <mark> elements and markup as plain text', () => {
    const { container } = render(
      <HighlightText
        parts={[
          { text: '<script>alert(1)</script>关于', hit: false },
          { text: '能源', hit: true },
          { text: '<b>金融</b>', hit: true },
        ]}
      />,
    );
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['能源', '<b>金融</b>']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script>关于能源<b>金融</b>');
  });
});

describe('news list and search', () => {
  it('lists the channel tabs (全部 first) and the articles of the channel in the URL', async () => {
    serve({
      siteOptions: () =>
        ok([
          { id: 's0', siteName: '帮助中心', siteCode: 'help', subjects: [] },
          {
            id: 's1',
            siteName: '新闻资讯',
            siteCode: 'news',
            subjects: [
              { id: 'c2', parentId: '', subjectName: '行业动态', sort: 2 },
              { id: 'c1', parentId: '', subjectName: '集团要闻', sort: 1 },
            ],
          },
        ]),
      newsPage: () => pageOf([item({ coverFileId: 'img1' }), item({ id: 'n2', title: '第二篇' })]),
    });
    renderWithProviders(<NewsListPage />, { path: '/finance/newsList?channel=c1' });
    const title = await screen.findByRole('link', { name: '集团召开年度工作会议' });
    expect(title.getAttribute('href')).toBe('/finance/newsDetails?id=n1');
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      '/japi/api/attachment/fileManager/publicFile?fileId=img1',
    );
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent)).toEqual([
        '全部',
        '集团要闻',
        '行业动态',
      ]),
    );
    expect(callsOf('newsPage')[0][1]).toEqual({ siteCode: 'news', subjectId: 'c1', currentPage: 1, pageSize: 10 });
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/finance/newsList'));
  });

  it('search: no keyword asks for one without a call; a keyword shows the count and marked results', async () => {
    const result: SearchResult = {
      ...item(),
      titleHighlight: [
        { text: '集团召开', hit: false },
        { text: '年度', hit: true },
        { text: '工作会议', hit: false },
      ],
      snippet: [{ text: '年度', hit: true }],
      rank: 1,
    };
    serve({ newsSearch: () => pageOf([result]) });
    const first = renderWithProviders(<NewsSearchPage />, { path: '/finance/newsListSearch' });
    expect(screen.getByText('请输入搜索关键词')).toBeTruthy();
    expect(callsOf('newsSearch')).toHaveLength(0);
    first.unmount();

    renderWithProviders(<NewsSearchPage />, { path: '/finance/newsListSearch?keyword=年度' });
    await screen.findByText(/共 1 条结果/);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: '搜索资讯' }).value).toBe('年度');
    const link = screen.getByRole('link', { name: '集团召开年度工作会议' });
    expect(link.querySelector('mark')?.textContent).toBe('年度');
    expect(callsOf('newsSearch')[0][1]).toEqual({ keyword: '年度', siteCode: 'news', currentPage: 1, pageSize: 10 });
  });
});

describe('news detail', () => {
  const PATH = '/finance/newsDetails?id=n1';

  it('shows the not-found state on the server error answer', async () => {
    serve({
      newsDetail: () => {
        throw new RequestError('文章不存在或已删除', { kind: 'error', code: '404' });
      },
    });
    renderWithProviders(<NewsDetailPage />, { path: PATH });
    expect(await screen.findByText('文章不存在或已删除')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回资讯列表' }).getAttribute('href')).toBe('/finance/newsList');
    expect(callsOf('newsDetail')[0][1]).toEqual({ id: 'n1' });
  });

  it('a visitor reads the article and is asked to sign in to like it', async () => {
    serve({ newsDetail: () => ok([article()]) });
    renderWithProviders(<NewsDetailPage />, { path: PATH });
    expect(await screen.findByRole('heading', { name: '集团召开年度工作会议' })).toBeTruthy();
    expect(screen.getByTestId('news-body').innerHTML).toBe('<p>正文内容</p>');
    const file = screen.getByRole('link', { name: '会议纪要.pdf' });
    expect(file.getAttribute('href')).toBe('/japi/api/attachment/fileManager/publicFile?fileId=f1');
    expect(file.getAttribute('download')).toBe('会议纪要.pdf');
    fireEvent.click(screen.getByRole('button', { name: /点赞 3/ }));
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login/index');
    expect(callsOf('newsLike')).toHaveLength(0);
  });

  it('a signed-in reader likes once: the count and the disabled 已点赞', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    serve({ newsDetail: () => ok([article()]), newsLike: () => ok([{ likes: 4, liked: true }]) });
    renderWithProviders(<NewsDetailPage />, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: /点赞 3/ }));
    const done = await screen.findByRole('button', { name: /已点赞 4/ });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(callsOf('newsLike')[0][1]).toEqual({ id: 'n1' });
    expect(callsOf('newsDetail')).toHaveLength(1);
  });
});
