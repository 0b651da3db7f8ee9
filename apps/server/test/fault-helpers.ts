/**
 * Fault tests' tools (faults-*.test.ts): the real server as a child process (`node --import tsx src/main.ts`, as
 * `npm start` runs it) that a test can kill -9 and start again on the same data, an HTTP client of the shared
 * ENDPOINTS table over fetch (the child is another process: no inject), and a TCP proxy between instances and
 * PostgreSQL that can drop every connection and refuse new ones for a while (a PostgreSQL restart, as the clients see
 * it, without restarting the machine's PostgreSQL that other tests use at the same time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { API_BASE, ENDPOINTS, endpointPath, fillPath, type Envelope, type EnvelopeEndpoint } from '@portal/shared';
import { DEMO_PASSWORD, type AnswerOfEndpoint } from './helpers.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(SERVER_DIR, 'src/main.ts');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on 127.0.0.1 (the server process is told its port; it cannot report an ephemeral one back). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Where a server process keeps its data: an embedded data directory, or a PostgreSQL database and schema. */
export type ServerData = { dataDir: string } | { databaseUrl: string; schema: string };

const running = new Set<ChildProcess>();

/**
 * Starts the real server on `data` (demo data seeded on a fresh store, kept on a used one), listening on a free port;
 * `env` over the fault tests' defaults (captcha off, high rate limits, the development SMS outbox).
 */
export async function spawnServer(data: ServerData, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_CAPTCHA: 'off',
      DEV_SMS_OUTBOX: 'on',
      RATE_LIMIT_LOGIN: '10000',
      RATE_LIMIT_WRITE: '100000',
      ...('dataDir' in data
        ? { DATA_DIR: data.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: data.databaseUrl, DATABASE_SCHEMA: data.schema }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Kills every server process still running (an afterAll's safety net: a failed test leaves none behind). */
export function killAllServers(): void {
  for (const c of running) c.kill('SIGKILL');
}

/** Polls the health check until the process answers (generous: a restart on a loaded machine takes 10–20 s). */
export async function waitAnswering(p: ServerProcess, ms = 60_000): Promise<void> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void p.exited.then((e) => (exit = e));
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (exit) throw new Error(`the server stopped (${JSON.stringify(exit)}) before answering:\n${p.output()}`);
    const ok = await fetch(`${p.base}${API_BASE}/health`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`the server did not answer within ${ms} ms:\n${p.output()}`);
}

/** kill -9: the process gets no chance to finish anything. Resolves once it is gone. */
export async function kill9(p: ServerProcess): Promise<void> {
  p.child.kill('SIGKILL');
  const { signal } = await p.exited;
  if (signal !== 'SIGKILL') throw new Error(`the server ended otherwise (${signal}) before it was killed`);
}

/** A normal stop (SIGTERM: the server closes and releases its store). */
export async function stopServer(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exited;
}

export interface HttpCall {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a Buffer as it is (with `headers`' content-type). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls an endpoint of the shared table over HTTP; answers the HTTP status and the envelope (typed by the endpoint). */
export async function httpCall<N extends EnvelopeEndpoint>(
  base: string,
  name: N,
  opts: HttpCall = {},
): Promise<{ status: number; body: AnswerOfEndpoint<N> }> {
  const e = ENDPOINTS[name];
  const query = opts.query ? `?${new URLSearchParams(opts.query).toString()}` : '';
  const url = base + API_BASE + fillPath(endpointPath(name), opts.params ?? {}).path + query;
  const isBuffer = Buffer.isBuffer(opts.body);
  const res = await fetch(url, {
    method: e.method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined && !isBuffer ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body:
      opts.body === undefined ? undefined : isBuffer ? new Uint8Array(opts.body as Buffer) : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = { code: String(res.status), msg: text, data: [] };
  }
  return { status: res.status, body: body as AnswerOfEndpoint<N> };
}

/** As httpCall, failing unless HTTP 200 with the business code 200; answers the envelope. */
export async function httpOk<N extends EnvelopeEndpoint>(
  base: string,
  name: N,
  opts: HttpCall = {},
): Promise<AnswerOfEndpoint<N>> {
  const { status, body } = await httpCall(base, name, opts);
  if (status !== 200 || (body as Envelope).code !== '200')
    throw new Error(`${name}: HTTP ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function httpLogin(base: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  return (await httpOk(base, 'login', { body: { account, password } })).data[0].token;
}

/**
 * A TCP proxy in front of PostgreSQL. `down()` is what clients see when PostgreSQL stops: every connection through it
 * is cut and new ones are refused (the port is closed: ECONNREFUSED); `up()` listens on the same port again.
 */
export class PgProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Connections made through the proxy so far (to tell a reconnect from a connection kept). */
  accepted = 0;

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      this.accepted += 1;
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined); // a cut connection ends both sides; the close below does it
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /**
   * Refuses new connections, runs `meanwhile` (a server shutting down terminates its backends: 57P01 reaches the
   * clients through the connections still open), then cuts every connection left.
   */
  async down(meanwhile?: () => Promise<void>): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    try {
      await meanwhile?.();
    } finally {
      for (const s of this.sockets) s.destroy();
    }
    await closed;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }
}
