/**
 * The organisation tree at several thousand nodes (issue 15). The demo tree (615 nodes) grown by bulk SQL
 * (generate_series) to BENCH_ORG_NODES: 1,000 level-3 companies under one level-2 company (国能信息技术 10180000, the
 * "large branch"), the rest level-4 companies spread over the level-3 ones; paths computed in SQL, then
 * `VACUUM ANALYZE`. Over HTTP, signed in as `user` (enterprise user: the organisation menu): the whole tree
 * (`getAll` without a parent; a cached, pre-encoded answer) asked as a browser does (accept-encoding gzip, br) and
 * without compression; the children of the large branch; a search page of its subtree, and a keyword search. Each
 * BENCH_PAGE_REQUESTS sequential requests after 5 untimed, p50 / p95. Then the rebuild: `ops` adds a company (the
 * tree's cache is dropped) and the next whole-tree request is timed, BENCH_ROUNDS times.
 *
 * Budget (issue 15): the whole tree p50 < 50 ms. PostgreSQL when DATABASE_URL is set (a schema of its own, dropped
 * afterwards; writes organisation-postgres.json), PGlite otherwise.
 */
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { apiPath, isCreditCode } from '@portal/shared';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir } from './lib/server.ts';

const NODES = Number(process.env.BENCH_ORG_NODES ?? 5000);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET_TREE_P50_MS = 50;
const BRANCH = '10180000';
const BRANCH_CHILDREN = 1000;

const ALL_PATH = apiPath('manage', '/organization/getAll');
const PAGE_PATH = apiPath('manage', '/organization/getAllByPage');
const ADD_PATH = apiPath('manage', '/organization/addOrg');

async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL
    ? openDatabase({ url: postgresUrl(process.env.DATABASE_URL), pgSchema })
    : openDatabase({ dataDir });
}

/** Grows the seeded tree to `total` nodes: the large branch's level-3 companies, then level-4 ones round-robin. */
async function growTree(db: Database, total: number): Promise<void> {
  const node = (code: string, level: number, parent: string) =>
    `SELECT ${code}, '压测单位' || i, p.customer_code, ${level}, 'B' || lpad(${code}, 17, '0'), 1, p.cat,
       p.path || '.' || ${code}, i FROM ${parent}`;
  await db.exec(`INSERT INTO org_nodes (customer_code, customer_register_name, parent_customer_code, company_level,
      socialcreditcode, status, cat, path, sort)
    ${node(`(60000000 + i)::text`, 3, `generate_series(1, ${BRANCH_CHILDREN}) i, org_nodes p WHERE p.customer_code = '${BRANCH}'`)}`);
  const rest = total - (await count(db));
  if (rest > 0) {
    await db.exec(`WITH l3 AS (SELECT customer_code, cat, path, row_number() OVER (ORDER BY customer_code) - 1 AS k,
        count(*) OVER () AS n FROM org_nodes WHERE company_level = 3 AND customer_code < '6')
      INSERT INTO org_nodes (customer_code, customer_register_name, parent_customer_code, company_level,
        socialcreditcode, status, cat, path, sort)
      ${node(`(70000000 + i)::text`, 4, `generate_series(1, ${rest}) i JOIN l3 p ON p.k = i % p.n`)}`);
  }
  await db.exec('VACUUM ANALYZE');
}

async function count(db: Database): Promise<number> {
  const res = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from org_nodes`);
  return res.rows[0].n;
}

interface Case {
  name: string;
  path: string;
  query?: Record<string, string>;
  encoding?: string;
}

/**
 * One request, read to its last byte (decompressed, as fetch does for a browser). Only `parse` reads the JSON (the
 * counts of the table): the timings are the server's and the wire's, not the client's JSON.parse of a 1 MB tree.
 */
async function get(url: string, token: string, c: Case, parse = false): Promise<{ bytes: number; count: number }> {
  const qs = c.query ? `?${new URLSearchParams(c.query).toString()}` : '';
  const res = await fetch(url + c.path + qs, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': c.encoding ?? 'identity' },
  });
  const text = await res.text();
  if (!text.startsWith('{"code":"200"')) throw new Error(`${c.name}: ${text.slice(0, 200)}`);
  if (!parse) return { bytes: 0, count: 0 };
  const body = JSON.parse(text) as { data: { total?: number }[] };
  const wire = Number(res.headers.get('content-length') ?? text.length);
  return { bytes: wire, count: c.path === PAGE_PATH ? (body.data[0].total ?? 0) : body.data.length };
}

/** REQUESTS sequential requests after 5 untimed: p50 / p95 / slowest, and what the answer holds. */
async function timeCase(url: string, token: string, c: Case) {
  const answer = await get(url, token, c, true);
  for (let k = 0; k < 4; k++) await get(url, token, c);
  const ms: number[] = [];
  for (let k = 0; k < REQUESTS; k++) {
    const t = performance.now();
    await get(url, token, c);
    ms.push(performance.now() - t);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms), ...answer };
}

/** A change drops the cached tree; the next whole-tree request builds and encodes it again. */
async function timeRebuild(url: string, user: string, ops: string, round: number): Promise<number> {
  const add = await fetch(url + ADD_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      parentCustomerCode: BRANCH,
      customerRegisterName: `压测新增单位${round}`,
      cat: 'support',
      socialcreditcode: creditCodeOf(round),
    }),
  });
  const body = (await add.json()) as { code: string; msg: string };
  if (body.code !== '200') throw new Error(`addOrg: ${body.code} ${body.msg}`);
  const t = performance.now();
  await get(url, user, { name: 'rebuild', path: ALL_PATH, encoding: 'gzip, br' });
  return performance.now() - t;
}

/** A valid GB 32100 code for the k-th added company: 91 + Beijing + a 9-digit code + the check the shared rule takes. */
function creditCodeOf(k: number): string {
  const body = `91110000${String(987_650_000 + k).padStart(9, '0')}`;
  return body + [...'0123456789ABCDEFGHJKLMNPQRTUWXY'].find((c) => isCreditCode(body + c))!;
}

export async function run(): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const database = postgres ? 'PostgreSQL' : 'PGlite';
  const dataDir = tempDataDir('portal-organisation-');
  const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
  const rows: Row[] = [];
  const rebuilds: number[] = [];
  const load: string[] = [
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
  ];
  let db = await openBenchDb(dataDir, pgSchema);
  let nodes: number;
  try {
    await seedDemoData(db.db);
    await growTree(db, NODES);
    nodes = await count(db);
    await db.close();
    const server = await startServer({ port: 8199, dataDir, pgSchema });
    try {
      const user = await signIn(server.url, 'user');
      const ops = await signIn(server.url, 'ops');
      const cases: Case[] = [
        { name: 'whole tree (gzip, br: a browser)', path: ALL_PATH, encoding: 'gzip, deflate, br' },
        { name: 'whole tree (uncompressed)', path: ALL_PATH },
        { name: `children of ${BRANCH} (the large branch)`, path: ALL_PATH, query: { parentCustomerCode: BRANCH } },
        { name: `search: subtree of ${BRANCH}, first page`, path: PAGE_PATH, query: { parentCustomerCode: BRANCH } },
        {
          name: `search: subtree of ${BRANCH}, page 50`,
          path: PAGE_PATH,
          query: { parentCustomerCode: BRANCH, currentPage: '50' },
        },
        { name: 'search: keyword "压测单位12" (whole tree)', path: PAGE_PATH, query: { keyword: '压测单位12' } },
      ];
      for (const c of cases) {
        const m = await timeCase(server.url, user, c);
        console.log(`  ${c.name}: p50 ${round(m.p50, 1)} ms, p95 ${round(m.p95, 1)} ms (${m.count}, ${m.bytes} B)`);
        rows.push({
          database,
          case: c.name,
          'nodes / total': m.count,
          'bytes on the wire': m.bytes,
          'p50 ms': round(m.p50, 1),
          'p95 ms': round(m.p95, 1),
          'max ms': round(m.max, 1),
          budget: c.path === ALL_PATH && !c.query ? (m.p50 < BUDGET_TREE_P50_MS ? 'met' : 'missed') : '',
        });
      }
      for (let k = 1; k <= ROUNDS; k++) rebuilds.push(await timeRebuild(server.url, user, ops, k));
      console.log(`  rebuild after a change: ${rebuilds.map((ms) => round(ms, 0)).join(', ')} ms`);
      load.push(
        os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' '),
      );
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
    name: postgres ? 'organisation-postgres' : 'organisation',
    budgets: { tree: `organisation getAll (whole tree) p50 < ${BUDGET_TREE_P50_MS} ms at ${nodes} nodes` },
    rows,
    tables: {
      'whole tree rebuilt after a change (addOrg drops the cache; the next getAll builds it), ms': rebuilds.map(
        (ms, i) => ({ database, round: i + 1, ms: round(ms, 1) }),
      ),
    },
    notes: [
      `${nodes} nodes (the demo's 615, ${BRANCH_CHILDREN} level-3 companies under ${BRANCH}, the rest level 4); database: ${database}`,
      `${REQUESTS} sequential requests per case after 5 untimed, over HTTP on loopback, signed in as user`,
      `load average (1, 5, 15 min) before → after: ${load.join(' → ')}`,
    ],
  });
}
