/**
 * Data growth: the users fixture grown to 1k, 10k and 100k users (with enterprises and live sessions), then
 * sign-in and the signed-in reads at each size. The cost should stay flat as data grows (indexed lookups).
 * PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped afterwards), PGlite otherwise.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
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

async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL ? openDatabase({ url: process.env.DATABASE_URL, pgSchema }) : openDatabase({ dataDir });
}

async function measureRead(url: string, fx: GrowthFixture, size: number, read: GrowthRead) {
  let n = 0;
  // Rotate over 200 users spread across the whole table, so no single row stays hot. Reads use odd-numbered users,
  // sign-ins even-numbered ones, so no read ever presents a session that a sign-in (at this or an earlier size) ended.
  const pick = () => 2 * Math.floor(((n++ % 200) + 0.5) * (size / 400)) + 1;
  const r = await autocannon({
    url: url + read.path,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{
      method: read.method,
      setupRequest: (req: { headers?: Record<string, string> }) => {
        const i = pick();
        return {
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', authorization: `Bearer ${fx.token(i)}` },
          body: read.body ? JSON.stringify(read.body(i)) : undefined,
        };
      },
    }],
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  for (const fx of GROWTH_FIXTURES) {
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
        await fx.grow(db.exec, have, size, passwordHash);
        const loadSeconds = (Date.now() - t0) / 1000;
        have = size;
        await db.close();
        const server = await startServer({ port: 8192, dataDir, pgSchema });
        try {
          const signInMs: number[] = [];
          for (let k = 0; k < SIGN_INS; k++) {
            const t = performance.now();
            // Sign-in ends the user's bulk session, so sign in users the reads do not use (even-numbered).
            await signIn(server.url, fx.account(size - 2 * k));
            signInMs.push(performance.now() - t);
          }
          rows.push({ fixture: fx.name, size, step: 'bulk load (s)', value: round(loadSeconds, 1) });
          rows.push({ fixture: fx.name, size, step: 'sign-in p50 ms', value: round(median(signInMs), 1), 'p99 ms': round(percentile(signInMs, 99), 1) });
          for (const read of fx.reads) {
            await measureRead(server.url, fx, size, read); // warm-up
            const f = await measureRead(server.url, fx, size, { ...read });
            const key = `${fx.name}:${read.name}`;
            if (!baseline.has(key)) baseline.set(key, f.rps);
            rows.push({
              fixture: fx.name, size, step: `${read.name} req/s`, value: round(f.rps, 0),
              'p50 ms': f.p50, 'p99 ms': f.p99, 'vs smallest': round(f.rps / baseline.get(key)!, 2), 'non-2xx': f.bad,
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
    name: 'data-growth',
    budgets: { growth: 'signed-in reads and sign-in stay flat from 1k to 100k users (vs smallest ≈ 1)' },
    rows,
    notes: [`${CONNECTIONS} connections × ${SECONDS} s per read after a warm-up; ${SIGN_INS} sequential sign-ins per size; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`],
  });
}
