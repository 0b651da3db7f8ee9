/** §4 Login and Logout: password check, disabled accounts, the lockout per account and IP, logout and checkStatus. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { sessions } from '../src/db/schema/platform.ts';
import { loginFailures } from '../src/db/schema/user.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { DEMO_PASSWORD, call, callEnv, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const attempt = (account: string, password: string, ip: string) =>
  callEnv(s.app, 'login', { body: { account, password }, ip });
const failuresRow = async (account: string, ip: string) =>
  (
    await s.database.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.account, account), eq(loginFailures.ip, ip)))
  )[0];
const liveSessions = (userId: string) => s.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('login', () => {
  it('signs in: {userId, token}, a session in the default enterprise, the token stored only as a hash', async () => {
    const res = await attempt('user', DEMO_PASSWORD, '10.9.0.1');
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data).toHaveLength(1);
    expect(Object.keys(res.data[0]).sort()).toEqual(['token', 'userId']);
    const { userId, token } = res.data[0];
    expect(userId).toBe(USER.user);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const rows = (await liveSessions(USER.user)).filter((r) => !r.endedAt);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: hashToken(token),
      entId: ENT.sales,
      ip: '10.9.0.1',
      adminRequired: false,
      adminVerified: false,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    // The session is usable.
    expect((await callEnv(s.app, 'checkStatus', { token })).data).toEqual([{ online: true }]);
  });

  it('never returns the password hash or the password', async () => {
    const token = await login(s.app, 'entadmin', DEMO_PASSWORD, '10.9.0.2');
    const info = await call(s.app, 'userInfo', { token });
    expect(info.body).not.toMatch(/scrypt|password/i);
  });

  it('accepts the account in any case and with surrounding spaces', async () => {
    expect((await attempt('  USER2 ', DEMO_PASSWORD, '10.9.0.3')).data[0].userId).toBe(USER.user2);
  });

  it('wrong password: 7799 with the tries left, no session, the failure counted', async () => {
    const ip = '10.9.1.1';
    const before = await liveSessions(USER.it);
    const first = await attempt('it', 'Wrong@2026', ip);
    expect(first).toEqual({ code: RESPONSE_CODE.business, msg: M.passwordWrong(4), data: [] });
    expect((await attempt('it', 'Wrong@2026', ip)).msg).toBe(M.passwordWrong(3));
    expect(await liveSessions(USER.it)).toEqual(before);
    expect(await failuresRow('it', ip)).toMatchObject({ failures: 2, lockedUntil: null });
  });

  it('unknown account: answered and counted exactly like a wrong password (no oracle)', async () => {
    const ip = '10.9.1.2';
    const res = await attempt('nobody_here', DEMO_PASSWORD, ip);
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.passwordWrong(4), data: [] });
    expect(await failuresRow('nobody_here', ip)).toMatchObject({ failures: 1 });
  });

  it('disabled account (frozen): 7799 ACCOUNT_DISABLED with the right password, no session', async () => {
    const res = await expectNoDbChange(s, () => attempt('frozen', DEMO_PASSWORD, '10.9.1.3'));
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.ACCOUNT_DISABLED, data: [] });
  });

  it('a successful login clears the failure count', async () => {
    const ip = '10.9.1.4';
    await attempt('service', 'Wrong@2026', ip);
    await attempt('service', 'Wrong@2026', ip);
    expect((await attempt('service', DEMO_PASSWORD, ip)).code).toBe(RESPONSE_CODE.ok);
    expect(await failuresRow('service', ip)).toBeUndefined();
    expect((await attempt('service', 'Wrong@2026', ip)).msg).toBe(M.passwordWrong(4));
  });
});

describe('lockout (5 failures, keyed by account + IP)', () => {
  const ip = '10.9.2.1';
  const minutes = 15;

  it('the 5th failure answers 9983; the next try, even with the right password, 9984', async () => {
    expect(s.config.loginMaxFailures).toBe(5);
    expect(s.config.loginLockMinutes).toBe(minutes);
    for (const left of [4, 3, 2, 1]) expect((await attempt('ops', 'Wrong@2026', ip)).msg).toBe(M.passwordWrong(left));
    const fifth = await attempt('ops', 'Wrong@2026', ip);
    expect(fifth).toEqual({ code: RESPONSE_CODE.loginLocked, msg: M.accountLockedNow(minutes), data: [] });

    const sessionsBefore = await liveSessions(USER.ops);
    const right = await expectNoDbChange(s, () => attempt('ops', DEMO_PASSWORD, ip));
    expect(right).toEqual({ code: RESPONSE_CODE.loginStillLocked, msg: M.accountStillLocked(minutes), data: [] });
    expect((await attempt('OPS', 'Wrong@2026', ip)).code).toBe(RESPONSE_CODE.loginStillLocked);
    expect(await liveSessions(USER.ops)).toEqual(sessionsBefore);
    const row = await failuresRow('ops', ip);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('the same account from another IP still signs in', async () => {
    const other = await attempt('ops', DEMO_PASSWORD, '10.0.0.2');
    expect(other.code).toBe(RESPONSE_CODE.ok);
    expect(other.data[0].userId).toBe(USER.ops);
  });

  it('another account from the locked IP still signs in', async () => {
    expect((await attempt('user2', DEMO_PASSWORD, ip)).code).toBe(RESPONSE_CODE.ok);
  });

  it('unlocks once the lock has ended, and the right password then clears the row', async () => {
    await s.database.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginFailures.account, 'ops'), eq(loginFailures.ip, ip)));
    const res = await attempt('ops', DEMO_PASSWORD, ip);
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(await failuresRow('ops', ip)).toBeUndefined();
  });

  it('after an ended lock, a wrong password starts a fresh count', async () => {
    const ip2 = '10.9.2.2';
    for (let i = 0; i < 5; i++) await attempt('entadmin2', 'Wrong@2026', ip2);
    expect((await attempt('entadmin2', 'Wrong@2026', ip2)).code).toBe(RESPONSE_CODE.loginStillLocked);
    await s.database.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginFailures.account, 'entadmin2'), eq(loginFailures.ip, ip2)));
    expect(await attempt('entadmin2', 'Wrong@2026', ip2)).toEqual({
      code: RESPONSE_CODE.business,
      msg: M.passwordWrong(4),
      data: [],
    });
  });

  it('a burst of parallel attempts gets no more than 5 password checks', async () => {
    const ip4 = '10.9.2.4';
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt('it', 'Wrong@2026', ip4)));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === RESPONSE_CODE.business)).toHaveLength(4);
    expect(codes.filter((c) => c === RESPONSE_CODE.loginLocked)).toHaveLength(1);
    expect(codes.filter((c) => c === RESPONSE_CODE.loginStillLocked)).toHaveLength(7);
    expect(
      results
        .filter((r) => r.code === RESPONSE_CODE.business)
        .map((r) => r.msg)
        .sort(),
    ).toEqual([1, 2, 3, 4].map((n) => M.passwordWrong(n)).sort());
    expect((await attempt('it', DEMO_PASSWORD, ip4)).code).toBe(RESPONSE_CODE.loginStillLocked);
  });

  it('unknown accounts lock too', async () => {
    const ip3 = '10.9.2.3';
    for (let i = 0; i < 4; i++) expect((await attempt('ghost_account', 'x', ip3)).msg).toBe(M.passwordWrong(4 - i));
    expect((await attempt('ghost_account', 'x', ip3)).code).toBe(RESPONSE_CODE.loginLocked);
    expect((await attempt('ghost_account', 'x', ip3)).code).toBe(RESPONSE_CODE.loginStillLocked);
  });
});

describe('logout and checkStatus', () => {
  it('checkStatus answers online for a live session; 9999 without one', async () => {
    const token = await login(s.app, 'user', DEMO_PASSWORD, '10.9.3.1');
    expect(await callEnv(s.app, 'checkStatus', { token })).toMatchObject({
      code: RESPONSE_CODE.ok,
      data: [{ online: true }],
    });
    expect(await callEnv(s.app, 'checkStatus')).toEqual({
      code: RESPONSE_CODE.tokenInvalid,
      msg: M.TOKEN_INVALID,
      data: [],
    });
  });

  it('logout ends the session (reason logout); the token then answers 9999', async () => {
    const token = await login(s.app, 'user2', DEMO_PASSWORD, '10.9.3.2');
    const res = await callEnv(s.app, 'logout', { token });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, data: [] });
    const [row] = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.endReason).toBe('logout');
    expect(row.endedAt).not.toBeNull();
    expect(await callEnv(s.app, 'checkStatus', { token })).toEqual({
      code: RESPONSE_CODE.tokenInvalid,
      msg: M.TOKEN_INVALID,
      data: [],
    });
    expect(await callEnv(s.app, 'logout', { token })).toEqual({
      code: RESPONSE_CODE.tokenInvalid,
      msg: M.TOKEN_INVALID,
      data: [],
    });
  });

  it('logout without a token: 9999 and nothing changes', async () => {
    const res = await expectNoDbChange(s, () => callEnv(s.app, 'logout'));
    expect(res).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
  });
});
