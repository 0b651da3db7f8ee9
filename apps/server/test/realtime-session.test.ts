/**
 * A socket lives as long as its session: logout (4001), a second login of the account (4002, the session replaced)
 * and the account disabled by an administrator (4003) close it with the Chinese reason, on both channels; a ticket
 * issued before the session ended opens nothing. An enterprise switch keeps the socket and moves its pushes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_TEXT, REALTIME_START_PHRASE, RESPONSE_CODE, WS_CLOSE, WS_CLOSE_REASON } from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import { callEnv, login, startTestServer, type TestServer } from './helpers.ts';
import { chatPath, listen, open, realtimePath, ticketOf, until } from './realtime-helpers.ts';

let s: TestServer;
let base: string;

beforeAll(async () => {
  s = await startTestServer();
  base = await listen(s.app);
});
afterAll(async () => {
  await s?.close();
});

/** A chat socket and a message-channel socket of one session. */
async function both(token: string) {
  const chat = await open(base, chatPath(await ticketOf(s.app, token)));
  const msg = await open(base, realtimePath('msg', await ticketOf(s.app, token), '/ws'));
  expect(await msg.message(0)).toBe(REALTIME_START_PHRASE);
  return [chat, msg] as const;
}

const closedWith = (code: keyof typeof WS_CLOSE_REASON) => ({ code, reason: WS_CLOSE_REASON[code] });

describe('the session ends, the sockets close', () => {
  it('logout: 4001 登录已失效，请重新登录', async () => {
    const token = await login(s.app, 'ops');
    const sockets = await both(token);
    expect((await callEnv(s.app, 'logout', { token })).code).toBe(RESPONSE_CODE.ok);
    for (const c of sockets) expect(await c.closedWithin()).toEqual(closedWith(WS_CLOSE.sessionEnded));
  });

  it('a second login of the account: 4002 with the §8.2 message', async () => {
    const first = await login(s.app, 'service');
    const sockets = await both(first);
    await login(s.app, 'service');
    for (const c of sockets) expect(await c.closedWithin()).toEqual(closedWith(WS_CLOSE.sessionReplaced));
  });

  it('the account disabled (editStatus 0): 4003 账号已停用; other users keep theirs', async () => {
    const admin = await login(s.app, 'entadmin');
    const token = await login(s.app, 'user');
    const sockets = await both(token);
    const [adminChat] = await both(admin);
    try {
      const res = await callEnv(s.app, 'editStatus', { token: admin, body: { userId: USER.user, status: 0 } });
      expect(res.code).toBe(RESPONSE_CODE.ok);
      for (const c of sockets) expect(await c.closedWithin()).toEqual(closedWith(WS_CLOSE.accountDisabled));
      adminChat.send(HEARTBEAT_TEXT);
      expect(await adminChat.message(0)).toBe(HEARTBEAT_TEXT);
    } finally {
      await callEnv(s.app, 'editStatus', { token: admin, body: { userId: USER.user, status: 1 } });
    }
  });

  it('a ticket issued before the logout opens nothing after it', async () => {
    const token = await login(s.app, 'it');
    const ticket = await ticketOf(s.app, token);
    await callEnv(s.app, 'logout', { token });
    const c = await open(base, chatPath(ticket));
    expect(await c.closedWithin()).toEqual(closedWith(WS_CLOSE.sessionEnded));
    expect(c.received).toEqual([]);
  });

  it('a ticket of the replaced session opens nothing', async () => {
    const token = await login(s.app, 'user2');
    const ticket = await ticketOf(s.app, token);
    await login(s.app, 'user2');
    const c = await open(base, realtimePath('calc', ticket));
    expect(await c.closedWithin()).toEqual(closedWith(WS_CLOSE.sessionReplaced));
  });

  it('a change that ends nothing (layout style) leaves the sockets open', async () => {
    const token = await login(s.app, 'entadmin2');
    const [chat] = await both(token);
    await s.app.deps.sessions.changed(USER.entadmin2);
    await new Promise((r) => setTimeout(r, 100));
    chat.send(HEARTBEAT_TEXT);
    expect(await chat.message(0)).toBe(HEARTBEAT_TEXT);
    chat.close();
    await chat.closed;
  });
});

describe('enterprise switch', () => {
  it('the socket stays and pushes follow the enterprise now in use', async () => {
    const token = await login(s.app, 's_partner');
    const info = (await callEnv(s.app, 'userInfo', { token })).data[0];
    const other = info.userOrganzations.find((o: { entId: string }) => o.entId !== info.entId)!;
    const [, msg] = await both(token);
    const hub = s.app.deps.realtime;
    const frame = { type: 'HEARTBEAT', content: 'to the enterprise' } as const;
    expect(hub.pushToUser(USER.partner, info.entId, frame)).toBe(2);
    expect(hub.pushToUser(USER.partner, other.entId, frame)).toBe(0);
    await callEnv(s.app, 'switchEnterprise', { token, body: { entId: other.entId } });
    expect(await until(() => hub.pushToUser(USER.partner, other.entId, frame, ['msg']) === 1)).toBe(true);
    expect(hub.pushToUser(USER.partner, info.entId, frame)).toBe(0);
    expect(JSON.parse(await msg.message(1))).toEqual(frame); // the push before the switch, as the socket saw it
  });
});
