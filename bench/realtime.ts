/**
 * Realtime: BENCH_SOCKETS (10,000) websockets held by one instance, half on the chat (a HEARTBEAT every 5 s, §4) and
 * half on the message channel (every 10 s), each opened as a browser does (a ticket from the wsTicket call, the
 * page's Origin), from this process over four loopback addresses. Measured: the server's memory (RSS, from its bench
 * stats route) before the sockets and after holding them BENCH_HOLD_SECONDS with their heartbeats and the server's
 * pings; a broadcast to every socket (from the request leaving here to the last socket receiving it), 5 rounds.
 * With DATABASE_URL, also two instances on one database: a probe published on instance A (POST → bus event →
 * LISTEN/NOTIFY) until it reaches a socket held by instance B, BENCH_PROBES times, one at a time.
 * Budgets (ARCHITECTURE.md and the realtime issue): RSS rise < 400 MB, broadcast < 1 s, cross-instance p99 < 100 ms.
 * Needs an open-file limit above the socket count in this process and the server's (which inherits it).
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { postgresUrl } from '../apps/server/src/config.ts';
import { median, percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer } from './lib/server.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS ?? 20);
const PROBES = Number(process.env.BENCH_PROBES ?? 200);
const BROADCASTS = 5;
const CONNECTING_AT_ONCE = 200;
/** Client sockets are spread over several source addresses, so no run runs short of ephemeral ports. */
const LOOPBACKS = ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4'];
const HEARTBEAT = '{"type":"HEARTBEAT"}';
const PROBE_PREFIX = '{"type":"HEARTBEAT","content":"';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const mb = (bytes: number) => round(bytes / 2 ** 20, 1);

function openFileLimit(): number {
  try {
    const m = /Max open files\s+(\d+|unlimited)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return !m || m[1] === 'unlimited' ? Infinity : Number(m[1]);
  } catch {
    return Infinity;
  }
}

async function ticketOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/japi/api/realtime/ticket`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: string; msg: string; data: { ticket: string }[] };
  if (body.code !== '200') throw new Error(`wsTicket: ${body.code} ${body.msg}`);
  return body.data[0].ticket;
}

async function stats(url: string): Promise<{ sockets: number; rss: number; heapUsed: number }> {
  const body = (await (await fetch(`${url}/bench/realtime/stats`)).json()) as {
    data: { sockets: number; rss: number; heapUsed: number }[];
  };
  return body.data[0];
}

/**
 * The server's memory once its start-up is over: the migrations, the seed and the embedded database's start leave
 * hundreds of MB that the process hands back over the next seconds, which would otherwise hide the sockets' cost.
 * Read until RSS moves less than 2 MB over three seconds (at most a minute).
 */
async function settledStats(url: string): Promise<{ sockets: number; rss: number; heapUsed: number }> {
  const readings = [await stats(url)];
  for (let i = 0; i < 60; i++) {
    await sleep(1000);
    readings.push(await stats(url));
    const last = readings.slice(-4).map((r) => r.rss);
    if (last.length === 4 && Math.max(...last) - Math.min(...last) < 2 * 2 ** 20) break;
  }
  return readings[readings.length - 1];
}

/** One socket, open or null (refused over HTTP, or closed before it opened). */
function openOne(url: string, origin: string, localAddress: string): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const s = new WebSocket(url, { origin, localAddress, handshakeTimeout: 30_000, perMessageDeflate: false });
    s.on('error', () => undefined);
    s.once('open', () => resolve(s));
    s.once('unexpected-response', () => {
      s.terminate();
      resolve(null);
    });
    s.once('close', () => resolve(null));
  });
}

/** Even sockets on the chat, odd ones on the message channel; a fresh ticket every 30 s (they last 60). */
async function openFleet(url: string, token: string, count: number, onText: (text: string) => void) {
  const wsBase = url.replace(/^http/, 'ws');
  let ticket = await ticketOf(url, token);
  let ticketAt = Date.now();
  const sockets: WebSocket[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      if (Date.now() - ticketAt > 30_000) {
        ticketAt = Date.now();
        ticket = await ticketOf(url, token);
      }
      const path =
        i % 2 === 0 ? `/japi/ws/chat/online/websocket?ticket=${ticket}` : `/ws/websocket/message/service/${ticket}`;
      const s = await openOne(wsBase + path, url, LOOPBACKS[i % LOOPBACKS.length]);
      if (!s) continue;
      s.on('message', (data, isBinary) => !isBinary && onText(data.toString('utf8')));
      sockets[i] = s;
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
  return { sockets, seconds: (performance.now() - started) / 1000 };
}

/** The clients' heartbeats of §4: chat sockets every 5 s, message-channel sockets every 10 s, spread over the second ticks. */
function heartbeats(sockets: WebSocket[]): () => void {
  let tick = 0;
  const timer = setInterval(() => {
    tick++;
    sockets.forEach((s, i) => {
      const due = i % 2 === 0 ? i % 5 === tick % 5 : i % 10 === tick % 10;
      if (due && s.readyState === WebSocket.OPEN) s.send(HEARTBEAT);
    });
  }, 1000);
  return () => clearInterval(timer);
}

/** Calls back with the probe id of every HEARTBEAT that carries one (the server's answers to heartbeats carry none). */
function probeListener(onProbe: (id: string) => void): (text: string) => void {
  return (text) => {
    if (text === HEARTBEAT || !text.startsWith(PROBE_PREFIX)) return;
    onProbe((JSON.parse(text) as { content: string }).content);
  };
}

async function singleInstance(rows: Row[], notes: string[]): Promise<void> {
  const server = await startServer({
    port: 8195,
    // Many sockets of one demo user; the server's pings every 10 s, so some happen while the sockets are held.
    // --expose-gc: the stats route collects garbage before it reads the memory.
    env: { WS_MAX_PER_USER: String(SOCKETS + 100), WS_PING_INTERVAL_MS: '10000', NODE_OPTIONS: '--expose-gc' },
  });
  const sockets: WebSocket[] = [];
  try {
    const token = await signIn(server.url, 'user');
    await ticketOf(server.url, token); // warm the route
    const before = await settledStats(server.url);

    let pending = { id: '', expected: 0, reached: 0, done: (_at: number) => {} };
    const onText = probeListener((id) => {
      if (id === pending.id && ++pending.reached === pending.expected) pending.done(performance.now());
    });
    const fleet = await openFleet(server.url, token, SOCKETS, onText);
    sockets.push(...fleet.sockets.filter(Boolean));
    const stopBeats = heartbeats(sockets);
    await sleep(HOLD_SECONDS * 1000);
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    const after = await stats(server.url);

    const times: number[] = [];
    const writes: number[] = [];
    let reachedAll = true;
    for (let b = 0; b < BROADCASTS; b++) {
      const finished = new Promise<number>((resolve) => {
        pending = { id: `b-${b}`, expected: open, reached: 0, done: resolve };
      });
      const t0 = performance.now();
      const res = await fetch(`${server.url}/bench/realtime/broadcast?probe=b-${b}`, { method: 'POST' });
      writes.push(((await res.json()) as { data: { writeMs: number }[] }).data[0].writeMs);
      const end = await Promise.race([finished, sleep(10_000).then(() => NaN)]);
      if (Number.isNaN(end)) reachedAll = false;
      times.push(end - t0);
      await sleep(1000);
    }
    stopBeats();

    const rise = after.rss - before.rss;
    rows.push(
      {
        measure: 'sockets held (one instance)',
        value: `${open.toLocaleString('en')} of ${SOCKETS.toLocaleString('en')} (server counts ${after.sockets.toLocaleString('en')})`,
        budget: SOCKETS.toLocaleString('en'),
        verdict: open === SOCKETS && after.sockets === SOCKETS ? 'met' : 'missed',
      },
      {
        measure: 'opening them',
        value: `${round(fleet.seconds, 1)} s (${Math.round(SOCKETS / fleet.seconds)} a second, ${CONNECTING_AT_ONCE} at once)`,
        budget: '—',
        verdict: '—',
      },
      {
        measure: 'server RSS rise',
        value: `${mb(rise)} MB (${mb(before.rss)} → ${mb(after.rss)} MB; ${round(rise / 1024 / SOCKETS, 1)} KB a socket; heap +${mb(after.heapUsed - before.heapUsed)} MB)`,
        budget: '< 400 MB',
        verdict: rise < 400 * 2 ** 20 ? 'met' : 'missed',
      },
      {
        measure: `broadcast reaches all (median of ${BROADCASTS} / slowest)`,
        value: `${round(median(times), 0)} / ${round(Math.max(...times), 0)} ms (the server's writes: ${round(median(writes), 0)} ms)`,
        budget: '< 1000 ms',
        verdict: reachedAll && Math.max(...times) < 1000 ? 'met' : 'missed',
      },
    );
    notes.push(
      `Held ${HOLD_SECONDS} s with the clients' heartbeats (${Math.round(SOCKETS / 2 / 5 + SOCKETS / 2 / 10)} frames/s in, each answered) and the server's pings every 10 s, before memory was read.`,
      'Broadcast time runs from the request leaving this process to the last of the sockets receiving the frame; this process reads all of them on the same two cores as the server.',
    );
  } finally {
    for (const s of sockets) s.terminate();
    await server.stop();
  }
}

async function crossInstance(rows: Row[], notes: string[]): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const pgSchema = `bench_rt_${randomBytes(4).toString('hex')}`;
  const env = { PORTAL_SECRET: randomBytes(32).toString('hex') };
  const a = await startServer({ port: 8196, pgSchema, env });
  const b = await startServer({ port: 8197, pgSchema, env }).catch(async (err: unknown) => {
    await a.stop();
    throw err;
  });
  let socket: WebSocket | null = null;
  try {
    const token = await signIn(a.url, 'user');
    const info = (await (
      await fetch(`${a.url}/japi/api/user/user/getUserInfo`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { userId: string }[] };
    const userId = info.data[0].userId;
    const waiting = new Map<string, (at: number) => void>();
    socket = await openOne(
      `${b.url.replace(/^http/, 'ws')}/japi/ws/chat/online/websocket?ticket=${await ticketOf(b.url, token)}`,
      b.url,
      '127.0.0.1',
    );
    if (!socket) throw new Error('the socket on instance B was refused');
    const onText = probeListener((id) => waiting.get(id)?.(performance.now()));
    socket.on('message', (data) => onText(data.toString('utf8')));

    const warmUp = 20;
    const latencies: number[] = [];
    let lost = 0;
    for (let i = 0; i < warmUp + PROBES; i++) {
      const id = `p-${i}`;
      const arrived = new Promise<number>((resolve) => waiting.set(id, resolve));
      const t0 = performance.now();
      await fetch(`${a.url}/bench/realtime/probe?userId=${userId}&probe=${id}`, { method: 'POST' });
      const at = await Promise.race([arrived, sleep(2000).then(() => NaN)]);
      waiting.delete(id);
      if (i < warmUp) continue;
      if (Number.isNaN(at)) lost++;
      else latencies.push(at - t0);
      await sleep(5);
    }
    const p99 = percentile(latencies, 99);
    rows.push({
      measure: `A → bus → B's socket (p50 / p99 / slowest of ${PROBES})`,
      value: `${round(median(latencies), 1)} / ${round(p99, 1)} / ${round(Math.max(...latencies), 1)} ms${lost ? ` (${lost} lost)` : ''}`,
      budget: 'p99 < 100 ms',
      verdict: !lost && p99 < 100 ? 'met' : 'missed',
    });
    notes.push(
      'Cross-instance: POST /bench/realtime/probe on A publishes a realtime.probe event (pg_notify); B hears it on its LISTEN connection and pushes to the socket it holds. Timed from the request leaving this process to the frame arriving.',
    );
  } finally {
    socket?.terminate();
    await a.stop();
    await b.stop();
    const client = new pg.Client({ connectionString: postgresUrl(url) });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await client.end();
  }
}

export async function run(): Promise<void> {
  const limit = openFileLimit();
  if (limit < SOCKETS + 1000) {
    throw new Error(
      `the open-file limit is ${limit}: ${SOCKETS} sockets need more, here and in the server (which inherits it). ` +
        `Raise it first: ulimit -n ${SOCKETS + 2000} (or set BENCH_SOCKETS lower)`,
    );
  }
  const rows: Row[] = [];
  const notes: string[] = [];
  await singleInstance(rows, notes);
  await crossInstance(rows, notes);
  writeResult({
    name: process.env.DATABASE_URL ? 'realtime-postgres' : 'realtime',
    budgets: {
      'server RSS rise for 10,000 sockets': '< 400 MB',
      'broadcast to all': '< 1 s',
      'cross-instance push (PostgreSQL)': 'p99 < 100 ms',
    },
    rows,
    notes,
  });
}
