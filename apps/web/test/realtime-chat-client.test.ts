import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient, CHAT_MAX_PENDING, type ChatClientOptions } from '../src/platform/realtime/chat-client.ts';
import { fakeSocketFactory, type FakeSocket } from '../src/platform/realtime/fake-socket.ts';
import { closeAllSockets, openSocketCount } from '../src/platform/realtime/registry.ts';
import { globalTimers } from '../src/platform/realtime/socket.ts';

const URL = 'wss://portal.example.com/japi/ws/chat/online/websocket';

function setup(over: Partial<ChatClientOptions> = {}) {
  const f = fakeSocketFactory();
  let n = 0;
  const onMessage = vi.fn();
  const onAck = vi.fn<NonNullable<ChatClientOptions['onAck']>>();
  const onRefused = vi.fn();
  const onError = vi.fn();
  const client = new ChatClient({
    url: URL,
    createSocket: f.factory,
    timers: globalTimers, // vi.useFakeTimers below: nothing here waits for real
    newClientMsgId: () => `client-msg-${++n}`,
    onMessage,
    onAck,
    onRefused,
    onError,
    ...over,
  });
  return { f, client, onMessage, onAck, onRefused, onError };
}

const message = (id: string, over: Record<string, unknown> = {}) => ({
  type: 'CHAT_MESSAGE',
  id,
  conversationId: 'c1',
  text: `m${id}`,
  sender: { userId: 'u2' },
  sentAt: 1,
  ...over,
});
type Fakes = ReturnType<typeof fakeSocketFactory>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  closeAllSockets();
  vi.useRealTimers();
});

describe('§4 chat: connect', () => {
  it.each([[null], [undefined], ['']])('url %o: wsUrl不存在 and no socket', (url) => {
    const { f, client, onError } = setup({ url });
    expect(client.connect()).toBe(false);
    expect(onError).toHaveBeenCalledWith('wsUrl不存在');
    expect(f.sockets).toHaveLength(0);
    expect(openSocketCount()).toBe(0);
  });

  it('connects to the URL and registers for logout', () => {
    const { f, client } = setup();
    expect(client.connect()).toBe(true);
    expect(f.last().url).toBe(URL);
    expect(client.state).toBe('connecting');
    expect(openSocketCount()).toBe(1);
    f.last().open();
    expect(client.state).toBe('open');
  });

  it('a second connect while connected opens no second socket', () => {
    const { f, client } = setup();
    client.connect();
    client.connect();
    expect(f.sockets).toHaveLength(1);
    expect(openSocketCount()).toBe(1);
  });
});

describe('§4 chat: heartbeat every 5 s', () => {
  it.each([
    [4999, 0],
    [5000, 1],
    [15000, 3],
  ])('after %i ms open: %i heartbeats', (ms, count) => {
    const { f, client } = setup();
    client.connect();
    vi.advanceTimersByTime(60000); // nothing before open
    f.last().open();
    vi.advanceTimersByTime(ms);
    expect(f.last().sentFrames()).toEqual(Array(count).fill({ type: 'HEARTBEAT' }));
  });
});

describe('§4 chat: reconnect 2 s after an error or abnormal close', () => {
  it.each([
    ['an error', (s: FakeSocket) => s.error()],
    ['an error then the close browsers follow it with', (s: FakeSocket) => (s.error(), s.serverClose(1006))],
    ['abnormal close 1006', (s: FakeSocket) => s.serverClose(1006)],
    ['server error close 1011', (s: FakeSocket) => s.serverClose(1011)],
    ['application close 4000', (s: FakeSocket) => s.serverClose(4000)],
  ])('%s', (_name, drop) => {
    const { f, client } = setup();
    client.connect();
    f.last().open();
    drop(f.last());
    expect(client.state).toBe('reconnecting');
    vi.advanceTimersByTime(1999);
    expect(f.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(f.sockets).toHaveLength(2);
    expect(client.state).toBe('connecting');
    // the heartbeat of the dropped socket stopped
    vi.advanceTimersByTime(10000);
    expect(f.sockets[0].sent).toEqual([]);
  });

  it('the heartbeat notices a socket closed without an event and reconnects 2 s later', () => {
    const { f, client } = setup();
    client.connect();
    f.last().open();
    f.last().dropSilently();
    vi.advanceTimersByTime(5000);
    expect(client.state).toBe('reconnecting');
    vi.advanceTimersByTime(2000);
    expect(f.sockets).toHaveLength(2);
  });

  it('keeps reconnecting every 2 s while the server is down', () => {
    const { f, client } = setup();
    client.connect();
    for (let i = 0; i < 5; i++) {
      f.last().serverClose(1006);
      vi.advanceTimersByTime(2000);
    }
    expect(f.sockets).toHaveLength(6);
  });

  it('a normal close by the server (1000) ends it: no reconnect', () => {
    const { f, client } = setup();
    client.connect();
    f.last().open();
    f.last().serverClose(1000);
    vi.advanceTimersByTime(60000);
    expect(f.sockets).toHaveLength(1);
    expect(client.state).toBe('closed');
    expect(openSocketCount()).toBe(0);
  });
});

describe('§4 chat: logout closes normally and stays closed', () => {
  it.each([
    ['while open', (f: Fakes) => f.last().open(), 'logout'],
    ['while connecting', () => {}, 'logout'],
    // that socket was already closed when it dropped; logout cancels the pending reconnect
    ['while waiting to reconnect', (f: Fakes) => f.last().serverClose(1006), 'reconnect'],
  ])('%s', (_name, before, reason) => {
    const { f, client } = setup();
    client.connect();
    before(f);
    closeAllSockets();
    expect(client.state).toBe('closed');
    expect(openSocketCount()).toBe(0);
    expect(f.last().closedWith).toEqual({ code: 1000, reason });
    // late events of the old socket and any time passing change nothing
    f.last().error();
    f.last().serverClose(1006);
    vi.advanceTimersByTime(60000);
    expect(f.sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('§4 chat: send only while open', () => {
  it.each([
    ['connecting', () => {}, false],
    ['open', (f: Fakes) => f.last().open(), true],
    ['waiting to reconnect', (f: Fakes) => (f.last().open(), f.last().serverClose(1006)), false],
    ['closed', (f: Fakes, c: ChatClient) => (f.last().open(), c.close()), false],
  ] as const)('%s → sent %s', (_name, before, ok) => {
    const { f, client } = setup();
    client.connect();
    before(f, client);
    expect(client.send('c1', '你好') !== false).toBe(ok);
  });

  it('before connect → false', () => {
    expect(setup().client.send('c1', 'hi')).toBe(false);
  });

  it('sends a CHAT_SEND frame and returns its clientMsgId', () => {
    const { f, client } = setup();
    client.connect();
    f.last().open();
    expect(client.send('c1', '你好')).toBe('client-msg-1');
    expect(f.last().sentFrames()).toEqual([
      { type: 'CHAT_SEND', clientMsgId: 'client-msg-1', conversationId: 'c1', text: '你好' },
    ]);
    expect(client.pendingCount).toBe(1);
  });

  it.each([
    ['empty text', 'c1', ''],
    ['text over 2000 characters', 'c1', 'x'.repeat(2001)],
    ['no conversation', '', 'hi'],
  ])('refuses %s', (_name, conversationId, text) => {
    const { f, client } = setup();
    client.connect();
    f.last().open();
    expect(client.send(conversationId, text)).toBe(false);
    expect(f.last().sent).toEqual([]);
  });

  it(`refuses past ${CHAT_MAX_PENDING} unacknowledged messages`, () => {
    const { f, client } = setup();
    client.connect();
    f.last().open();
    for (let i = 0; i < CHAT_MAX_PENDING; i++) expect(client.send('c1', `m${i}`)).not.toBe(false);
    expect(client.send('c1', 'one more')).toBe(false);
  });
});

describe('§4 chat: resume and resend after a reconnect', () => {
  it('resumes from the last message id seen', () => {
    const { f, client, onMessage } = setup();
    client.connect();
    f.last().open();
    f.last().receive(message('41'));
    f.last().receive(message('42'));
    expect(client.lastSeenId).toBe('42');
    f.last().serverClose(1006);
    vi.advanceTimersByTime(2000);
    f.last().open();
    expect(f.last().sentFrames()[0]).toEqual({ type: 'RESUME', lastId: '42' });
    expect(onMessage).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no id yet: no RESUME', undefined, []],
    ['an id from before: RESUME on the first open', '7', [{ type: 'RESUME', lastId: '7' }]],
  ])('%s', (_name, lastSeenId, frames) => {
    const { f, client } = setup({ lastSeenId });
    client.connect();
    f.last().open();
    expect(f.last().sentFrames()).toEqual(frames);
  });

  it('delivers a replayed message once (ids at or below the last seen are dropped)', () => {
    const { f, client, onMessage } = setup();
    client.connect();
    f.last().open();
    for (const id of ['9', '10', '10', '9', '11']) f.last().receive(message(id));
    expect(onMessage.mock.calls.map(([m]) => (m as { id: string }).id)).toEqual(['9', '10', '11']);
  });

  it('resends unacknowledged messages with their clientMsgId, in order, after RESUME', () => {
    const { f, client, onAck } = setup();
    client.connect();
    f.last().open();
    f.last().receive(message('5'));
    client.send('c1', 'a'); // client-msg-1: acknowledged
    client.send('c1', 'b'); // client-msg-2: its own echo acknowledges it
    client.send('c1', 'c'); // client-msg-3: unacknowledged
    client.send('c1', 'd'); // client-msg-4: unacknowledged
    f.last().receive({ type: 'CHAT_ACK', clientMsgId: 'client-msg-1', id: '6' });
    f.last().receive(message('7', { clientMsgId: 'client-msg-2', sender: { userId: 'me' } }));
    expect(onAck.mock.calls.map(([a]) => a)).toEqual([
      { clientMsgId: 'client-msg-1', id: '6' },
      { clientMsgId: 'client-msg-2', id: '7' },
    ]);
    f.last().error();
    vi.advanceTimersByTime(2000);
    f.last().open();
    expect(f.last().sentFrames()).toEqual([
      { type: 'RESUME', lastId: '7' },
      { type: 'CHAT_SEND', clientMsgId: 'client-msg-3', conversationId: 'c1', text: 'c' },
      { type: 'CHAT_SEND', clientMsgId: 'client-msg-4', conversationId: 'c1', text: 'd' },
    ]);
    expect(client.pendingCount).toBe(2);
  });

  it('does not resend a message the server refused', () => {
    const { f, client, onRefused } = setup();
    client.connect();
    f.last().open();
    client.send('c1', 'x');
    f.last().receive({ type: 'ERROR', code: 'RATE_LIMITED', msg: '发送过于频繁', clientMsgId: 'client-msg-1' });
    expect(onRefused).toHaveBeenCalledTimes(1);
    f.last().serverClose(1006);
    vi.advanceTimersByTime(2000);
    f.last().open();
    expect(f.last().sent).toEqual([]);
  });
});

describe('§4 chat: whatever arrives', () => {
  it.each([
    ['not json'],
    ['{"type":"NOPE"}'],
    [new ArrayBuffer(2)],
    ['{"type":"CHAT_MESSAGE","id":"x"}'],
    [{ type: 'HEARTBEAT' }],
  ])('%o is ignored', (data) => {
    const { f, client, onMessage } = setup();
    client.connect();
    f.last().open();
    expect(() => f.last().receive(data)).not.toThrow();
    expect(onMessage).not.toHaveBeenCalled();
    expect(client.state).toBe('open');
  });
});

describe('CHAT_CONVERSATION: queued, taken, closed', () => {
  it('passes each conversation frame to onConversation, not to onMessage', () => {
    const onConversation = vi.fn();
    const { f, client, onMessage } = setup({ onConversation });
    client.connect();
    f.last().open();
    const taken = {
      type: 'CHAT_CONVERSATION',
      conversationId: 'c1',
      status: 'active',
      serviceUserId: 's1',
      serviceUserName: '客服小王',
    };
    f.last().receive(taken);
    f.last().receive({ type: 'CHAT_CONVERSATION', conversationId: 'c1', status: 'closed', serviceUserId: null });
    expect(onConversation.mock.calls.map(([c]) => (c as { status: string }).status)).toEqual(['active', 'closed']);
    expect(onConversation.mock.calls[0][0]).toEqual(taken);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores a conversation frame of an unknown status', () => {
    const onConversation = vi.fn();
    const { f, client } = setup({ onConversation });
    client.connect();
    f.last().open();
    f.last().receive({ type: 'CHAT_CONVERSATION', conversationId: 'c1', status: 'lost', serviceUserId: null });
    expect(onConversation).not.toHaveBeenCalled();
  });
});

describe('a socket that cannot be created', () => {
  it('reports why and stays closed', () => {
    const { client, onError } = setup({
      createSocket: () => {
        throw new SyntaxError('bad url');
      },
    });
    expect(client.connect()).toBe(false);
    expect(onError).toHaveBeenCalledWith('bad url');
    expect(client.state).toBe('closed');
    expect(openSocketCount()).toBe(0);
  });
});
