/**
 * §2.5/§6 admin phone-code check: a session of the admin role (349855983408250880) reaches only the
 * early endpoints until it passes the SMS check; codes go to the account's own phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { ADMIN_VERIFY_ROLE_ID, PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE, type EnvelopeEndpoint } from '@portal/shared';
import { sessions } from '../src/db/schema/platform.ts';
import { smsCodes } from '../src/db/schema/user.ts';
import { hashToken } from '../src/platform/auth/tokens.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { callEnv, expectNoDbChange, latestSms, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const ADMIN_PHONE = '13800000001';
const NEED_VERIFY = { code: RESPONSE_CODE.adminVerifyRequired, msg: M.ADMIN_VERIFY_REQUIRED, data: [] };
const sessionRow = async (token: string) =>
  (
    await s.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];

/** Signed-in endpoints an unverified admin session may not use yet, with a valid body. */
const GATED: [EnvelopeEndpoint, unknown][] = [
  ['openProductList', {}],
  ['switchEnterprise', { entId: ENT.sales }],
  ['saveLayoutStyle', { layoutStyle: 2 }],
  ['notificationDot', {}],
  ['findEntUserByPage', { currentPage: 1, pageSize: 10 }],
  ['editStatus', { userId: USER.user, status: 0 }],
];

describe('before the phone check', () => {
  let token: string;
  beforeAll(async () => {
    token = await login(s.app, 'superadmin');
  });

  it('the session knows that the check is required', async () => {
    expect(await sessionRow(token)).toMatchObject({ adminRequired: true, adminVerified: false });
  });

  it('getUserInfo, getRoles, getEntList and checkStatus work (adminVerified false)', async () => {
    const info = await callEnv(s.app, 'userInfo', { token });
    expect(info.code).toBe(RESPONSE_CODE.ok);
    expect(info.data[0]).toMatchObject({ account: 'superadmin', adminVerified: false, phone: ADMIN_PHONE });
    expect(info.data[0].roleList.map((r: { roleId: string }) => r.roleId)).toContain(ADMIN_VERIFY_ROLE_ID);
    expect((await callEnv(s.app, 'roles', { token })).code).toBe(RESPONSE_CODE.ok);
    expect((await callEnv(s.app, 'enterpriseList', { token })).code).toBe(RESPONSE_CODE.ok);
    expect((await callEnv(s.app, 'checkStatus', { token })).code).toBe(RESPONSE_CODE.ok);
  });

  it('every other signed-in endpoint answers 7701 ADMIN_VERIFY_REQUIRED and changes nothing', async () => {
    for (const [name, body] of GATED) {
      const res = await expectNoDbChange(s, () => callEnv(s.app, name, { token, body }));
      expect(res, name).toEqual(NEED_VERIFY);
    }
  });
});

describe('the phone check', () => {
  let token: string;
  let bizId: string;
  beforeAll(async () => {
    token = await login(s.app, 'superadmin');
  });

  it("sendPhoneCode sends to the account's own phone, whatever the body says, and answers data[0].bizId", async () => {
    const res = await callEnv(s.app, 'sendPhoneCode', {
      token,
      body: { phone: '13912345678', tokenType: PHONE_CODE_TOKEN_TYPE },
    });
    expect(res).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.SMS_SENT });
    expect(res.data).toHaveLength(1);
    bizId = res.data[0].bizId;
    expect(bizId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await latestSms(s.app, '13912345678')).toBeUndefined();
    const sms = await latestSms(s.app, ADMIN_PHONE);
    expect(sms).toMatchObject({ phone: ADMIN_PHONE });
    expect(sms!.code).toMatch(/^\d{6}$/);
    expect(sms!.content).toContain(sms!.code);
    // Stored as an HMAC, never in plain text.
    const [row] = await s.database.db.select().from(smsCodes).where(eq(smsCodes.bizId, bizId));
    expect(row).toMatchObject({ phone: ADMIN_PHONE, scene: 'admin' });
    expect(row.codeHash).not.toContain(sms!.code);
  });

  it('a resend within 60 s: SMS_TOO_FREQUENT, no new code', async () => {
    const before = await latestSms(s.app, ADMIN_PHONE);
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'sendPhoneCode', { token, body: { phone: ADMIN_PHONE, tokenType: PHONE_CODE_TOKEN_TYPE } }),
    );
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.SMS_TOO_FREQUENT, data: [] });
    expect(await latestSms(s.app, ADMIN_PHONE)).toEqual(before);
  });

  it('a wrong code: SMS_CODE_INVALID, the session stays unverified', async () => {
    const { code } = (await latestSms(s.app, ADMIN_PHONE))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await callEnv(s.app, 'verifyPhoneCode', { token, body: { phone: ADMIN_PHONE, code: wrong, bizId } });
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.SMS_CODE_INVALID, data: [] });
    expect((await sessionRow(token)).adminVerified).toBe(false);
    expect(await callEnv(s.app, 'openProductList', { token, body: {} })).toEqual(NEED_VERIFY);
  });

  it("another account's code and bizId do not verify the admin", async () => {
    const userToken = await login(s.app, 'user');
    const sent = await callEnv(s.app, 'sendPhoneCode', {
      token: userToken,
      body: { tokenType: PHONE_CODE_TOKEN_TYPE },
    });
    expect(sent.code).toBe(RESPONSE_CODE.ok);
    const userSms = (await latestSms(s.app, '13800000003'))!;
    const res = await callEnv(s.app, 'verifyPhoneCode', {
      token,
      body: { phone: '13800000003', code: userSms.code, bizId: sent.data[0].bizId },
    });
    expect(res).toEqual({ code: RESPONSE_CODE.business, msg: M.SMS_CODE_INVALID, data: [] });
    expect((await sessionRow(token)).adminVerified).toBe(false);
  });

  it('the right code: 200 with 验证成功; the session is verified and the gated endpoints open', async () => {
    const { code } = (await latestSms(s.app, ADMIN_PHONE))!;
    const res = await callEnv(s.app, 'verifyPhoneCode', { token, body: { phone: ADMIN_PHONE, code, bizId } });
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.VERIFY_SUCCESS, data: [] });
    expect(M.VERIFY_SUCCESS).toBe('验证成功');
    expect((await sessionRow(token)).adminVerified).toBe(true);
    expect((await callEnv(s.app, 'userInfo', { token })).data[0].adminVerified).toBe(true);
    const products = await callEnv(s.app, 'openProductList', { token, body: {} });
    expect(products.code).toBe(RESPONSE_CODE.ok);
    expect(products.data.every((p: { opened: boolean }) => p.opened)).toBe(true);
    // The super admin holds every button, user:query included.
    expect((await callEnv(s.app, 'findEntUserByPage', { token, body: {} })).code).toBe(RESPONSE_CODE.ok);
  });

  it('a used code does not verify again', async () => {
    const { code } = (await latestSms(s.app, ADMIN_PHONE))!;
    const other = await login(s.app, 'superadmin', undefined, '10.0.0.9');
    expect(await callEnv(s.app, 'verifyPhoneCode', { token: other, body: { code, bizId } })).toEqual({
      code: RESPONSE_CODE.business,
      msg: M.SMS_CODE_INVALID,
      data: [],
    });
  });

  it('the check belongs to the session: a new login must verify again', async () => {
    const fresh = await login(s.app, 'superadmin');
    expect((await callEnv(s.app, 'userInfo', { token: fresh })).data[0].adminVerified).toBe(false);
    expect(await callEnv(s.app, 'openProductList', { token: fresh, body: {} })).toEqual(NEED_VERIFY);
  });

  it('five wrong guesses burn the code', async () => {
    await s.database.db
      .update(smsCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(smsCodes.phone, ADMIN_PHONE));
    const t2 = await login(s.app, 'superadmin');
    const sent = await callEnv(s.app, 'sendPhoneCode', { token: t2, body: { tokenType: PHONE_CODE_TOKEN_TYPE } });
    expect(sent.code).toBe(RESPONSE_CODE.ok);
    const { code } = (await latestSms(s.app, ADMIN_PHONE))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await callEnv(s.app, 'verifyPhoneCode', { token: t2, body: { code: wrong } })).msg).toBe(
        M.SMS_CODE_INVALID,
      );
    expect(await callEnv(s.app, 'verifyPhoneCode', { token: t2, body: { code } })).toEqual({
      code: RESPONSE_CODE.business,
      msg: M.SMS_CODE_INVALID,
      data: [],
    });
    expect((await sessionRow(t2)).adminVerified).toBe(false);
  });
});

describe('accounts without a phone, and users that are not admins', () => {
  it('limited (no phone): NO_PHONE_BOUND on send and on verify, nothing sent', async () => {
    const token = await login(s.app, 'limited');
    const send = await expectNoDbChange(s, () =>
      callEnv(s.app, 'sendPhoneCode', { token, body: { phone: '13800000001', tokenType: PHONE_CODE_TOKEN_TYPE } }),
    );
    expect(send).toEqual({ code: RESPONSE_CODE.business, msg: M.NO_PHONE_BOUND, data: [] });
    expect(M.NO_PHONE_BOUND).toBe('当前账号没有绑定手机号, 验证码发送失败!');
    const verify = await callEnv(s.app, 'verifyPhoneCode', { token, body: { code: '123456' } });
    expect(verify).toEqual({ code: RESPONSE_CODE.business, msg: M.NO_PHONE_BOUND, data: [] });
  });

  it('a non-admin session is not gated', async () => {
    const token = await login(s.app, 'entadmin');
    expect(await sessionRow(token)).toMatchObject({ adminRequired: false });
    expect((await callEnv(s.app, 'openProductList', { token, body: {} })).code).toBe(RESPONSE_CODE.ok);
  });

  it('sendPhoneCode and verifyPhoneCode need a session', async () => {
    const none = { code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] };
    expect(
      await expectNoDbChange(s, () => callEnv(s.app, 'sendPhoneCode', { body: { tokenType: PHONE_CODE_TOKEN_TYPE } })),
    ).toEqual(none);
    expect(await callEnv(s.app, 'verifyPhoneCode', { body: { code: '123456' } })).toEqual(none);
  });
});
