/**
 * Data growth: each fixture (users: 1k, 10k, 100k users with enterprises and live sessions; notices: 10k, 100k,
 * 1M notices over 10k users) grown size by size, then sign-in and the signed-in reads at each size: each read's
 * first request per user (uncached: the query itself), then its throughput under load. The cost should stay flat
 * as data grows (indexed lookups).
 * PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped afterwards), PGlite otherwise.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { hashPassword } from '../apps/server/src/platform/auth/tokens.ts';
import { GROWTH_FIXTURES, type GrowthFixture, type GrowthRead } from './lib/growth-fixtures.ts';
import { median, percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);
const CONNECTIONS = 50;
const SIGN_INS = 15;
/** Users whose first read is timed, per read: each one a cache miss, so the database's own cost. */
const COLD_USERS = 100;

/**
 * Which bulk user the k-th of `count` picks is, spread over the whole table. Reads use odd-numbered users and
 * sign-ins even-numbered ones, so no read presents a session that a sign-in (at this or an earlier size) ended.
 * `offset` (0..1) keeps different sets of picks apart.
 */
function spreadUser(users: number, k: number, count: number, offset = 0.5): number {
  return 2 * Math.floor(((k % count) + offset) * ((users / 2 - 1) / count)) + 1;
}

async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL
    ? openDatabase({ url: postgresUrl(process.env.DATABASE_URL), pgSchema })
    : openDatabase({ dataDir });
}

function requestFor(fx: GrowthFixture, read: GrowthRead, i: number) {
  return {
    method: read.method,
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      authorization: `Bearer ${fx.token(i)}`,
    },
    body: read.body ? JSON.stringify(read.body(i)) : undefined,
  };
}

/**
 * The first read of COLD_USERS users nothing has touched since the server started (the first of them, user 1,
 * is the fixture's heaviest where it has one): per-user caches miss, so this is the query behind the read.
 * Sequential, one at a time.
 */
async function measureCold(url: string, fx: GrowthFixture, size: number, read: GrowthRead, readIndex: number) {
  const users = fx.users(size);
  const total = COLD_USERS * fx.reads.length;
  const ms: number[] = [];
  let bad = 0;
  // One untimed request by a user outside the set: the server's first pass through this read (code not yet
  // optimised, a pool connection to open) is not the data's cost.
  await (await fetch(url + read.path, requestFor(fx, read, users - 1 - 2 * readIndex))).arrayBuffer();
  for (let k = 0; k < COLD_USERS; k++) {
    const i = spreadUser(users, readIndex * COLD_USERS + k, total, 0);
    const t = performance.now();
    const res = await fetch(url + read.path, requestFor(fx, read, i));
    const body = (await res.json()) as { code?: string };
    ms.push(performance.now() - t);
    if (!res.ok || body.code !== '200') bad += 1;
  }
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), bad };
}

async function measureRead(url: string, fx: GrowthFixture, size: number, read: GrowthRead) {
  let n = 0;
  // Rotate over 200 users spread across the whole table, so no single row stays hot.
  const pick = () => spreadUser(fx.users(size), n++, 200);
  const r = await autocannon({
    url: url + read.path,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: read.method,
        setupRequest: (req: { headers?: Record<string, string> }) => {
          const r = requestFor(fx, read, pick());
          return { ...req, headers: { ...req.headers, ...r.headers }, body: r.body };
        },
      },
    ],
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  const only = process.env.BENCH_GROWTH_FIXTURES?.split(',');
  for (const fx of GROWTH_FIXTURES.filter((f) => !only || only.includes(f.name))) {
    const dataDir = tempDataDir('portal-growth-');
    const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
    const passwordHash = await hashPassword('Portal@2026');
    let db = await openBenchDb(dataDir, pgSchema);
    await seedDemoData(db.db);
    let have = 0;
    const baseline = new Map<string, number>();
    try {
      for (const size of fx.sizes) {
        const t0 = Date.now();
        await fx.grow((sql) => db.exec(sql), have, size, passwordHash);
        const loadSeconds = (Date.now() - t0) / 1000;
        have = size;
        await db.close();
        const server = await startServer({ port: 8192, dataDir, pgSchema });
        try {
          const signInMs: number[] = [];
          for (let k = 0; k < SIGN_INS; k++) {
            const t = performance.now();
            // Sign-in ends the user's bulk session, so sign in users the reads do not use (even-numbered).
            await signIn(server.url, fx.account(fx.users(size) - 2 * k));
            signInMs.push(performance.now() - t);
          }
          rows.push({ fixture: fx.name, size, step: 'bulk load (s)', value: round(loadSeconds, 1) });
          rows.push({
            fixture: fx.name,
            size,
            step: 'sign-in p50 ms',
            value: round(median(signInMs), 1),
            'p99 ms': round(percentile(signInMs, 99), 1),
          });
          // Cold first: before the load below warms the caches.
          for (const [r, read] of fx.reads.entries()) {
            const c = await measureCold(server.url, fx, size, read, r);
            rows.push({
              fixture: fx.name,
              size,
              step: `${read.name}, first read (uncached) ms`,
              value: round(c.p50, 1),
              'p99 ms': round(c.p99, 1),
              'max ms': round(c.max, 1),
              'non-2xx': c.bad,
            });
          }
          for (const read of fx.reads) {
            await measureRead(server.url, fx, size, read); // warm-up
            const f = await measureRead(server.url, fx, size, { ...read });
            const key = `${fx.name}:${read.name}`;
            if (!baseline.has(key)) baseline.set(key, f.rps);
            rows.push({
              fixture: fx.name,
              size,
              step: `${read.name} req/s`,
              value: round(f.rps, 0),
              'p50 ms': f.p50,
              'p99 ms': f.p99,
              'vs smallest': round(f.rps / baseline.get(key)!, 2),
              'non-2xx': f.bad,
            });
          }
        } finally {
          await server.stop();
        }
        db = await openBenchDb(dataDir, pgSchema);
      }
    } finally {
      if (process.env.DATABASE_URL) await db.exec(`DROP SCHEMA "${pgSchema}" CASCADE`);
      await db.close();
    }
  }
  writeResult({
    // One file per database, so that both sets of figures stay.
    name: process.env.DATABASE_URL ? 'data-growth-postgres' : 'data-growth',
    budgets: {
      growth: 'signed-in reads and sign-in stay flat from 1k to 100k users (vs smallest ≈ 1)',
      notices:
        'unread < 10 ms; notice page and category counts p50 < 5 ms, p99 < 15 ms, flat from 10k, at 1,000,000 notices on PostgreSQL (first read, uncached)',
    },
    rows,
    notes: [
      `${CONNECTIONS} connections × ${SECONDS} s per read after a warm-up; ${SIGN_INS} sequential sign-ins per size; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
      `first read (uncached): the first request of each of ${COLD_USERS} users untouched since the server started, one at a time, over HTTP on loopback; for notices the first is user 1, who holds a tenth of all notices`,
    ],
  });
}
