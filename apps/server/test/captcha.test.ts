/** Image captcha with AUTH_CAPTCHA on: the SVG image, login with it, one use, checkCaptcha, expiry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { captchas } from '../src/db/schema.ts';
import { USER } from '../src/db/seed/data.ts';
import { DEMO_PASSWORD, call, callEnv, envelopeOf, expectNoDbChange, newCaptcha, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer({ AUTH_CAPTCHA: 'on' }); });
afterAll(async () => { await s?.close(); });

const INVALID = { code: RESPONSE_CODE.business, msg: M.CAPTCHA_INVALID, data: [] };
const row = async (uuid: string) => (await s.database.db.select().from(captchas).where(eq(captchas.id, uuid)))[0];
const loginWith = (account: string, password: string, uuid?: string, captcha?: string) =>
  callEnv(s.app, 'login', { body: { account, password, uuid, captcha } });

describe('captcha image', () => {
  it('GET captcha.jpg?uuid answers an SVG image (not cached) and stores only a keyed hash of the text', async () => {
    const uuid = randomUUID();
    const res = await call(s.app, 'captcha', { query: { uuid } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.trimStart()).toMatch(/^<svg[\s>]/);
    expect(res.body).toContain('</svg>');
    const r = await row(uuid);
    expect(r).toMatchObject({ verifiedAt: null, usedAt: null });
    expect(r.textHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a new image for the same uuid replaces the old text (and revives a used uuid)', async () => {
    const { uuid, text: first } = await newCaptcha(s);
    const { text: second } = await newCaptcha(s, uuid);
    expect((await loginWith('user', DEMO_PASSWORD, uuid, second)).code).toBe(RESPONSE_CODE.ok);
    const { text: third } = await newCaptcha(s, uuid);
    if (third.toLowerCase() !== first.toLowerCase()) expect(await loginWith('user', DEMO_PASSWORD, uuid, first)).toEqual(INVALID);
  });

  it('a malformed uuid is a 400, and no row is written', async () => {
    for (const uuid of ['short', 'a'.repeat(65), 'abc def ghi', '../../etc/passwd']) {
      const res = await expectNoDbChange(s, () => call(s.app, 'captcha', { query: { uuid } }));
      expect(res.statusCode, uuid).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      expect(envelopeOf(res).msg).toContain('uuid');
    }
    expect((await call(s.app, 'captcha')).statusCode).toBe(400);
  });
});

describe('login with the captcha on', () => {
  it('without a captcha, or with an unknown uuid: CAPTCHA_INVALID, nothing changes (no failure counted)', async () => {
    expect(await expectNoDbChange(s, () => loginWith('user', DEMO_PASSWORD))).toEqual(INVALID);
    expect(await expectNoDbChange(s, () => loginWith('user', DEMO_PASSWORD, randomUUID(), 'abcd'))).toEqual(INVALID);
  });

  it('a wrong captcha: CAPTCHA_INVALID and the captcha is burnt (the right text then fails too)', async () => {
    const { uuid, text } = await newCaptcha(s);
    expect(await loginWith('user', DEMO_PASSWORD, uuid, text + 'x')).toEqual(INVALID);
    expect((await row(uuid)).usedAt).not.toBeNull();
    expect(await loginWith('user', DEMO_PASSWORD, uuid, text)).toEqual(INVALID);
  });

  it('a correct captcha signs in; it is used up, so the same uuid + text fails next time', async () => {
    const { uuid, text } = await newCaptcha(s);
    const ok = await loginWith('user', DEMO_PASSWORD, uuid, text);
    expect(ok.code).toBe(RESPONSE_CODE.ok);
    expect(ok.data[0].userId).toBe(USER.user);
    expect((await row(uuid)).usedAt).not.toBeNull();
    expect(await loginWith('user', DEMO_PASSWORD, uuid, text)).toEqual(INVALID);
  });

  it('the text is compared ignoring case and surrounding spaces', async () => {
    const { uuid, text } = await newCaptcha(s);
    expect((await loginWith('user2', DEMO_PASSWORD, uuid, ` ${text.toUpperCase()} `)).code).toBe(RESPONSE_CODE.ok);
  });

  it('a correct captcha with a wrong password: passwordWrong, and the captcha is used up', async () => {
    const { uuid, text } = await newCaptcha(s);
    expect(await loginWith('entadmin', 'Wrong@2026', uuid, text)).toEqual({ code: RESPONSE_CODE.business, msg: M.passwordWrong(4), data: [] });
    expect(await loginWith('entadmin', DEMO_PASSWORD, uuid, text)).toEqual(INVALID);
  });

  it('one captcha answer serves one login, even when the logins race', async () => {
    const { uuid, text } = await newCaptcha(s);
    const results = await Promise.all(['user', 'user2', 'entadmin', 'ops', 'it'].map((a) => loginWith(a, DEMO_PASSWORD, uuid, text)));
    expect(results.filter((r) => r.code === RESPONSE_CODE.ok)).toHaveLength(1);
    expect(results.filter((r) => r.msg === M.CAPTCHA_INVALID)).toHaveLength(4);
  });

  it('an expired captcha fails', async () => {
    const { uuid, text } = await newCaptcha(s);
    await s.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, uuid));
    expect(await loginWith('user', DEMO_PASSWORD, uuid, text)).toEqual(INVALID);
  });
});

describe('checkCaptcha', () => {
  it('a right answer marks the captcha verified (not used)', async () => {
    const { uuid, text } = await newCaptcha(s);
    expect(await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: text } })).toMatchObject({ code: RESPONSE_CODE.ok, data: [] });
    const r = await row(uuid);
    expect(r.verifiedAt).not.toBeNull();
    expect(r.usedAt).toBeNull();
  });

  it('a wrong answer: CAPTCHA_INVALID and burns it', async () => {
    const { uuid, text } = await newCaptcha(s);
    expect(await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: 'zzzz' === text ? 'yyyy' : 'zzzz' } })).toEqual(INVALID);
    expect((await row(uuid)).usedAt).not.toBeNull();
    expect(await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: text } })).toEqual(INVALID);
  });

  it('an unknown uuid: CAPTCHA_INVALID, nothing written', async () => {
    expect(await expectNoDbChange(s, () => callEnv(s.app, 'checkCaptcha', { body: { uuid: randomUUID(), captcha: 'abcd' } }))).toEqual(INVALID);
  });

  it('an expired captcha fails', async () => {
    const { uuid, text } = await newCaptcha(s);
    await s.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, uuid));
    expect(await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: text } })).toEqual(INVALID);
  });
});
