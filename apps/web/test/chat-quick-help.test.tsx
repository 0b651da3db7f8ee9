import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGIN_REQUIRED_FROM_HOME, QUICK_HELP_HIDDEN_ACCOUNTS } from '@portal/shared';
import ChatSphere from '../src/features/chat/ChatSphere.tsx';
import QuickHelpBall from '../src/features/quick-help/QuickHelpBall.tsx';
import { conversationStatusText } from '../src/features/chat/components/ConsultationChat.tsx';
import { useChatConnection } from '../src/features/chat/chat-connection.ts';
import { useSession } from '../src/platform/session/store.ts';
import { notify } from '../src/platform/feedback/feedback.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/features/chat/chat-connection.ts', () => ({
  useChatConnection: vi.fn(() => 'open'),
  sendChat: vi.fn(() => 'client-msg-1'),
}));

const mockedConnection = vi.mocked(useChatConnection);
const mockedRequest = vi.mocked(request);

const conversation = {
  conversationId: '100',
  status: 'queued',
  userId: 'u1',
  userName: '张三',
  entId: 'e1',
  entName: '国能甲公司',
  serviceUserId: null,
  serviceUserName: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  takenAt: null,
  closedAt: null,
  lastMessageAt: null,
  lastMessage: null,
  unread: 0,
};

beforeEach(() => {
  mockedRequest.mockImplementation(async (name: string) => {
    if (name === 'chatMine') return { code: '200', msg: '', data: [conversation] };
    if (name === 'chatMessages')
      return {
        code: '200',
        msg: '',
        data: [
          {
            id: '2',
            conversationId: '100',
            senderId: 'u1',
            senderName: '张三',
            fromService: false,
            text: '请问如何开通产品？',
            sentAt: '2026-11-20T02:01:00.000Z',
          },
        ],
      };
    return { code: '200', msg: '', data: [] };
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  useSession.getState().reset();
});

const signIn = (account = 's_zhangsan') => useSession.setState({ token: 't', userInfo: makeUser({ account }) });
/** Whether the sphere asked for the chat connection in its last render. */
const connectionHeld = () => mockedConnection.mock.calls.at(-1)?.[0];

describe('§2.4 chat sphere', () => {
  it('is hidden on /login/index', () => {
    signIn();
    renderWithProviders(<ChatSphere />, { path: '/login/index' });
    expect(screen.queryByTestId('chat-sphere')).toBeNull();
    expect(connectionHeld()).toBe(false);
  });

  it('is hidden signed out', () => {
    renderWithProviders(<ChatSphere />, { path: '/finance/home' });
    expect(screen.queryByTestId('chat-sphere')).toBeNull();
    expect(connectionHeld()).toBe(false);
  });

  it('shows for a signed-in user and holds the chat connection elsewhere', () => {
    signIn();
    renderWithProviders(<ChatSphere />, { path: '/workbenches/newIndex' });
    expect(screen.getByTestId('chat-sphere')).toBeTruthy();
    expect(connectionHeld()).toBe(true);
  });

  it('opens no chat connection on /userCenter/askQuestionsOnline (any case), though it shows', () => {
    signIn();
    renderWithProviders(<ChatSphere />, { path: '/usercenter/askquestionsonline' });
    expect(screen.getByTestId('chat-sphere')).toBeTruthy();
    expect(mockedConnection.mock.calls.every(([enabled]) => enabled === false)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '在线咨询' }));
    expect(screen.getByText('您正在在线提问页面，请在页面中咨询。')).toBeTruthy();
    expect(mockedRequest).not.toHaveBeenCalledWith('chatMine', expect.anything());
  });

  it('opens the window with the consultation: status 排队中 and the history', async () => {
    signIn();
    renderWithProviders(<ChatSphere />, { path: '/workbenches/newIndex' });
    expect(mockedRequest).not.toHaveBeenCalled(); // no conversation before the user asks
    fireEvent.click(screen.getByRole('button', { name: '在线咨询' }));
    expect(await screen.findByText('排队中，请稍候…')).toBeTruthy();
    expect(await screen.findByText('请问如何开通产品？')).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith('chatMessages', { conversationId: '100', limit: 100 });
  });

  it('says 客服已接入 once a service account took the conversation', () => {
    expect(conversationStatusText('queued')).toBe('排队中，请稍候…');
    expect(conversationStatusText('active', '客服小王')).toBe('客服已接入（客服小王）');
    expect(conversationStatusText('active')).toBe('客服已接入');
    expect(conversationStatusText('closed')).toBe('会话已结束');
  });
});

describe('§2.5 quick-help ball', () => {
  it.each(QUICK_HELP_HIDDEN_ACCOUNTS.map((a) => [a]))('is hidden for %s', (account) => {
    signIn(account);
    renderWithProviders(<QuickHelpBall />, { path: '/finance/home' });
    expect(screen.queryByTestId('quick-help')).toBeNull();
  });

  it('starts at (window width − 240, 333)', () => {
    signIn();
    window.innerWidth = 1366;
    renderWithProviders(<QuickHelpBall />, { path: '/finance/home' });
    const ball = screen.getByTestId('quick-help');
    expect(ball.style.left).toBe('1126px');
    expect(ball.style.top).toBe('333px');
  });

  it('shows its four entries and, without a token, warns to log in from the home page', async () => {
    const warn = vi.spyOn(notify, 'warning');
    renderWithProviders(<QuickHelpBall />, { path: '/finance/home' });
    fireEvent.pointerDown(screen.getByRole('button', { name: '快捷帮助' }), { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(screen.getByRole('button', { name: '快捷帮助' }), { clientX: 10, clientY: 10 });
    const entries = screen.getAllByRole('menuitem').map((b) => b.textContent?.replace(/\s/g, ''));
    expect(entries).toEqual(['问题反馈', '下单须知', '帮助中心', '在线咨询']);
    fireEvent.click(screen.getAllByRole('menuitem')[0]);
    expect(warn).toHaveBeenCalledWith(LOGIN_REQUIRED_FROM_HOME);
    expect(screen.getByTestId('location').textContent).toBe('/finance/home');
  });

  it('with a token an entry opens its page; 下单须知 opens a dialog', async () => {
    signIn();
    renderWithProviders(<QuickHelpBall />, { path: '/finance/home' });
    const ball = screen.getByRole('button', { name: '快捷帮助' });
    fireEvent.keyDown(ball, { key: 'Enter' });
    fireEvent.click(screen.getAllByRole('menuitem')[1]);
    expect(await screen.findByRole('dialog', { name: '下单须知' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('menuitem')[2]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userCenter/help'));
  });

  it('is dragged by the pointer and closed by its close button', () => {
    signIn();
    window.innerWidth = 1440;
    window.innerHeight = 900;
    renderWithProviders(<QuickHelpBall />, { path: '/finance/home' });
    const ball = screen.getByRole('button', { name: '快捷帮助' });
    fireEvent.pointerDown(ball, { clientX: 1220, clientY: 350 });
    fireEvent.pointerMove(ball, { clientX: 1000, clientY: 500 });
    fireEvent.pointerUp(ball, { clientX: 1000, clientY: 500 });
    const box = screen.getByTestId('quick-help');
    expect(box.style.left).toBe(`${1200 - 220}px`);
    expect(box.style.top).toBe(`${333 + 150}px`);
    expect(screen.queryByRole('menu')).toBeNull(); // a drag is not a click
    fireEvent.click(screen.getByRole('button', { name: '关闭快捷帮助' }));
    expect(screen.queryByTestId('quick-help')).toBeNull();
  });
});

describe('§2.5 quick-help ball keeps clear of the content under its start position', () => {
  const place = (html: string) => {
    const host = document.createElement('div');
    host.className = 'portal-main__page';
    host.innerHTML = html;
    document.body.appendChild(host);
    return host;
  };
  const under = (el: Element | null) => {
    document.elementsFromPoint = vi.fn(() => (el ? [el, document.body] : [document.body]));
  };
  afterEach(() => {
    document.querySelectorAll('.portal-main__page').forEach((n) => n.remove());
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
  });

  it('docks to the right edge over a button, keeping its §2.5 start position', () => {
    signIn();
    window.innerWidth = 1440;
    under(place('<button>确认所选</button>').querySelector('button'));
    renderWithProviders(<QuickHelpBall />, { path: '/tax/taxPeriod' });
    const box = screen.getByTestId('quick-help');
    expect(box.dataset.docked).toBe('true');
    expect(box.className).toContain('portal-quick-help--docked');
    expect(box.style.left).toBe('');
    expect([box.dataset.x, box.dataset.y]).toEqual(['1200', '333']);
  });

  it('docks over a card or a text the page paints (the chat log, 企业信息, a protocol)', () => {
    signIn();
    under(
      place('<div style="background-color: rgb(255, 255, 255)"><div class="inner"></div></div>').querySelector(
        '.inner',
      ),
    );
    renderWithProviders(<QuickHelpBall />, { path: '/workbenches/newIndex' });
    expect(screen.getByTestId('quick-help').dataset.docked).toBe('true');
  });

  it('stays a ball over the bare page background', () => {
    signIn();
    under(place('<div class="spacer"></div>').querySelector('.spacer'));
    renderWithProviders(<QuickHelpBall />, { path: '/finance/home' });
    const box = screen.getByTestId('quick-help');
    expect(box.dataset.docked).toBe('false');
    expect(box.style.left).toBe(`${window.innerWidth - 240}px`);
  });

  it('once dragged, stays where the user put it', () => {
    signIn();
    window.innerWidth = 1440;
    window.innerHeight = 900;
    under(place('<button>新建任务</button>').querySelector('button'));
    renderWithProviders(<QuickHelpBall />, { path: '/tax/home' });
    const ball = screen.getByRole('button', { name: '快捷帮助' });
    expect(screen.getByTestId('quick-help').dataset.docked).toBe('true');
    fireEvent.pointerDown(ball, { clientX: 1430, clientY: 350 });
    fireEvent.pointerMove(ball, { clientX: 900, clientY: 500 });
    fireEvent.pointerUp(ball, { clientX: 900, clientY: 500 });
    const box = screen.getByTestId('quick-help');
    expect(box.dataset.docked).toBe('false');
    expect(box.style.left).not.toBe('');
  });
});
