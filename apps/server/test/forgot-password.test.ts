/**
 * Forgot password: sendMsg(scene forgot) → validateSms → findUserInfoByPhone (needs the ticket) →
 * updatePasswordByAccount (ends the account's sessions). Captcha checking is off on this server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { users } from '../src/db/schema/user.ts';
import { USER } from '../src/db/seed/ids.ts';
import {
  DEMO_PASSWORD,
  call,
  callEnv,
  envelopeOf,
  expectNoDbChange,
  latestSms,
  login,
  newPhone,
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

const NEW_PASSWORD = 'NewPass2026';
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

async function forgotTicket(phone: string): Promise<string> {
  const sent = await callEnv(s.app, 'sendMsg', { query: { phone, uuid: randomUUID(), scene: 'forgot' } });
  expect(sent).toEqual({ code: RESPONSE_CODE.ok, msg: M.SMS_SENT, data: [] });
  const sms = (await latestSms(s.app, phone))!;
  expect(sms.content).toContain('找回密码');
  const res = await callEnv(s.app, 'validateSms', { body: { phone, code: sms.code, scene: 'forgot' } });
  expect(res.code).toBe(RESPONSE_CODE.ok);
  return res.data[0].smsTicket;
}

describe('forgot password', () => {
  it('scene forgot for an unregistered phone: PHONE_NOT_REGISTERED, nothing sent', async () => {
    const phone = newPhone();
    const res = await expectNoDbChange(s, () =>
      callEnv(s.app, 'sendMsg', { query: { phone, uuid: randomUUID(), scene: 'forgot' } }),
    );
    expect(res).toEqual(biz(M.PHONE_NOT_REGISTERED));
  });

  it('the whole flow: accounts of the phone, new password works, old fails, old sessions end, ticket spent', async () => {
    const phone = '13800000003';
    const oldSession = await login(s.app, 'user');
    const ticket = await forgotTicket(phone);

    const found = await callEnv(s.app, 'findUserInfoByPhone', { body: { phone, smsTicket: ticket } });
    expect(found).toMatchObject({ code: RESPONSE_CODE.ok, data: [{ account: 'user', userName: '李明' }] });
    expect(Object.keys(found.data[0]).sort()).toEqual(['account', 'userName']);
    // Reading the accounts does not spend the ticket.
    expect((await callEnv(s.app, 'findUserInfoByPhone', { body: { phone, smsTicket: ticket } })).code).toBe(
      RESPONSE_CODE.ok,
    );

    const res = await callEnv(s.app, 'updatePasswordByAccount', {
      body: { account: 'user', password: NEW_PASSWORD, smsTicket: ticket },
    });
    expect(res).toEqual({ code: RESPONSE_CODE.ok, msg: M.PASSWORD_UPDATED, data: [] });

    expect(await callEnv(s.app, 'userInfo', { token: oldSession })).toEqual({
      code: RESPONSE_CODE.tokenInvalid,
      msg: M.TOKEN_INVALID,
      data: [],
    });
    expect(await callEnv(s.app, 'login', { body: { account: 'user', password: DEMO_PASSWORD } })).toEqual(
      biz(M.passwordWrong(4)),
    );
    const token = await login(s.app, 'user', NEW_PASSWORD);
    expect((await callEnv(s.app, 'userInfo', { token })).code).toBe(RESPONSE_CODE.ok);

    // The ticket is spent: neither step accepts it again.
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'updatePasswordByAccount', {
          body: { account: 'user', password: 'Another2026', smsTicket: ticket },
        }),
      ),
    ).toEqual(biz(M.SMS_CODE_INVALID));
    expect(await callEnv(s.app, 'findUserInfoByPhone', { body: { phone, smsTicket: ticket } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
    expect((await callEnv(s.app, 'userInfo', { token })).code).toBe(RESPONSE_CODE.ok);
  });

  it("findUserInfoByPhone refuses a wrong ticket, another phone's ticket and an absent ticket", async () => {
    const ticket = await forgotTicket('13800000004');
    expect(
      await expectNoDbChange(s, () =>
        callEnv(s.app, 'findUserInfoByPhone', { body: { phone: '13800000004', smsTicket: 'z'.repeat(43) } }),
      ),
    ).toEqual(biz(M.SMS_CODE_INVALID));
    expect(await callEnv(s.app, 'findUserInfoByPhone', { body: { phone: '13800000005', smsTicket: ticket } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
    const absent = await call(s.app, 'findUserInfoByPhone', { body: { phone: '13800000004' } });
    expect(absent.statusCode).toBe(400);
    expect(envelopeOf(absent).msg).toContain('smsTicket');
    expect(
      (await callEnv(s.app, 'findUserInfoByPhone', { body: { phone: '13800000004', smsTicket: ticket } })).data,
    ).toEqual([{ account: 'ops', userName: '赵丽' }]);
  });

  it("updatePasswordByAccount refuses an account not bound to the ticket's phone; nothing changes", async () => {
    const ticket = await forgotTicket('13800000005');
    for (const account of ['entadmin', 'superadmin', 'no_such_account']) {
      const res = await expectNoDbChange(s, () =>
        callEnv(s.app, 'updatePasswordByAccount', { body: { account, password: NEW_PASSWORD, smsTicket: ticket } }),
      );
      expect(res, account).toEqual(biz(M.SMS_CODE_INVALID));
    }
    // The ticket is still good for its own account.
    expect(
      (
        await callEnv(s.app, 'updatePasswordByAccount', {
          body: { account: 'SERVICE', password: NEW_PASSWORD, smsTicket: ticket },
        })
      ).code,
    ).toBe(RESPONSE_CODE.ok);
    expect(await login(s.app, 'service', NEW_PASSWORD)).toBeTruthy();
  });

  it('a weak new password is a 400 with the shared rule, the password stays', async () => {
    const ticket = await forgotTicket('13800000006');
    const [before] = await s.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, USER.it));
    const res = await expectNoDbChange(s, () =>
      call(s.app, 'updatePasswordByAccount', { body: { account: 'it', password: 'abc', smsTicket: ticket } }),
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toContain(M.PASSWORD_LENGTH_RULE);
    const [after] = await s.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, USER.it));
    expect(after.h).toBe(before.h);
  });

  it('a forgot-password code does not validate under scene register', async () => {
    await callEnv(s.app, 'sendMsg', { query: { phone: '13800000007', uuid: randomUUID(), scene: 'forgot' } });
    const { code } = (await latestSms(s.app, '13800000007'))!;
    expect(await callEnv(s.app, 'validateSms', { body: { phone: '13800000007', code, scene: 'register' } })).toEqual(
      biz(M.SMS_CODE_INVALID),
    );
  });
});
