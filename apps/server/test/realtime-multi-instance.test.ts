/**
 * Two instances on one PostgreSQL database (runs with DATABASE_URL; PGlite is one instance by design): a session ended
 * through instance A closes the socket held by instance B (user.changed over LISTEN/NOTIFY), a ticket issued by A
 * opens a socket on B (one secret, nothing stored), and an event published on A is pushed by B to its own sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_TEXT, RESPONSE_CODE, WS_CLOSE, WS_CLOSE_REASON } from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import { callEnv, login } from './helpers.ts';
import { multiInstanceUrl, startInstances, type Instances } from './multi-instance-helpers.ts';
import { chatPath, open, realtimePath, ticketOf } from './realtime-helpers.ts';

let instances: Instances;

describe.skipIf(!multiInstanceUrl)('websockets across two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    instances = await startInstances(2, { schemaPrefix: 't_rt' });
  });

  afterAll(async () => {
    await instances?.close();
  });

  it('a ticket from A opens a socket on B', async () => {
    const [a, b] = instances;
    const token = await login(a.app, 'user2');
    const c = await open(b.base, chatPath(await ticketOf(a.app, token)));
    c.send(HEARTBEAT_TEXT);
    expect(await c.message(0)).toBe(HEARTBEAT_TEXT);
    c.close();
    await c.closed;
  });

  it.each([
    ['logout on A', 'user', WS_CLOSE.sessionEnded],
    ['a second login on A', 'entadmin', WS_CLOSE.sessionReplaced],
  ] as const)('%s closes the socket held by B', async (_, account, code) => {
    const [a, b] = instances;
    const token = await login(a.app, account);
    const chat = await open(b.base, chatPath(await ticketOf(b.app, token)));
    const msg = await open(b.base, realtimePath('msg', await ticketOf(b.app, token), '/ws'));
    await msg.message(0);
    if (code === WS_CLOSE.sessionEnded) expect((await callEnv(a.app, 'logout', { token })).code).toBe(RESPONSE_CODE.ok);
    else await login(a.app, account);
    for (const c of [chat, msg]) expect(await c.closedWithin()).toEqual({ code, reason: WS_CLOSE_REASON[code] });
  });

  it('an account disabled on A: its socket on B closes with 4003', async () => {
    const [a, b] = instances;
    const admin = await login(a.app, 'entadmin2');
    const token = await login(b.app, 'user2');
    const c = await open(b.base, chatPath(await ticketOf(b.app, token)));
    try {
      expect((await callEnv(a.app, 'editStatus', { token: admin, body: { userId: USER.user2, status: 0 } })).code).toBe(
        RESPONSE_CODE.ok,
      );
      expect(await c.closedWithin()).toEqual({
        code: WS_CLOSE.accountDisabled,
        reason: WS_CLOSE_REASON[WS_CLOSE.accountDisabled],
      });
    } finally {
      await callEnv(a.app, 'editStatus', { token: admin, body: { userId: USER.user2, status: 1 } });
    }
  });

  it('an event published on A is pushed by B to the socket it holds', async () => {
    const [a, b] = instances;
    const token = await login(a.app, 'user');
    const c = await open(b.base, chatPath(await ticketOf(a.app, token)));
    await a.app.deps.bus.publish({ type: 'realtime.probe', userId: USER.user, probeId: 'p-1' });
    expect(JSON.parse(await c.message(0))).toEqual({ type: 'HEARTBEAT', content: 'p-1' });
    c.close();
    await c.closed;
  });
});
