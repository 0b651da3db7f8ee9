/**
 * What arrives on an accepted socket (§3 Websocket message; packages/shared/src/realtime/protocol.ts): HEARTBEAT is
 * answered, FILE/PLATE with needAnswer get an ACK with the receive time and content; binary, malformed, oversized and
 * too frequent frames close that socket with their code (1003, 1007, 1009, 1008) and the server goes on serving the
 * others. The hub's module API: inbound handlers per channel, in order; pushes to a user and broadcasts; a peer that
 * stops answering pings is cut off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEARTBEAT_TEXT,
  MAX_FRAME_BYTES,
  REALTIME_START_PHRASE,
  WS_CLOSE,
  WS_CLOSE_REASON,
  type ChatSendFrame,
} from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import type { RealtimeSocket } from '../src/platform/realtime/channels.ts';
import { login, startTestServer, type TestServer } from './helpers.ts';
import { chatPath, listen, open, realtimePath, ticketOf, until, type Client } from './realtime-helpers.ts';

let s: TestServer;
let base: string;
let token: string;

beforeAll(async () => {
  // A small burst so the rate limit is reached quickly; pings every 300 ms so a dead peer goes within a second.
  s = await startTestServer({ WS_FRAME_BURST: '20', WS_FRAME_RATE: '5', WS_PING_INTERVAL_MS: '300' });
  base = await listen(s.app);
  token = await login(s.app, 'user');
});
afterAll(async () => {
  await s?.close();
});

const chat = async () => open(base, chatPath(await ticketOf(s.app, token)));
const msg = async () => {
  const c = await open(base, realtimePath('msg', await ticketOf(s.app, token)));
  expect(await c.message(0)).toBe(REALTIME_START_PHRASE);
  return c;
};
/** The rpa target: no module handles its frames, so the hub tests register their own handlers there. */
const rpa = async () => {
  const c = await open(base, realtimePath('rpa', await ticketOf(s.app, token)));
  expect(await c.message(0)).toBe(REALTIME_START_PHRASE);
  return c;
};
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;
const done = async (...clients: Client[]) => {
  for (const c of clients) c.close();
  await Promise.all(clients.map((c) => c.closed));
};

describe('§3 messages', () => {
  it('HEARTBEAT is answered with a HEARTBEAT, on both channels', async () => {
    const [c, m] = [await chat(), await msg()];
    c.send(HEARTBEAT_TEXT);
    m.send({ type: 'HEARTBEAT', content: 'ping' });
    expect(json(await c.message(0))).toEqual({ type: 'HEARTBEAT' });
    expect(json(await m.message(1))).toEqual({ type: 'HEARTBEAT' });
    await done(c, m);
  });

  it.each(['FILE', 'PLATE'])('%s with needAnswer: an ACK with the receive time and the content', async (type) => {
    const m = await msg();
    const content = JSON.stringify({ fileId: 'f1', name: '申报表.docx' });
    const before = Date.now();
    m.send({ type, content, needAnswer: true });
    const ack = json(await m.message(1));
    expect(ack).toEqual({ type: 'ACK', receiveTime: expect.any(Number) as number, content });
    expect(ack.receiveTime).toBeGreaterThanOrEqual(before);
    expect(ack.receiveTime).toBeLessThanOrEqual(Date.now());
    await done(m);
  });

  it.each([
    ['needAnswer false', { needAnswer: false }],
    ['no needAnswer', {}],
  ])('FILE with %s: no answer', async (_, extra) => {
    const m = await msg();
    m.send({ type: 'FILE', content: '{"fileId":"f1"}', ...extra });
    m.send(HEARTBEAT_TEXT); // the answer to this comes first if the FILE got none
    expect(json(await m.message(1))).toEqual({ type: 'HEARTBEAT' });
    await new Promise((r) => setTimeout(r, 50));
    expect(m.received).toHaveLength(2);
    await done(m);
  });
});

describe('frames that close the socket, and the server keeps serving', () => {
  it.each([
    ['malformed JSON', '{"type":"HEARTBEAT"', WS_CLOSE.invalidPayload],
    ['JSON that is no frame', '{"type":"NOPE"}', WS_CLOSE.invalidPayload],
    ['FILE whose content is not JSON', '{"type":"FILE","content":"{oops"}', WS_CLOSE.invalidPayload],
    ['a server-only frame', '{"type":"NOTICE","id":"1","noticeType":1,"content":"x","createDate":"d"}', 1007],
    ['binary', Buffer.from([1, 2, 3]), WS_CLOSE.unsupportedData],
    ['invalid UTF-8 text', 'INVALID_UTF8', WS_CLOSE.invalidPayload],
    ['over MAX_FRAME_BYTES', 'x'.repeat(MAX_FRAME_BYTES + 1), WS_CLOSE.tooBig],
  ])('%s: closed with %i', async (_, frame, code) => {
    const [bystander, c] = [await chat(), await chat()];
    if (frame === 'INVALID_UTF8') {
      // ws refuses to send invalid UTF-8 as text itself; the raw frame is written under it: FIN text, 2 bytes.
      const raw = (c.ws as unknown as { _socket: { write(b: Buffer): void } })._socket;
      raw.write(Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xc3, 0x28]));
    } else {
      c.send(frame);
    }
    const closed = await c.closedWithin();
    expect(closed.code).toBe(code);
    if (code !== WS_CLOSE.tooBig && frame !== 'INVALID_UTF8') {
      expect(closed.reason).toBe(WS_CLOSE_REASON[code as keyof typeof WS_CLOSE_REASON]);
    }
    bystander.send(HEARTBEAT_TEXT);
    expect(json(await bystander.message(0))).toEqual({ type: 'HEARTBEAT' });
    const after = await chat(); // and new sockets are accepted
    after.send(HEARTBEAT_TEXT);
    expect(json(await after.message(0))).toEqual({ type: 'HEARTBEAT' });
    await done(bystander, after);
  });

  it('more frames than the burst at once: 1008, the others unaffected', async () => {
    const [bystander, c] = [await chat(), await chat()];
    for (let i = 0; i < 40; i++) c.send(HEARTBEAT_TEXT);
    const closed = await c.closedWithin();
    expect(closed).toEqual({ code: WS_CLOSE.policyViolation, reason: WS_CLOSE_REASON[WS_CLOSE.policyViolation] });
    expect(c.received.length).toBeGreaterThanOrEqual(19); // the burst was answered
    expect(c.received.length).toBeLessThanOrEqual(21);
    bystander.send(HEARTBEAT_TEXT);
    expect(json(await bystander.message(0))).toEqual({ type: 'HEARTBEAT' });
    await done(bystander);
  });

  it('a steady rate under the limit is never cut', async () => {
    const c = await chat();
    for (let i = 0; i < 24; i++) {
      c.send(HEARTBEAT_TEXT);
      await new Promise((r) => setTimeout(r, 250)); // 4 a second, under WS_FRAME_RATE=5, past the burst of 20
    }
    await c.message(23);
    expect(s.app.deps.realtime.size(USER.user)).toBeGreaterThanOrEqual(1);
    await done(c);
  }, 20000);
});

describe('pings', () => {
  it('a peer that answers pings stays; one that does not is terminated within two intervals', async () => {
    const live = await chat();
    const dead = await open(base, chatPath(await ticketOf(s.app, token)), { autoPong: false });
    const closed = await dead.closedWithin(3000);
    expect(closed.code).toBe(1006); // terminated: no closing handshake
    await new Promise((r) => setTimeout(r, 700));
    live.send(HEARTBEAT_TEXT);
    expect(json(await live.message(0))).toEqual({ type: 'HEARTBEAT' });
    await done(live);
  });
});

describe('the hub for modules', () => {
  it('inbound handlers per channel get the socket and frame, one at a time, in order', async () => {
    const seen: string[] = [];
    let running = 0;
    const off = s.app.deps.realtime.onFrame('rpa', 'CHAT_SEND', async (socket: RealtimeSocket, f: ChatSendFrame) => {
      expect(running++).toBe(0);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`${socket.userId}:${socket.channel}:${f.text}`);
      socket.send({ type: 'CHAT_ACK', clientMsgId: f.clientMsgId, id: String(seen.length) });
      running--;
    });
    try {
      const c = await rpa();
      for (const text of ['一', '二', '三']) {
        c.send({ type: 'CHAT_SEND', clientMsgId: `client-${text.charCodeAt(0)}`, conversationId: 'c1', text });
      }
      await c.message(3);
      expect(seen).toEqual([`${USER.user}:rpa:一`, `${USER.user}:rpa:二`, `${USER.user}:rpa:三`]);
      expect(c.received.slice(1).map((r) => json(r).id)).toEqual(['1', '2', '3']);
      await done(c);
    } finally {
      off();
    }
  });

  it('a second handler for the same channel and type is a wiring mistake', () => {
    const off = s.app.deps.realtime.onFrame('calc', 'RESUME', () => {});
    expect(() => s.app.deps.realtime.onFrame('calc', 'RESUME', () => {})).toThrow(/already has a handler/);
    off();
  });

  it('CHAT_SEND with no handler on the channel: refused for good (ERROR with its clientMsgId)', async () => {
    const m = await rpa();
    m.send({ type: 'CHAT_SEND', clientMsgId: 'client-0001', conversationId: 'c1', text: 'hi' });
    expect(json(await m.message(1))).toMatchObject({ type: 'ERROR', code: '404', clientMsgId: 'client-0001' });
    await done(m);
  });

  it('a handler that throws: ERROR 500 without clientMsgId (the client may resend); the socket stays', async () => {
    const off = s.app.deps.realtime.onFrame('rpa', 'RESUME', () => {
      throw new Error('database away');
    });
    try {
      const c = await rpa();
      c.send({ type: 'RESUME', lastId: '5' });
      const err = json(await c.message(1));
      expect(err).toMatchObject({ type: 'ERROR', code: '500' });
      expect(err).not.toHaveProperty('clientMsgId');
      c.send(HEARTBEAT_TEXT);
      expect(json(await c.message(2))).toEqual({ type: 'HEARTBEAT' });
      await done(c);
    } finally {
      off();
    }
  });

  it('pushToUser reaches that user on the channels asked, of the enterprise asked; broadcast reaches everyone', async () => {
    const hub = s.app.deps.realtime;
    const other = await login(s.app, 'entadmin');
    const [c, m] = [await chat(), await msg()];
    const o = await open(base, realtimePath('msg', await ticketOf(s.app, other)));
    await o.message(0);
    const notice = { type: 'NOTICE', id: '42', noticeType: 17, content: '系统通知', createDate: '2026-01-01' } as const;
    expect(hub.pushToUser(USER.user, null, notice, ['msg'])).toBe(1);
    expect(json(await m.message(1))).toEqual(notice);
    expect(hub.pushToUser(USER.user, 'another enterprise', notice)).toBe(0);
    const chatFrame = {
      type: 'CHAT_MESSAGE',
      id: '7',
      conversationId: 'c1',
      text: '你好',
      sender: { userId: USER.entadmin },
      sentAt: 1,
    } as const;
    expect(hub.pushToUser(USER.user, null, chatFrame, ['chat'])).toBe(1);
    expect(json(await c.message(0))).toEqual(chatFrame);
    const sent = hub.broadcast({ type: 'HEARTBEAT', content: 'all' });
    expect(sent).toBeGreaterThanOrEqual(3);
    for (const [client, n] of [
      [c, 1],
      [m, 2],
      [o, 1],
    ] as const) {
      expect(json(await client.message(n))).toEqual({ type: 'HEARTBEAT', content: 'all' });
    }
    await done(c, m, o);
    expect(await until(() => hub.size(USER.user) === 0)).toBe(true);
  });

  it('onOpen runs for each socket accepted on its channel', async () => {
    const opened: string[] = [];
    const off = s.app.deps.realtime.onOpen('rpa', (socket) => {
      opened.push(socket.userId);
      socket.send({ type: 'PLATE', content: '["01"]' });
    });
    try {
      const r = await open(base, realtimePath('rpa', await ticketOf(s.app, token), '/ws'));
      expect(await r.message(0)).toBe(REALTIME_START_PHRASE);
      expect(json(await r.message(1))).toEqual({ type: 'PLATE', content: '["01"]' });
      expect(opened).toEqual([USER.user]);
      await done(r);
    } finally {
      off();
    }
  });
});
