/** Sessions: forged, missing, ended, replaced (HTTP 401), disabled (9986) and expired tokens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { HTTP_STATUS_MESSAGES, RESPONSE_CODE } from '@portal/shared';
import { sessions } from '../src/db/schema/platform.ts';
import { users } from '../src/db/schema/user.ts';
import { hashToken, newToken } from '../src/platform/auth/tokens.ts';
import { USER } from '../src/db/seed/ids.ts';
import {
  DEMO_PASSWORD,
  call,
  callEnv,
  envelopeOf,
  expectNoDbChange,
  login,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const TOKEN_INVALID = { code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] };

const dropCaches = () => s.app.deps.bus.publish({ type: 'caches.reset' });

describe('tokens that are not a live session', () => {
  it('a forged token: code 9999 with HTTP 200, nothing changes', async () => {
    for (const token of [newToken(), 'x', 'a'.repeat(500)]) {
      const res = await expectNoDbChange(s, () => call(s.app, 'userInfo', { token }));
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toEqual(TOKEN_INVALID);
    }
  });

  it('a missing token, an empty bearer or another scheme: 9999', async () => {
    expect(envelopeOf(await call(s.app, 'userInfo'))).toEqual(TOKEN_INVALID);
    expect(envelopeOf(await call(s.app, 'userInfo', { headers: { authorization: 'Bearer ' } }))).toEqual(TOKEN_INVALID);
    const token = await login(s.app, 'user');
    expect(envelopeOf(await call(s.app, 'userInfo', { headers: { authorization: `Basic ${token}` } }))).toEqual(
      TOKEN_INVALID,
    );
    // The token is read from the Authorization header only, not from a cookie or the query.
    expect(envelopeOf(await call(s.app, 'userInfo', { headers: { cookie: `token=${token}` } }))).toEqual(TOKEN_INVALID);
    expect(envelopeOf(await call(s.app, 'userInfo', { query: { token } }))).toEqual(TOKEN_INVALID);
    expect(envelopeOf(await call(s.app, 'userInfo', { token })).code).toBe(RESPONSE_CODE.ok);
  });

  it('the stored hash used as a token does not sign in', async () => {
    const token = await login(s.app, 'user2');
    expect(envelopeOf(await call(s.app, 'userInfo', { token: hashToken(token) }))).toEqual(TOKEN_INVALID);
  });

  it('logout, then the old token: 9999', async () => {
    const token = await login(s.app, 'it');
    expect((await callEnv(s.app, 'logout', { token })).code).toBe(RESPONSE_CODE.ok);
    const res = await call(s.app, 'userInfo', { token });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual(TOKEN_INVALID);
  });

  it('an expired session: 9999', async () => {
    const token = await login(s.app, 'service');
    expect((await callEnv(s.app, 'userInfo', { token })).code).toBe(RESPONSE_CODE.ok);
    await s.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    // A change made in the database behind the server's back is seen once the caches drop it (event or TTL).
    await dropCaches();
    expect(await callEnv(s.app, 'userInfo', { token })).toEqual(TOKEN_INVALID);
    expect(await callEnv(s.app, 'checkStatus', { token })).toEqual(TOKEN_INVALID);
  });

  it('a session lasts 5 days', async () => {
    const token = await login(s.app, 'ops');
    const [row] = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(M.COOKIE_EXPIRES_DAYS);
  });
});

describe('one live session per account', () => {
  it('a second login ends the first: HTTP 401, code 401 and the §8.2 message, on every signed-in route', async () => {
    const first = await login(s.app, 'entadmin');
    const second = await login(s.app, 'entadmin', undefined, '10.0.0.7');
    for (const name of ['userInfo', 'checkStatus', 'logout'] as const) {
      const old = await call(s.app, name, { token: first });
      expect(old.statusCode, name).toBe(401);
      expect(envelopeOf(old), name).toEqual({ code: RESPONSE_CODE.replaced, msg: HTTP_STATUS_MESSAGES[401], data: [] });
    }
    const oldOnManage = await call(s.app, 'findEntUserByPage', {
      token: first,
      body: { currentPage: 1, pageSize: 10 },
    });
    expect(oldOnManage.statusCode).toBe(401);
    expect(envelopeOf(await call(s.app, 'userInfo', { token: second })).code).toBe(RESPONSE_CODE.ok);
    const rows = await s.database.db.select().from(sessions).where(eq(sessions.userId, USER.entadmin));
    expect(rows.filter((r) => !r.endedAt)).toHaveLength(1);
    expect(rows.find((r) => r.tokenHash === hashToken(first))!.endReason).toBe('replaced');
  });

  it('the replaced token stays refused after the new session logs out', async () => {
    const first = await login(s.app, 'user2');
    const second = await login(s.app, 'user2');
    await call(s.app, 'logout', { token: second });
    expect((await call(s.app, 'userInfo', { token: first })).statusCode).toBe(401);
    expect(envelopeOf(await call(s.app, 'userInfo', { token: second }))).toEqual(TOKEN_INVALID);
  });

  it('sessions of other accounts are untouched by a login', async () => {
    const a = await login(s.app, 'user');
    await login(s.app, 'user2');
    expect(envelopeOf(await call(s.app, 'userInfo', { token: a })).code).toBe(RESPONSE_CODE.ok);
  });
});

describe('an account disabled while signed in', () => {
  it("the user's next call answers 9986; enabling again does not revive the old session", async () => {
    const userToken = await login(s.app, 'user');
    const adminToken = await login(s.app, 'entadmin');
    expect((await callEnv(s.app, 'userInfo', { token: userToken })).code).toBe(RESPONSE_CODE.ok);

    const off = await callEnv(s.app, 'editStatus', { token: adminToken, body: { userId: USER.user, status: 0 } });
    expect(off).toEqual({ code: RESPONSE_CODE.ok, msg: M.OPERATION_SUCCESS, data: [] });
    const res = await call(s.app, 'userInfo', { token: userToken });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.accountDisabled, msg: M.ACCOUNT_DISABLED, data: [] });
    expect(await callEnv(s.app, 'login', { body: { account: 'user', password: DEMO_PASSWORD } })).toEqual({
      code: RESPONSE_CODE.business,
      msg: M.ACCOUNT_DISABLED,
      data: [],
    });

    expect(
      (await callEnv(s.app, 'editStatus', { token: adminToken, body: { userId: USER.user, status: 1 } })).code,
    ).toBe(RESPONSE_CODE.ok);
    expect((await callEnv(s.app, 'userInfo', { token: userToken })).code).toBe(RESPONSE_CODE.accountDisabled);
    const fresh = await login(s.app, 'user');
    expect((await callEnv(s.app, 'userInfo', { token: fresh })).code).toBe(RESPONSE_CODE.ok);
  });

  it('a status changed directly in the database also stops a live session with 9986', async () => {
    const token = await login(s.app, 'ops');
    await s.database.db.update(users).set({ status: 0 }).where(eq(users.id, USER.ops));
    await dropCaches();
    try {
      expect(await callEnv(s.app, 'checkStatus', { token })).toEqual({
        code: RESPONSE_CODE.accountDisabled,
        msg: M.ACCOUNT_DISABLED,
        data: [],
      });
    } finally {
      await s.database.db.update(users).set({ status: 1 }).where(eq(users.id, USER.ops));
      await dropCaches();
    }
    expect((await callEnv(s.app, 'checkStatus', { token })).code).toBe(RESPONSE_CODE.ok);
  });
});

describe('session cache', () => {
  it('a session read from the cache still ends at its expiry', async () => {
    const token = await login(s.app, 'it');
    expect((await callEnv(s.app, 'checkStatus', { token })).code).toBe(RESPONSE_CODE.ok);
    const [row] = await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const later = row.expiresAt.getTime() + 1000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect(await callEnv(s.app, 'checkStatus', { token })).toEqual(TOKEN_INVALID);
    } finally {
      Date.now = realNow;
    }
  });
});
