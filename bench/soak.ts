/**
 * Soak: BENCH_SOAK_USERS (500) virtual users against one instance for BENCH_SOAK_SECONDS (600). Each signs in as
 * an account of its own (one live session per account, §4), holds the two sockets a page holds (the message channel
 * and the chat, opened as a browser does: a ticket from wsTicket, the page's Origin, the clients' heartbeats), then
 * repeats, with a think time between steps (uniform around BENCH_SOAK_THINK_MS, 10 s):
 *   1. the lists a page load reads: user info, roles, the unread dot, the notice categories, the notice list's first
 *      page, the tax task list (when the account's role may read it), the chat's messages;
 *   2. opening a notice from that list (its detail, then setRead);
 *   3. a consultation message over the chat socket (CHAT_SEND until its CHAT_ACK, §4 Chat websocket);
 * and once, at a random moment of the run, each user signs out and in again (logout, login, new tickets and sockets):
 * sessions come and go.
 * The accounts are bulk users (generate_series) over the demo enterprises 351000000000000002…007 with the enterprise
 * user role there; `ops` sends them three system notices (to their enterprises) before the clock starts.
 * Measured: every answer (any non-2xx, any envelope code but success, a refused or dropped socket, a send without
 * its ack is an error, by kind); read latency (request to last byte) p50 / p95 / p99 per minute, per endpoint and
 * overall; the server's RSS (/proc) every 5 s and every 30 s its heap after a collection (the bench-only stats
 * route), and its CPU time and the machine's CPU pressure over the run. Budgets (tracker): no error, p99 of reads
 * < 100 ms, memory flat: the last minute's median RSS within 10 % of the second minute's.
 * PostgreSQL when DATABASE_URL is set (a schema of its own, dropped afterwards; writes soak-postgres.json), PGlite
 * otherwise (a data directory under /tmp, removed afterwards).
 */
import fs from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { apiPath, CHAT_WS_PATH, ENDPOINTS, REALTIME_PATH_PREFIXES, REALTIME_TARGETS } from '@portal/shared';
import { postgresUrl } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { BULK_ENTS, seedBulkUsers } from './lib/bulk-users.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { median, percentile, round } from './lib/stats.ts';
import { writeResult, type Row } from './lib/results.ts';
import { signIn, startServer, tempDataDir, type RunningServer } from './lib/server.ts';

const USERS = Number(process.env.BENCH_SOAK_USERS ?? 500);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const THINK_MS = Number(process.env.BENCH_SOAK_THINK_MS ?? 10_000);
const PORT = 8260;
const PASSWORD = 'Portal@2026';
/** Sign-ins at once before the clock: the password hash queue (HASH_QUEUE_MAX 32) answers 429 past its length. */
const SIGN_IN_AT_ONCE = 4;
const SAMPLE_MS = 5000;
/** Every this many samples, the heap after a collection too (the stats route under --expose-gc: a pause). */
const COLLECT_EVERY = 6;
const ACK_TIMEOUT_MS = 30_000;
const BUDGET_P99_MS = 100;
const BUDGET_FLAT = 0.1;
const HEARTBEAT = '{"type":"HEARTBEAT"}';

type EndpointName = keyof typeof ENDPOINTS;
const pathOf = (name: EndpointName) => apiPath(ENDPOINTS[name].service, ENDPOINTS[name].path);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const mb = (bytes: number) => round(bytes / 2 ** 20, 1);
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

// --- what is measured ---
let soakStart = 0;
let soakEnd = Infinity;
const errors = new Map<string, number>();
/** Read latencies by minute of the soak (index 0 = the first minute). */
const readsByMinute: number[][] = [];
/** Read latencies by endpoint, over the whole soak. */
const readsByEndpoint = new Map<string, number[]>();
const writes = { setRead: [] as number[], chatAck: [] as number[], login: [] as number[] };
const counts = { reads: 0, steps: 0, chats: 0, relogins: 0, framesIn: 0, calls: 0 };

const minuteNow = () => Math.floor((performance.now() - soakStart) / 60_000);
const inSoak = () => soakStart > 0 && performance.now() < soakEnd;

function error(kind: string): void {
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
}

interface Envelope<T> {
  code: string;
  msg: string;
  data: T[];
}

/**
 * One call, timed to the last byte. Anything but HTTP 2xx with envelope code 200 is an error (counted by kind);
 * returns the envelope, or null on an error.
 */
async function call<T>(
  base: string,
  name: EndpointName,
  token: string,
  opts: { body?: unknown; query?: string; read?: boolean; times?: number[] } = {},
): Promise<Envelope<T> | null> {
  const e = ENDPOINTS[name];
  const t0 = performance.now();
  let res: Response;
  let body: Envelope<T>;
  try {
    res = await fetch(base + pathOf(name) + (opts.query ?? ''), {
      method: e.method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip, deflate, br',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    body = (await res.json()) as Envelope<T>;
  } catch (err) {
    error(`${name}: ${(err as Error).message}`);
    return null;
  }
  const ms = performance.now() - t0;
  if (!res.ok) {
    error(`${name}: HTTP ${res.status}`);
    return null;
  }
  if (body.code !== '200') {
    error(`${name}: code ${body.code} ${body.msg}`);
    return null;
  }
  if (inSoak()) {
    counts.calls++;
    if (opts.read) {
      counts.reads++;
      (readsByMinute[minuteNow()] ??= []).push(ms);
      const byName = readsByEndpoint.get(name) ?? [];
      readsByEndpoint.set(name, byName);
      byName.push(ms);
    }
    opts.times?.push(ms);
  }
  return body;
}

// --- the accounts ---
async function openBenchDb(dataDir: string, pgSchema: string): Promise<Database> {
  return process.env.DATABASE_URL
    ? openDatabase({ url: postgresUrl(process.env.DATABASE_URL), pgSchema })
    : openDatabase({ dataDir });
}

// --- one virtual user ---
interface Session {
  token: string;
  sockets: WebSocket[];
  chat: WebSocket | null;
  acks: Map<string, () => void>;
  beat: ReturnType<typeof setInterval> | null;
  /** Set while the user closes its own sockets (logout): their closing is no error. */
  leaving: boolean;
}

/** The open socket, or why it did not open (the HTTP status of a refused upgrade, or the connection's error). */
function openSocket(url: string, origin: string): Promise<WebSocket | string> {
  return new Promise((resolve) => {
    const s = new WebSocket(url, { origin, handshakeTimeout: 30_000, perMessageDeflate: false });
    let why = 'closed before it opened';
    s.on('error', (err) => (why = err.message));
    s.once('open', () => resolve(s));
    s.once('unexpected-response', (_req, res) => {
      s.terminate();
      resolve(`HTTP ${res.statusCode}`);
    });
    s.once('close', () => resolve(why));
  });
}

class VirtualUser {
  session: Session | null = null;
  conversationId = '';
  mayReadTax = false;
  /** The notices of the user's last list, to open one of. */
  ids: string[] = [];
  constructor(
    readonly base: string,
    readonly account: string,
  ) {}

  async signIn(): Promise<boolean> {
    const t0 = performance.now();
    const res = await fetch(this.base + pathOf('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: this.account, password: PASSWORD }),
    }).catch((err: unknown) => err as Error);
    if (res instanceof Error) {
      error(`login: ${res.message}`);
      return false;
    }
    const body = (await res.json()) as Envelope<{ token: string }>;
    if (!res.ok || body.code !== '200') {
      error(`login: HTTP ${res.status} code ${body.code} ${body.msg}`);
      return false;
    }
    if (inSoak()) writes.login.push(performance.now() - t0);
    this.session = { token: body.data[0].token, sockets: [], chat: null, acks: new Map(), beat: null, leaving: false };
    return this.openSockets(this.session);
  }

  /** The message channel and the chat, each with a ticket of its own (a ticket opens one socket, within a minute). */
  async openSockets(s: Session): Promise<boolean> {
    const wsBase = this.base.replace(/^http/, 'ws');
    const paths = [
      (t: string) => `${REALTIME_PATH_PREFIXES[0]}${REALTIME_TARGETS.msg}/${t}`,
      (t: string) => `${CHAT_WS_PATH}?ticket=${t}`,
    ];
    for (const [i, path] of paths.entries()) {
      const ticket = await call<{ ticket: string }>(this.base, 'wsTicket', s.token);
      if (!ticket) return false;
      const socket = await openSocket(wsBase + path(ticket.data[0].ticket), this.base);
      if (typeof socket === 'string') {
        error(`socket ${i ? 'chat' : 'message'}: refused (${socket})`);
        return false;
      }
      socket.on('close', (code) => {
        if (!s.leaving && inSoak()) error(`socket ${i ? 'chat' : 'message'}: closed ${code}`);
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        counts.framesIn++;
        const text = data.toString('utf8');
        // The heartbeat's echo and the channel's greeting (REALTIME_START_PHRASE) are no frames to act on.
        if (text === HEARTBEAT || !text.startsWith('{')) return;
        let frame: { type: string; clientMsgId?: string; code?: string; msg?: string };
        try {
          frame = JSON.parse(text) as typeof frame;
        } catch {
          return error('socket: a frame that is not JSON');
        }
        if (frame.type === 'CHAT_ACK' && frame.clientMsgId) s.acks.get(frame.clientMsgId)?.();
        else if (frame.type === 'ERROR') error(`chat frame: ERROR ${frame.code} ${frame.msg}`);
      });
      s.sockets.push(socket);
      if (i === 1) s.chat = socket;
    }
    // §4: the chat's heartbeat every 5 s and the message channel's every 10 s.
    let tick = Math.floor(Math.random() * 10);
    s.beat = setInterval(() => {
      tick++;
      if (tick % 5 === 0 && s.chat?.readyState === WebSocket.OPEN) s.chat.send(HEARTBEAT);
      if (tick % 10 === 0 && s.sockets[0]?.readyState === WebSocket.OPEN) s.sockets[0].send(HEARTBEAT);
    }, 1000);
    return true;
  }

  async signOut(): Promise<void> {
    const s = this.session;
    if (!s) return;
    s.leaving = true;
    if (s.beat) clearInterval(s.beat);
    await call(this.base, 'logout', s.token);
    for (const socket of s.sockets) socket.terminate();
    this.session = null;
  }

  /** Before the clock: the consultation the chat steps write in (its first message queues it), and the tax probe. */
  /** After the first sign-in, before the clock: the consultation to chat in, and the first page load's lists. */
  async prepare(): Promise<boolean> {
    const s = this.session!;
    const conv = await call<{ conversationId: string }>(this.base, 'chatStart', s.token, { body: {} });
    if (!conv) return false;
    this.conversationId = conv.data[0].conversationId;
    this.ids = await this.lists();
    return true;
  }

  async lists(): Promise<string[]> {
    const { token } = this.session!;
    const read = { read: true };
    await call(this.base, 'userInfo', token, read);
    await call(this.base, 'roles', token, read);
    await call(this.base, 'notificationDot', token, { ...read, body: {} });
    await call(this.base, 'noticeCategories', token, { ...read, body: {} });
    const page = await call<{ records: { id: string }[] }>(this.base, 'noticePage', token, {
      ...read,
      body: { noticeType: 'all', page: 1, limit: 6 },
    });
    if (this.mayReadTax) await call(this.base, 'queryAppointProcedure', token, { ...read, query: '?currentPage=1' });
    await call(this.base, 'chatMessages', token, { ...read, query: `?conversationId=${this.conversationId}` });
    return page?.data[0].records.map((r) => r.id) ?? [];
  }

  async openNotice(ids: string[]): Promise<void> {
    if (ids.length === 0) return error('noticePage: no notice to open');
    const { token } = this.session!;
    const id = ids[Math.floor(Math.random() * ids.length)];
    await call(this.base, 'noticeDetail', token, { read: true, body: { id } });
    await call(this.base, 'noticeSetRead', token, { body: { id, status: 1 }, times: writes.setRead });
  }

  async chat(): Promise<void> {
    const s = this.session!;
    if (s.chat?.readyState !== WebSocket.OPEN) return error('chat: socket not open');
    const clientMsgId = randomUUID();
    const t0 = performance.now();
    const acked = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
      s.acks.set(clientMsgId, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    s.chat.send(
      JSON.stringify({
        type: 'CHAT_SEND',
        clientMsgId,
        conversationId: this.conversationId,
        text: `请问发票开具的进度如何？(${counts.chats})`,
      }),
    );
    const ok = await acked;
    s.acks.delete(clientMsgId);
    if (!ok) return error('chat: no CHAT_ACK within 30 s');
    counts.chats++;
    if (inSoak()) writes.chatAck.push(performance.now() - t0);
  }

  /**
   * The loop: lists, open a notice, chat; a think time between steps; once (between 10 % and 90 % of the run) out and
   * in, and the lists again as the portal loads them after a sign-in. Each user starts at a step of the cycle of its
   * own, as users already at work would be: starting all 500 on the lists put the whole cycle's reads of the first
   * think time into those seconds (2.7 times the steady rate, p99 3.5 s in them).
   */
  async loop(): Promise<void> {
    await sleep(Math.random() * THINK_MS);
    let reloginAt = soakStart + (soakEnd - soakStart) * (0.1 + 0.8 * Math.random());
    for (let step = Math.floor(Math.random() * 3); performance.now() < soakEnd; step++) {
      if (!this.session) return;
      if (performance.now() >= reloginAt) {
        reloginAt = Infinity;
        await this.signOut();
        if (!(await this.signIn())) return;
        counts.relogins++;
        this.ids = await this.lists();
        step = 0;
        await think();
        continue;
      }
      if (step % 3 === 0) this.ids = await this.lists();
      else if (step % 3 === 1) await this.openNotice(this.ids);
      else await this.chat();
      counts.steps++;
      await think();
    }
  }
}

// --- the machine ---
/** The server's CPU time so far (user + system, seconds), from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Microseconds some runnable task waited for a CPU since boot (/proc/pressure/cpu), or NaN without PSI. */
function cpuWaitMicros(): number {
  try {
    return Number(/^some .*total=(\d+)/m.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

// --- the server's memory ---
interface Sample {
  at: number;
  rss: number;
  /** Heap in use after a full collection, on every COLLECT_EVERY-th sample. */
  heapUsed?: number;
}

/** The server's resident set from /proc/<pid>/status (reading it costs the server nothing). */
function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** The heap after a collection, from the bench-only stats route (the server runs with --expose-gc). */
async function collectedHeap(base: string): Promise<number | null> {
  try {
    const body = (await (await fetch(`${base}/bench/realtime/stats`)).json()) as Envelope<{ heapUsed: number }>;
    return body.data[0].heapUsed;
  } catch {
    return null;
  }
}

async function runAgainst(server: RunningServer, rows: Row[], tables: Record<string, Row[]>, notes: string[]) {
  const base = server.url;
  // ops's system notices to the bulk users' enterprises: what they open.
  const ops = await signIn(base, 'ops');
  for (let k = 1; k <= 3; k++) {
    const sent = await call<{ recipients: number }>(base, 'sendNotification', ops, {
      body: { content: `系统维护通知 ${k}：本周六 22:00 至 23:00 系统升级`, entIds: BULK_ENTS },
    });
    if (!sent) throw new Error(`ops could not send the system notice: ${[...errors.keys()].join('; ')}`);
  }

  const users = Array.from({ length: USERS }, (_, i) => new VirtualUser(base, `soak_u${i + 1}`));
  const signInStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_AT_ONCE }, async () => {
      while (next < users.length) {
        const u = users[next++];
        if ((await u.signIn()) && (await u.prepare())) continue;
        throw new Error(`${u.account} could not start: ${[...errors].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
      }
    }),
  );
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  // May an enterprise user read the tax task list? Asked once; if not, no user asks it (a refusal is no error).
  const probe = await fetch(`${base}${pathOf('queryAppointProcedure')}?currentPage=1`, {
    headers: { authorization: `Bearer ${users[0].session!.token}` },
  });
  const mayReadTax = probe.ok && ((await probe.json()) as Envelope<unknown>).code === '200';
  for (const u of users) u.mayReadTax = mayReadTax;

  const samples: Sample[] = [];
  const cpuAtStart = cpuSeconds(server.pid);
  const waitAtStart = cpuWaitMicros();
  soakStart = performance.now();
  soakEnd = soakStart + SECONDS * 1000;
  let tick = 0;
  const sample = () => {
    const s: Sample = { at: (performance.now() - soakStart) / 1000, rss: rssOf(server.pid) };
    samples.push(s);
    if (tick++ % COLLECT_EVERY === 0) {
      void collectedHeap(base).then((h) => (h === null ? error('stats route: no answer') : (s.heapUsed = h)));
    }
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  sample();
  console.log(`soak: ${USERS} users signed in (${round(signInSeconds, 1)} s); ${SECONDS} s of load begins`);
  const progress = setInterval(() => {
    const last = samples[samples.length - 1];
    console.log(
      `  ${Math.round((performance.now() - soakStart) / 1000)} s: ${counts.reads} reads, ${counts.chats} chats, ` +
        `${[...errors.values()].reduce((a, b) => a + b, 0)} errors, RSS ${last ? mb(last.rss) : '?'} MB`,
    );
  }, 60_000);
  try {
    await Promise.all(users.map((u) => u.loop()));
  } finally {
    clearInterval(sampler);
    clearInterval(progress);
  }
  const elapsed = (performance.now() - soakStart) / 1000;
  const serverCpu = (cpuSeconds(server.pid) - cpuAtStart) / elapsed;
  const cpuWait = (cpuWaitMicros() - waitAtStart) / 1e6 / elapsed;
  await Promise.all(users.map((u) => u.signOut().catch(() => undefined)));

  // --- figures ---
  const all = readsByMinute.flat();
  const p99 = percentile(all, 99);
  const minutes = Math.max(1, Math.ceil(SECONDS / 60));
  const heaps = (mem: Sample[]) => mem.flatMap((s) => (s.heapUsed === undefined ? [] : [s.heapUsed]));
  const memIn = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to);
  tables['per minute'] = Array.from({ length: minutes }, (_, m) => {
    const r = readsByMinute[m] ?? [];
    const mem = memIn(m * 60, (m + 1) * 60);
    return {
      minute: m + 1,
      reads: r.length,
      'p50 ms': round(percentile(r, 50), 1),
      'p95 ms': round(percentile(r, 95), 1),
      'p99 ms': round(percentile(r, 99), 1),
      'RSS median MB': mb(median(mem.map((s) => s.rss))),
      'heap after GC median MB': mb(median(heaps(mem))),
    };
  });
  tables['reads by endpoint'] = [...readsByEndpoint].map(([name, ms]) => ({
    endpoint: name,
    reads: ms.length,
    'p50 ms': round(percentile(ms, 50), 1),
    'p95 ms': round(percentile(ms, 95), 1),
    'p99 ms': round(percentile(ms, 99), 1),
    'max ms': round(Math.max(...ms), 1),
  }));
  const second = memIn(60, 120);
  const last = memIn(SECONDS - 60, SECONDS + 1);
  const rssSecond = median(second.map((s) => s.rss));
  const rssLast = median(last.map((s) => s.rss));
  const drift = (rssLast - rssSecond) / rssSecond;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const readRate = counts.reads / elapsed;
  rows.push(
    {
      measure: 'errors',
      value: errorCount
        ? `${errorCount}: ${[...errors].map(([k, n]) => `${k} ×${n}`).join('; ')}`
        : `0 (of ${counts.reads} reads, ${writes.setRead.length} setRead, ${counts.chats} chat messages, ${counts.relogins} re-sign-ins)`,
      budget: '0',
      verdict: errorCount === 0 ? 'met' : 'MISSED',
    },
    {
      measure: 'reads p50 / p95 / p99 (all minutes)',
      value: `${round(percentile(all, 50), 1)} / ${round(percentile(all, 95), 1)} / ${round(p99, 1)} ms (worst minute's p99 ${round(Math.max(...tables['per minute'].map((r) => Number(r['p99 ms']) || 0)), 1)} ms)`,
      budget: `p99 < ${BUDGET_P99_MS} ms`,
      verdict: all.length > 0 && p99 < BUDGET_P99_MS ? 'met' : 'MISSED',
    },
    {
      measure: 'server RSS, median of the last minute vs the second',
      value: `${mb(rssLast)} vs ${mb(rssSecond)} MB (${drift >= 0 ? '+' : ''}${round(drift * 100, 1)} %; heap after a collection ${mb(median(heaps(last)))} vs ${mb(median(heaps(second)))} MB)`,
      budget: `within ${BUDGET_FLAT * 100} %`,
      verdict: second.length && last.length && Math.abs(drift) <= BUDGET_FLAT ? 'met' : 'MISSED',
    },
    {
      measure: 'rate',
      value: `${round(readRate, 1)} reads/s, ${round(counts.steps / elapsed, 1)} steps/s, ${round(counts.chats / elapsed, 2)} chat messages/s, ${round(counts.relogins / elapsed, 2)} sign-ins/s; ${counts.framesIn} frames in`,
      budget: '—',
      verdict: '—',
    },
    {
      measure: 'machine',
      value: `server CPU ${round(serverCpu * 100, 0)} % of a core (${round((serverCpu * elapsed * 1000) / counts.calls, 1)} ms a successful call, sockets included); some task waiting for a CPU ${round(cpuWait * 100, 0)} % of the time (/proc/pressure/cpu)`,
      budget: '—',
      verdict: '—',
    },
    {
      measure: 'writes p50 / p99',
      value: `setRead ${round(percentile(writes.setRead, 50), 1)} / ${round(percentile(writes.setRead, 99), 1)} ms; chat send → ack ${round(percentile(writes.chatAck, 50), 1)} / ${round(percentile(writes.chatAck, 99), 1)} ms; sign-in ${round(percentile(writes.login, 50), 1)} / ${round(percentile(writes.login, 99), 1)} ms`,
      budget: '—',
      verdict: '—',
    },
  );
  // Printed: the samples with a collected heap (every 30 s); the 5 s RSS samples are in the per-minute medians.
  tables['memory samples'] = samples
    .filter((s) => s.heapUsed !== undefined)
    .map((s) => ({ s: round(s.at, 0), 'RSS MB': mb(s.rss), 'heap after GC MB': mb(s.heapUsed!) }));
  notes.push(
    `${USERS} users signed in before the clock, ${SIGN_IN_AT_ONCE} at a time (${round(signInSeconds, 1)} s); then ${round(elapsed, 0)} s of steps with a think time of ${THINK_MS / 2000}–${(THINK_MS * 1.5) / 1000} s between steps.`,
    `The tax task list ${mayReadTax ? 'is' : 'is not'} readable by the bulk accounts' role (enterprise user)${mayReadTax ? '' : ': not asked'}.`,
    `Memory: the server's RSS from /proc every ${SAMPLE_MS / 1000} s (judged); every ${(SAMPLE_MS * COLLECT_EVERY) / 1000} s the heap after a full collection from the bench-only stats route (the server runs with --expose-gc; each collection pauses the requests in flight, so only that often).`,
    "Load generator and server share the same two cores (and other sessions on this machine): latencies include the machine's contention.",
    ...(SECONDS < 180
      ? ['Shorter than three minutes: the second and the last minute overlap, so the memory check says little.']
      : []),
  );
}

export async function run(): Promise<void> {
  if (!(SECONDS >= 60) || !(USERS >= 1)) throw new Error('BENCH_SOAK_SECONDS must be ≥ 60, BENCH_SOAK_USERS ≥ 1');
  const postgres = Boolean(process.env.DATABASE_URL);
  const dataDir = tempDataDir('portal-soak-');
  const pgSchema = `bench_soak_${randomBytes(4).toString('hex')}`;
  const rows: Row[] = [];
  const tables: Record<string, Row[]> = {};
  const notes: string[] = [];
  let db = await openBenchDb(dataDir, pgSchema);
  try {
    await seedDemoData(db.db);
    await seedBulkUsers(db, {
      n: USERS,
      password: PASSWORD,
      idPrefix: 'su',
      accountPrefix: 'soak_u',
      namePrefix: '浸泡用户',
      phonePrefix: '137',
    });
    await db.close();
    const server = await startServer({
      port: PORT,
      dataDir,
      pgSchema,
      env: { NODE_OPTIONS: '--expose-gc' },
    });
    try {
      await runAgainst(server, rows, tables, notes);
    } finally {
      await server.stop();
    }
  } finally {
    db = await openBenchDb(dataDir, pgSchema);
    if (postgres) await db.exec(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await db.close();
    if (!postgres) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  notes.unshift(`database: ${postgres ? 'PostgreSQL' : 'PGlite'}`);
  writeResult({
    name: postgres ? 'soak-postgres' : 'soak',
    budgets: {
      errors: 'none',
      'reads p99': `< ${BUDGET_P99_MS} ms`,
      memory: `flat: the last minute's median RSS within ${BUDGET_FLAT * 100} % of the second minute's`,
    },
    rows,
    tables,
    notes,
  });
  if (rows.some((r) => r.verdict === 'MISSED')) process.exitCode = 1;
}
