/**
 * Users administration at 100,000 users (issue 12): the user list page (findUserByPage) and its export
 * (findUserExport, an .xlsx streamed by export.ts while the rows are read 1,000 at a time by keyset).
 * 100,000 bulk users (generate_series) spread over the demo enterprises 351000000000000002…007, each with a
 * membership and a role there, created a second apart (so the list's newest-first order is their reverse number).
 * Pages: the operations side (superadmin, every user) at the first, second, 100th, middle and last page, and with an
 * account filter (a rare match, and one every bulk user matches), and a company admin's first page (entadmin: the
 * members of 351000000000000002); each BENCH_PAGE_REQUESTS sequential requests after 5 untimed ones, p50 / p95.
 * Export: the whole list by superadmin, BENCH_ROUNDS times: wall time, bytes, rows counted by exceljs's streaming
 * reader; the server's RSS (/proc/<pid>/status) sampled every 50 ms, its rise over the level before the export;
 * signed-in user info requested one at a time meanwhile.
 *
 * Budgets (issue 12): page p50 < 20 ms; the export streams 100,000 rows with the server's memory rising < 100 MB.
 * PostgreSQL when DATABASE_URL is set (a schema of its own, dropped afterwards; writes user-admin-postgres.json),
 * PGlite otherwise.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { apiPath } from '@portal/shared';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { BULK_ENTS, seedBulkUsers } from './lib/bulk-users.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { median, percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir, type RunningServer } from './lib/server.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE_SIZE = 10;
const BUDGET_PAGE_P50_MS = 20;
const BUDGET_RISE_MB = 100;
const MB = 1024 * 1024;
/** The demo enterprises the bulk users belong to (sales … the Ningxia branch). */
const ENTS = BULK_ENTS;

const PAGE_PATH = apiPath('manage', '/management/findUserByPage');
const EXPORT_PATH = apiPath('manage', '/management/findUserByPage/export');
const USER_INFO_PATH = apiPath('baseUser', '/user/getUserInfo');

async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL
    ? openDatabase({ url: postgresUrl(process.env.DATABASE_URL), pgSchema })
    : openDatabase({ dataDir });
}

/** Signs in and passes the §2.5 admin phone-code check (the development SMS outbox gives the code). */
async function verifiedAdmin(url: string, account: string, phone: string): Promise<string> {
  const token = await signIn(url, account);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sent = (await (
    await fetch(url + apiPath('baseUser', '/user/sendPhoneCode'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ phone, tokenType: 101 }),
    })
  ).json()) as { code: string; msg: string; data: { bizId: string }[] };
  if (sent.code !== '200') return token; // not an admin session: nothing to check
  const outbox = (await (await fetch(`${url}/japi/dev/sms-outbox?phone=${phone}`)).json()) as {
    data: { code: string }[];
  };
  const res = (await (
    await fetch(url + apiPath('baseUser', '/user/verifyPhoneCode'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ phone, code: outbox.data[0].code, bizId: sent.data[0].bizId }),
    })
  ).json()) as { code: string; msg: string };
  if (res.code !== '200') throw new Error(`${account}: phone check failed: ${res.msg}`);
  return token;
}

interface PageCase {
  name: string;
  who: 'superadmin' | 'entadmin';
  /** The page's request; none: the reference read (signed-in user info, a GET). */
  body?: Record<string, unknown>;
}

interface PageAnswer {
  code: string;
  msg: string;
  data: { records: unknown[]; total: number }[];
}

async function post(url: string, token: string, path: string, body: unknown): Promise<Response> {
  return fetch(url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify(body),
  });
}

/** REQUESTS sequential requests of one page (after 5 untimed): p50 / p95 / slowest, and what the page answered. */
async function timePage(url: string, token: string, c: PageCase) {
  let last: PageAnswer | undefined;
  const once = async () => {
    const res = c.body
      ? await post(url, token, PAGE_PATH, c.body)
      : await fetch(url + USER_INFO_PATH, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    last = (await res.json()) as PageAnswer;
    if (last.code !== '200') throw new Error(`${c.name}: ${last.code} ${last.msg}`);
  };
  for (let k = 0; k < 5; k++) await once();
  const ms: number[] = [];
  for (let k = 0; k < REQUESTS; k++) {
    const t = performance.now();
    await once();
    ms.push(performance.now() - t);
  }
  return {
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: Math.max(...ms),
    records: c.body ? last!.data[0].records.length : null,
    total: c.body ? last!.data[0].total : null,
  };
}

/** The server's resident memory in MB, from /proc (Linux), as tax-import reads it. */
function rssMB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server's heap after a collection (its bench-only stats route; the server runs with --expose-gc). */
async function heapMB(url: string): Promise<number> {
  const body = (await (await fetch(`${url}/bench/realtime/stats`)).json()) as { data: { heapUsed: number }[] };
  return body.data[0].heapUsed / MB;
}

/** Data rows (all but the header) of the first worksheet, read by exceljs's streaming reader. */
async function countRows(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) rows += 1;
    break;
  }
  return rows - 1;
}

/**
 * One full export: seconds to the last byte, bytes, first byte, the server's RSS before and at its peak, and how long
 * signed-in user info took meanwhile (does the export hold up the server's other requests?).
 */
async function timedExport(server: RunningServer, token: string) {
  await new Promise((res) => setTimeout(res, 500));
  const heapBefore = await heapMB(server.url);
  await new Promise((res) => setTimeout(res, 200));
  const before = rssMB(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMB(server.pid))), 50);
  // Other requests meanwhile: signed-in user info, one at a time, until the export ends.
  let exporting = true;
  const probes: number[] = [];
  const probing = (async () => {
    while (exporting) {
      const t = performance.now();
      await (await fetch(server.url + USER_INFO_PATH, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
      if (exporting) probes.push(performance.now() - t);
      await new Promise((res) => setTimeout(res, 20));
    }
  })();
  const t0 = performance.now();
  try {
    const res = await post(server.url, token, EXPORT_PATH, {});
    if (!res.ok || !res.headers.get('content-type')?.includes('spreadsheetml')) {
      throw new Error(`export answered ${res.status} ${await res.text()}`);
    }
    const chunks: Buffer[] = [];
    let firstByte = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByte) firstByte = performance.now() - t0;
      chunks.push(Buffer.from(chunk));
    }
    const seconds = (performance.now() - t0) / 1000;
    exporting = false;
    await probing;
    clearInterval(sampler);
    peak = Math.max(peak, rssMB(server.pid));
    const heapAfter = await heapMB(server.url);
    return { seconds, firstByte, file: Buffer.concat(chunks), before, peak, heapBefore, heapAfter, probes };
  } finally {
    exporting = false;
    clearInterval(sampler);
  }
}

export async function run(): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const database = postgres ? 'PostgreSQL' : 'PGlite';
  const dataDir = tempDataDir('portal-user-admin-');
  const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
  const rows: Row[] = [];
  const exports: Row[] = [];
  let db = await openBenchDb(dataDir, pgSchema);
  let loadSeconds: number;
  try {
    await seedDemoData(db.db);
    const t0 = Date.now();
    // Every 7th an external user (userSource 2), every 13th disabled: the filters have something to find.
    await seedBulkUsers(db, {
      n: USERS,
      password: 'Portal@2026',
      idPrefix: 'bu',
      accountPrefix: 'bench_u',
      namePrefix: '压测用户',
      phonePrefix: '139',
      userSourceSql: '1 + (i % 7 = 0)::int',
      statusSql: '(i % 13 <> 0)::int',
    });
    loadSeconds = (Date.now() - t0) / 1000;
    await db.close();
    // --expose-gc: the stats route collects garbage before it reads the heap.
    const server = await startServer({ port: 8198, dataDir, pgSchema, env: { NODE_OPTIONS: '--expose-gc' } });
    try {
      const tokens = {
        superadmin: await verifiedAdmin(server.url, 'superadmin', '13800000001'),
        entadmin: await verifiedAdmin(server.url, 'entadmin', '13800000002'),
      };
      const page = (currentPage: number, filter: Record<string, unknown> = {}) => ({
        currentPage,
        pageSize: PAGE_SIZE,
        ...filter,
      });
      const everyone = (await (await post(server.url, tokens.superadmin, PAGE_PATH, page(1))).json()) as PageAnswer;
      const lastPage = Math.ceil(everyone.data[0].total / PAGE_SIZE);
      const cases: PageCase[] = [
        // The cost of any signed-in request here (session, permissions, envelope), for scale.
        { name: 'reference: signed-in user info', who: 'superadmin' },
        { name: 'first page', who: 'superadmin', body: page(1) },
        { name: 'page 2', who: 'superadmin', body: page(2) },
        { name: 'page 100', who: 'superadmin', body: page(100) },
        { name: `page ${lastPage >> 1} (the middle)`, who: 'superadmin', body: page(lastPage >> 1) },
        { name: `page ${lastPage} (the last)`, who: 'superadmin', body: page(lastPage) },
        { name: 'account contains "u1234" (11 users)', who: 'superadmin', body: page(1, { account: 'u1234' }) },
        { name: 'account contains "bench" (every bulk user)', who: 'superadmin', body: page(1, { account: 'bench' }) },
        { name: 'enterprise filter (351000000000000003)', who: 'superadmin', body: page(1, { entId: ENTS[1] }) },
        { name: 'company admin: first page', who: 'entadmin', body: page(1) },
      ];
      for (const c of cases) {
        const m = await timePage(server.url, tokens[c.who], c);
        console.log(`  ${c.who} ${c.name}: p50 ${round(m.p50, 1)} ms, p95 ${round(m.p95, 1)} ms (total ${m.total})`);
        rows.push({
          database,
          caller: c.who,
          page: c.name,
          total: m.total,
          records: m.records,
          'p50 ms': round(m.p50, 1),
          'p95 ms': round(m.p95, 1),
          'max ms': round(m.max, 1),
          budget: !c.body ? '' : m.p50 < BUDGET_PAGE_P50_MS ? 'met' : 'missed',
        });
      }
      for (let k = 1; k <= ROUNDS; k++) {
        const e = await timedExport(server, tokens.superadmin);
        const exported = await countRows(e.file);
        const rise = e.peak - e.before;
        console.log(
          `  export ${k}: ${exported} rows, ${round(e.seconds, 1)} s, ${round(e.file.length / MB, 2)} MB, RSS ${round(e.before, 0)} → ${round(e.peak, 0)} MB`,
        );
        exports.push({
          database,
          round: k,
          'rows in the file': exported,
          'file MB': round(e.file.length / MB, 2),
          'first byte ms': round(e.firstByte, 0),
          seconds: round(e.seconds, 2),
          'rows/s': round(exported / e.seconds, 0),
          'RSS before MB': round(e.before, 0),
          'RSS peak MB': round(e.peak, 0),
          'RSS rise MB': round(rise, 1),
          'heap after GC before → after MB': `${round(e.heapBefore, 0)} → ${round(e.heapAfter, 0)}`,
          'user info meanwhile: n, p50 / max ms': `${e.probes.length}, ${round(percentile(e.probes, 50), 0)} / ${round(Math.max(...e.probes), 0)}`,
          budget: exported >= USERS && rise < BUDGET_RISE_MB ? 'met' : 'missed',
        });
      }
    } finally {
      await server.stop();
    }
    db = await openBenchDb(dataDir, pgSchema);
  } finally {
    if (postgres) await db.exec(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await db.close();
    if (!postgres) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const rises = exports.map((r) => Number(r['RSS rise MB']));
  writeResult({
    name: postgres ? 'user-admin-postgres' : 'user-admin',
    budgets: {
      page: `findUserByPage p50 < ${BUDGET_PAGE_P50_MS} ms at ${USERS} users`,
      export: `findUserExport streams all ${USERS} users with the server's RSS rising < ${BUDGET_RISE_MB} MB`,
    },
    rows,
    tables: {
      [`export of every user, ${ROUNDS} rounds (largest RSS rise ${round(Math.max(...rises), 1)} MB, median seconds ${round(median(exports.map((r) => Number(r.seconds))), 2)})`]:
        exports,
    },
    notes: [
      `${USERS} bulk users over ${ENTS.length} demo enterprises (loaded in ${round(loadSeconds, 1)} s) plus the demo's own; database: ${database}`,
      `pages of ${PAGE_SIZE}: ${REQUESTS} sequential requests each after 5 untimed, over HTTP on loopback; superadmin sees every user, entadmin the members of ${ENTS[0]}`,
      'export: timed from the request to its last byte; rows counted by exceljs streaming reader afterwards; RSS sampled every 50 ms from /proc; heap read after a collection',
    ],
  });
}
