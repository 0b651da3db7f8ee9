import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublicContent, PublicDetail, SearchResult } from '@portal/shared';
import HelpCenterPage from '../src/features/news/HelpCenterPage.tsx';
import KnowledgeBasePage from '../src/features/news/KnowledgeBasePage.tsx';
import KnowledgeDetailPage from '../src/features/news/KnowledgeDetailPage.tsx';
import { request, requestFile } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
  requestFile: vi.fn(),
}));

const mockedRequest = vi.mocked(request);
const mockedFile = vi.mocked(requestFile);
const ok = (data: unknown[]) => ({ code: '200', msg: '', data });
const pageOf = <T,>(records: T[]) => ok([{ records, current: 1, size: 10, total: records.length }]);
const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);

/** Answers each call by name; unknown calls answer an empty success. */
function serve(handlers: Record<string, (payload: Record<string, unknown>) => unknown>) {
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    const h = handlers[name];
    return h ? h(payload ?? {}) : ok([]);
  }) as unknown as typeof request);
}

const SITES = ok([
  {
    id: 's2',
    siteName: '知识库',
    siteCode: 'knowledge',
    subjects: [
      { id: 'k2', parentId: '', subjectName: '金融产品', sort: 2 },
      { id: 'k1', parentId: '', subjectName: '税务知识', sort: 1 },
    ],
  },
  {
    id: 's3',
    siteName: '帮助中心',
    siteCode: 'help',
    subjects: [
      { id: 'h1', parentId: '', subjectName: '常见问题', sort: 1 },
      { id: 'h2', parentId: '', subjectName: '操作指南', sort: 2 },
    ],
  },
]);

const item = (over: Partial<PublicContent> = {}): PublicContent => ({
  id: 'k-1',
  title: '增值税纳税申报常见问题',
  summary: '一般纳税人按月申报',
  contentSource: '财务部税务处',
  author: '财务部税务处',
  coverFileId: '',
  subjectNames: '税务知识',
  publishTime: '2026-11-12T01:00:00.000Z',
  views: 8,
  likes: 0,
  ...over,
});

afterEach(() => {
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('knowledge base', () => {
  it('lists the categories and 最多阅读; a search in the URL shows marked results', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    const result: SearchResult = {
      ...item(),
      titleHighlight: [
        { text: '增值税', hit: true },
        { text: '纳税申报常见问题', hit: false },
      ],
      snippet: [
        { text: '一般纳税人按月', hit: false },
        { text: '申报', hit: true },
      ],
      rank: 1,
    };
    serve({
      siteOptions: () => SITES,
      knowledgeSearch: () => pageOf([result]),
      knowledgePage: () => pageOf([item({ id: 'k-top', title: '最多阅读的文章', views: 99 })]),
    });
    renderWithProviders(<KnowledgeBasePage />, { path: '/knowledgeBase/index?keyword=增值税' });
    await screen.findByText(/共 1 条结果/);
    const link = screen.getByRole('link', { name: '增值税纳税申报常见问题' });
    expect(link.getAttribute('href')).toBe('/knowledgeBase/detail?id=k-1');
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['增值税']);
    expect(screen.getByText('申报', { selector: 'mark' })).toBeTruthy();
    expect(callsOf('knowledgeSearch')[0][1]).toEqual({ keyword: '增值税', currentPage: 1, pageSize: 10 });

    // 最多阅读: the five most read.
    const top = await screen.findByRole('link', { name: '最多阅读的文章' });
    expect(top.getAttribute('href')).toBe('/knowledgeBase/detail?id=k-top');
    expect(callsOf('knowledgePage')[0][1]).toEqual({ order: 'views', currentPage: 1, pageSize: 5 });

    // A category (全部 first, in their order) leaves the search for that category's newest articles.
    await waitFor(() =>
      expect([...document.querySelectorAll('.kb-nav .ant-menu-item')].map((m) => m.textContent)).toEqual([
        '全部',
        '税务知识',
        '金融产品',
      ]),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: '税务知识' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/knowledgeBase/index?category=k1'));
    await waitFor(() =>
      expect(callsOf('knowledgePage').map(([, p]) => p)).toContainEqual({
        subjectId: 'k1',
        order: 'latest',
        currentPage: 1,
        pageSize: 10,
      }),
    );
  });

  it('detail: the attachment downloads through the signed-in kit, never a public link', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    const article: PublicDetail = {
      ...item(),
      content: '<p>申报期为次月1日至15日</p><script>alert(1)</script>',
      attachmentFiles: [{ fileId: 'f9', fileName: '申报指引.pdf' }],
      liked: false,
    };
    serve({ knowledgeDetail: () => ok([article]) });
    mockedFile.mockResolvedValue({ blob: new Blob(['x']), fileName: '申报指引.pdf' });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kb'), revokeObjectURL: vi.fn() });
    renderWithProviders(<KnowledgeDetailPage />, { path: '/knowledgeBase/detail?id=k-1' });
    expect(await screen.findByRole('heading', { name: '增值税纳税申报常见问题' })).toBeTruthy();
    expect(screen.getByTestId('knowledge-body').innerHTML).toBe('<p>申报期为次月1日至15日</p>');
    expect(screen.getByRole('link', { name: /返回知识库/ }).getAttribute('href')).toBe('/knowledgeBase/index');
    expect(callsOf('knowledgeDetail')[0][1]).toEqual({ id: 'k-1' });
    expect(document.querySelector('a[href*="publicFile"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /申报指引\.pdf/ }));
    await waitFor(() => expect(mockedFile).toHaveBeenCalledTimes(1));
    expect(mockedFile.mock.calls[0][0]).toBe('attachmentDownload');
    expect(mockedFile.mock.calls[0][1]).toEqual({ fileId: 'f9' });
  });
});

describe('help centre', () => {
  it('signed out: the channels as tabs; opening a question loads its body; the phone, no 在线咨询', async () => {
    serve({
      siteOptions: () => SITES,
      newsPage: () => pageOf([item({ id: 'h-1', title: '忘记密码怎么办？', subjectNames: '常见问题' })]),
      newsDetail: () =>
        ok([{ ...item({ id: 'h-1' }), content: '<p>点击忘记密码</p>', attachmentFiles: [], liked: false }]),
    });
    renderWithProviders(<HelpCenterPage />, { path: '/finance/helpCenter' });
    const question = await screen.findByText('忘记密码怎么办？');
    expect(callsOf('newsPage')[0][1]).toEqual({ siteCode: 'help', currentPage: 1, pageSize: 10 });
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent)).toEqual([
        '全部',
        '常见问题',
        '操作指南',
      ]),
    );
    expect(callsOf('newsDetail')).toHaveLength(0);

    fireEvent.click(question);
    expect((await screen.findByTestId('help-body-h-1')).innerHTML).toBe('<p>点击忘记密码</p>');
    expect(callsOf('newsDetail')[0][1]).toEqual({ id: 'h-1' });
    expect(screen.getByText('400-800-9999 转 7')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /在线咨询/ })).toBeNull();
  });

  it('signed in: a search of the help site, and the link to 在线咨询', async () => {
    useSession.setState({ token: 't', userInfo: makeUser() });
    const result: SearchResult = {
      ...item({ id: 'h-1', title: '忘记密码怎么办？' }),
      titleHighlight: [
        { text: '忘记', hit: false },
        { text: '密码', hit: true },
        { text: '怎么办？', hit: false },
      ],
      snippet: [],
      rank: 1,
    };
    serve({ siteOptions: () => SITES, newsSearch: () => pageOf([result]) });
    renderWithProviders(<HelpCenterPage />, { path: '/userCenter/help?keyword=密码' });
    await screen.findByText(/共 1 条结果/);
    expect(screen.getByText('密码', { selector: 'mark' })).toBeTruthy();
    expect(callsOf('newsSearch')[0][1]).toEqual({ keyword: '密码', siteCode: 'help', currentPage: 1, pageSize: 10 });
    expect(screen.getByRole('link', { name: /在线咨询/ }).getAttribute('href')).toBe('/userCenter/onlineConsultation');
  });
});
