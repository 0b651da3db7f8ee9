/**
 * Scheduled publishing across a restart and across instances (apps/server/src/modules/content/scheduler.ts): a job is
 * a row of content_jobs, so a publish due while the server was down fires when it is back, without any call; and two
 * instances polling one PostgreSQL database claim each due job once (FOR UPDATE SKIP LOCKED).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { CONTENT_MESSAGES as CM, RESPONSE_CODE } from '@portal/shared';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { runDueJobs } from '../src/modules/content/index.ts';
import { call, callEnv, envelopeOf, login, startTestServer, verifyAdminPhone } from './helpers.ts';
import { multiInstanceUrl, startInstances } from './multi-instance-helpers.ts';

/** 集团要闻 of the news site (migration 0014). */
const NEWS_SUBJECT = '361000000000000001';
const SUPERADMIN_PHONE = '13800000001';
const JOB_ENV = { CONTENT_JOB_INTERVAL_MS: '200', RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_WRITE: '10000' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An editor (ops) and a reviewer (superadmin, phone-checked) on an app. */
async function signIn(app: FastifyInstance): Promise<{ ops: string; admin: string }> {
  const ops = await login(app, 'ops');
  const admin = await login(app, 'superadmin');
  await verifyAdminPhone(app, admin, SUPERADMIN_PHONE);
  return { ops, admin };
}

/** An article saved by ops, submitted and approved by superadmin; answers its id. */
async function approvedArticle(
  app: FastifyInstance,
  tokens: { ops: string; admin: string },
  title: string,
  times: { publishTime: string; expireTime?: string },
): Promise<string> {
  const saved = envelopeOf(
    await call(app, 'contentAdd', {
      token: tokens.ops,
      body: { title, content: `<p>${title}的正文</p>`, contentSiteSubjects: [{ subjectId: NEWS_SUBJECT }], ...times },
    }),
    'contentAdd',
  );
  expect(saved.code, saved.msg).toBe(RESPONSE_CODE.ok);
  const id = saved.data[0].id;
  const submitted = await callEnv(app, 'contentSubmit', { token: tokens.ops, body: { id } });
  expect(submitted.msg).toBe(CM.submitted);
  const approved = await callEnv(app, 'workflowSubmitAuditResult', {
    token: tokens.admin,
    body: { processInstId: submitted.data[0].processInstId, approve: true, auditOpinion: '同意' },
  });
  expect(approved.msg).toBe(M.APPROVE_SUCCESS);
  return id;
}

/** The ids on the public list of the news site, read signed out. */
const listed = async (app: FastifyInstance) =>
  (await callEnv(app, 'newsPage', { body: { siteCode: 'news', pageSize: 100 } })).data[0].records.map((r) => r.id);

/** Polls `check` until it holds or the generous deadline passes. */
async function until(check: () => Promise<boolean>, deadlineMs = 30_000): Promise<boolean> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await sleep(200);
  }
}

const stateOf = async (database: Database, id: string) =>
  (await database.db.execute<{ state: number }>(sql`select state from contents where id = ${id}`)).rows[0]?.state;

it('a publish due while the server was down fires after the restart, without any call', async () => {
  const s = await startTestServer(JOB_ENV);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    const tokens = await signIn(s.app);
    const at = new Date(Date.now() + 3000);
    const id = await approvedArticle(s.app, tokens, '重启后定时发布', { publishTime: at.toISOString() });
    // Stop the first life's poller at once, then take its data (PGlite: a copy of the data directory).
    await s.app.close();
    database = await s.reopen();
    expect(await stateOf(database, id)).toBe(M.CONTENT_STATE.scheduled);

    await sleep(Math.max(0, at.getTime() - Date.now()) + 500);
    app = await buildApp({ config: s.config, database });
    await app.ready();
    const running = app;
    expect(await until(async () => (await listed(running)).includes(id)), 'published after the restart').toBe(true);
    expect(await stateOf(database, id)).toBe(M.CONTENT_STATE.published);
    const jobs = await database.db.execute<{ done: boolean }>(
      sql`select done_at is not null as done from content_jobs where content_id = ${id} and kind = 'publish'`,
    );
    expect(jobs.rows).toEqual([{ done: true }]);
  } finally {
    await app?.close();
    await database?.close();
    await s.close();
  }
});

describe.skipIf(!multiInstanceUrl)('two instances on one PostgreSQL database', () => {
  it('20 publishes due at once fire once each', async () => {
    const instances = await startInstances(2, {
      schemaPrefix: 't_cj',
      env: { ...JOB_ENV, DEV_SMS_OUTBOX: 'on' },
      listen: false,
    });
    try {
      const [a, b] = instances;
      const tokens = await signIn(a.app);
      // Far ahead while they are made (so none fires early), then all due at one moment.
      const publishTime = new Date(Date.now() + 3_600_000).toISOString();
      const expireTime = new Date(Date.now() + 7_200_000).toISOString();
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        ids.push(await approvedArticle(a.app, tokens, `多实例定时发布${i + 1}`, { publishTime, expireTime }));
      }
      for (const id of ids) expect(await stateOf(a.database, id)).toBe(M.CONTENT_STATE.scheduled);
      /** These articles (the demo seed may hold others). */
      const mine = sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;
      // Milliseconds, as a job's time always is (a JS Date): the published time is the job's, compared exactly below.
      await a.database.db.execute(
        sql`update content_jobs set run_at = date_trunc('milliseconds', now())
          where kind = 'publish' and done_at is null and content_id in ${mine}`,
      );

      // Both pollers run every 200 ms; two more passes race them, one through each instance's database handle.
      const ran = await Promise.all([runDueJobs(a.app.deps), runDueJobs(b.app.deps)]);
      expect(ran[0] + ran[1]).toBeLessThanOrEqual(20);
      const allPublished = async () =>
        (
          await a.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from contents where state = ${M.CONTENT_STATE.published} and id in ${mine}`,
          )
        ).rows[0].n === 20;
      expect(await until(allPublished), 'all 20 published').toBe(true);
      expect(await listed(b.app)).toEqual(expect.arrayContaining(ids));

      const jobs = await a.database.db.execute<{ kind: string; done: boolean; n: number }>(
        sql`select kind, done_at is not null as done, count(*)::int as n from content_jobs where content_id in ${mine}
          group by 1, 2 order by 1, 2`,
      );
      // publish: 20 done. expire: the approval's 20, each replaced once when its publish ran (a second run of a
      // publish would replace it again: more than 40 rows).
      expect(jobs.rows).toEqual([
        { kind: 'expire', done: false, n: 20 },
        { kind: 'expire', done: true, n: 20 },
        { kind: 'publish', done: true, n: 20 },
      ]);
      const rows = await a.database.db.execute<{ id: string; views: number; likes: number; same: boolean }>(
        sql`select c.id, c.views, c.likes, c.publish_time = j.run_at as same from contents c
          join content_jobs j on j.content_id = c.id and j.kind = 'publish' where c.id in ${mine}`,
      );
      expect(rows.rows).toHaveLength(20);
      for (const r of rows.rows) expect(r, r.id).toEqual({ id: r.id, views: 0, likes: 0, same: true });
    } finally {
      await instances.close();
    }
  });
});
