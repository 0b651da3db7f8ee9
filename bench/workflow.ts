/**
 * The workflow engine at scale (issue 14): the approvers' to-do and done lists at 100,000 open tasks and 1,000,000
 * history rows, and approvals: one at a time, and 100 at once on ONE task.
 *
 * Data (generate_series, on the seeded authApply v1 chain: 企业管理员审核 → 运营审核): BENCH_OPEN_TASKS running
 * instances bp1…, each with its open task bt1…, newest first by number (10 s apart): odd ones wait at the enterprise
 * step (60 % of them in 国能销售集团, entadmin's enterprise), even ones at the operations step (with the first step's
 * done task, done by the enterprise's company admin). BENCH_FINISHED approved instances bq1… with both tasks done (the
 * operations one by ops for 60 % of them, by the bench operators otherwise). BENCH_HISTORY history rows spread over all
 * instances. A tenth of a percent of the open tasks are the approver's own applications (separation of duty hides
 * them). BENCH_OPERATORS operator accounts (bench_op1…) in the group HQ, each signed in. Then VACUUM ANALYZE.
 *
 * Lists (GET upcoming / done, pages of 10, through the real server over HTTP), each BENCH_PAGE_REQUESTS sequential
 * requests after 5 untimed, p50 / p95: ops (≈50,000 open tasks) and entadmin (≈30,000) at the first, second, 100th and
 * last page; their done lists (60,000 and 90,000 done tasks); signed-in user info as the reference of any request.
 *
 * Approvals (POST submitAuditResult with the to-do row's taskId and a fresh idempotency key): BENCH_APPROVALS
 * sequential approvals of different tasks by ops (the last step: the instance ends) and by entadmin (the first step:
 * the next task is created), p50 / p95. Then BENCH_ROUNDS rounds of BENCH_OPERATORS distinct operators approving one
 * task at once (each after opening their to-do list): exactly one must succeed and every other get
 * 该任务已被他人处理，请刷新后查看, and the instance must hold one 办理 at 运营审核; the latency of every request and the
 * time until the last answer. Two more shapes of one task clicked 100 times at once: one operator with the same key
 * (a double click: every answer is the done approval, acting once), and one operator with 100 different keys.
 *
 * Budgets (issue 14): to-do list p50 < 20 ms; exactly one of 100 concurrent approvals wins and every other gets the
 * clear message; approval p95 < 100 ms. PostgreSQL when DATABASE_URL is set (a schema of its own, dropped afterwards;
 * writes workflow-postgres.json), PGlite otherwise (a data directory under the system's temporary directory).
 */
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TASK_TAKEN, apiPath } from '@portal/shared';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { ENT, ROLE, USER } from '../apps/server/src/db/seed/ids.ts';
import { hashPassword } from '../apps/server/src/platform/auth/tokens.ts';
import { percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir } from './lib/server.ts';

const OPEN = Number(process.env.BENCH_OPEN_TASKS ?? 100_000);
const FINISHED = Number(process.env.BENCH_FINISHED ?? 100_000);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 1_000_000);
const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 100);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 200);
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PAGE_SIZE = 10;
const BUDGET_LIST_P50_MS = 20;
const BUDGET_APPROVAL_P95_MS = 100;

const UPCOMING_PATH = apiPath('workflow', '/workflowtask/upcoming');
const DONE_PATH = apiPath('workflow', '/workflowtask/done');
const DETAIL_PATH = apiPath('workflow', '/workflowtask/detail');
const SUBMIT_PATH = apiPath('workflow', '/workflowtask/submitAuditResult');
const USER_INFO_PATH = apiPath('baseUser', '/user/getUserInfo');

async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL
    ? openDatabase({ url: postgresUrl(process.env.DATABASE_URL), pgSchema })
    : openDatabase({ dataDir });
}

/** An instance's enterprise: 国能销售集团 (entadmin's) for 60 %, the other demo enterprises otherwise. */
const entOf = (i: string) =>
  `(CASE WHEN ${i} % 10 < 6 THEN '${ENT.sales}' ELSE '35100000000000000' || (${i} % 10 - 3) END)`;
/** Who acts as company admin of an enterprise (the demo's two, a name for the others: they only appear as doers). */
const adminOf = (ent: string) =>
  `(CASE ${ent} WHEN '${ENT.sales}' THEN '${USER.entadmin}' WHEN '${ENT.shendong}' THEN '${USER.entadmin2}' ELSE 'bench_admin_' || ${ent} END)`;

/**
 * The bulk rows (see the header). Running bp<i>: odd i at 企业管理员审核, even i at 运营审核; i % 1000 = 1 is entadmin's
 * own application, i % 1000 = 2 ops's own. Exported for investigations (EXPLAIN ANALYZE on a filled database).
 */
export async function seedWorkflow(db: Database, passwordHash: string): Promise<void> {
  await db.exec(`INSERT INTO workflow_instances (process_inst_id, def_key, def_version, biz_type, biz_code, title,
      applicant_id, applicant_name, ent_id, status, current_step, current_node, last_approval_step, last_approval_user,
      version, created_at, updated_at)
    SELECT 'bp' || i, 'authApply', 1, 'benchApply', 'bc' || i, '压测申请 ' || i, app, app_name, ent, 'running', step,
      (ARRAY['entAdmin', 'ops'])[step + 1], CASE WHEN step = 1 THEN 0 END, CASE WHEN step = 1 THEN ${adminOf('ent')} END,
      1 + step, at, at + step * interval '30 minutes'
    FROM (SELECT i, (i % 2 = 0)::int AS step, ${entOf('i')} AS ent,
        CASE i % 1000 WHEN 1 THEN '${USER.entadmin}' WHEN 2 THEN '${USER.ops}' ELSE 'ba' || i % 5000 END AS app,
        CASE i % 1000 WHEN 1 THEN '王建国' WHEN 2 THEN '赵丽' ELSE '申请人' || i % 5000 END AS app_name,
        now() - interval '1 hour' - i * interval '10 seconds' AS at
      FROM generate_series(1, ${OPEN}) i) s`);
  await db.exec(`INSERT INTO workflow_instances (process_inst_id, def_key, def_version, biz_type, biz_code, title,
      applicant_id, applicant_name, ent_id, status, current_step, current_node, last_approval_step, last_approval_user,
      version, created_at, updated_at)
    SELECT 'bq' || j, 'authApply', 1, 'benchApply', 'bf' || j, '压测申请（已结束） ' || j, 'ba' || j % 5000,
      '申请人' || j % 5000, ${entOf('j')}, 'approved', 1, NULL, 1,
      CASE WHEN j % 10 < 6 THEN '${USER.ops}' ELSE 'bop' || (1 + j % ${OPERATORS}) END, 3, at, at + interval '2 hours'
    FROM (SELECT j, now() - interval '20 days' - j * interval '10 seconds' AS at
      FROM generate_series(1, ${FINISHED}) j) s`);
  const taskCols = `id, process_inst_id, node_id, task_name, actor_kind, role_code, ent_id, applicant_id, status,
    operation_type, created_at, done_at, done_by`;
  // The open tasks, where each running instance stands.
  await db.exec(`INSERT INTO workflow_tasks (${taskCols})
    SELECT 'bt' || substr(process_inst_id, 3), process_inst_id, current_node,
      (ARRAY['企业管理员审核', '运营审核'])[current_step + 1], (ARRAY['enterpriseRole', 'operationsRole'])[current_step + 1],
      (ARRAY['companyAdmin', 'operator'])[current_step + 1], ent_id, applicant_id, 'open', NULL, updated_at, NULL, NULL
    FROM workflow_instances WHERE biz_type = 'benchApply' AND status = 'running'`);
  // The first step's done task of every instance past it, then the operations step's of the finished ones.
  await db.exec(`INSERT INTO workflow_tasks (${taskCols})
    SELECT 'bd' || process_inst_id, process_inst_id, 'entAdmin', '企业管理员审核', 'enterpriseRole', 'companyAdmin',
      ent_id, applicant_id, 'done', '办理', created_at, created_at + interval '20 minutes', ${adminOf('ent_id')}
    FROM workflow_instances WHERE biz_type = 'benchApply' AND current_step = 1`);
  await db.exec(`INSERT INTO workflow_tasks (${taskCols})
    SELECT 'bo' || process_inst_id, process_inst_id, 'ops', '运营审核', 'operationsRole', 'operator', ent_id,
      applicant_id, 'done', '办理', created_at + interval '30 minutes', updated_at, last_approval_user
    FROM workflow_instances WHERE biz_type = 'benchApply' AND status = 'approved'`);
  const all = OPEN + FINISHED;
  await db.exec(`INSERT INTO workflow_history (id, process_inst_id, task_id, task_name, user_id, user_name, end_time,
      message, operation_type, idempotency_key)
    SELECT 'bh' || k, CASE WHEN x < ${OPEN} THEN 'bp' || (x + 1) ELSE 'bq' || (x - ${OPEN} + 1) END, NULL,
      (ARRAY['提交申请', '企业管理员审核', '运营审核'])[1 + r % 3], 'bu' || k % 5000, '压测用户' || k % 5000,
      now() - interval '60 days' + k * interval '3 seconds', '同意',
      (ARRAY['提交', '办理', '退回申请人', '重新提交', '办理'])[1 + r % 5], 'bk' || k
    FROM (SELECT k, k % ${all} AS x, k / ${all} AS r FROM generate_series(0, ${HISTORY - 1}) k) s`);
  // The operators racing on one task: accounts of the group HQ holding the operations role.
  const ops = `generate_series(1, ${OPERATORS}) n`;
  await db.exec(`INSERT INTO users (id, account, user_name, show_name, phone, password_hash, user_source, status)
    SELECT 'bop' || n, 'bench_op' || n, '压测运营' || n, 'bench_op' || n, '137' || lpad(n::text, 8, '0'),
      '${passwordHash}', 1, 1 FROM ${ops}`);
  await db.exec(`INSERT INTO memberships (user_id, ent_id, is_default, status) SELECT 'bop' || n, '${ENT.hq}', true, 1
    FROM ${ops}`);
  await db.exec(
    `INSERT INTO user_roles (user_id, ent_id, role_id) SELECT 'bop' || n, '${ENT.hq}', '${ROLE.operator}' FROM ${ops}`,
  );
  await db.exec(
    'VACUUM ANALYZE workflow_instances, workflow_tasks, workflow_history, users, memberships, user_roles, sessions',
  );
}

interface Answer {
  code: string;
  msg: string;
  data: Record<string, unknown>[];
}

const headers = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  'accept-encoding': 'gzip',
});

async function get(url: string, token: string, path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(url + path + (qs ? `?${qs}` : ''), { headers: headers(token) });
  return (await res.json()) as Answer;
}

async function approve(url: string, token: string, i: number, idempotencyKey: string = randomUUID()) {
  const res = await fetch(url + SUBMIT_PATH, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({
      processInstId: `bp${i}`,
      taskId: `bt${i}`,
      approve: true,
      auditOpinion: '同意',
      idempotencyKey,
    }),
  });
  return (await res.json()) as Answer;
}

/** n sequential timed calls after 5 untimed: p50 / p95 / slowest, and the last answer. */
async function timeSequential(n: number, call: (k: number) => Promise<Answer>) {
  let last: Answer | undefined;
  const ms: number[] = [];
  for (let k = 0; k < n + 5; k++) {
    const t = performance.now();
    last = await call(k);
    const took = performance.now() - t;
    if (last.code !== '200') throw new Error(`call ${k}: ${last.code} ${last.msg}`);
    if (k >= 5) ms.push(took);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms), last: last! };
}

/** Running instances at the operations step (even), not ops's own (i % 1000 = 2), from `from` on. */
function opsTasks(from: number, n: number): number[] {
  const out: number[] = [];
  for (let i = from + (from % 2); out.length < n; i += 2) if (i % 1000 !== 2) out.push(i);
  return out;
}

/** Running instances of 国能销售集团 at the enterprise step (odd, i % 10 < 6), not entadmin's own (i % 1000 = 1). */
function entadminTasks(from: number, n: number): number[] {
  const out: number[] = [];
  for (let i = from; out.length < n; i++) if (i % 2 === 1 && i % 10 < 6 && i % 1000 !== 1) out.push(i);
  return out;
}

/** Sends every call at once; each one's latency from the moment all were sent, and the time until the last answer. */
async function burst(calls: (() => Promise<Answer>)[]) {
  const t0 = performance.now();
  const answers = await Promise.all(
    calls.map(async (c) => {
      const a = await c();
      return { answer: a, ms: performance.now() - t0 };
    }),
  );
  return { answers, wall: performance.now() - t0 };
}

/** The 办理 rows of the operations step in an instance's history (exactly one after a race). */
async function opsApprovals(url: string, token: string, i: number): Promise<{ n: number; status: string }> {
  const d = await get(url, token, DETAIL_PATH, { processInstId: `bp${i}` });
  if (d.code !== '200') throw new Error(`detail bp${i}: ${d.code} ${d.msg}`);
  const detail = d.data[0] as {
    instance: { status: string };
    history: { taskName: string; operationTypeString: string }[];
  };
  const n = detail.history.filter((h) => h.taskName === '运营审核' && h.operationTypeString === '办理').length;
  return { n, status: detail.instance.status };
}

const list = (a: Answer) => a.data[0] as { records: unknown[]; total: number };

/**
 * After the run: the totals kept in workflow_task_counts (by its triggers, through bulk loads, approvals and races)
 * against counting the tasks: the keys that disagree, and how many rows the counts table holds.
 */
async function keptTotalsCheck(db: Database) {
  const diff = await db.db.execute<{ n: number }>(sql`
    with counted as (
      select k.kind, k.key_role, k.key_ent, k.key_user, count(*) as n from workflow_tasks t,
        workflow_task_count_key(t.status, t.actor_kind, t.role_code, t.ent_id, t.assignee_user_id, t.done_by) k
      where k.kind is not null group by 1, 2, 3, 4),
    kept as (
      select kind, role_code as key_role, ent_id as key_ent, user_id as key_user, sum(n) as n
      from workflow_task_counts group by 1, 2, 3, 4)
    select count(*)::int as n from counted full join kept using (kind, key_role, key_ent, key_user)
    where coalesce(counted.n, 0) <> coalesce(kept.n, 0)`);
  const rows = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from workflow_task_counts`);
  return { mismatches: diff.rows[0].n, rows: rows.rows[0].n };
}

export async function run(): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const database = postgres ? 'PostgreSQL' : 'PGlite';
  const dataDir = tempDataDir('portal-workflow-');
  const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
  const lists: Row[] = [];
  const approvals: Row[] = [];
  const races: Row[] = [];
  let db = await openBenchDb(dataDir, pgSchema);
  let loadSeconds: number;
  let check: { mismatches: number; rows: number };
  // The machine's load (other work shares its cores): the 1-minute load average as the measurements start and end.
  const load: string[] = [];
  try {
    await seedDemoData(db.db);
    const t0 = Date.now();
    await seedWorkflow(db, await hashPassword('Portal@2026'));
    loadSeconds = (Date.now() - t0) / 1000;
    console.log(`  loaded in ${round(loadSeconds, 1)} s`);
    await db.close();
    const server = await startServer({ port: 8197, dataDir, pgSchema });
    const url = server.url;
    try {
      const tokens = { ops: await signIn(url, 'ops'), entadmin: await signIn(url, 'entadmin') };
      const operators: string[] = [];
      for (let n = 1; n <= OPERATORS; n++) operators.push(await signIn(url, `bench_op${n}`));

      load.push(os.loadavg()[0].toFixed(1));
      // The lists, before any approval changes them.
      const opsTotal = list(await get(url, tokens.ops, UPCOMING_PATH)).total;
      const entTotal = list(await get(url, tokens.entadmin, UPCOMING_PATH)).total;
      const last = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
      const cases: { who: 'ops' | 'entadmin'; name: string; path: string; page?: number; budget: boolean }[] = [
        { who: 'ops', name: 'reference: signed-in user info', path: USER_INFO_PATH, budget: false },
        { who: 'ops', name: 'to-do, first page', path: UPCOMING_PATH, page: 1, budget: true },
        { who: 'ops', name: 'to-do, page 2', path: UPCOMING_PATH, page: 2, budget: true },
        { who: 'ops', name: 'to-do, page 100', path: UPCOMING_PATH, page: 100, budget: true },
        {
          who: 'ops',
          name: `to-do, page ${last(opsTotal)} (the last)`,
          path: UPCOMING_PATH,
          page: last(opsTotal),
          budget: true,
        },
        { who: 'entadmin', name: 'to-do, first page', path: UPCOMING_PATH, page: 1, budget: true },
        { who: 'entadmin', name: 'to-do, page 2', path: UPCOMING_PATH, page: 2, budget: true },
        { who: 'entadmin', name: 'to-do, page 100', path: UPCOMING_PATH, page: 100, budget: true },
        {
          who: 'entadmin',
          name: `to-do, page ${last(entTotal)} (the last)`,
          path: UPCOMING_PATH,
          page: last(entTotal),
          budget: true,
        },
        { who: 'ops', name: 'done, first page', path: DONE_PATH, page: 1, budget: false },
        { who: 'ops', name: 'done, page 100', path: DONE_PATH, page: 100, budget: false },
        { who: 'entadmin', name: 'done, first page', path: DONE_PATH, page: 1, budget: false },
        { who: 'entadmin', name: 'done, page 100', path: DONE_PATH, page: 100, budget: false },
      ];
      for (const c of cases) {
        const query: Record<string, number> = c.page ? { currentPage: c.page, pageSize: PAGE_SIZE } : {};
        const m = await timeSequential(REQUESTS, () => get(url, tokens[c.who], c.path, query));
        const page = c.page ? list(m.last) : undefined;
        console.log(
          `  ${c.who} ${c.name}: p50 ${round(m.p50, 1)} ms, p95 ${round(m.p95, 1)} ms (total ${page?.total})`,
        );
        lists.push({
          database,
          caller: c.who,
          case: c.name,
          total: page?.total ?? null,
          records: page?.records.length ?? null,
          'p50 ms': round(m.p50, 1),
          'p95 ms': round(m.p95, 1),
          'max ms': round(m.max, 1),
          budget: !c.budget ? '' : m.p50 < BUDGET_LIST_P50_MS ? 'met' : 'missed',
        });
      }

      // Approvals one at a time, each of a different task.
      const sequential = [
        {
          who: 'ops' as const,
          what: 'ops approves the last step (the instance ends)',
          tasks: opsTasks(2, APPROVALS + 5),
        },
        {
          who: 'entadmin' as const,
          what: 'entadmin approves the first step (the next task is created)',
          tasks: entadminTasks(1, APPROVALS + 5),
        },
      ];
      for (const s of sequential) {
        const m = await timeSequential(APPROVALS, (k) => approve(url, tokens[s.who], s.tasks[k]));
        console.log(`  ${s.what}: p50 ${round(m.p50, 1)} ms, p95 ${round(m.p95, 1)} ms`);
        approvals.push({
          database,
          case: `${s.what}, ${APPROVALS} sequential`,
          'p50 ms': round(m.p50, 1),
          'p95 ms': round(m.p95, 1),
          'max ms': round(m.max, 1),
          budget: m.p95 < BUDGET_APPROVAL_P95_MS ? 'met' : 'missed',
        });
      }

      // One task, 100 requests at once. Each operator has opened their to-do list first, as a page does.
      for (const token of operators) await get(url, token, UPCOMING_PATH);
      const raceTasks = opsTasks(Math.floor(OPEN * 0.4), ROUNDS + 2);
      const all: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const i = raceTasks[r];
        const b = await burst(operators.map((token) => () => approve(url, token, i)));
        const ok = b.answers.filter((a) => a.answer.code === '200');
        const taken = b.answers.filter((a) => a.answer.code !== '200' && a.answer.msg === TASK_TAKEN);
        const other = b.answers.filter((a) => a.answer.code !== '200' && a.answer.msg !== TASK_TAKEN);
        const after = await opsApprovals(url, tokens.ops, i);
        const ms = b.answers.map((a) => a.ms);
        all.push(...ms);
        const held = ok.length === 1 && taken.length === OPERATORS - 1 && after.n === 1 && after.status === 'approved';
        console.log(
          `  race ${r + 1} on bp${i}: ${ok.length} ok, ${taken.length} told 该任务已被他人处理, ${other.length} other` +
            `${other.length ? ` (${other[0].answer.code} ${other[0].answer.msg})` : ''}; 办理 rows ${after.n}; last answer ${round(b.wall, 0)} ms`,
        );
        races.push({
          database,
          case: `round ${r + 1}: ${OPERATORS} distinct operators, one task (bp${i}), each its own key`,
          succeeded: ok.length,
          'told 该任务已被他人处理': taken.length,
          'other answers': other.length,
          '办理 rows after': after.n,
          'winner ms': round(ok[0]?.ms ?? NaN, 1),
          'p50 ms': round(percentile(ms, 50), 1),
          'p95 ms': round(percentile(ms, 95), 1),
          'last answer ms': round(b.wall, 1),
          rule: held ? 'held' : 'BROKEN',
        });
      }
      races.push({
        database,
        case: `all ${ROUNDS} rounds (${all.length} requests)`,
        'p50 ms': round(percentile(all, 50), 1),
        'p95 ms': round(percentile(all, 95), 1),
        'last answer ms': round(Math.max(...all), 1),
        rule: races.every((r) => r.rule === 'held') ? 'held' : 'BROKEN',
        budget: percentile(all, 95) < BUDGET_APPROVAL_P95_MS ? 'met' : 'missed',
      });
      // A double click 100 times: the same operator and key; every answer is the done approval, acting once.
      {
        const i = raceTasks[ROUNDS];
        const key = randomUUID();
        const b = await burst(operators.map(() => () => approve(url, operators[0], i, key)));
        const ok = b.answers.filter((a) => a.answer.code === '200').length;
        const after = await opsApprovals(url, tokens.ops, i);
        races.push({
          database,
          case: `one operator, the same key ${OPERATORS} times at once (bp${i})`,
          succeeded: ok,
          'told 该任务已被他人处理': b.answers.filter((a) => a.answer.msg === TASK_TAKEN).length,
          'other answers': OPERATORS - ok - b.answers.filter((a) => a.answer.msg === TASK_TAKEN).length,
          '办理 rows after': after.n,
          'p50 ms': round(
            percentile(
              b.answers.map((a) => a.ms),
              50,
            ),
            1,
          ),
          'p95 ms': round(
            percentile(
              b.answers.map((a) => a.ms),
              95,
            ),
            1,
          ),
          'last answer ms': round(b.wall, 1),
          rule: ok === OPERATORS && after.n === 1 ? 'held (acted once, every answer the done approval)' : 'BROKEN',
        });
      }
      // One operator clicking with a new key each time: one acts, the rest are told the task is taken.
      {
        const i = raceTasks[ROUNDS + 1];
        const b = await burst(operators.map(() => () => approve(url, operators[1], i)));
        const ok = b.answers.filter((a) => a.answer.code === '200').length;
        const taken = b.answers.filter((a) => a.answer.code !== '200' && a.answer.msg === TASK_TAKEN).length;
        const after = await opsApprovals(url, tokens.ops, i);
        races.push({
          database,
          case: `one operator, ${OPERATORS} different keys at once (bp${i})`,
          succeeded: ok,
          'told 该任务已被他人处理': taken,
          'other answers': OPERATORS - ok - taken,
          '办理 rows after': after.n,
          'p50 ms': round(
            percentile(
              b.answers.map((a) => a.ms),
              50,
            ),
            1,
          ),
          'p95 ms': round(
            percentile(
              b.answers.map((a) => a.ms),
              95,
            ),
            1,
          ),
          'last answer ms': round(b.wall, 1),
          rule: after.n === 1 && ok + taken === OPERATORS ? 'held (acted once)' : 'BROKEN',
        });
      }
      load.push(os.loadavg()[0].toFixed(1));
    } finally {
      await server.stop();
    }
    db = await openBenchDb(dataDir, pgSchema);
    check = await keptTotalsCheck(db);
    console.log(`  kept totals: ${check.mismatches} keys disagree with counting (${check.rows} rows)`);
  } finally {
    if (postgres) await db.exec(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  writeResult({
    name: postgres ? 'workflow-postgres' : 'workflow',
    budgets: {
      list: `to-do list (GET upcoming) p50 < ${BUDGET_LIST_P50_MS} ms at ${OPEN} open tasks and ${HISTORY} history rows`,
      race: `${OPERATORS} concurrent approvals of one task: exactly one succeeds, every other is told ${TASK_TAKEN}`,
      approval: `approval (submitAuditResult) p95 < ${BUDGET_APPROVAL_P95_MS} ms`,
    },
    rows: lists,
    tables: { approvals, [`${OPERATORS} approvals of one task at once`]: races },
    notes: [
      `${OPEN} running instances with their open tasks, ${FINISHED} approved ones, ${OPEN / 2 + FINISHED * 2} done tasks, ${HISTORY} history rows (loaded in ${round(loadSeconds, 1)} s); database: ${database}`,
      `pages of ${PAGE_SIZE}: ${REQUESTS} sequential requests each after 5 untimed, over HTTP on loopback; ops sees the operations step's open tasks, entadmin 国能销售集团's enterprise step's`,
      `approvals carry the to-do row's taskId and a fresh idempotency key; the race's latencies are counted from the moment all ${OPERATORS} requests were sent`,
      `load average (1 min) on the ${os.cpus().length} cores as the measurements started / ended: ${load.join(' / ')}; reference: signed-in user info above`,
      `after the run, the totals kept in workflow_task_counts against counting every task: ${check.mismatches} keys disagree (${check.rows} rows kept)`,
    ],
  });
}
