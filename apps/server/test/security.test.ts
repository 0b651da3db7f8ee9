/**
 * Issue 9's probe findings, each as a test that failed before its fix: the development outbox is off by default,
 * client addresses come only from trusted proxies, one account is throttled across addresses, the token is checked
 * before the body, malformed URLs and oversized requests answer the envelope, creating calls are limited per user,
 * and the headers promise only what is there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { API_BASE, RESPONSE_CODE, endpointPath } from '@portal/shared';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { loginFailures } from '../src/db/schema/user.ts';
import { ACCOUNT_WIDE, throttleDelayMs } from '../src/modules/user/lockout.ts';
import { isLoopback } from '../src/modules/dev/index.ts';
import { hashQueue } from '../src/platform/auth/hash-queue.ts';
import { DEMO_PASSWORD, call, envelopeOf, login, startTestServer, type TestServer } from './helpers.ts';

const servers: TestServer[] = [];
async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const s = await startTestServer(env);
  servers.push(s);
  return s;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const outbox = (s: TestServer, remoteAddress?: string) =>
  s.app.inject({ method: 'GET', url: `${API_BASE}/dev/sms-outbox`, query: { phone: '13800000003' }, remoteAddress });

describe('1. the development SMS outbox', () => {
  it('is off unless DEV_SMS_OUTBOX=on, and refused with NODE_ENV=production', () => {
    expect(loadConfig({}).devSmsOutbox).toBe(false);
    expect(loadConfig({ DEV_SMS_OUTBOX: 'on' }).devSmsOutbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_SECRET: 'x'.repeat(40), DEV_SMS_OUTBOX: 'on' })).toThrow(
      /DEV_SMS_OUTBOX/,
    );
  });

  it('a default start (no setting) does not serve it: the HTTP 404 envelope', async () => {
    const s = await server({ DEV_SMS_OUTBOX: 'off' });
    const res = await outbox(s);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.notFound);
  });

  it('when on, answers only a caller on this machine', async () => {
    const s = await server({ DEV_SMS_OUTBOX: 'on' });
    expect((await outbox(s, '127.0.0.1')).statusCode).toBe(200);
    for (const addr of ['10.1.2.3', '192.168.1.5', '::ffff:10.0.0.1', '2001:db8::1']) {
      const res = await outbox(s, addr);
      expect(res.statusCode, addr).toBe(404);
      expect(envelopeOf(res).data).toEqual([]);
    }
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['1270.0.0.1', false],
    ['', false],
    [undefined, false],
  ] as const)('isLoopback(%s) = %s', (addr, expected) => {
    expect(isLoopback(addr)).toBe(expected);
  });
});

describe('3. TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback', ['loopback']],
  ] as const)('parses %s', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('refuses "true" (every hop trusted: the client would pick its own address)', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });

  it.each(['1', '127.0.0.1'])(
    'TRUST_PROXY=%s: spoofed left-most X-Forwarded-For values do not escape the lock',
    async (tp) => {
      const s = await server({ TRUST_PROXY: tp, RATE_LIMIT_LOGIN: '1000' });
      // nginx (on 127.0.0.1) appends the address it saw, 203.0.113.7, to whatever the client sent.
      const attempt = (i: number) =>
        s.app.inject({
          method: 'POST',
          url: API_BASE + endpointPath('login'),
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { account: 'it', password: 'Wrong@2026' },
        });
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) codes.push(envelopeOf(await attempt(i)).code);
      expect(codes.slice(0, 4)).toEqual(Array(4).fill(RESPONSE_CODE.business));
      expect(codes[4]).toBe(RESPONSE_CODE.loginLocked);
      expect(codes[5]).toBe(RESPONSE_CODE.loginStillLocked);
      const [row] = await s.database.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.account, 'it'), eq(loginFailures.ip, '203.0.113.7')));
      expect(row?.lockedUntil).toBeTruthy();
    },
  );

  it('without TRUST_PROXY the header is ignored: the socket address counts', async () => {
    const s = await server({ RATE_LIMIT_LOGIN: '1000' });
    await s.app.inject({
      method: 'POST',
      url: API_BASE + endpointPath('login'),
      remoteAddress: '10.3.3.3',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      payload: { account: 'it', password: 'Wrong@2026' },
    });
    const rows = await s.database.db.select().from(loginFailures).where(eq(loginFailures.account, 'it'));
    expect(rows.map((r) => r.ip).sort()).toEqual([ACCOUNT_WIDE, '10.3.3.3'].sort());
  });
});

describe('4. the per-account throttle across addresses', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 250],
    [11, 500],
    [12, 1000],
    [14, 4000],
    [15, 5000],
    [40, 5000],
    [1000, 5000],
  ])('%i failures → next check after %i ms', (failures, ms) => {
    expect(throttleDelayMs(failures, { after: 10, maxMs: 5000 })).toBe(ms);
  });

  it('many addresses guessing one account get slowed, not the pair lock; its owner waits seconds, not a lock', async () => {
    const s = await server({ RATE_LIMIT_LOGIN: '1000', ACCOUNT_THROTTLE_MAX_MS: '60000' });
    const guess = (i: number, password = 'Wrong@2026') =>
      call(s.app, 'login', { body: { account: 'it', password }, ip: `10.44.0.${i}` }).then((res) =>
        envelopeOf(res, 'login'),
      );
    for (let i = 0; i < 10; i++) expect((await guess(i)).msg).toBe(M.passwordWrong(4));
    // The 11th check may go ahead (it takes the slot), and the next one from any address must wait.
    expect((await guess(10)).msg).toBe(M.passwordWrong(4));
    const throttled = await guess(11);
    expect(throttled.code).toBe(RESPONSE_CODE.business);
    expect(throttled.msg).toMatch(/^该账号登录尝试过于频繁，请\d+秒后再试$/);
    // 30 parallel guesses from 30 addresses while the slot is taken: at most one gets a password check. The slot is
    // held a minute here, so a slow run (30 password hashes on a loaded machine) cannot outlast it.
    await s.database.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(and(eq(loginFailures.account, 'it'), eq(loginFailures.ip, ACCOUNT_WIDE)));
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(100 + i)));
    expect(burst.filter((b) => b.msg === M.passwordWrong(4)).length).toBeLessThanOrEqual(1);
    // No address was locked by the pair rule.
    const pairs = await s.database.db.select().from(loginFailures).where(eq(loginFailures.account, 'it'));
    expect(pairs.filter((r) => r.ip !== ACCOUNT_WIDE && r.lockedUntil)).toEqual([]);
    // The owner, with the right password, is refused only while the slot is taken...
    expect((await guess(200, DEMO_PASSWORD)).msg).toMatch(/过于频繁/);
    // ...and signs in once it frees (the wait, simulated: the slot moved into the past).
    await s.database.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginFailures.account, 'it'), eq(loginFailures.ip, ACCOUNT_WIDE)));
    expect((await guess(200, DEMO_PASSWORD)).code).toBe(RESPONSE_CODE.ok);
  });
});

describe('7. a login answer says nothing of the account', () => {
  it('unknown, disabled and existing accounts each cost one password hash', async () => {
    const s = await server({ RATE_LIMIT_LOGIN: '1000' });
    const hashes = vi.spyOn(hashQueue, 'run');
    try {
      for (const [account, password] of [
        ['nobody_at_all', 'Wrong@2026'],
        ['frozen', DEMO_PASSWORD],
        ['frozen', 'Wrong@2026'],
        ['user', 'Wrong@2026'],
      ]) {
        hashes.mockClear();
        await call(s.app, 'login', { body: { account, password }, ip: '10.45.0.1' });
        expect(hashes, account).toHaveBeenCalledTimes(1);
      }
    } finally {
      hashes.mockRestore();
    }
  });
});

describe('9. the token before the body', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server({ RATE_LIMIT_WRITE: '3' });
  });

  it("an anonymous call with a wrong body gets 9999, not the schema's 400", async () => {
    for (const body of [{}, { loanAmount: 'abc' }, { x: 'a\u0000b' }]) {
      const res = await call(s.app, 'eloanApplyAdd', { body });
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
    }
  });

  it('11. creating calls are limited per user (RATE_LIMIT_WRITE), counted only for admitted callers', async () => {
    // Anonymous calls use up nothing of anyone's limit.
    for (let i = 0; i < 5; i++) await call(s.app, 'eloanApplyAdd', { body: {} });
    const user = await login(s.app, 'user');
    const other = await login(s.app, 'entadmin');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call(s.app, 'eloanApplyAdd', { token: user, body: {} })).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const limited = await call(s.app, 'eloanApplyAdd', { token: user, body: {} });
    expect(envelopeOf(limited)).toMatchObject({ code: '429', data: [] });
    // Another user of the same address is not limited by the first one's calls.
    expect((await call(s.app, 'eloanApplyAdd', { token: other, body: {} })).statusCode).not.toBe(429);
  });
});

describe('10. answers outside the routes are the envelope too', () => {
  let s: TestServer;
  let base: string;
  beforeAll(async () => {
    s = await server();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });

  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${base}${path}`, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => {
            body += c.toString('utf8');
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  it('a bad percent-encoding: 400 envelope', async () => {
    for (const path of [`${API_BASE}/api/user/%E0%A4%A`, `${API_BASE}/%zz`]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ code: '400', msg: M.BAD_URL, data: [] });
    }
  });

  it('a URL over 16 KB: 431 envelope', async () => {
    const res = await get(`${API_BASE}/api/user/authentication/checkStatus?pad=${'a'.repeat(20 * 1024)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: '431', msg: M.HEADERS_TOO_LARGE, data: [] });
  });
});

describe('13. headers', () => {
  it("CSP connect-src is the portal's own origin only; HSTS only over https", async () => {
    const s = await server({ TRUST_PROXY: '127.0.0.1' });
    const plain = await s.app.inject({ method: 'GET', url: `${API_BASE}/health` });
    const csp = String(plain.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/ws:|wss:/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await s.app.inject({
      method: 'GET',
      url: `${API_BASE}/health`,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // A refused call carries them too (the headers come before the access check).
    const refused = await call(s.app, 'userInfo');
    expect(refused.headers['content-security-policy']).toBeTruthy();
  });
});
