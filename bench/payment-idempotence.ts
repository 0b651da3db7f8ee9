/**
 * Idempotent payment submission (支付, /bestPay and /webPay): ONE payment order sent 100 times at once with the same
 * request id (idempotency key), as a double-clicking or retrying client would, over HTTP to the real server, signed in
 * as `user` (国能销售集团). Exactly one order must exist for the key afterwards, every answer must name it, and the
 * answers' p95 (each from the moment all were sent) must stay under 100 ms. BENCH_ROUNDS rounds, each with a fresh
 * key, after one untimed warm-up round (one key); signed-in user info as many at once before and after, the floor of
 * any call at that moment; then, for reference, 100 different keys at once (100 orders).
 *
 * PostgreSQL when DATABASE_URL is set (a schema of its own, dropped afterwards; writes payment-idempotence-postgres.json),
 * PGlite otherwise (a data directory under /tmp, removed after).
 */
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes, randomUUID } from 'node:crypto';
import { apiPath } from '@portal/shared';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { PAYMENT_ACCOUNT } from '../apps/server/src/db/seed/payment.ts';
import { percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir } from './lib/server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const AT_ONCE = Number(process.env.BENCH_PAYMENT_AT_ONCE ?? 100);
const BUDGET_P95_MS = 100;
const ADD_PATH = apiPath('payment', '/order/add');
const PAGE_PATH = apiPath('payment', '/order/page');
const USER_INFO_PATH = apiPath('baseUser', '/user/getUserInfo');

async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL
    ? openDatabase({ url: postgresUrl(process.env.DATABASE_URL), pgSchema })
    : openDatabase({ dataDir });
}

const orderBody = (requestId: string) => ({
  requestId,
  channelType: '网银',
  payerAccountId: PAYMENT_ACCOUNT.salesIcbc,
  payeeName: '国能黄骅港务有限责任公司',
  payeeAccountNo: '0409003109300045678',
  payeeBank: '中国工商银行黄骅支行',
  amount: '1200.50',
  purpose: '支付港口杂费（压测）',
});

interface Answer {
  ms: number;
  code: string;
  msg: string;
  id: string | undefined;
}

/** Sends every request at once; each answer's latency from the moment all were sent. */
async function burstOf(requests: (() => Promise<Response>)[]): Promise<{ answers: Answer[]; wallMs: number }> {
  const t0 = performance.now();
  const answers = await Promise.all(
    requests.map(async (send) => {
      const json = (await (await send()).json()) as { code: string; msg: string; data: { id?: string }[] };
      return { ms: performance.now() - t0, code: json.code, msg: json.msg, id: json.data[0]?.id };
    }),
  );
  return { answers, wallMs: performance.now() - t0 };
}

/** Submits every body at once. */
function burst(url: string, token: string, bodies: object[]) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const payloads = bodies.map((b) => JSON.stringify(b));
  return burstOf(payloads.map((body) => () => fetch(url + ADD_PATH, { method: 'POST', headers, body })));
}

/** How many orders the enterprise has whose number contains `orderNo` (the key's one order: 1). */
async function ordersNamed(url: string, token: string, orderNo: string): Promise<number> {
  const res = await fetch(url + PAGE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ channelType: '网银', keyword: orderNo, pageSize: 100 }),
  });
  const json = (await res.json()) as { data: { total: number }[] };
  return json.data[0].total;
}

/** The floor of any signed-in call on this machine at this moment: user info, as many at once. */
async function userInfoFloor(url: string, token: string, database: string, when: string): Promise<Row> {
  const ref = await burstOf(
    Array.from(
      { length: AT_ONCE },
      () => () => fetch(url + USER_INFO_PATH, { headers: { authorization: `Bearer ${token}` } }),
    ),
  );
  const refMs = ref.answers.map((a) => a.ms);
  return {
    database,
    case: `signed-in user info ${AT_ONCE} times at once (reference, ${when})`,
    round: 1,
    'answered 200': ref.answers.filter((a) => a.code === '200').length,
    'distinct order ids': '',
    'orders stored': '',
    'same message': '',
    'p50 ms': round(percentile(refMs, 50), 1),
    'p95 ms': round(percentile(refMs, 95), 1),
    'max ms': round(Math.max(...refMs), 1),
    'all answered ms': round(ref.wallMs, 1),
    budget: '',
  };
}

const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export async function run(): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const database = postgres ? 'PostgreSQL' : 'PGlite';
  const dataDir = tempDataDir('portal-payment-');
  const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
  const rows: Row[] = [];
  const load = [loadAvg()];
  let failed = false;
  let db = await openBenchDb(dataDir, pgSchema);
  try {
    await seedDemoData(db.db);
    await db.close();
    // The reference burst makes 100 new orders at once: above the per-user limit of new orders a minute.
    const server = await startServer({ port: 8201, dataDir, pgSchema, env: { RATE_LIMIT_WRITE: '100000' } });
    try {
      const user = await signIn(server.url, 'user');
      // Warm-up: one key (one order), so the settlement job has nothing to do during the timed rounds.
      const warm = randomUUID();
      await burst(
        server.url,
        user,
        Array.from({ length: AT_ONCE }, () => orderBody(warm)),
      );
      rows.push(await userInfoFloor(server.url, user, database, 'before'));
      for (let k = 1; k <= ROUNDS; k++) {
        const key = randomUUID();
        const { answers, wallMs } = await burst(
          server.url,
          user,
          Array.from({ length: AT_ONCE }, () => orderBody(key)),
        );
        const ids = new Set(answers.map((a) => a.id));
        const ok = answers.filter((a) => a.code === '200').length;
        const orderNo = `FK${[...ids][0] ?? ''}`;
        const stored = ids.size === 1 && [...ids][0] ? await ordersNamed(server.url, user, orderNo) : -1;
        const ms = answers.map((a) => a.ms);
        const p95 = percentile(ms, 95);
        const exactlyOne = ids.size === 1 && ok === AT_ONCE && stored === 1;
        if (!exactlyOne || p95 >= BUDGET_P95_MS) failed = true;
        console.log(
          `  same key ×${AT_ONCE} (round ${k}): ${ok} answered 200, ${ids.size} order id(s), ${stored} stored, p95 ${round(p95, 1)} ms`,
        );
        rows.push({
          database,
          case: `the same key ${AT_ONCE} times at once`,
          round: k,
          'answered 200': ok,
          'distinct order ids': ids.size,
          'orders stored': stored,
          'same message': new Set(answers.map((a) => a.msg)).size === 1,
          'p50 ms': round(percentile(ms, 50), 1),
          'p95 ms': round(p95, 1),
          'max ms': round(Math.max(...ms), 1),
          'all answered ms': round(wallMs, 1),
          budget: exactlyOne && p95 < BUDGET_P95_MS ? 'met' : 'missed',
        });
      }
      const { answers, wallMs } = await burst(
        server.url,
        user,
        Array.from({ length: AT_ONCE }, () => orderBody(randomUUID())),
      );
      const ms = answers.map((a) => a.ms);
      rows.push({
        database,
        case: `${AT_ONCE} different keys at once (reference)`,
        round: 1,
        'answered 200': answers.filter((a) => a.code === '200').length,
        'distinct order ids': new Set(answers.map((a) => a.id)).size,
        'orders stored': '',
        'same message': new Set(answers.map((a) => a.msg)).size === 1,
        'p50 ms': round(percentile(ms, 50), 1),
        'p95 ms': round(percentile(ms, 95), 1),
        'max ms': round(Math.max(...ms), 1),
        'all answered ms': round(wallMs, 1),
        budget: '',
      });
      rows.push(await userInfoFloor(server.url, user, database, 'after'));
      load.push(loadAvg());
    } finally {
      await server.stop();
    }
    db = await openBenchDb(dataDir, pgSchema);
  } finally {
    if (postgres) await db.exec(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await db.close();
    if (!postgres) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  writeResult({
    name: postgres ? 'payment-idempotence-postgres' : 'payment-idempotence',
    budgets: {
      idempotence: `${AT_ONCE} submissions of one order with the same request id at once → exactly one order, every answer naming it`,
      latency: `p95 < ${BUDGET_P95_MS} ms (each answer from the moment all were sent)`,
    },
    rows,
    notes: [
      `database: ${database}; over HTTP on loopback, signed in as user; ${ROUNDS} rounds after one untimed warm-up burst`,
      `load average (1, 5, 15 min) before → after: ${load.join(' → ')}`,
    ],
  });
  if (failed) process.exitCode = 1;
}

// Run directly (`npx tsx bench/payment-idempotence.ts`) as well as through run.ts.
if (import.meta.url === `file://${process.argv[1]}`) await run();
