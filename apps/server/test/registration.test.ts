/**
 * Registration with the captcha on: checkCaptcha → sendMsg(register) → the SMS → validateSms → smsTicket →
 * register (a new enterprise makes the registrant its company admin) → sign in.
 */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE, isCreditCode } from '@portal/shared';
import { enterprises, users } from '../src/db/schema/user.ts';
import { verifyPassword } from '../src/platform/auth/tokens.ts';
import { ENT } from '../src/db/seed/ids.ts';
import { SEED_ENTERPRISES } from '../src/db/seed/user.ts';
import {
  call,
  callEnv,
  envelopeOf,
  expectNoDbChange,
  latestSms,
  loginWithCaptcha,
  newCaptcha,
  newCreditCode,
  newPhone,
  useTestServer,
} from './helpers.ts';

// Many registrations from one address in this file: the per-IP write limit is not what it tests.
const { s } = useTestServer({ AUTH_CAPTCHA: 'on', RATE_LIMIT_WRITE: '1000' });

const PASSWORD = 'Energy#Grid26';
const SALES_CODE = SEED_ENTERPRISES.find((e) => e.id === ENT.sales)!.creditCode;
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

/** A captcha that has passed checkCaptcha, as the web holds it before asking for an SMS. */
async function verifiedCaptcha(): Promise<string> {
  const { uuid, text } = await newCaptcha(s);
  expect((await callEnv(s.app, 'checkCaptcha', { body: { uuid, captcha: text } })).code).toBe(RESPONSE_CODE.ok);
  return uuid;
}

/** The SMS steps of registration: returns the ticket for the phone. */
async function ticketFor(phone: string, scene: 'register' | 'forgot' = 'register'): Promise<string> {
  const sent = await callEnv(s.app, 'sendMsg', { query: { phone, uuid: await verifiedCaptcha(), scene } });
  expect(sent, phone).toEqual({ code: RESPONSE_CODE.ok, msg: M.SMS_SENT, data: [] });
  const { code } = (await latestSms(s.app, phone))!;
  const valid = await callEnv(s.app, 'validateSms', { body: { phone, code, scene } });
  expect(valid.code).toBe(RESPONSE_CODE.ok);
  return valid.data[0].smsTicket;
}

function registration(over: Record<string, unknown> = {}) {
  return {
    account: `acc_${randomUUID().slice(0, 8)}`,
    userName: '张三',
    phone: newPhone(),
    password: PASSWORD,
    entName: '国能测试新能源有限公司',
    socialCreditCode: newCreditCode(),
    registerSource: 'GNEL',
    smsTicket: 'x'.repeat(43),
    ...over,
  };
}

/** A registration form's session: the uuid of a captcha the server issued. */
const formUuid = async () => (await newCaptcha(s)).uuid;

describe('checkRepeatPhone', () => {
  it('true for a registered phone, false for a new one', async () => {
    const uuid = await formUuid();
    expect(await callEnv(s.app, 'checkRepeatPhone', { query: { phone: '13800000003', uuid } })).toMatchObject({
      code: RESPONSE_CODE.ok,
      data: [{ repeat: true }],
    });
    expect((await callEnv(s.app, 'checkRepeatPhone', { query: { phone: newPhone(), uuid } })).data).toEqual([
      { repeat: false },
    ]);
  });

  it('limited per registration form: a uuid the server did not issue, or a 6th lookup of one form, is a 429', async () => {
    const unknown = await call(s.app, 'checkRepeatPhone', {
      query: { phone: newPhone(), uuid: randomUUID() },
      ip: '10.61.0.1',
    });
    expect(unknown.statusCode).toBe(429);
    expect(envelopeOf(unknown)).toEqual({ code: '429', msg: M.PHONE_CHECK_TOO_FREQUENT, data: [] });
    const uuid = await formUuid();
    for (let i = 0; i < 5; i++)
      expect(
        (await call(s.app, 'checkRepeatPhone', { query: { phone: newPhone(), uuid }, ip: '10.61.0.2' })).statusCode,
      ).toBe(200);
    const sixth = await call(s.app, 'checkRepeatPhone', { query: { phone: '13800000003', uuid }, ip: '10.61.0.2' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).not.toContain('repeat');
  });

  it('limited per IP (RATE_LIMIT_PHONE_CHECK, default 10 a minute), whatever the forms', async () => {
    const ip = '10.61.0.3';
    for (let i = 0; i < 10; i++) {
      expect(
        (await call(s.app, 'checkRepeatPhone', { query: { phone: newPhone(), uuid: await formUuid() }, ip }))
          .statusCode,
      ).toBe(200);
    }
    const res = await call(s.app, 'checkRepeatPhone', { query: { phone: newPhone(), uuid: await formUuid() }, ip });
    expect(res.statusCode).toBe(429);
    expect(envelopeOf(res).code).toBe('429');
  });

  it('a malformed phone is a 400 naming the field', async () => {
    for (const phone of ['12345', '2380000000a', '138000000011']) {
      const res = await call(s.app, 'checkRepeatPhone', { query: { phone, uuid: randomUUID() } });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res).msg).toContain('phone');
      expect(envelopeOf(res).msg).toContain(M.PHONE_INVALID);
    }
  });
});

describe('sendMsg needs a verified captcha', () => {
  it('a captcha that was issued but not checked, or an unknown uuid: CAPTCHA_REQUIRED_FIRST, nothing sent', async () => {
    const phone = newPhone();
    const { uuid } = await newCaptcha(s);
    for (const u of [uuid, randomUUID()]) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'sendMsg', { query: { phone, uuid: u, scene: 'register' } }),
      );
      expect(res).toEqual(biz(M.CAPTCHA_REQUIRED_FIRST));
    }
    expect(await latestSms(s.app, phone)).toBeUndefined();
  });

  it('a verified captcha is used up by one sendMsg', async () => {
    const uuid = await verifiedCaptcha();
    expect((await callEnv(s.app, 'sendMsg', { query: { phone: newPhone(), uuid, scene: 'register' } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect(await callEnv(s.app, 'sendMsg', { query: { phone: newPhone(), uuid, scene: 'register' } })).toEqual(
      biz(M.CAPTCHA_REQUIRED_FIRST),
    );
  });

  it('scene register for a registered phone: PHONE_REGISTERED, and the captcha is kept', async () => {
    const uuid = await verifiedCaptcha();
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'sendMsg', { query: { phone: '13800000002', uuid, scene: 'register' } }),
    );
    expect(res).toEqual(biz(M.PHONE_REGISTERED));
    expect((await callEnv(s.app, 'sendMsg', { query: { phone: newPhone(), uuid, scene: 'register' } })).code).toBe(
      RESPONSE_CODE.ok,
    );
  });

  it('a second code for the same phone within 60 s: SMS_TOO_FREQUENT', async () => {
    const phone = newPhone();
    await ticketFor(phone);
    const res = await callEnv(s.app, 'sendMsg', { query: { phone, uuid: await verifiedCaptcha(), scene: 'register' } });
    expect(res).toEqual(biz(M.SMS_TOO_FREQUENT));
  });
});

describe('validateSms', () => {
  it('a wrong code: SMS_CODE_INVALID; the right code once gives a ticket; the code cannot be reused', async () => {
    const phone = newPhone();
    const sent = await callEnv(s.app, 'sendMsg', {
      query: { phone, uuid: await verifiedCaptcha(), scene: 'register' },
    });
    expect(sent.code).toBe(RESPONSE_CODE.ok);
    const { code, content } = (await latestSms(s.app, phone))!;
    expect(content).toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await callEnv(s.app, 'validateSms', { body: { phone, code: wrong, scene: 'register' } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
    // The code belongs to its scene.
    expect(await callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'forgot' } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
    const ok = await callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'register' } });
    expect(ok.code).toBe(RESPONSE_CODE.ok);
    expect(ok.data[0].smsTicket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'register' } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
  });

  it('one code gives one ticket, even when the checks race', async () => {
    const phone = newPhone();
    await callEnv(s.app, 'sendMsg', { query: { phone, uuid: await verifiedCaptcha(), scene: 'register' } });
    const { code } = (await latestSms(s.app, phone))!;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'register' } })),
    );
    expect(results.filter((r) => r.code === RESPONSE_CODE.ok)).toHaveLength(1);
  });

  it('five wrong guesses burn the code, also when they are sent at once', async () => {
    const phone = newPhone();
    await callEnv(s.app, 'sendMsg', { query: { phone, uuid: await verifiedCaptcha(), scene: 'register' } });
    const { code } = (await latestSms(s.app, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callEnv(s.app, 'validateSms', { body: { phone, code: wrong, scene: 'register' } }),
      ),
    );
    expect(guesses.every((g) => g.msg === M.SMS_CODE_INVALID)).toBe(true);
    expect(await callEnv(s.app, 'validateSms', { body: { phone, code, scene: 'register' } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
  });

  it('one verified captcha sends one SMS, even when the requests race', async () => {
    const uuid = await verifiedCaptcha();
    const phones = [newPhone(), newPhone(), newPhone(), newPhone()];
    const results = await Promise.all(
      phones.map((phone) => callEnv(s.app, 'sendMsg', { query: { phone, uuid, scene: 'register' } })),
    );
    expect(results.filter((r) => r.code === RESPONSE_CODE.ok)).toHaveLength(1);
    expect(results.filter((r) => r.msg === M.CAPTCHA_REQUIRED_FIRST)).toHaveLength(3);
  });

  it("another phone's code does not validate", async () => {
    const a = newPhone();
    const b = newPhone();
    await callEnv(s.app, 'sendMsg', { query: { phone: a, uuid: await verifiedCaptcha(), scene: 'register' } });
    const { code } = (await latestSms(s.app, a))!;
    expect(await callEnv(s.app, 'validateSms', { body: { phone: b, code, scene: 'register' } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
  });

  it('a register ticket is not a forgot-password ticket', async () => {
    const phone = newPhone();
    const ticket = await ticketFor(phone);
    expect(await callEnv(s.app, 'findUserInfoByPhone', { body: { phone, smsTicket: ticket } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
  });
});

describe('register', () => {
  it('a new enterprise: the account signs in and holds companyAdmin there; the ticket cannot be reused', async () => {
    const phone = newPhone();
    const smsTicket = await ticketFor(phone);
    const body = registration({ phone, smsTicket });
    expect(isCreditCode(body.socialCreditCode)).toBe(true);
    const res = await callEnv(s.app, 'register', { body });
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.REGISTER_OK, data: [] });

    const [user] = await s.database.db.select().from(users).where(eq(users.account, body.account));
    expect(user).toMatchObject({ phone, userName: '张三', status: 1, userSource: 1, registerSource: 'GNEL' });
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    const [ent] = await s.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.creditCode, body.socialCreditCode));
    expect(ent).toMatchObject({ name: body.entName });

    const token = await loginWithCaptcha(s, body.account, PASSWORD);
    const info = (await callEnv(s.app, 'userInfo', { token })).data[0];
    expect(info).toMatchObject({ account: body.account, entId: ent.id, entName: body.entName, phone });
    expect(info.roleList.map((r: { roleCode: string }) => r.roleCode)).toEqual(['companyAdmin']);
    expect(info.btnPerm.sort()).toEqual([
      'ent:role:add',
      'ent:role:allocateMenu',
      'ent:role:delete',
      'ent:role:edit',
      'ent:role:users',
      'notice:changeAdmin',
      'user:editRole',
      'user:editStatus',
      'user:query',
    ]);
    // The new company admin sees exactly the new enterprise's users.
    const list = (await callEnv(s.app, 'findEntUserByPage', { token, body: {} })).data[0];
    expect(list.records.map((r: { account: string }) => r.account)).toEqual([body.account]);

    expect((await callEnv(s.app, 'checkRepeatPhone', { query: { phone, uuid: await formUuid() } })).data).toEqual([
      { repeat: true },
    ]);

    // Ticket reuse: free the phone again, then present the same ticket.
    await s.database.db.update(users).set({ phone: null }).where(eq(users.id, user.id));
    const again = await expectNoDbChange(s, () =>
      callEnv(s.app, 'register', {
        body: registration({ phone, smsTicket, socialCreditCode: newCreditCode() }),
      }),
    );
    expect(again).toEqual(biz(M.SMS_CODE_INVALID));
  });

  it('an existing credit code (any case) is refused: knowing a code is no proof of belonging; nothing changes', async () => {
    const phone = newPhone();
    const smsTicket = await ticketFor(phone);
    const body = registration({
      phone,
      smsTicket,
      socialCreditCode: SALES_CODE.toLowerCase(),
      entName: '随便写的名称',
    });
    const res = await expectNoDbChange(s, () => callEnv(s.app, 'register', { body }));
    expect(res).toEqual(biz(M.ENTERPRISE_REGISTERED));
  });

  it('an existing account (any case): ACCOUNT_EXISTS; nothing changes and the ticket stays usable', async () => {
    const phone = newPhone();
    const smsTicket = await ticketFor(phone);
    for (const account of ['user', 'EntAdmin']) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'register', { body: registration({ account, phone, smsTicket }) }),
      );
      expect(res, account).toEqual(biz(M.ACCOUNT_EXISTS));
    }
    expect((await callEnv(s.app, 'register', { body: registration({ phone, smsTicket }) })).code).toBe(
      RESPONSE_CODE.ok,
    );
  });

  it('a registered phone: PHONE_REGISTERED, nothing changes', async () => {
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'register', { body: registration({ phone: '13800000003' }) }),
    );
    expect(res).toEqual(biz(M.PHONE_REGISTERED));
  });

  it('a ticket of another phone: SMS_CODE_INVALID, nothing changes (the ticket is not spent)', async () => {
    const phone = newPhone();
    const smsTicket = await ticketFor(phone);
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'register', { body: registration({ phone: newPhone(), smsTicket }) }),
    );
    expect(res).toEqual(biz(M.SMS_CODE_INVALID));
    expect(
      await callEnv(s.app, 'register', { body: registration({ phone: newPhone(), smsTicket: 'y'.repeat(43) }) }),
    ).toEqual(biz(M.SMS_CODE_INVALID));
    expect((await callEnv(s.app, 'register', { body: registration({ phone, smsTicket }) })).code).toBe(
      RESPONSE_CODE.ok,
    );
  });

  it('two registrations racing with one ticket: only one succeeds', async () => {
    const phone = newPhone();
    const smsTicket = await ticketFor(phone);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => callEnv(s.app, 'register', { body: registration({ phone, smsTicket }) })),
    );
    expect(results.filter((r) => r.code === RESPONSE_CODE.ok)).toHaveLength(1);
    expect(results.filter((r) => r.code === RESPONSE_CODE.business)).toHaveLength(4);
    expect(await s.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('a bad credit code: HTTP 400 with the §5 message in msg, nothing changes', async () => {
    const cases: [string, string][] = [
      ['', M.CREDIT_CODE_REQUIRED],
      ['   ', M.CREDIT_CODE_REQUIRED],
      ['91110000', M.CREDIT_CODE_TOO_SHORT],
      ['91110000100018267A', M.CREDIT_CODE_INVALID], // HQ's code with a wrong check character
      ['9111000010001826IJ', M.CREDIT_CODE_INVALID], // I is not a credit-code character
    ];
    for (const [socialCreditCode, msg] of cases) {
      const res = await expectNoDbChange(s, () =>
        call(s.app, 'register', { body: registration({ socialCreditCode }) }),
      );
      expect(res.statusCode, socialCreditCode).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      expect(envelopeOf(res).msg, socialCreditCode).toContain(msg);
      expect(envelopeOf(res).msg).toContain('socialCreditCode');
    }
  });

  it('a weak password, a bad account name or a bad phone: 400 with the shared rule text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      // The shared policy, one case per rule (packages/shared/test/password-policy.test.ts has them all); the probe's
      // three accepted passwords among them.
      [{ password: 'Short1!' }, M.PASSWORD_LENGTH_RULE],
      [{ password: '        1a' }, M.PASSWORD_EDGE_BLANK],
      [{ password: 'password1' }, M.PASSWORD_KINDS_RULE],
      [{ password: 'aaaaaaa1' }, M.PASSWORD_KINDS_RULE],
      [{ password: 'lettersonly' }, M.PASSWORD_KINDS_RULE],
      [{ password: 'Welcome2026' }, M.PASSWORD_TOO_COMMON],
      [{ account: 'energyman', password: 'Energyman#26' }, M.PASSWORD_HAS_ACCOUNT],
      [{ account: '1abc' }, M.ACCOUNT_NAME_RULE],
      [{ account: 'ab' }, M.ACCOUNT_NAME_RULE],
      [{ account: 'has space' }, M.ACCOUNT_NAME_RULE],
      [{ phone: '1380000000' }, M.PHONE_INVALID],
    ];
    for (const [over, msg] of cases) {
      const res = await expectNoDbChange(s, () => call(s.app, 'register', { body: registration(over) }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(envelopeOf(res).msg, JSON.stringify(over)).toContain(msg);
    }
  });
});
