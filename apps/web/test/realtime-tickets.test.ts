/**
 * The clients on a ticketed URL source (a fresh connection ticket before every attempt) and the server's close codes
 * that end a session; the URL sources of tickets.ts and their ticket fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE, WS_CLOSE_REASON } from '@portal/shared/realtime/close-codes';
import { ChatClient } from '../src/platform/realtime/chat-client.ts';
import { fakeSocketFactory } from '../src/platform/realtime/fake-socket.ts';
import { RealtimeChannel } from '../src/platform/realtime/realtime-channel.ts';
import { closeAllSockets, openSocketCount } from '../src/platform/realtime/registry.ts';
import { globalTimers } from '../src/platform/realtime/socket.ts';
import { chatUrlSource, fetchTicket, realtimeUrlSource } from '../src/platform/realtime/tickets.ts';
import { RequestError, request } from '../src/platform/request/index.ts';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
}));

const page = { protocol: 'https:', host: 'portal.example.com' };
/** Lets the URL source's promise settle (it resolves on microtasks, which fake timers do not hold). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A source handing out ticket-1, ticket-2, … (or what `next` says) and counting its calls. */
function tickets(next?: (n: number) => Promise<string | null>) {
  let n = 0;
  const source = vi.fn(() => {
    n++;
    return next ? next(n) : Promise.resolve(`wss://portal.example.com/chat?ticket=t${n}`);
  });
  return source;
}

function chat(url: ChatClientUrl) {
  const f = fakeSocketFactory();
  const onError = vi.fn();
  const client = new ChatClient({ url, createSocket: f.factory, timers: globalTimers, onError });
  return { f, client, onError };
}
type ChatClientUrl = ConstructorParameters<typeof ChatClient>[0]['url'];

function channel(url: ConstructorParameters<typeof RealtimeChannel>[0]['url']) {
  const f = fakeSocketFactory();
  const onError = vi.fn();
  const ch = new RealtimeChannel({ url, createSocket: f.factory, timers: globalTimers, onError });
  return { f, ch, onError };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  closeAllSockets();
  vi.useRealTimers();
  vi.mocked(request).mockReset();
});

describe('chat on a ticketed URL source', () => {
  it('asks for a URL before every attempt: each reconnect carries a new ticket', async () => {
    const source = tickets();
    const { f, client } = chat(source);
    expect(client.connect()).toBe(true);
    expect(client.state).toBe('connecting');
    await settle();
    expect(f.last().url).toMatch(/t1$/);
    f.last().open();
    f.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(2000);
    expect(f.sockets.map((s) => s.url.slice(-2))).toEqual(['t1', 't2']);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('a source answering null: wsUrl不存在, closed, no socket', async () => {
    const { f, client, onError } = chat(() => Promise.resolve(null));
    client.connect();
    await settle();
    expect(onError).toHaveBeenCalledWith('wsUrl不存在');
    expect(client.state).toBe('closed');
    expect(f.sockets).toHaveLength(0);
    expect(openSocketCount()).toBe(0);
  });

  it('a failed ticket request counts as a dropped attempt: tried again 2 s later', async () => {
    const source = tickets((n) => (n === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('wss://x/c?t')));
    const { f, client } = chat(source);
    client.connect();
    await settle();
    expect(client.state).toBe('reconnecting');
    expect(f.sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(f.sockets).toHaveLength(1);
  });

  it('closed while the ticket is on its way: no socket is created when it arrives', async () => {
    let resolve: (url: string) => void = () => {};
    const { f, client } = chat(() => new Promise((r) => (resolve = r)));
    client.connect();
    client.close();
    resolve('wss://x/c?t');
    await settle();
    expect(f.sockets).toHaveLength(0);
    expect(client.state).toBe('closed');
  });

  it.each([WS_CLOSE.sessionEnded, WS_CLOSE.sessionReplaced, WS_CLOSE.accountDisabled, WS_CLOSE.tooManySockets])(
    'the server closes with %i: ended with its reason, no reconnect',
    async (code) => {
      const { f, client, onError } = chat('wss://x/c?t');
      client.connect();
      f.last().open();
      f.last().serverClose(code, WS_CLOSE_REASON[code]);
      expect(client.state).toBe('closed');
      expect(onError).toHaveBeenCalledWith(WS_CLOSE_REASON[code]);
      await vi.advanceTimersByTimeAsync(60000);
      expect(f.sockets).toHaveLength(1);
      expect(openSocketCount()).toBe(0);
    },
  );

  it.each([WS_CLOSE.ticketRefused, WS_CLOSE.goingAway, WS_CLOSE.policyViolation])(
    'the server closes with %i: a new ticket, 2 s later',
    async (code) => {
      const source = tickets();
      const { f, client } = chat(source);
      client.connect();
      await settle();
      f.last().serverClose(code, WS_CLOSE_REASON[code]);
      expect(client.state).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(2000);
      expect(source).toHaveBeenCalledTimes(2);
      expect(f.sockets).toHaveLength(2);
    },
  );
});

describe('real-time channel on a ticketed URL source', () => {
  it('every retry asks for a new URL; a failed request counts as a retry', async () => {
    const source = tickets((n) =>
      n === 2 ? Promise.reject(new Error('offline')) : Promise.resolve(`wss://x/m/t${n}`),
    );
    const { f, ch } = channel(source);
    expect(ch.open()).toBe(true);
    await settle();
    f.last().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1); // the first retry is immediate; its ticket request fails
    expect(ch.retryCount).toBe(2);
    await vi.advanceTimersByTimeAsync(10000);
    expect(f.sockets.map((s) => s.url)).toEqual(['wss://x/m/t1', 'wss://x/m/t3']);
  });

  it.each([WS_CLOSE.sessionEnded, WS_CLOSE.sessionReplaced, WS_CLOSE.accountDisabled])(
    'the server closes with %i: closed with its reason, no retry',
    async (code) => {
      const { f, ch, onError } = channel('wss://x/m/t');
      ch.open();
      f.last().open();
      f.last().serverClose(code, WS_CLOSE_REASON[code]);
      expect(ch.state).toBe('closed');
      expect(onError).toHaveBeenCalledWith(WS_CLOSE_REASON[code]);
      await vi.advanceTimersByTimeAsync(600000);
      expect(f.sockets).toHaveLength(1);
      expect(ch.open()).toBe(true); // a manual open is allowed again
    },
  );

  it('null from the source: wsUrl不存在 and closed', async () => {
    const { f, ch, onError } = channel(() => Promise.resolve(null));
    ch.open();
    await settle();
    expect(onError).toHaveBeenCalledWith('wsUrl不存在');
    expect(ch.state).toBe('closed');
    expect(f.sockets).toHaveLength(0);
  });
});

describe('URL sources', () => {
  it('chat: the §7.7 URL of the page with the ticket as ?ticket=', async () => {
    expect(await chatUrlSource(page, () => Promise.resolve('v1.a.b.c'))()).toBe(
      'wss://portal.example.com/japi/ws/chat/online/websocket?ticket=v1.a.b.c',
    );
    expect(await chatUrlSource(page, () => Promise.resolve(null))()).toBeNull();
  });

  it('real-time: the ticket as the {param} of the target', async () => {
    expect(await realtimeUrlSource('msg', page, () => Promise.resolve('v1.a.b.c'))()).toBe(
      'wss://portal.example.com/ws/message/service/v1.a.b.c',
    );
    expect(await realtimeUrlSource('rpa', { protocol: 'http:', host: 'h:8080' }, () => Promise.resolve('t'))()).toBe(
      'ws://h:8080/ws/websocket/tax/rpacontrol/entOneKeyTaxWebSocket/t',
    );
  });
});

describe('fetchTicket', () => {
  it('asks wsTicket silently and answers its ticket', async () => {
    vi.mocked(request).mockResolvedValue({ code: '200', msg: '', data: [{ ticket: 'v1.t', expiresIn: 60 }] });
    expect(await fetchTicket()).toBe('v1.t');
    expect(request).toHaveBeenCalledWith('wsTicket', undefined, { silent: true });
  });

  it('a refusal that ends the session gives null (the client stops)', async () => {
    vi.mocked(request).mockRejectedValue(
      new RequestError('登录已失效，请重新登录', { kind: 'forceLogout', code: '9999' }),
    );
    expect(await fetchTicket()).toBeNull();
  });

  it('anything else rejects (the client tries again)', async () => {
    vi.mocked(request).mockRejectedValue(new RequestError('网络错误', { kind: 'httpError' }));
    await expect(fetchTicket()).rejects.toThrow('网络错误');
  });
});
