import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  NOTICE_ACTION_HINTS,
  NOTICE_CATEGORIES,
  NOTICE_LOAD_FAILED,
  OPERATION_SUCCESS,
  type NoticeRecord,
} from '@portal/shared';
import { HeaderTools } from '../src/features/header/HeaderTools.tsx';
import NoticeDialogs from '../src/features/notices/NoticeDialogs.tsx';
import { useMessageCentre } from '../src/platform/notices/message-centre.ts';
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

const notice = (over: Partial<NoticeRecord> = {}): NoticeRecord => ({
  id: '1',
  seq: '1',
  userId: 'u1',
  entId: 'e1',
  noticeType: 17,
  status: 0,
  content: '系统将于今晚维护',
  createDate: '2026-11-20T02:00:00.000Z',
  ...over,
});

/** A small in-memory notice store behind the mocked request. */
function serve(initial: NoticeRecord[], opts: { failPage?: boolean; dot?: { code: string; data: unknown[] } } = {}) {
  const notices = initial.map((n) => ({ ...n }));
  const unreadOf = (types: readonly number[]) =>
    notices.filter((n) => n.status !== 1 && (types.length === 0 || types.includes(n.noticeType))).length;
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, unknown>) => {
    switch (name) {
      case 'notificationDot':
        return opts.dot ?? { code: '200', msg: '', data: notices.filter((n) => n.status !== 1).slice(0, 1) };
      case 'noticeCategories':
        // Answered in another order than the fixed one: the menu keeps the shared order.
        return {
          code: '200',
          msg: '',
          data: [...NOTICE_CATEGORIES].reverse().map((c) => ({
            type: c.type,
            title: c.title,
            icon: c.icon,
            unreadCount: unreadOf(c.noticeTypes),
          })),
        };
      case 'noticePage': {
        if (opts.failPage) throw new Error('boom');
        const cat = NOTICE_CATEGORIES.find((c) => c.type === payload.noticeType);
        const rows = notices.filter(
          (n) => !cat || cat.noticeTypes.length === 0 || cat.noticeTypes.includes(n.noticeType as never),
        );
        const page = Number(payload.page);
        const limit = Number(payload.limit);
        return {
          code: '200',
          msg: '',
          data: [
            { records: rows.slice((page - 1) * limit, page * limit), current: page, size: limit, total: rows.length },
          ],
        };
      }
      case 'noticeSetRead': {
        const n = notices.find((x) => x.id === payload.id);
        if (n && n.status !== 2) n.status = 1;
        return { code: '200', msg: '', data: [] };
      }
      case 'agreeChange':
      case 'refuseChange': {
        const n = notices.find((x) => x.id === payload.id);
        if (n) n.status = 2;
        return { code: '200', msg: '', data: [] };
      }
      default:
        return { code: '200', msg: '', data: [] };
    }
  }) as unknown as typeof request);
  return notices;
}

/** The reader's granted routes (the guard's resultPath). */
const holds = (...paths: string[]) => useMenuStore.setState({ resultPath: paths });

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);

function signIn() {
  useSession.setState({ token: 't', userInfo: makeUser(), notificationPoint: 0, layoutStyle: 1 });
}

beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
  useMessageCentre.getState().reset();
});

describe('bell: §4 notification dot', () => {
  it('sets the dot from a code 200 answer with a first item; opening the panel clears it and lists the latest', async () => {
    serve([notice({ id: '9', content: '最新的系统通知' })]);
    renderWithProviders(<HeaderTools />);
    await waitFor(() => expect(useSession.getState().notificationPoint).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
    expect(useSession.getState().notificationPoint).toBe(0);
    const list = await screen.findByRole('list', { name: '最新消息' });
    expect(within(list).getByText('最新的系统通知')).toBeTruthy();
    expect(within(list).getByText('系统通知')).toBeTruthy();
    expect(callsOf('noticePage')[0][1]).toMatchObject({ noticeType: 'all', page: 1, limit: 6 });
    // A notice opens its detail; 查看全部 opens the message centre.
    fireEvent.click(within(list).getByText('最新的系统通知'));
    expect(useMessageCentre.getState().notice?.id).toBe('9');
  });

  it('keeps the dot when the answer is not code 200', async () => {
    serve([], { dot: { code: '0', data: [{ id: '1' }] } });
    useSession.setState({ notificationPoint: 0 });
    renderWithProviders(<HeaderTools />);
    await waitFor(() => expect(callsOf('notificationDot')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(useSession.getState().notificationPoint).toBe(0);
  });

  it('查看全部 opens the message centre', async () => {
    serve([notice()]);
    renderWithProviders(<HeaderTools />);
    fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
    fireEvent.click(await screen.findByRole('button', { name: '查看全部' }));
    expect(useMessageCentre.getState().centreOpen).toBe(true);
  });
});

function openCentre() {
  act(() => useMessageCentre.getState().openCentre('all'));
  renderWithProviders(<NoticeDialogs />);
}

const categoryEntries = () =>
  [...document.querySelectorAll<HTMLElement>('.portal-message-centre__category')].map((el) => ({
    type: el.dataset.category,
    title: el.querySelector('.portal-message-centre__category-title')?.textContent,
    count: el.querySelector('.ant-badge')?.getAttribute('aria-label'),
  }));

describe('message centre (§2.5, 1200 px)', () => {
  it('lists the categories in the fixed order with their unread counts', async () => {
    serve([
      notice({ id: '1' }),
      notice({ id: '2' }),
      notice({ id: '3', noticeType: 2, status: 1 }),
      notice({ id: '4', noticeType: 5 }),
    ]);
    openCentre();
    await waitFor(() => expect(categoryEntries()).toHaveLength(NOTICE_CATEGORIES.length));
    expect(categoryEntries().map((c) => c.title)).toEqual(NOTICE_CATEGORIES.map((c) => c.title));
    const counts = Object.fromEntries(categoryEntries().map((c) => [String(c.type), String(c.count)] as const));
    expect(counts).toMatchObject({ all: '未读 3', system: '未读 2', product: '未读 0', enterprise: '未读 1' });
    expect(document.querySelector('.ant-modal')?.getAttribute('style') ?? '').toContain('1200px');
  });

  it('pages 6 at a time without a size changer', async () => {
    serve(Array.from({ length: 14 }, (_, i) => notice({ id: String(i + 1), content: `通知${i + 1}` })));
    openCentre();
    expect(await screen.findByText('通知1')).toBeTruthy();
    expect(document.querySelectorAll('.portal-message-centre__item')).toHaveLength(6);
    expect(screen.getByText('共 14 条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-options-size-changer')).toBeNull();
    expect(document.querySelector('.ant-pagination-options')).toBeNull();
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('通知13')).toBeTruthy();
    expect(document.querySelectorAll('.portal-message-centre__item')).toHaveLength(2);
    expect(callsOf('noticePage').at(-1)?.[1]).toMatchObject({ page: 3, limit: 6, noticeType: 'all' });
  });

  it('a failed load says 获取通知信息失败 and shows an empty list', async () => {
    serve([notice()], { failPage: true });
    openCentre();
    expect((await screen.findAllByText(NOTICE_LOAD_FAILED)).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.portal-message-centre__item')).toHaveLength(0);
  });

  it('shows an empty state without notices', async () => {
    serve([]);
    openCentre();
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('opening an unread notice marks it read, refreshes the list and lowers the category count', async () => {
    serve([notice({ id: '1', content: '未读的通知' }), notice({ id: '2', content: '另一条' })]);
    openCentre();
    await waitFor(() => expect(categoryEntries().find((c) => c.type === 'system')?.count).toBe('未读 2'));
    fireEvent.click(await screen.findByText('未读的通知'));
    await waitFor(() => expect(callsOf('noticeSetRead')).toHaveLength(1));
    expect(callsOf('noticeSetRead')[0][1]).toMatchObject({ id: '1', status: 1, userId: 'u1', entId: 'e1' });
    await waitFor(() => expect(categoryEntries().find((c) => c.type === 'system')?.count).toBe('未读 1'));
    expect(categoryEntries().find((c) => c.type === 'all')?.count).toBe('未读 1');
    // A read notice is not marked again.
    act(() => useMessageCentre.getState().closeNotice());
    fireEvent.click(screen.getAllByText('未读的通知')[0]);
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(callsOf('noticeSetRead')).toHaveLength(1);
  });

  it.each([
    [2, '去激活'],
    [4, '去完善'],
    [12, '去查看'],
    [15, '去查看'],
    [14, '审核'],
    [16, '审核'],
    [17, '查看详情'],
    [1, '查看详情'],
  ])('type %i shows the action %s (§9)', async (noticeType, label) => {
    serve([notice({ noticeType, status: 1 })]);
    openCentre();
    await screen.findByText('系统将于今晚维护');
    const item = document.querySelector<HTMLElement>('.portal-message-centre__item')!;
    expect(within(item).getByRole('button').textContent?.replace(/\s/g, '')).toBe(label);
  });

  it.each([
    ['type 7', { noticeType: 7, status: 1 }],
    ['status 2', { noticeType: 2, status: 2 }],
  ])('%s: the action is disabled, in the list and in the detail (§4)', async (_, over) => {
    serve([notice(over)]);
    openCentre();
    await screen.findByText('系统将于今晚维护');
    const item = document.querySelector<HTMLElement>('.portal-message-centre__item')!;
    expect(within(item).getByRole<HTMLButtonElement>('button').disabled).toBe(true);
    fireEvent.click(within(item).getByText('系统将于今晚维护'));
    const detail = await waitFor<HTMLElement>(() => {
      const el = document.querySelector<HTMLElement>('.portal-notice-detail');
      if (!el) throw new Error('no detail yet');
      return el;
    });
    const action = within(detail)
      .getAllByRole('button')
      .find((b) => /去激活|查看详情/.test(b.textContent ?? '')) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
  });
});

describe('notice detail (§2.5, 1000 px)', () => {
  it.each([
    ['agree', '同意', 'agreeChange'],
    ['refuse', '拒绝', 'refuseChange'],
  ])('type 5 %s: 操作成功, then the lists refresh', async (_, button, call) => {
    serve([notice({ id: '5', noticeType: 5, status: 1, content: '邀请您成为企业管理员' })]);
    act(() =>
      useMessageCentre
        .getState()
        .openNotice(notice({ id: '5', noticeType: 5, status: 1, content: '邀请您成为企业管理员' })),
    );
    renderWithProviders(<NoticeDialogs />);
    const detail = await screen.findByRole('dialog', { name: '通知详情' });
    expect(document.querySelector('.ant-modal')?.getAttribute('style') ?? '').toContain('1000px');
    fireEvent.click(within(detail).getByRole('button', { name: new RegExp(button.split('').join('\\s*')) }));
    await waitFor(() => expect(callsOf(call)).toHaveLength(1));
    expect(callsOf(call)[0][1]).toEqual({ id: '5' });
    expect(await screen.findByText(OPERATION_SUCCESS)).toBeTruthy();
  });

  it('shows the financing rows of a type 8 notice', async () => {
    serve([]);
    act(() =>
      useMessageCentre.getState().openNotice(
        notice({
          noticeType: 8,
          status: 1,
          data: JSON.stringify({
            realMoney: 1500000,
            realDate: '2026-11-01',
            receiveCompany: '国能甲公司',
            receiveAccount: '6222',
          }),
        }),
      ),
    );
    renderWithProviders(<NoticeDialogs />);
    expect(await screen.findByText('放款金额')).toBeTruthy();
    expect(screen.getByText('1,500,000.00 元')).toBeTruthy();
    expect(screen.getByText('收款单位')).toBeTruthy();
  });

  it('navigates a company admin to the §2.6 page of a type 4 notice', async () => {
    serve([]);
    holds('/userCenter/companyManage');
    act(() => useMessageCentre.getState().openNotice(notice({ noticeType: 4, status: 1 })));
    renderWithProviders(<NoticeDialogs />);
    const detail = await screen.findByRole('dialog', { name: '通知详情' });
    fireEvent.click(within(detail).getByRole('button', { name: /去完善/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userCenter/companyManage'));
    expect(useMessageCentre.getState().notice).toBeNull();
  });

  it('a type 4 notice read by a member without the page offers no action and says who can act', async () => {
    serve([]);
    holds('/userCenter/problemFeedback');
    act(() => useMessageCentre.getState().openNotice(notice({ noticeType: 4, status: 1 })));
    renderWithProviders(<NoticeDialogs />);
    const detail = await screen.findByRole('dialog', { name: '通知详情' });
    expect(within(detail).getByText(NOTICE_ACTION_HINTS.enterpriseInfo)).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: /去完善/ })).toBeNull();
  });

  it.each([
    [
      'type 12 → the user’s own feedback',
      { noticeType: 12, fromType: 3 },
      ['/userCenter/problemFeedback'],
      '/userCenter/problemFeedback',
      /去查看/,
    ],
    [
      'type 12 → the service desk for staff',
      { noticeType: 12, fromType: 3 },
      ['/userCenter/problemFeedback', '/Base/service-support/problem'],
      '/base/service-support/problem?type=3',
      /去查看/,
    ],
    [
      'type 15 → the user’s consultation',
      { noticeType: 15 },
      ['/userCenter/onlineConsultation'],
      '/userCenter/onlineConsultation',
      /去查看/,
    ],
    [
      'type 16 to-do → the application on 待我审批',
      { noticeType: 16, data: { applyId: '360000000000000002', kind: 'todo' } },
      ['/userCenter/authApply', '/Base/auth-management/authApply'],
      '/Base/auth-management/authApply?tab=todo&apply=360000000000000002',
      /审\s*核/,
    ],
    [
      'type 2 → the pending activations of authority management',
      { noticeType: 2, data: { activationId: '357000000000000001' } },
      ['/userCenter/authorityManagement'],
      '/usercenter/authorityManagement',
      /去激活/,
    ],
  ] as const)('%s', async (_, over, paths, to, label) => {
    serve([]);
    holds(...paths);
    act(() => useMessageCentre.getState().openNotice(notice({ ...over, status: 1 })));
    renderWithProviders(<NoticeDialogs />);
    const detail = await screen.findByRole('dialog', { name: '通知详情' });
    fireEvent.click(within(detail).getByRole('button', { name: label }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(to));
  });
});
