/**
 * Notices on the real-time channel msg (§7.7): a stored notice is pushed as a NOTICE frame (id = the user's own
 * notice number) to the recipient's sockets in the notice's enterprise; a client cut while notices were sent gets
 * exactly those after reconnecting with RESUME {lastId}, in order, none twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_START_PHRASE, type NoticeFrame } from '@portal/shared';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { notify } from '../src/modules/notices/index.ts';
import { HOLD_MS, RESUME_MAX } from '../src/modules/notices/realtime.ts';
import { callEnv, login, startTestServer, type TestServer } from './helpers.ts';
import { listen, open, realtimePath, ticketOf, type Client } from './realtime-helpers.ts';

let s: TestServer;
let base: string;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_WRITE: '1000' });
  base = await listen(s.app);
  for (const a of ['user', 'ops', 's_partner', 'user2']) t[a] = await login(s.app, a);
});
afterAll(async () => {
  await s?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A msg socket past its start phrase. */
async function msgSocket(token: string): Promise<Client> {
  const c = await open(base, realtimePath('msg', await ticketOf(s.app, token)));
  expect(await c.message(0)).toBe(REALTIME_START_PHRASE);
  return c;
}

/** The NOTICE frames a socket received, in order. */
const noticesOf = (c: Client): NoticeFrame[] =>
  c.received
    .slice(1)
    .map((m) => JSON.parse(m) as { type: string })
    .filter((f): f is NoticeFrame => f.type === 'NOTICE');

async function sendTo(userIds: string[], content: string, entIds: string[] = []) {
  const res = await callEnv(s.app, 'sendNotification', { token: t.ops, body: { content, userIds, entIds } });
  expect(res.code, res.msg).toBe('200');
}

async function framesWithin(c: Client, n: number, ms = 5000): Promise<NoticeFrame[]> {
  const end = Date.now() + ms;
  while (noticesOf(c).length < n && Date.now() < end) await sleep(20);
  return noticesOf(c);
}

describe('live push', () => {
  it('a socket of user on msg receives the NOTICE of a system notice sent by ops', async () => {
    const c = await msgSocket(t.user);
    await sendTo([USER.user], '实时系统通知');
    const [f] = await framesWithin(c, 1);
    expect(f).toMatchObject({ type: 'NOTICE', noticeType: 17, content: '实时系统通知' });
    expect(f.id).toMatch(/^\d+$/);
    const list = (await callEnv(s.app, 'noticePage', { token: t.user, body: { limit: 1 } })).data[0].records;
    expect(f).toEqual({
      type: 'NOTICE',
      id: list[0].seq,
      noticeId: list[0].id,
      noticeType: 17,
      content: '实时系统通知',
      createDate: list[0].createDate,
    });
    c.close();
    await c.closed;
  });

  it('only to the recipient, and only to their sockets in the notice’s enterprise', async () => {
    const user2 = await msgSocket(t.user2);
    const partner = await msgSocket(t.s_partner); // signed in to 国能铁路装备 (railway)
    // The partner as a member of 国能大渡河 (another enterprise of theirs): not pushed to the railway socket.
    await sendTo([], '大渡河通知', [ENT.daduhe]);
    await sendTo([USER.partner], '铁路通知');
    const [f] = await framesWithin(partner, 1);
    expect(f.content).toBe('铁路通知');
    await sleep(HOLD_MS + 200);
    expect(noticesOf(partner).map((n) => n.content)).toEqual(['铁路通知']);
    expect(noticesOf(user2)).toEqual([]);
    for (const c of [user2, partner]) c.close();
  });

  it('several notices in one send arrive in number order', async () => {
    const c = await msgSocket(t.user2);
    await notify(
      s.app.deps,
      ['一', '二', '三', '四', '五'].map((content) => ({
        userId: USER.user2,
        entId: ENT.shendong,
        noticeType: 17,
        content,
      })),
    );
    const frames = await framesWithin(c, 5);
    expect(frames.map((f) => f.content)).toEqual(['一', '二', '三', '四', '五']);
    const ids = frames.map((f) => Number(f.id));
    expect(ids).toEqual(ids.map((_, i) => ids[0] + i));
    c.close();
  });
});

describe('RESUME after a cut', () => {
  it('gets exactly the notices sent while cut, in order, none twice', async () => {
    const first = await msgSocket(t.user);
    await sendTo([USER.user], '断开前');
    const [seen] = await framesWithin(first, 1);
    first.close();
    await first.closed;

    await sendTo([USER.user], '断开期间1');
    await sendTo([USER.user], '断开期间2');
    await sendTo([USER.user], '断开期间3');

    const again = await open(base, realtimePath('msg', await ticketOf(s.app, t.user)));
    again.send({ type: 'RESUME', lastId: seen.id });
    await again.message(0);
    const frames = await framesWithin(again, 3);
    await sleep(HOLD_MS + 300);
    expect(noticesOf(again).map((f) => f.content)).toEqual(['断开期间1', '断开期间2', '断开期间3']);
    expect(frames.map((f) => Number(f.id))).toEqual([1, 2, 3].map((i) => Number(seen.id) + i));
    // A notice sent after the replay arrives live, once.
    await sendTo([USER.user], '恢复后');
    await framesWithin(again, 4);
    await sleep(200);
    expect(noticesOf(again).map((f) => f.content)).toEqual(['断开期间1', '断开期间2', '断开期间3', '恢复后']);
    again.close();
  });

  it('notices sent while the replay is read are not lost nor sent twice', async () => {
    const c = await open(base, realtimePath('msg', await ticketOf(s.app, t.user2)));
    await c.message(0);
    const sending = (async () => {
      for (let i = 0; i < 5; i++) await sendTo([USER.user2], `并发${i}`);
    })();
    c.send({ type: 'RESUME', lastId: '0' });
    await sending;
    const list = (await callEnv(s.app, 'noticePage', { token: t.user2, body: { limit: 50 } })).data[0];
    const total = list.total;
    const frames = await framesWithin(c, total, 8000);
    await sleep(HOLD_MS + 300);
    const ids = noticesOf(c).map((f) => Number(f.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(frames.length).toBe(total);
    c.close();
  });

  it('a lastId beyond every number replays nothing (no error)', async () => {
    const c = await open(base, realtimePath('msg', await ticketOf(s.app, t.user2)));
    await c.message(0);
    c.send({ type: 'RESUME', lastId: '99999999999999999999' });
    await sleep(HOLD_MS + 300);
    expect(c.received.slice(1)).toEqual([]);
    c.close();
  });

  it(`replays at most ${RESUME_MAX}, oldest first`, async () => {
    await notify(
      s.app.deps,
      Array.from({ length: RESUME_MAX + 10 }, (_, i) => ({
        userId: USER.partner,
        entId: ENT.ningxia,
        noticeType: 17 as const,
        content: `批量${i}`,
      })),
    );
    // The partner switches to 宁夏煤业 to read them.
    const sw = await callEnv(s.app, 'switchEnterprise', { token: t.s_partner, body: { entId: ENT.ningxia } });
    expect(sw.code).toBe('200');
    const c = await open(base, realtimePath('msg', await ticketOf(s.app, t.s_partner)));
    await c.message(0);
    c.send({ type: 'RESUME', lastId: '0' });
    const frames = await framesWithin(c, RESUME_MAX, 10000);
    await sleep(300);
    expect(noticesOf(c)).toHaveLength(RESUME_MAX);
    expect(frames[0].content).toBe('批量0');
    expect(frames[RESUME_MAX - 1].content).toBe(`批量${RESUME_MAX - 1}`);
    c.close();
  });
});
