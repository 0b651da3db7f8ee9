/**
 * Who gets a socket (§7.7, docs/decisions.md "Real-time channel"): a signed-in page asks for a ticket and connects
 * with it from its own origin. No ticket, a malformed, forged or expired one, or a ticket of an ended session: the
 * socket opens and closes before any data with 4401 (or the session's code); a foreign or missing Origin: HTTP 403,
 * no socket. Only the chat path and the three real-time targets (both URL forms) upgrade; nothing else under /ws
 * answers.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  REALTIME_START_PHRASE,
  REALTIME_TARGETS,
  RESPONSE_CODE,
  WS_CLOSE,
  WS_CLOSE_REASON,
  type RealtimeTarget,
} from '@portal/shared';
import { TicketSigner, TICKET_TTL_SECONDS } from '../src/platform/realtime/tickets.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { call, callEnv, envelopeOf, login, startTestServer, type TestServer } from './helpers.ts';
import { chatPath, open, realtimePath, ticketOf, listen } from './realtime-helpers.ts';

let s: TestServer;
let base: string;
let token: string;

beforeAll(async () => {
  s = await startTestServer({ WS_ALLOWED_ORIGINS: 'http://localhost:5173', WS_MAX_PER_USER: '3' });
  base = await listen(s.app);
  token = await login(s.app, 'user');
});
afterAll(async () => {
  await s?.close();
});

const refusedWith = async (path: string, code: number) => {
  const c = await open(base, path);
  expect(await c.outcome).toBe(101);
  expect(await c.closedWithin()).toEqual({ code, reason: WS_CLOSE_REASON[code as keyof typeof WS_CLOSE_REASON] });
  expect(c.received).toEqual([]); // closed before any data
};

describe('the ticket call', () => {
  it('answers a signed-in caller a ticket for 60 s, never cached', async () => {
    const res = await call(s.app, 'wsTicket', { token });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = envelopeOf(res, 'wsTicket');
    expect(body.code).toBe(RESPONSE_CODE.ok);
    expect(body.data[0].expiresIn).toBe(TICKET_TTL_SECONDS);
    expect(body.data[0].ticket).toMatch(/^v1\.[0-9a-z]+\.[\w-]{43}\.[\w-]{22}$/);
    expect(body.data[0].ticket.length).toBeLessThan(100); // the router's path-parameter limit
    expect(body.data[0].ticket).not.toContain(token);
  });

  it('refuses an anonymous caller with 9999, in the envelope', async () => {
    expect(await callEnv(s.app, 'wsTicket')).toMatchObject({ code: RESPONSE_CODE.tokenInvalid, data: [] });
  });
});

describe('tickets', () => {
  const signer = () => new TicketSigner(s.config.secret);

  it('a good ticket opens the chat; nothing is sent first on the chat', async () => {
    const c = await open(base, chatPath(await ticketOf(s.app, token)));
    expect(await c.outcome).toBe(101);
    await new Promise((r) => setTimeout(r, 100));
    expect(c.received).toEqual([]);
    expect(s.app.deps.realtime.size()).toBeGreaterThanOrEqual(1);
    c.close();
    await c.closed;
  });

  it('no ticket: 4401 before any data', async () => {
    await refusedWith(API_BASE + '/ws/chat/online/websocket', WS_CLOSE.ticketRefused);
    await refusedWith(`${API_BASE}/ws/chat/online/websocket?ticket=`, WS_CLOSE.ticketRefused);
  });

  it.each([
    ['malformed', 'not-a-ticket'],
    ['the session token itself', '__TOKEN__'],
    ['another version', 'v2.abc.def.ghi'],
  ])('%s: 4401', async (_, ticket) => {
    await refusedWith(chatPath(ticket === '__TOKEN__' ? token : ticket), WS_CLOSE.ticketRefused);
  });

  it('forged (signed with another secret, or altered): 4401', async () => {
    const other = new TicketSigner('another secret entirely, 32 chars+').issue(hashToken(token)).ticket;
    await refusedWith(chatPath(other), WS_CLOSE.ticketRefused);
    const good = await ticketOf(s.app, token);
    const [v, exp, hash, mac] = good.split('.');
    const later = (parseInt(exp, 36) + 3600).toString(36);
    await refusedWith(chatPath([v, later, hash, mac].join('.')), WS_CLOSE.ticketRefused);
    const otherHash = hashToken('someone else');
    const swapped = signer().issue(otherHash).ticket.split('.')[2];
    await refusedWith(chatPath([v, exp, swapped, mac].join('.')), WS_CLOSE.ticketRefused);
  });

  it('expired (issued over 60 s ago): 4401', async () => {
    const old = signer().issue(hashToken(token), Date.now() - (TICKET_TTL_SECONDS + 1) * 1000).ticket;
    await refusedWith(chatPath(old), WS_CLOSE.ticketRefused);
  });

  it('a well-signed ticket of a token that has no session: 4001', async () => {
    await refusedWith(chatPath(signer().issue(hashToken('no such token')).ticket), WS_CLOSE.sessionEnded);
  });

  it('the signer itself: a ticket verifies until its expiry, to its session', () => {
    const t = signer().issue('ab'.repeat(32), 1_000_000);
    expect(signer().verify(t.ticket, 1_000_000 + 59_999)).toEqual({ ok: true, tokenHash: 'ab'.repeat(32) });
    expect(signer().verify(t.ticket, 1_000_000 + 60_000)).toEqual({ ok: false, reason: 'expired' });
    expect(signer().verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(signer().verify('v1.x.y.z')).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('Origin', () => {
  it.each([
    ['a foreign site', 'https://evil.example.com'],
    ['the same host on another port', 'http://127.0.0.1:1'],
    ['a null origin (sandboxed frame, file:)', 'null'],
    ['missing', null],
  ])('%s: HTTP 403, no socket', async (_, origin) => {
    const c = await open(base, chatPath(await ticketOf(s.app, token)), { origin });
    expect(await c.outcome).toBe(403);
  });

  it('WS_ALLOWED_ORIGINS (a development server that proxies the sockets) is accepted', async () => {
    const c = await open(base, chatPath(await ticketOf(s.app, token)), { origin: 'http://localhost:5173' });
    expect(await c.outcome).toBe(101);
    c.close();
    await c.closed;
  });
});

describe('§7.7 real-time targets, both URL forms', () => {
  const cases = (['/ws/websocket', '/ws'] as const).flatMap((prefix) =>
    (Object.keys(REALTIME_TARGETS) as RealtimeTarget[]).map((t) => [prefix, t] as const),
  );

  it.each(cases)('%s %s: the ticket as {param} opens it; the start phrase comes first', async (prefix, target) => {
    const c = await open(base, realtimePath(target, await ticketOf(s.app, token), prefix));
    expect(await c.outcome).toBe(101);
    expect(await c.message(0)).toBe(REALTIME_START_PHRASE);
    c.close();
    await c.closed;
  });

  it.each(cases)('%s %s: a user id as {param} (the old form) is refused with 4401', async (prefix, target) => {
    await refusedWith(realtimePath(target, '352000000000000003', prefix), WS_CLOSE.ticketRefused);
  });
});

describe('nothing else upgrades', () => {
  it.each([
    '/ws',
    '/ws/',
    '/ws/websocket',
    '/ws/websocket/message/service',
    '/ws/other/target/x',
    '/ws/websocket/tax/collect/userMessage/a/b',
    '/japi/health',
    '/japi/ws/chat/other',
    '/finance/home',
  ])('%s: HTTP 404, no socket', async (path) => {
    const c = await open(base, path);
    expect(await c.outcome).toBe(404);
  });

  it.each([
    ['an API path that needs a session (9999 before any upgrade hook)', '/japi/api/user/user/getUserInfo'],
    ['an unknown path under /ws', '/ws/nothing'],
    ['a foreign Origin', `${API_BASE}/ws/chat/online/websocket?ticket=x`],
  ])('%s: the refused upgrade holds no connection afterwards', async (_, path) => {
    // A raw client that never closes: only the server can end the connection.
    const port = Number(new URL(base).port);
    const socket = net.connect(port, '127.0.0.1');
    const ended = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example.com\r\nConnection: Upgrade\r\n` +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const answer = await Promise.race([ended, new Promise<string>((r) => setTimeout(() => r('still open'), 3000))]);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 (200|403|404) /);
    expect(answer).not.toContain('101 Switching Protocols');
  });

  it.each(['/ws/message/service/x', '/ws/anything', '/japi/ws/chat/online/websocket'])(
    'a plain GET of %s: 404 in the envelope',
    async (url) => {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: '404', data: [] });
    },
  );
});

describe('sockets per user', () => {
  it('past WS_MAX_PER_USER on one instance, a new socket is closed with 4029', async () => {
    const t = await login(s.app, 'user2');
    const ticket = await ticketOf(s.app, t);
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await open(base, chatPath(ticket)));
    const extra = await open(base, chatPath(ticket));
    expect(await extra.closedWithin()).toEqual({
      code: WS_CLOSE.tooManySockets,
      reason: WS_CLOSE_REASON[WS_CLOSE.tooManySockets],
    });
    for (const c of held) c.close();
    await Promise.all(held.map((c) => c.closed));
  });
});

describe('shutdown', () => {
  it('closing the server closes its sockets with 1001 (connect again: another instance answers)', async () => {
    const own = await startTestServer();
    const ownBase = await listen(own.app);
    const c = await open(ownBase, chatPath(await ticketOf(own.app, await login(own.app, 'user'))));
    expect(await c.outcome).toBe(101);
    const closing = own.close();
    expect(await c.closedWithin()).toEqual({ code: WS_CLOSE.goingAway, reason: WS_CLOSE_REASON[WS_CLOSE.goingAway] });
    await closing;
  });
});
