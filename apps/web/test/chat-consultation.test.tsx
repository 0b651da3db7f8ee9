/**
 * The consultation (§2.4 chat): nothing is started until the user chooses 发起咨询, an ended consultation stays in
 * 历史咨询, one's own message carries one's name at once, and the sphere marks only news: not one's own messages,
 * not those read in a chat on the page, and service staff have no sphere at all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatConversation, ChatMessageFrame } from '@portal/shared';
import ChatSphere from '../src/features/chat/ChatSphere.tsx';
import OnlineConsultationPage from '../src/features/chat/OnlineConsultationPage.tsx';
import { useChatConnection, type ChatEvents } from '../src/features/chat/chat-connection.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
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

const conv = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  conversationId: '100',
  status: 'active',
  userId: 'u1',
  userName: '张三',
  entId: 'e1',
  entName: '国能甲公司',
  serviceUserId: 's1',
  serviceUserName: '陈静',
  createdAt: '2026-11-20T02:00:00.000Z',
  takenAt: '2026-11-20T02:01:00.000Z',
  closedAt: null,
  lastMessageAt: null,
  lastMessage: null,
  unread: 0,
  ...over,
});
const past = conv({
  conversationId: '90',
  status: 'closed',
  closedAt: '2026-11-19T03:00:00.000Z',
  lastMessage: '谢谢',
});

let open: ChatConversation | null;
const ok = (data: unknown[]) => ({ code: '200', msg: '', data });

beforeEach(() => {
  open = conv();
  mockedRequest.mockImplementation((async (name: string, params?: { conversationId?: string }) => {
    if (name === 'chatMine') return ok(open ? [open] : []);
    if (name === 'chatStart') return ok([conv({ conversationId: '101', status: 'draft', serviceUserId: null })]);
    if (name === 'chatHistory') return ok([{ records: [past], current: 1, size: 8, total: 1 }]);
    if (name === 'chatMessages' && params?.conversationId === '90')
      return ok([
        {
          id: '5',
          conversationId: '90',
          senderId: 's1',
          senderName: '陈静',
          fromService: true,
          text: '已为您处理完毕',
          sentAt: '2026-11-19T02:59:00.000Z',
        },
      ]);
    return ok([]);
  }) as unknown as typeof request);
  useSession.setState({ token: 't', userInfo: makeUser() });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

/** The handlers of the latest useChatConnection call that `pick` recognises. */
const handlersOf = (pick: (e: ChatEvents) => boolean): ChatEvents => {
  const call = mockedConnection.mock.calls.filter(([, e]) => e && pick(e)).at(-1);
  if (!call?.[1]) throw new Error('no such chat connection user');
  return call[1];
};
/** The sphere hears messages only (a chat view also hears acknowledgements). */
const sphereHandlers = () => handlersOf((e) => 'onMessage' in e && !('onAck' in e));
const viewHandlers = () => handlersOf((e) => 'onAck' in e);

const frame = (over: Partial<ChatMessageFrame> = {}): ChatMessageFrame => ({
  type: 'CHAT_MESSAGE',
  id: '7',
  conversationId: '100',
  text: '您好',
  sender: { userId: 's1', userName: '陈静' },
  sentAt: Date.parse('2026-11-20T02:05:00.000Z'),
  ...over,
});
const dotShown = (container: HTMLElement) => container.querySelector('.ant-badge-dot') !== null;

describe('starting a consultation', () => {
  it('without one in progress, nothing is started until 发起咨询; then a draft awaits the first message', async () => {
    open = null;
    renderWithProviders(<OnlineConsultationPage />, { path: '/userCenter/onlineConsultation' });
    const startButton = await screen.findByRole('button', { name: /发起咨询/ });
    expect(mockedRequest).not.toHaveBeenCalledWith('chatStart', expect.anything());
    fireEvent.click(startButton);
    expect(await screen.findByText('请输入您的问题，发送后为您接入客服')).toBeTruthy();
    expect(mockedRequest).toHaveBeenCalledWith('chatStart', {});
  });

  it('lists the past consultations, each read without a send box', async () => {
    renderWithProviders(<OnlineConsultationPage />, { path: '/userCenter/onlineConsultation' });
    const history = await screen.findByRole('region', { name: '历史咨询' });
    fireEvent.click(await within(history).findByText('谢谢'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('已为您处理完毕')).toBeTruthy();
    expect(within(dialog).queryByLabelText('消息内容')).toBeNull();
    expect(mockedRequest).toHaveBeenCalledWith('chatHistory', { currentPage: 1, pageSize: 8 });
  });
});

describe('own messages', () => {
  it("show the sender's name as soon as they are acknowledged, not 用户", async () => {
    renderWithProviders(<OnlineConsultationPage />, { path: '/userCenter/onlineConsultation' });
    const box = await screen.findByLabelText('消息内容');
    fireEvent.change(box, { target: { value: '我的问题' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    act(() => viewHandlers().onAck?.({ clientMsgId: 'client-msg-1', id: '8' }));
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getByText('我的问题')).toBeTruthy());
    expect(within(log).getByText(/^张三 ·/)).toBeTruthy();
    expect(within(log).queryByText(/^用户 ·/)).toBeNull();
  });
});

describe('the sphere marks news only', () => {
  it('a message from service in a conversation no chat shows lights the dot', () => {
    const { container } = renderWithProviders(<ChatSphere />, { path: '/workbenches/newIndex' });
    act(() => sphereHandlers().onMessage?.(frame()));
    expect(dotShown(container)).toBe(true);
  });

  it("one's own message does not", () => {
    const { container } = renderWithProviders(<ChatSphere />, { path: '/workbenches/newIndex' });
    act(() => sphereHandlers().onMessage?.(frame({ sender: { userId: 'u1', userName: '张三' } })));
    expect(dotShown(container)).toBe(false);
  });

  it('a message being read on the consultation page does not', async () => {
    const { container } = renderWithProviders(
      <>
        <OnlineConsultationPage />
        <ChatSphere />
      </>,
      { path: '/userCenter/onlineConsultation' },
    );
    await screen.findByLabelText('消息内容'); // the consultation (conversation 100) is shown
    act(() => sphereHandlers().onMessage?.(frame()));
    expect(dotShown(container.querySelector('[data-testid="chat-sphere"]')!)).toBe(false);
  });

  it('service staff (holding the service console) have no sphere and no connection from it', () => {
    useMenuStore.setState({ resultPath: ['/Base/service-support/online'] });
    renderWithProviders(<ChatSphere />, { path: '/Base/service-support/online' });
    expect(screen.queryByTestId('chat-sphere')).toBeNull();
    expect(mockedConnection.mock.calls.every(([enabled]) => enabled === false)).toBe(true);
  });
});
