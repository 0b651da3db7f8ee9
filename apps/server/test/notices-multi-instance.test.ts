/**
 * Notices across two instances on one PostgreSQL database (runs with DATABASE_URL; PGlite is one instance by design):
 * a notice created through instance A reaches a socket held by instance B (notices.created over LISTEN/NOTIFY), and a
 * client cut while notices are sent gets every one after reconnecting to the other instance, in order, none twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REALTIME_START_PHRASE } from '@portal/shared';
import { USER } from '../src/db/seed/ids.ts';
import { HOLD_MS } from '../src/modules/notices/realtime.ts';
import { callEnv, login } from './helpers.ts';
import { multiInstanceUrl, startInstances, type Instances } from './multi-instance-helpers.ts';
import { noticesOf, open, realtimePath, ticketOf, until } from './realtime-helpers.ts';

let instances: Instances;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!multiInstanceUrl)('notices across two instances on one PostgreSQL database', () => {
  let ops: string;
  let user: string;

  beforeAll(async () => {
    instances = await startInstances(2, { schemaPrefix: 't_nt', env: { RATE_LIMIT_WRITE: '1000' } });
    ops = await login(instances[0].app, 'ops');
    user = await login(instances[0].app, 'user');
  });

  afterAll(async () => {
    await instances?.close();
  });

  const sendVia = async (app: FastifyInstance, content: string) => {
    const res = await callEnv(app, 'sendNotification', { token: ops, body: { content, userIds: [USER.user] } });
    expect(res.code, res.msg).toBe('200');
  };

  it('a notice created through instance A reaches a socket held by instance B', async () => {
    const [a, b] = instances;
    const c = await open(b.base, realtimePath('msg', await ticketOf(a.app, user)));
    expect(await c.message(0)).toBe(REALTIME_START_PHRASE);
    await sendVia(a.app, '跨实例通知');
    expect(await until(() => noticesOf(c).length === 1)).toBe(true);
    expect(noticesOf(c)[0]).toMatchObject({ type: 'NOTICE', noticeType: 17, content: '跨实例通知' });
    c.close();
    await c.closed;
  });

  it('a client cut while notices are sent gets every one after reconnecting to the other instance, none twice', async () => {
    const [a, b] = instances;
    const first = await open(a.base, realtimePath('msg', await ticketOf(a.app, user)));
    await first.message(0);
    // Notices keep coming through both instances, before, during and after the cut.
    let n = 0;
    let sending = true;
    const sender = (async () => {
      while (sending) {
        await sendVia(instances[n % 2].app, `连续${n}`);
        n++;
        await sleep(15);
      }
    })();
    expect(await until(() => noticesOf(first).length >= 3)).toBe(true);
    first.ws.terminate();
    await first.closed;
    const lastId = noticesOf(first).at(-1)!.id;
    await sleep(150); // sent while cut
    const second = await open(b.base, realtimePath('msg', await ticketOf(b.app, user)));
    second.send({ type: 'RESUME', lastId });
    await sleep(300);
    sending = false;
    await sender;

    const list = (await callEnv(a.app, 'noticePage', { token: user, body: { noticeType: 17, limit: 50 } })).data[0];
    const expected = list.records
      .map((r) => r.seq)
      .filter((seq) => Number(seq) > Number(lastId))
      .sort((x, y) => Number(x) - Number(y));
    expect(expected.length).toBeGreaterThan(0);
    expect(await until(() => noticesOf(second).length >= expected.length, 8000)).toBe(true);
    await sleep(HOLD_MS + 300);
    expect(noticesOf(second).map((f) => f.id)).toEqual(expected);
    // Together, the two sockets saw every notice once.
    const seen = [...noticesOf(first), ...noticesOf(second)].map((f) => Number(f.id));
    expect(new Set(seen).size).toBe(seen.length);
    second.close();
  });
});
