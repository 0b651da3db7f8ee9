/**
 * Operations service, §7.1 (issue 9): selectPermission (the caller's button codes and menu paths, from the session's
 * roles) and getUserInfoByHandoff (a one-time, short-lived ticket signed with HANDOFF_SECRET starts a session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { loadConfig } from '../src/config.ts';
import { sessions } from '../src/db/schema/platform.ts';
import { handoffTickets } from '../src/db/schema/user.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import {
  HANDOFF_INVALID,
  issueHandoffTicket,
  readHandoffTicket,
  signHandoffPayload,
} from '../src/modules/user/handoff-ticket.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'handoff-test-secret-0123456789-abcdef';
const INVALID = { code: RESPONSE_CODE.business, msg: HANDOFF_INVALID, data: [] };

let s: TestServer; // hand-off off (no HANDOFF_SECRET)
let h: TestServer; // hand-off on
const t: Record<string, string> = {};
beforeAll(async () => {
  [s, h] = await Promise.all([startTestServer(), startTestServer({ HANDOFF_SECRET: SECRET })]);
  for (const a of ['user', 'entadmin', 's_partner']) t[a] = await login(s.app, a);
});
afterAll(async () => {
  await Promise.all([s?.close(), h?.close()]);
});

let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `10.88.${ipSeq >> 8}.${ipSeq & 255}`;
};
const handoff = (srv: TestServer, ticket: string) =>
  call(srv.app, 'getUserInfoByHandoff', { query: { ticket }, ip: nextIp() });
const liveSessions = async (userId: string) =>
  (
    await h.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
  ).length;
/** A failed hand-off: the one message, and no row written anywhere (no session, no nonce). */
const expectRefused = async (ticket: string, srv: TestServer = h) => {
  const res = await expectNoDbChange(srv, () => handoff(srv, ticket));
  expect(res.statusCode).toBe(200);
  expect(envelopeOf(res)).toEqual(INVALID);
};

describe('selectPermission (signedIn)', () => {
  const codes = async (token: string) => {
    const env = await callEnv(s.app, 'selectPermission', { token });
    expect(env.code).toBe(RESPONSE_CODE.ok);
    expect(env.data).toHaveLength(1);
    return env.data[0];
  };

  it('user: the menu paths and button codes of 企业用户 in 国能销售集团有限公司, as user info has them', async () => {
    const p = await codes(t.user);
    expect(Object.keys(p).sort()).toEqual(['btnPerms', 'menuPaths']);
    expect(p.menuPaths).toContain('/userCenter/userManage');
    expect(p.menuPaths).not.toContain('/Base/auth-management/menu-op');
    expect(new Set(p.menuPaths).size).toBe(p.menuPaths.length);
    expect(p.btnPerms).not.toContain('user:query');
    const info = (await callEnv(s.app, 'userInfo', { token: t.user })).data[0];
    expect(p.btnPerms).toEqual(info.btnPerm);
  });

  it('differs for another account: entadmin holds user:query and user:editStatus, not user:export', async () => {
    const [user, admin] = [await codes(t.user), await codes(t.entadmin)];
    expect(admin).not.toEqual(user);
    expect(admin.btnPerms).toEqual(expect.arrayContaining(['user:query', 'user:editStatus']));
    expect(admin.btnPerms).not.toContain('user:export');
  });

  it('follows the session enterprise, never what the client sends', async () => {
    const base = await codes(t.s_partner);
    const env = await callEnv(s.app, 'selectPermission', {
      token: t.s_partner,
      query: { entId: ENT.daduhe, userId: USER.superadmin },
      headers: { entid: ENT.daduhe },
    });
    expect(env.data[0]).toEqual(base);
    const token = await login(s.app, 's_partner');
    expect((await callEnv(s.app, 'switchEnterprise', { token, body: { entId: ENT.daduhe } })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect(await codes(token)).not.toEqual(base);
    t.s_partner = token;
  });

  it('without a token: 9999', async () => {
    const res = await expectNoDbChange(s, () => call(s.app, 'selectPermission'));
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.tokenInvalid, msg: M.TOKEN_INVALID, data: [] });
  });
});

describe('getUserInfoByHandoff (public; the ticket is the credential)', () => {
  it('is off without HANDOFF_SECRET: even a well-signed ticket gets the failure', async () => {
    await expectRefused(issueHandoffTicket(SECRET, { account: 'user' }), s);
  });

  it('a valid ticket starts a session: data[0] is the user info plus a token that works', async () => {
    const before = await h.database.db.select().from(handoffTickets);
    const env = await callEnv(h.app, 'getUserInfoByHandoff', {
      query: { ticket: issueHandoffTicket(SECRET, { account: 'user' }) },
      ip: nextIp(),
    });
    expect(env.code).toBe(RESPONSE_CODE.ok);
    const { token, ...info } = env.data[0];
    expect(token).toMatch(/^\S{20,}$/);
    expect(info).toMatchObject({
      userId: USER.user,
      account: 'user',
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
    });
    const viaToken = await callEnv(h.app, 'userInfo', { token });
    expect(viaToken.code).toBe(RESPONSE_CODE.ok);
    expect(info).toEqual(viaToken.data[0]);
    expect(await liveSessions(USER.user)).toBe(1);
    expect((await h.database.db.select().from(handoffTickets)).length).toBe(before.length + 1);
  });

  it('entId picks that enterprise of the account', async () => {
    const env = await callEnv(h.app, 'getUserInfoByHandoff', {
      query: { ticket: issueHandoffTicket(SECRET, { account: 's_partner', entId: ENT.daduhe }) },
      ip: nextIp(),
    });
    expect(env.code).toBe(RESPONSE_CODE.ok);
    expect(env.data[0]).toMatchObject({ userId: USER.partner, entId: ENT.daduhe });
    expect((await callEnv(h.app, 'userInfo', { token: env.data[0].token })).data[0].entId).toBe(ENT.daduhe);
  });

  it('a ticket works once: the second use fails and writes nothing', async () => {
    const ticket = issueHandoffTicket(SECRET, { account: 'entadmin' });
    expect(envelopeOf(await handoff(h, ticket)).code).toBe(RESPONSE_CODE.ok);
    await expectRefused(ticket);
  });

  it('expired, or living longer than 120 s: refused', async () => {
    await expectRefused(issueHandoffTicket(SECRET, { account: 'user' }, -1));
    await expectRefused(issueHandoffTicket(SECRET, { account: 'user' }, 0));
    await expectRefused(issueHandoffTicket(SECRET, { account: 'user' }, 3600));
  });

  it('a forged signature or a tampered payload: refused', async () => {
    await expectRefused(issueHandoffTicket('another-secret-0123456789-abcdefghij', { account: 'user' }));
    const [, sig] = issueHandoffTicket(SECRET, { account: 'user' }).split('.');
    await expectRefused(`${Buffer.from('x').toString('base64url')}.${sig}`);
    const good = issueHandoffTicket(SECRET, { account: 'user' });
    const [payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, account: 'superadmin' })).toString('base64url');
    await expectRefused(`${tampered}.${signature}`);
    await expectRefused(`${payload}.${signature.slice(0, -2)}`);
    await expectRefused(`${payload}.${'A'.repeat(43)}`);
    // The untampered ticket still works: the refusals above used nothing up.
    expect(envelopeOf(await handoff(h, good)).code).toBe(RESPONSE_CODE.ok);
  });

  it('a well-signed payload of the wrong form: refused', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const nonce = 'n'.repeat(22);
    for (const payload of [
      'not an object',
      { account: 'user', exp },
      { account: 'user', exp, nonce: 'short' },
      { account: 'user', exp: `${exp}`, nonce },
      { account: '', exp, nonce },
      { account: 'us\u0000er', exp, nonce },
      { account: 'user', exp, nonce: 'n'.repeat(21) + '!' },
    ]) {
      await expectRefused(signHandoffPayload(SECRET, payload));
    }
  });

  it('an unknown account, a disabled account, an enterprise the account is not in: refused', async () => {
    await expectRefused(issueHandoffTicket(SECRET, { account: 'nobody_at_all' }));
    await expectRefused(issueHandoffTicket(SECRET, { account: 'frozen' }));
    await expectRefused(issueHandoffTicket(SECRET, { account: 'user', entId: ENT.shendong }));
    await expectRefused(issueHandoffTicket(SECRET, { account: 'user', entId: '999' }));
  });

  it('an oversized ticket, or one holding NUL or other characters: 400, nothing written', async () => {
    const good = issueHandoffTicket(SECRET, { account: 'user' });
    for (const ticket of [
      `${good}${'A'.repeat(1100)}`,
      `${good}\u0000`,
      `a\u0000.b`,
      good.replace('.', '\u0000'),
      `${good}==`,
      'no-dot-at-all',
      '',
    ]) {
      const res = await expectNoDbChange(h, () => handoff(h, ticket));
      const body = envelopeOf(res);
      expect(res.statusCode, JSON.stringify(ticket)).toBe(400);
      expect(body.code).toBe(RESPONSE_CODE.badRequest);
      expect(body.msg).toContain('ticket');
      expect(body.data).toEqual([]);
    }
    const missing = await expectNoDbChange(h, () => call(h.app, 'getUserInfoByHandoff', { ip: nextIp() }));
    expect(missing.statusCode).toBe(400);
    // The verifier refuses on its own too, whatever the route's schema lets through.
    expect(readHandoffTicket(SECRET, `${good}${'A'.repeat(1100)}`)).toBeNull();
    expect(readHandoffTicket(SECRET, `${good}\u0000`)).toBeNull();
    expect(readHandoffTicket(SECRET, good)).toMatchObject({ account: 'user' });
  });

  it('two concurrent redemptions of one ticket: exactly one wins, one session', async () => {
    const ticket = issueHandoffTicket(SECRET, { account: 'user2' });
    const results = await Promise.all([handoff(h, ticket), handoff(h, ticket), handoff(h, ticket)]);
    const codes = results.map((r) => envelopeOf(r).code);
    expect(codes.filter((c) => c === RESPONSE_CODE.ok)).toHaveLength(1);
    expect(results.map(envelopeOf).filter((e) => e.code !== RESPONSE_CODE.ok)).toEqual([INVALID, INVALID]);
    expect(await liveSessions(USER.user2)).toBe(1);
  });

  it('used nonces are purged once their tickets have expired', async () => {
    expect((await h.database.db.select().from(handoffTickets)).length).toBeGreaterThan(0);
    expect(await h.app.deps.housekeeping.run(h.database.db, Date.now())).toEqual([]);
    expect((await h.database.db.select().from(handoffTickets)).length).toBeGreaterThan(0);
    expect(await h.app.deps.housekeeping.run(h.database.db, Date.now() + 2 * 3600 * 1000)).toEqual([]);
    expect(await h.database.db.select().from(handoffTickets)).toEqual([]);
  });
});

describe('HANDOFF_SECRET', () => {
  const prod = { NODE_ENV: 'production', PORTAL_SECRET: 'p'.repeat(32) };
  it('is optional; in production, when set, at least 32 characters', () => {
    expect(loadConfig(prod).handoffSecret).toBeUndefined();
    expect(loadConfig({ ...prod, HANDOFF_SECRET: 'h'.repeat(32) }).handoffSecret).toBe('h'.repeat(32));
    expect(() => loadConfig({ ...prod, HANDOFF_SECRET: 'h'.repeat(31) })).toThrow(/HANDOFF_SECRET/);
  });
});
