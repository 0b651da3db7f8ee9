/** NODE_ENV=production: a secret is required, and the development SMS outbox is not served. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { API_BASE, HTTP_STATUS_MESSAGES, RESPONSE_CODE } from '@portal/shared';
import { loadConfig } from '../src/config.ts';
import { smsOutbox } from '../src/db/schema/platform.ts';
import { callEnv, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ NODE_ENV: 'production', PORTAL_SECRET: 'x'.repeat(40) });
});
afterAll(async () => {
  await s?.close();
});

describe('production', () => {
  it('refuses to start without a secret of at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PORTAL_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', PORTAL_SECRET: 'short' })).toThrow(/PORTAL_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', PORTAL_SECRET: 'y'.repeat(32) }).production).toBe(true);
  });

  it('GET /japi/dev/sms-outbox is an HTTP 404 envelope, even when a message exists', async () => {
    expect(s.config.production).toBe(true);
    const token = await login(s.app, 'user');
    expect((await callEnv(s.app, 'sendPhoneCode', { token, body: { tokenType: M.PHONE_CODE_TOKEN_TYPE } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect(await s.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, '13800000003'))).toHaveLength(1);
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await s.app.inject({
        method: 'GET',
        url: `${API_BASE}/dev/sms-outbox`,
        query: { phone: '13800000003' },
        headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: RESPONSE_CODE.notFound, msg: HTTP_STATUS_MESSAGES[404], data: [] });
      expect(res.body).not.toMatch(/\d{6}/);
    }
  });

  it('the API itself works', async () => {
    const token = await login(s.app, 'entadmin');
    expect((await callEnv(s.app, 'userInfo', { token })).data[0].account).toBe('entadmin');
  });
});
