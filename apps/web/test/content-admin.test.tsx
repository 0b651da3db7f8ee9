import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CONTENT_ENDPOINTS,
  REJECT_OPINION_REQUIRED,
  type ContentDetail,
  type SiteOption,
  type WorkflowDetail,
} from '@portal/shared';
import { NewsApprovalModal, type NewsApprovalTarget } from '../src/features/content/components/NewsApprovalModal.tsx';
import { ArticleEditor } from '../src/features/content/components/ArticleEditor.tsx';
import { request } from '../src/platform/request/index.ts';
import { useSession } from '../src/platform/session/store.ts';
import {
  chooseOption,
  history,
  ok,
  serveCalls,
  workflow,
  type Handler,
  type RequestMock,
} from './auth-apply-fixtures.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
  upload: vi.fn(),
}));

// Tiptap is not what these tests are about: the body is a plain textarea with the editor's value/onChange.
vi.mock('../src/features/content/components/RichTextEditor.tsx', () => ({
  default: ({ value, onChange }: { value?: string; onChange?: (html: string) => void }) => (
    <textarea aria-label="正文编辑器" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));

const mocked = vi.mocked(request) as unknown as RequestMock;
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const onClose = vi.fn();

const article = (over: Partial<ContentDetail> = {}): ContentDetail => ({
  id: 'c1',
  businessCode: 'CT20260302001',
  title: '关于开展安全生产月活动的通知',
  contentSource: '集团办公室',
  author: '王五',
  subjectNames: '集团要闻',
  siteName: '新闻资讯',
  state: 1,
  stateLabel: '待审核',
  publishTime: null,
  expireTime: null,
  views: 0,
  likes: 0,
  processInstId: 'p1',
  opinion: '',
  canReview: false,
  createdBy: 'ops',
  updateTime: '2026-03-02T01:00:00.000Z',
  summary: '',
  content: '<h2>活动安排</h2><p>全体员工参加。</p>',
  coverFileId: '',
  contentSiteSubjects: [{ subjectId: 's1' }],
  attachmentFiles: [{ fileId: 'f1', fileName: '活动方案.docx' }],
  revision: 1,
  ...over,
});

const review = (over: Partial<WorkflowDetail> = {}): WorkflowDetail => {
  const wf = workflow(over);
  return {
    ...wf,
    instance: { ...wf.instance, bizType: 'newsReview', bizCode: 'c1:0', definitionKey: 'newsReview' },
    history: over.history ?? [history({ taskName: '提交审核', userName: '运营' })],
  };
};

function openModal(target: NewsApprovalTarget, calls: Record<string, Handler> = {}) {
  serveCalls(mocked, {
    contentDetail: () => ok([article()]),
    workflowDetail: () => ok([review()]),
    ...calls,
  });
  return renderWithProviders(<NewsApprovalModal target={target} onClose={onClose} />);
}

const dialog = () => screen.getAllByRole('dialog')[0];

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ userId: 'u9', userName: '超级管理员' }) });
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('news approval modal (§2.5)', () => {
  it('refuses 驳回 without an opinion and sends nothing', async () => {
    openModal({ id: 'c1', mode: 'approve' });
    expect(await within(dialog()).findByText('关于开展安全生产月活动的通知')).toBeTruthy();
    fireEvent.click(await within(dialog()).findByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog()).findByText(REJECT_OPINION_REQUIRED)).toBeTruthy();
    expect(callsOf('workflowSubmitAuditResult')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('通过 sends approve true with the instance and a fresh key, shows the msg and closes', async () => {
    openModal(
      { id: 'c1', mode: 'approve' },
      { workflowSubmitAuditResult: () => ({ code: '200', msg: '通过成功', data: [review({ canAct: false })] }) },
    );
    const pass = await within(dialog()).findByRole('button', { name: /通\s*过/ });
    fireEvent.change(within(dialog()).getByLabelText('审批意见'), { target: { value: '同意发布' } });
    fireEvent.click(pass);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[, body]] = callsOf('workflowSubmitAuditResult');
    expect(body).toMatchObject({ processInstId: 'p1', approve: true, auditOpinion: '同意发布' });
    expect(typeof body?.idempotencyKey).toBe('string');
    expect(callsOf('workflowDetail')[0][1]).toEqual({ processInstId: 'p1' });
    expect(await screen.findByText('通过成功')).toBeTruthy();
  });

  it('read-only mode shows the article and its history, without opinion or buttons', async () => {
    openModal(
      { id: 'c1', mode: 'view' },
      {
        workflowDetail: () =>
          ok([review({ history: [history({ taskName: '新闻审核', operationTypeString: '办理', outcome: '' })] })]),
      },
    );
    expect(await within(dialog()).findByText('活动安排', { selector: 'h2' })).toBeTruthy();
    expect(await within(dialog()).findByText('同意')).toBeTruthy();
    expect(within(dialog()).getByText('活动方案.docx')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: /通\s*过/ })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: /驳\s*回/ })).toBeNull();
    expect(within(dialog()).queryByLabelText('审批意见')).toBeNull();
  });
});

describe('article editor', () => {
  const sites: SiteOption[] = [
    {
      id: 'site1',
      siteName: '新闻资讯',
      siteCode: 'news',
      subjects: [{ id: 's1', parentId: '', subjectName: '集团要闻', sort: 0 }],
    },
  ];

  it('保存草稿 sends the contract fields (contentAdd)', async () => {
    serveCalls(mocked, {
      siteOptions: () => ok(sites),
      contentAdd: () => ({ code: '200', msg: '保存成功', data: [article({ state: 0 })] }),
    });
    renderWithProviders(<ArticleEditor target={{}} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '  春季安全检查  ' } });
    fireEvent.change(within(drawer).getByLabelText('作者'), { target: { value: '王五' } });
    await chooseOption('栏目', '集团要闻');
    fireEvent.change(await within(drawer).findByLabelText('正文编辑器'), {
      target: { value: '<p>检查安排</p>' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[, body]] = callsOf('contentAdd');
    expect(body).toEqual({
      title: '春季安全检查',
      contentSource: '',
      author: '王五',
      summary: '',
      content: '<p>检查安排</p>',
      coverFileId: '',
      contentSiteSubjects: [{ subjectId: 's1' }],
      attachmentFiles: [],
      publishTime: null,
      expireTime: null,
    });
    expect(CONTENT_ENDPOINTS.contentAdd.body.safeParse(body).success).toBe(true);
    expect(callsOf('contentSubmit')).toHaveLength(0);
  });
});
