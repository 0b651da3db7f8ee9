import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketFactory, type FakeSocket } from '../src/platform/realtime/fake-socket.ts';
import {
  REALTIME_START_PHRASE,
  RealtimeChannel,
  realtimeRetryDelayMs,
  type RealtimeChannelOptions,
} from '../src/platform/realtime/realtime-channel.ts';
import { closeAllSockets, openSocketCount } from '../src/platform/realtime/registry.ts';
import { globalTimers, type Timers } from '../src/platform/realtime/socket.ts';

const URL = 'wss://portal.example.com/ws/message/service/u1';
const NOW = 1767225600000;
/** The global timers (faked below) with a fixed clock for the acknowledgement's receive time. */
const timers: Timers = { ...globalTimers, now: () => NOW };

function setup(over: Partial<RealtimeChannelOptions> = {}) {
  const f = fakeSocketFactory();
  const onMessage = vi.fn();
  const onError = vi.fn();
  const onGiveUp = vi.fn();
  const channel = new RealtimeChannel({
    url: URL,
    createSocket: f.factory,
    timers,
    onMessage,
    onError,
    onGiveUp,
    ...over,
  });
  return { f, channel, onMessage, onError, onGiveUp };
}
type Fakes = ReturnType<typeof fakeSocketFactory>;
/** The immediate first retry is a 0 ms timer, which runs on the next tick (timers clamp 0 to 1 ms). */
const nextTick = () => vi.advanceTimersByTime(1);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  closeAllSockets();
  vi.useRealTimers();
});

describe('§4 real-time channel: opens on demand', () => {
  it('creates no socket until open(), then registers for logout', () => {
    const { f, channel } = setup();
    vi.advanceTimersByTime(60000);
    expect(f.sockets).toHaveLength(0);
    expect(channel.open()).toBe(true);
    expect(f.last().url).toBe(URL);
    expect(openSocketCount()).toBe(1);
    f.last().open();
    expect(channel.state).toBe('open');
  });

  it.each([[null], [undefined], ['']])('url %o: wsUrl不存在', (url) => {
    const { f, channel, onError } = setup({ url });
    expect(channel.open()).toBe(false);
    expect(onError).toHaveBeenCalledWith('wsUrl不存在');
    expect(f.sockets).toHaveLength(0);
  });
});

describe('§4 real-time channel: a manual open only after a close', () => {
  const giveUp = (f: Fakes) => {
    f.last().serverClose(1006);
    for (let i = 1; i <= 10; i++) {
      vi.advanceTimersByTime(realtimeRetryDelayMs(i) + 1);
      f.last().serverClose(1006);
    }
  };
  it.each([
    ['connecting', () => {}, false],
    ['open', (f: Fakes) => f.last().open(), false],
    ['retrying', (f: Fakes) => (f.last().open(), f.last().serverClose(1006)), false],
    ['closed by hand', (_f: Fakes, c: RealtimeChannel) => c.close(), true],
    ['closed by logout', () => closeAllSockets(), true],
    ['given up', giveUp, true],
  ] as const)('%s → open() %s', (_name, before, allowed) => {
    const { f, channel } = setup();
    channel.open();
    before(f, channel);
    const count = f.sockets.length;
    expect(channel.open()).toBe(allowed);
    expect(f.sockets).toHaveLength(allowed ? count + 1 : count);
  });
});

describe('§4 real-time channel: retries', () => {
  it.each([
    [1, 0],
    [2, 10000],
    [3, 20000],
    [10, 90000],
  ])('retry %i waits %i ms', (attempt, ms) => {
    expect(realtimeRetryDelayMs(attempt)).toBe(ms);
  });

  it('retries 10 times, 10 s × (attempt − 1) apart, then gives up', () => {
    const { f, channel, onGiveUp } = setup();
    channel.open();
    f.last().open();
    for (let attempt = 1; attempt <= 10; attempt++) {
      f.last().serverClose(1006);
      expect(channel.state).toBe('retrying');
      const delay = realtimeRetryDelayMs(attempt);
      if (delay > 0) {
        vi.advanceTimersByTime(delay - 1);
        expect(f.sockets).toHaveLength(attempt);
      }
      vi.advanceTimersByTime(1);
      expect(f.sockets).toHaveLength(attempt + 1);
    }
    f.last().serverClose(1006);
    expect(channel.state).toBe('failed');
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(openSocketCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60000);
    expect(f.sockets).toHaveLength(11);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['an error', (s: FakeSocket) => s.error()],
    ['an error and its close count once', (s: FakeSocket) => (s.error(), s.serverClose(1006))],
    ['an abnormal close', (s: FakeSocket) => s.serverClose(1006)],
    ['a normal close by the server', (s: FakeSocket) => s.serverClose(1000)],
  ])('%s → the first retry is immediate', (_name, drop) => {
    const { f, channel } = setup();
    channel.open();
    f.last().open();
    drop(f.last());
    expect(channel.retryCount).toBe(1);
    nextTick();
    expect(f.sockets).toHaveLength(2);
  });

  it('a successful open starts the count again', () => {
    const { f, channel } = setup();
    channel.open();
    f.last().serverClose(1006);
    nextTick();
    f.last().serverClose(1006);
    vi.advanceTimersByTime(10000);
    expect(channel.retryCount).toBe(2);
    f.last().open();
    expect(channel.retryCount).toBe(0);
    f.last().serverClose(1006);
    nextTick(); // immediate again
    expect(f.sockets).toHaveLength(4);
  });

  it('counts a socket that cannot be created as a failed attempt', () => {
    const create = vi.fn(() => {
      throw new Error('too many sockets');
    });
    const { channel } = setup({ createSocket: create });
    channel.open();
    for (let i = 1; i <= 10; i++) vi.advanceTimersByTime(realtimeRetryDelayMs(i) + 1);
    expect(create).toHaveBeenCalledTimes(11);
    expect(channel.state).toBe('failed');
  });
});

describe('§4 real-time channel: a manual close stops retries', () => {
  it.each([
    ['while open', (f: Fakes) => f.last().open()],
    [
      'while waiting to retry',
      (f: Fakes) => (f.last().open(), f.last().serverClose(1006), nextTick(), f.last().serverClose(1006)),
    ],
  ])('%s', (_name, before) => {
    const { f, channel } = setup();
    channel.open();
    before(f);
    const count = f.sockets.length;
    channel.close();
    expect(channel.state).toBe('closed');
    expect(openSocketCount()).toBe(0);
    f.last().serverClose(1006); // a late event of the old socket
    vi.advanceTimersByTime(10 * 60000);
    expect(f.sockets).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logout closes it with 1000', () => {
    const { f, channel } = setup();
    channel.open();
    f.last().open();
    closeAllSockets();
    expect(f.last().closedWith).toEqual({ code: 1000, reason: 'logout' });
    expect(channel.state).toBe('closed');
  });
});

describe('§4 real-time channel: heartbeat after 10 s of idleness', () => {
  // Each case ends with traffic (or the open) at "now": the heartbeat comes 10 s later, not 10 s after the open.
  it.each([
    ['no traffic since the open', () => {}],
    ['a message at 5 s postpones it', (f: Fakes) => (vi.advanceTimersByTime(5000), f.last().receive('x'))],
    ['a send at 5 s postpones it', (_f: Fakes, c: RealtimeChannel) => (vi.advanceTimersByTime(5000), c.send('hello'))],
  ])('%s', (_name, during) => {
    const { f, channel } = setup();
    channel.open();
    f.last().open();
    during(f, channel);
    const heartbeats = () => f.last().sent.filter((s) => s === '{"type":"HEARTBEAT"}').length;
    vi.advanceTimersByTime(9999);
    expect(heartbeats()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(heartbeats()).toBe(1);
    vi.advanceTimersByTime(10000);
    expect(heartbeats()).toBe(2);
  });

  it('reconnects when the socket closed without an event', () => {
    const { f, channel } = setup();
    channel.open();
    f.last().open();
    f.last().dropSilently();
    vi.advanceTimersByTime(10000);
    expect(channel.state).toBe('retrying');
    nextTick();
    expect(f.sockets).toHaveLength(2);
  });
});

describe('§4 real-time channel: incoming messages', () => {
  it.each([
    ['the start phrase counts as empty', REALTIME_START_PHRASE, { kind: 'empty' }],
    [
      'other text is passed on',
      '{"taskNo":"T1","status":"done"}',
      { kind: 'text', text: '{"taskNo":"T1","status":"done"}' },
    ],
    ['plain text is passed on', 'hello', { kind: 'text', text: 'hello' }],
    [
      'a FILE message',
      '{"type":"FILE","content":"{\\"fileId\\":\\"f1\\"}"}',
      { kind: 'frame', frame: { type: 'FILE', content: '{"fileId":"f1"}' } },
    ],
  ])('%s', (_name, data, inbound) => {
    const { f, channel, onMessage } = setup();
    channel.open();
    f.last().open();
    f.last().receive(data);
    expect(onMessage).toHaveBeenCalledWith(inbound);
  });

  it.each([[{ type: 'HEARTBEAT' }], [new ArrayBuffer(3)]])('%o is not delivered', (data) => {
    const { f, channel, onMessage } = setup();
    channel.open();
    f.last().open();
    f.last().receive(data);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['FILE', true, true],
    ['PLATE', true, true],
    ['PLATE', 1, true],
    ['FILE', false, false],
    ['FILE', undefined, false],
  ])('%s with needAnswer %s → acknowledged %s', (type, needAnswer, acked) => {
    const { f, channel, onMessage } = setup();
    channel.open();
    f.last().open();
    f.last().receive({ type, content: '{"plate":"01"}', needAnswer });
    expect(f.last().sentFrames()).toEqual(acked ? [{ type: 'ACK', receiveTime: NOW, content: '{"plate":"01"}' }] : []);
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('resumes after the last notice id on a reconnect and delivers each notice once', () => {
    const { f, channel, onMessage } = setup();
    const notice = (id: string) => ({
      type: 'NOTICE',
      id,
      noticeType: 17,
      content: 'n',
      createDate: '2026-03-20T18:00:00+08:00',
    });
    channel.open();
    f.last().open();
    expect(f.last().sent).toEqual([]); // nothing to resume from yet
    f.last().receive(notice('353000000000000012'));
    f.last().receive(notice('353000000000000013'));
    f.last().serverClose(1006);
    nextTick();
    f.last().open();
    expect(f.last().sentFrames()).toEqual([{ type: 'RESUME', lastId: '353000000000000013' }]);
    f.last().receive(notice('353000000000000013')); // replayed
    f.last().receive(notice('353000000000000014'));
    expect(onMessage.mock.calls.map(([m]) => (m as { frame: { id: string } }).frame.id)).toEqual([
      '353000000000000012',
      '353000000000000013',
      '353000000000000014',
    ]);
  });
});

describe('§4 real-time channel: send only while open', () => {
  it.each([
    ['connecting', () => {}, false],
    ['open', (f: Fakes) => f.last().open(), true],
    ['retrying', (f: Fakes) => (f.last().open(), f.last().serverClose(1006)), false],
    ['closed', (f: Fakes, c: RealtimeChannel) => (f.last().open(), c.close()), false],
  ] as const)('%s → %s', (_name, before, ok) => {
    const { f, channel } = setup();
    channel.open();
    before(f, channel);
    expect(channel.send('hello')).toBe(ok);
  });
});
