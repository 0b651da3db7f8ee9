import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelopeOf, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('login and session', () => {
  it('signs in and reads the user info', async () => {
    const token = await login(s.app, 'user');
    const res = await call(s.app, 'userInfo', { token });
    expect(res.statusCode).toBe(200);
    const info = envelopeOf(res, 'userInfo').data[0];
    expect(info.account).toBe('user');
    expect(info.enableMenuList.length).toBeGreaterThan(0);
  });

  it('a second login of the same account ends the first: HTTP 401', async () => {
    const first = await login(s.app, 'entadmin');
    const second = await login(s.app, 'entadmin');
    const old = await call(s.app, 'userInfo', { token: first });
    expect(old.statusCode).toBe(401);
    expect(envelopeOf(old).code).toBe('401');
    expect(envelopeOf(await call(s.app, 'userInfo', { token: second })).code).toBe('200');
  });
});
