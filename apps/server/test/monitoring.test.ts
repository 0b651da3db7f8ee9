/**
 * Issue 15 through the real server and database: the page browse log (savePageBrowseLog queued and written in
 * batches under the session's identity, its statistics for operations, the year-old purge), the queue's own rules
 * (batches, the bound, a failed write, close), and the personal centre's updatePersonInformation (the caller's own
 * name only, seen by getUserInfo at once, audited).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as M from '@portal/shared';
import { API_BASE, INPUT_BAD_CHARACTERS, RESPONSE_CODE, endpointPath } from '@portal/shared';
import { pageBrowseLog } from '../src/db/schema/monitoring.ts';
import { auditLog } from '../src/db/schema/platform.ts';
import { users } from '../src/db/schema/user.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { flushNow } from '../src/modules/monitoring/index.ts';
import { BatchQueue, browseLogQueue } from '../src/modules/monitoring/queue.ts';
import {
  call,
  callEnv,
  envelopeOf,
  expectNoDbChange,
  login,
  startTestServer,
  useTestServer,
  verifyAdminPhone,
} from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_WRITE: '10000' }, [
  'superadmin',
  'entadmin',
  'user',
  'user2',
  'ops',
]);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const SUPERADMIN_PHONE = '13800000001';

beforeAll(async () => {
  await verifyAdminPhone(s.app, t.superadmin, SUPERADMIN_PHONE);
});

const browse = (token: string | undefined, body: unknown) => call(s.app, 'savePageBrowseLog', { token, body });
const rowsOf = (url: string) =>
  s.database.db.select().from(pageBrowseLog).where(eq(pageBrowseLog.url, url)).orderBy(pageBrowseLog.id);
const userRow = async (userId: string) =>
  (
    await s.database.db
      .select({ userName: users.userName, showName: users.showName })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

describe('savePageBrowseLog', () => {
  it('answers at once; after the flush the row holds the body’s page and the session’s identity', async () => {
    const res = await browse(t.user, {
      url: '/tax/home',
      menuId: 'm-tax-home',
      oneLevelMenuId: 'm-tax',
      productType: '05',
      // The spec's payload carries who browsed; the server writes the session's own instead.
      userId: USER.superadmin,
      userName: '伪造的姓名',
      entId: ENT.hq,
      entName: '伪造的企业',
    });
    expect(res.statusCode).toBe(200);
    // Answered before the row is written: it waits in the queue (the timer flushes 2 s later).
    expect(browseLogQueue(s.app.deps).size).toBe(1);
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.ok, msg: '操作成功', data: [] });
    await flushNow(s.app.deps);
    expect(browseLogQueue(s.app.deps).size).toBe(0);
    const rows = await rowsOf('/tax/home');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      url: '/tax/home',
      menuId: 'm-tax-home',
      oneLevelMenuId: 'm-tax',
      productType: '05',
      userId: USER.user,
      userName: '李明',
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
    });
    expect(Date.now() - rows[0].browsedAt.getTime()).toBeLessThan(60_000);
  });

  it('only url is required: the other page fields default to empty', async () => {
    expect(envelopeOf(await browse(t.user2, { url: '/workbenches/newIndex' })).code).toBe(RESPONSE_CODE.ok);
    await flushNow(s.app.deps);
    expect(await rowsOf('/workbenches/newIndex')).toEqual([
      expect.objectContaining({
        menuId: '',
        oneLevelMenuId: '',
        productType: '',
        userId: USER.user2,
        userName: '吴刚',
        entId: ENT.shendong,
        entName: '国能神东煤炭集团有限责任公司',
      }),
    ]);
  });

  it('many rows at once are all written (batches of 200)', async () => {
    const sent = await Promise.all(Array.from({ length: 250 }, () => browse(t.entadmin, { url: '/many/pages' })));
    expect(sent.every((r) => envelopeOf(r).code === RESPONSE_CODE.ok)).toBe(true);
    await flushNow(s.app.deps);
    expect(await rowsOf('/many/pages')).toHaveLength(250);
  });

  it('closing the app writes what waits in the queue', async () => {
    const other = await startTestServer();
    try {
      const token = await login(other.app, 'user');
      expect(envelopeOf(await call(other.app, 'savePageBrowseLog', { token, body: { url: '/on/close' } })).code).toBe(
        RESPONSE_CODE.ok,
      );
      expect(browseLogQueue(other.app.deps).size).toBe(1);
      await other.app.close();
      const rows = await other.database.db.select().from(pageBrowseLog).where(eq(pageBrowseLog.url, '/on/close'));
      expect(rows).toEqual([expect.objectContaining({ userId: USER.user, userName: '李明' })]);
    } finally {
      await other.close();
    }
  });

  it('without a token: 9999, nothing queued', async () => {
    await expectNoDbChange(s, async () => {
      const res = await browse(undefined, { url: '/no/token' });
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.tokenInvalid);
      await flushNow(s.app.deps);
    });
  });

  it.each([
    ['no body fields', {}],
    ['url missing', { menuId: 'm1' }],
    ['url empty', { url: '' }],
    ['url blank', { url: '   ' }],
    ['url of 10,000 characters', { url: `/${'a'.repeat(9999)}` }],
    ['url of 501 characters', { url: `/${'a'.repeat(500)}` }],
    ['url a number', { url: 123 }],
    ['url null', { url: null }],
    ['menuId a number', { url: '/x', menuId: 5 }],
    ['productType an object', { url: '/x', productType: { a: 1 } }],
    ['menuId of 41 characters', { url: '/x', menuId: 'm'.repeat(41) }],
    ['userName of 101 characters', { url: '/x', userName: '名'.repeat(101) }],
    ['a NUL in the url', { url: '/tax\u0000/home' }],
    ['a NUL in entName', { url: '/x', entName: '国\u0000能' }],
    ['an array', [{ url: '/x' }]],
  ])('refuses %s: 400, nothing written', async (_name, body) => {
    await expectNoDbChange(s, async () => {
      const res = await browse(t.user, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(envelopeOf(res).code).toBe('400');
      await flushNow(s.app.deps);
    });
  });

  it('a NUL is named as a bad character', async () => {
    const res = await browse(t.user, { url: '/tax\u0000/home' });
    expect(envelopeOf(res).msg).toContain(INPUT_BAD_CHARACTERS);
  });

  it('malformed JSON: 400', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: API_BASE + endpointPath('savePageBrowseLog'),
      headers: { authorization: `Bearer ${t.user}`, 'content-type': 'application/json' },
      payload: '{"url":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('pageBrowseStats', () => {
  const stats = (body: Record<string, unknown>, token = t.superadmin) =>
    callEnv(s.app, 'pageBrowseStats', { token, body });

  beforeAll(async () => {
    // /stats/a: 3 views by 2 users; /stats/b: 1 view; /stats/old: 40 days ago only (outside 30 days).
    for (const [token, url] of [
      [t.user, '/stats/a'],
      [t.user, '/stats/a'],
      [t.user2, '/stats/a'],
      [t.user2, '/stats/b'],
    ] as const) {
      expect(envelopeOf(await browse(token, { url })).code).toBe(RESPONSE_CODE.ok);
    }
    await flushNow(s.app.deps);
    await s.database.db.insert(pageBrowseLog).values({
      url: '/stats/old',
      userId: USER.user,
      userName: '李明',
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      browsedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000),
    });
  });

  it('views and distinct users per url over the last days, most viewed first', async () => {
    const res = await stats({ days: 30, pageSize: 100 });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const records = res.data[0].records;
    const byUrl = new Map(records.map((r) => [r.url, r]));
    expect(byUrl.get('/stats/a')).toEqual({ url: '/stats/a', views: 3, users: 2 });
    expect(byUrl.get('/stats/b')).toEqual({ url: '/stats/b', views: 1, users: 1 });
    expect(byUrl.has('/stats/old')).toBe(false);
    expect(res.data[0].total).toBe(records.length);
    const views = records.map((r) => r.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    // Over 60 days the old row counts.
    const longer = (await stats({ days: 60, pageSize: 100 })).data[0];
    expect(longer.records.find((r) => r.url === '/stats/old')).toEqual({ url: '/stats/old', views: 1, users: 1 });
    expect(longer.total).toBe(res.data[0].total + 1);
  });

  it('pages in SQL: page 2 of size 1 is the second url of the list, with the same total', async () => {
    const all = (await stats({ days: 30, pageSize: 100 })).data[0];
    const second = (await stats({ days: 30, currentPage: 2, pageSize: 1 })).data[0];
    expect(second).toMatchObject({ current: 2, size: 1, total: all.total });
    expect(second.records).toEqual([all.records[1]]);
    const past = (await stats({ days: 30, currentPage: 999, pageSize: 10 })).data[0];
    expect(past).toMatchObject({ records: [], total: all.total });
  });

  it('days out of range or not a number: 400', async () => {
    for (const days of [0, 367, 'abc', -1, 1.5]) {
      const res = await call(s.app, 'pageBrowseStats', { token: t.superadmin, body: { days } });
      expect(res.statusCode, String(days)).toBe(400);
    }
  });

  it('needs the audit menu: entadmin and user are refused, ops read it; no token is 9999', async () => {
    for (const a of ['entadmin', 'user']) expect(await stats({}, t[a]), a).toEqual(DENIED);
    expect((await stats({}, t.ops)).code).toBe(RESPONSE_CODE.ok);
    expect((await callEnv(s.app, 'pageBrowseStats', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  it('housekeeping purges rows older than a year, and keeps the rest', async () => {
    const old = new Date(Date.now() - 366 * 24 * 3600 * 1000);
    await s.database.db.insert(pageBrowseLog).values({
      url: '/stats/year-old',
      userId: USER.user,
      userName: '李明',
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      browsedAt: old,
    });
    expect(await s.app.deps.housekeeping.run(s.database.db)).toEqual([]);
    expect(await rowsOf('/stats/year-old')).toEqual([]);
    expect(await rowsOf('/stats/old')).toHaveLength(1);
    expect(await rowsOf('/stats/a')).toHaveLength(3);
  });
});

describe('the batch queue', () => {
  const make = (over: { write?: (rows: number[]) => Promise<void>; max?: number } = {}) => {
    const written: number[][] = [];
    const warn = vi.fn();
    const queue = new BatchQueue<number>({
      write:
        over.write ??
        (async (rows) => {
          written.push(rows);
        }),
      log: { warn } as never,
      batch: 3,
      intervalMs: 60_000,
      max: over.max ?? 100,
    });
    return { queue, written, warn };
  };

  it('flushes at the batch size without waiting for the timer, one write per batch', async () => {
    const { queue, written } = make();
    for (let i = 1; i <= 3; i++) queue.push(i);
    await vi.waitFor(() => expect(written).toEqual([[1, 2, 3]]));
    for (let i = 4; i <= 8; i++) queue.push(i);
    await queue.flushNow();
    expect(written.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(written.every((b) => b.length <= 3)).toBe(true);
    await queue.close();
  });

  it('writes after the interval when fewer rows wait', async () => {
    vi.useFakeTimers();
    try {
      const { queue, written } = make();
      queue.push(1);
      expect(written).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(written).toEqual([[1]]);
      await queue.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is bounded: beyond max the oldest rows are dropped and counted in a log line', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const written: number[][] = [];
    const { queue, warn } = make({
      max: 5,
      write: async (rows) => {
        await gate;
        written.push(rows);
      },
    });
    // The first batch blocks on a slow database; meanwhile 20 more rows arrive.
    for (let i = 1; i <= 23; i++) queue.push(i);
    expect(queue.size).toBeLessThanOrEqual(5);
    release();
    await queue.flushNow();
    expect(written.flat()).toEqual([1, 2, 3, 19, 20, 21, 22, 23]);
    expect(warn).toHaveBeenCalledWith({ dropped: 15 }, expect.stringContaining('dropped'));
    await queue.close();
  });

  it('a failed write is logged and its rows dropped, never retried; the next rows are written', async () => {
    let fail = true;
    const written: number[][] = [];
    const write = vi.fn(async (rows: number[]) => {
      if (fail) throw new Error('database down');
      written.push(rows);
    });
    const { queue, warn } = make({ write });
    queue.push(1);
    await queue.flushNow();
    expect(write).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ rows: 1 }), expect.stringContaining('write failed'));
    fail = false;
    await queue.flushNow();
    expect(write).toHaveBeenCalledTimes(1);
    queue.push(2);
    await queue.flushNow();
    expect(written).toEqual([[2]]);
    await queue.close();
  });

  it('close writes what waits; a row pushed after close is dropped', async () => {
    const { queue, written, warn } = make();
    queue.push(1);
    queue.push(2);
    await queue.close();
    expect(written).toEqual([[1, 2]]);
    queue.push(3);
    await queue.flushNow();
    expect(written).toEqual([[1, 2]]);
    expect(warn).toHaveBeenCalledWith({ dropped: 1 }, expect.any(String));
  });
});

describe('updatePersonInformation', () => {
  const update = (token: string | undefined, body: unknown) => call(s.app, 'updatePersonInformation', { token, body });

  it('changes the caller’s own name and nickname; getUserInfo shows them at once; audited', async () => {
    // Warm the cached user info first: the change must evict it.
    expect((await callEnv(s.app, 'userInfo', { token: t.user })).data[0].userName).toBe('李明');
    const others = { entadmin: await userRow(USER.entadmin), user2: await userRow(USER.user2) };
    const res = await update(t.user, { userName: ' 李明明 ', showName: '小明', userId: USER.entadmin });
    expect(envelopeOf(res, 'updatePersonInformation')).toEqual({
      code: RESPONSE_CODE.ok,
      msg: '修改成功',
      data: [{ userName: '李明明', showName: '小明' }],
    });
    expect(await userRow(USER.user)).toEqual({ userName: '李明明', showName: '小明' });
    // No one else changed (the body's userId is not read).
    expect(await userRow(USER.entadmin)).toEqual(others.entadmin);
    expect(await userRow(USER.user2)).toEqual(others.user2);
    const info = (await callEnv(s.app, 'userInfo', { token: t.user })).data[0];
    expect(info).toMatchObject({ userId: USER.user, userName: '李明明', showName: '小明' });
    const [row] = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.profile'), eq(auditLog.targetId, USER.user)));
    expect(row).toMatchObject({
      actorId: USER.user,
      targetType: 'user',
      before: { userName: '李明', showName: 'user' },
      after: { userName: '李明明', showName: '小明' },
    });
  });

  it('without showName the nickname is kept; the browse log writes the new name at once', async () => {
    const res = await update(t.user, { userName: '李明' });
    expect(envelopeOf(res, 'updatePersonInformation').data).toEqual([{ userName: '李明', showName: '小明' }]);
    expect((await callEnv(s.app, 'userInfo', { token: t.user })).data[0].userName).toBe('李明');
    expect(envelopeOf(await browse(t.user, { url: '/after/rename' })).code).toBe(RESPONSE_CODE.ok);
    await flushNow(s.app.deps);
    expect((await rowsOf('/after/rename'))[0]).toMatchObject({ userId: USER.user, userName: '李明' });
  });

  it.each([
    ['userName missing', { showName: 'x' }, '请输入姓名'],
    ['userName empty', { userName: '' }, '请输入姓名'],
    ['userName blank', { userName: '   ' }, '请输入姓名'],
    ['userName of 21 characters', { userName: '名'.repeat(21) }, '姓名不能超过20个字符'],
    ['showName of 21 characters', { userName: '李明', showName: 'n'.repeat(21) }, '昵称不能超过20个字符'],
    ['userName with NUL', { userName: '李\u0000明' }, INPUT_BAD_CHARACTERS],
    ['showName with NUL', { userName: '李明', showName: 'a\u0000' }, INPUT_BAD_CHARACTERS],
    ['userName a number', { userName: 5 }, 'userName'],
    ['showName a number', { userName: '李明', showName: 5 }, 'showName'],
  ])('refuses %s: 400 with the rule’s message, nothing changes', async (_name, body, msg) => {
    const res = await expectNoDbChange(s, () => update(t.user2, body));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).code).toBe('400');
    expect(envelopeOf(res).msg).toContain(msg);
  });

  it('20 characters are accepted', async () => {
    const name = '名'.repeat(20);
    expect(envelopeOf(await update(t.user2, { userName: name, showName: 'n'.repeat(20) })).code).toBe(RESPONSE_CODE.ok);
    expect(await userRow(USER.user2)).toEqual({ userName: name, showName: 'n'.repeat(20) });
  });

  it('without a token: 9999, nothing changes', async () => {
    const res = await expectNoDbChange(s, () => update(undefined, { userName: '无名' }));
    expect(envelopeOf(res).code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});
