/**
 * The attachment service under load (issue 15): BENCH_UPLOADS (20) uploads of a 10 MB .docx (the largest the §9 limit
 * allows: random, incompressible media in a valid docx) sent at once over HTTP to the real server, each timed from
 * its request to its answer (p50 / p95 / slowest); the server's resident memory (/proc/<pid>/status VmRSS) sampled
 * every 50 ms, its rise over the level before the burst reported. Then one 10 MB download streamed to the end (time to
 * first byte and last byte, the bytes' sha256 against the upload's, the RSS rise meanwhile). Once per store: the
 * database (attachment_chunks, the default) and a directory (ATTACHMENT_DIR).
 *
 * Budget (issue 15): the server's memory rises < 100 MB (files are streamed, never held whole). PostgreSQL when
 * DATABASE_URL is set (a schema of its own per store, dropped afterwards; writes attachment-upload-postgres.json),
 * PGlite otherwise.
 */
import fs from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { apiPath, UPLOAD_MAX_BYTES } from '@portal/shared';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DOCX_PARTS, zipOf } from '../apps/server/test/zip.ts';
import { median, percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir, type RunningServer } from './lib/server.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET_RISE_MB = 100;
const MB = 1024 * 1024;
const UPLOAD_PATH = apiPath('attachment', '/fileManager/uploadFile');
const DOWNLOAD_PATH = apiPath('attachment', '/fileManager/downloadFile');
const INFO_PATH = apiPath('attachment', '/fileManager/fileInfo');

/** A valid .docx of exactly `size` bytes: its two required parts and a scan of random bytes filling the rest. */
function docxOf(size: number): Buffer {
  const parts = Object.entries(DOCX_PARTS).map(([name, text]): [string, Buffer] => [name, Buffer.from(text)]);
  const media = 'word/media/scan.bin';
  // Stored, not deflated: the size is exact.
  const overhead = zipOf([...parts, [media, Buffer.alloc(0)]], 'store').length;
  return zipOf([...parts, [media, randomBytes(size - overhead)]], 'store');
}

/** The server's resident memory in MB, from /proc (Linux). */
function rssMB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the server's RSS every 50 ms until stopped: the level before and the highest seen. */
function sampleRss(pid: number) {
  const before = rssMB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 50);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMB(pid));
    },
  };
}

const settle = () => new Promise((res) => setTimeout(res, 1000));

/** The server's RSS and heap right after a collection (its bench-only stats route; it runs with --expose-gc). */
async function afterGc(server: RunningServer): Promise<{ rss: number; heap: number }> {
  const res = await fetch(`${server.url}/bench/realtime/stats`);
  const body = (await res.json()) as { data: { rss: number; heapUsed: number }[] };
  return { rss: body.data[0].rss / MB, heap: body.data[0].heapUsed / MB };
}

async function upload(server: RunningServer, token: string, data: Buffer, name: string) {
  const form = new FormData();
  form.append('projectType', '20');
  form.append('uploadFiles', new Blob([new Uint8Array(data)]), name);
  const t0 = performance.now();
  const res = await fetch(server.url + UPLOAD_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { code: string; msg: string; data: string[] };
  return { ms: performance.now() - t0, ok: body.code === '200', fileId: body.data[0], msg: body.msg };
}

/**
 * Other requests while `busy` runs: a file's information (one query of the area's own table), one at a time, 20 ms
 * apart; their times.
 */
async function probeWhile<T>(server: RunningServer, token: string, fileId: string, busy: Promise<T>) {
  let running = true;
  const times: number[] = [];
  const probing = (async () => {
    while (running) {
      const t = performance.now();
      await (
        await fetch(server.url + INFO_PATH, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ fileId }),
        })
      ).arrayBuffer();
      if (running) times.push(performance.now() - t);
      await new Promise((res) => setTimeout(res, 20));
    }
  })();
  try {
    return { result: await busy, times };
  } finally {
    running = false;
    await probing;
  }
}

/** One download read to its end as it arrives (hashed on the way, never collected). */
async function download(server: RunningServer, token: string, fileId: string) {
  const t0 = performance.now();
  const res = await fetch(server.url + DOWNLOAD_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileId }),
  });
  const hash = createHash('sha256');
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += chunk.length;
    hash.update(chunk);
  }
  return {
    firstByte,
    ms: performance.now() - t0,
    bytes,
    sha256: hash.digest('hex'),
    type: res.headers.get('content-type'),
  };
}

async function measureStore(store: 'database' | 'directory', data: Buffer): Promise<Row> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const pgSchema = `bench_${randomBytes(4).toString('hex')}`;
  const dir = store === 'directory' ? tempDataDir('portal-bench-attachments-') : undefined;
  const server = await startServer({
    port: 8196,
    pgSchema,
    // --expose-gc: the stats route collects garbage before it reads the memory (what is held, not yet freed).
    env: { NODE_OPTIONS: '--expose-gc', RATE_LIMIT_WRITE: '100000', ...(dir ? { ATTACHMENT_DIR: dir } : {}) },
  });
  try {
    const token = await signIn(server.url, 'user');
    // One small upload first: the route's code is loaded and compiled before anything is measured.
    const warmUp = await upload(server, token, docxOf(64 * 1024), 'warm-up.docx');
    const start = await afterGc(server);
    const rounds = [];
    let lastId = '';
    for (let k = 1; k <= ROUNDS; k++) {
      await settle();
      const rss = sampleRss(server.pid);
      const t0 = performance.now();
      const { result: answers, times: probes } = await probeWhile(
        server,
        token,
        warmUp.fileId,
        Promise.all(
          Array.from({ length: UPLOADS }, (_, i) => upload(server, token, data, `组织机构变更申请_${k}_${i}.docx`)),
        ),
      );
      const wall = performance.now() - t0;
      const peak = rss.stop();
      const collected = await afterGc(server);
      const failed = answers.filter((a) => !a.ok);
      if (failed.length) throw new Error(`${failed.length} uploads failed: ${failed[0].msg}`);
      lastId = answers[0].fileId;
      const ms = answers.map((a) => a.ms);
      rounds.push({
        wall,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        max: Math.max(...ms),
        before: rss.before,
        rise: peak - rss.before,
        heldRise: collected.rss - rss.before,
        probes,
      });
      console.log(
        `  ${store} round ${k}: ${UPLOADS} × 10 MB in ${round(wall / 1000, 1)} s, p50 ${round(percentile(ms, 50), 0)} ms, p95 ${round(percentile(ms, 95), 0)} ms, RSS ${round(rss.before, 0)} → ${round(peak, 0)} MB (${round(collected.rss, 0)} MB after a GC)`,
      );
    }
    await settle();
    const rss = sampleRss(server.pid);
    const got = await download(server, token, lastId);
    const downloadRise = rss.stop() - rss.before;
    if (got.bytes !== data.length || got.sha256 !== createHash('sha256').update(data).digest('hex'))
      throw new Error(`the download differs from the upload (${got.bytes} bytes)`);
    const worstRise = Math.max(...rounds.map((r) => r.rise), downloadRise);
    const end = await afterGc(server);
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      store,
      uploads: `${ROUNDS} × ${UPLOADS} at once`,
      'burst s (median)': round(median(rounds.map((r) => r.wall)) / 1000, 1),
      'upload p50 ms (median)': round(median(rounds.map((r) => r.p50)), 0),
      'upload p95 ms (median)': round(median(rounds.map((r) => r.p95)), 0),
      'slowest upload ms': round(Math.max(...rounds.map((r) => r.max)), 0),
      'RSS before MB': round(median(rounds.map((r) => r.before)), 0),
      'RSS rise MB: median / largest': `${round(median(rounds.map((r) => r.rise)), 1)} / ${round(Math.max(...rounds.map((r) => r.rise)), 1)}`,
      'RSS rise after a GC MB (largest)': round(Math.max(...rounds.map((r) => r.heldRise)), 1),
      'heap after GC MB: start → end': `${round(start.heap, 0)} → ${round(end.heap, 0)}`,
      'fileInfo meanwhile: n, p50 / max ms': `${rounds.flatMap((r) => r.probes).length}, ${round(
        percentile(
          rounds.flatMap((r) => r.probes),
          50,
        ),
        0,
      )} / ${round(Math.max(...rounds.flatMap((r) => r.probes)), 0)}`,
      'download 10 MB: first byte / all ms': `${round(got.firstByte, 0)} / ${round(got.ms, 0)}`,
      'download RSS rise MB': round(downloadRise, 1),
      budget: worstRise < BUDGET_RISE_MB ? 'met' : 'missed',
    };
  } finally {
    await server.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (postgres) {
      const db = await openDatabase({ url: postgresUrl(process.env.DATABASE_URL!) });
      await db.exec(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await db.close();
    }
  }
}

export async function run(): Promise<void> {
  const data = docxOf(UPLOAD_MAX_BYTES);
  const rows: Row[] = [];
  for (const store of ['database', 'directory'] as const) rows.push(await measureStore(store, data));
  writeResult({
    name: process.env.DATABASE_URL ? 'attachment-upload-postgres' : 'attachment-upload',
    budgets: { memory: `server RSS rises < ${BUDGET_RISE_MB} MB during ${UPLOADS} concurrent 10 MB uploads` },
    rows,
    notes: [
      `each round: ${UPLOADS} uploads of the same ${round(data.length / MB, 2)} MB docx sent at once; p50 / p95 of their times, median over ${ROUNDS} rounds`,
      'RSS from /proc/<pid>/status every 50 ms; rise over the level 1 s after the previous round (after one warm-up upload)',
      'after a GC: the server collects garbage (--expose-gc) at the end of each round, then its RSS and heap are read',
      'download: one 10 MB file read to its end as it streams, its sha256 checked against the upload',
    ],
  });
}
