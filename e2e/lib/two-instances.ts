/**
 * Two portal servers on one PostgreSQL database behind a local reverse proxy, for the journey that checks the portal
 * stays one portal across instances (e2e/tests/18-two-instances.spec.ts). The proxy is node:http with the upgrade
 * piped for websockets: each HTTP request and each websocket goes to the next instance in turn (round-robin), unless
 * the journey pins a kind of traffic of one browser context to an instance (a context is named by a tag at the end of
 * its User-Agent, which the browser sends on its websocket handshakes too). It records which instance served what,
 * the answers' statuses and, for websockets, the close code the server sent (read from the server's close frame).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { JOURNEY_SERVER_ENV } from './server-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';

/** The tag a context's User-Agent ends with (`… portal-e2e/<tag>`), or '' for a context without one. */
export const UA_TAG = 'portal-e2e/';
const tagOf = (ua: string | undefined) => (ua ?? '').split(UA_TAG)[1]?.trim() ?? '';

/** A database URL with a user name (node-postgres would take $USER, which CI may leave unset). */
function withUser(url: string): URL {
  const u = new URL(url);
  if (!u.username) u.username = process.env.PGUSER || process.env.USER || 'postgres';
  return u;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: withUser(TEST_DATABASE_URL).toString(),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Why the journey cannot run here (PostgreSQL does not answer at TEST_DATABASE_URL), or null when it can. */
export async function postgresMissing(): Promise<string | null> {
  try {
    await onServer('SELECT 1');
    return null;
  } catch (err) {
    return `PostgreSQL does not answer at ${TEST_DATABASE_URL} (${(err as Error).message}): set TEST_DATABASE_URL`;
  }
}

export interface Served {
  id: number;
  kind: 'http' | 'ws';
  instance: number;
  tag: string;
  method: string;
  /** The path without its query (a websocket's ticket stays out of the record). */
  path: string;
  /** HTTP: the answer's status (101 for a websocket that opened). */
  status?: number;
  /** An API answer's envelope code ('200' success, '401' replaced session, '9999' no session, …). */
  code?: string;
  /** Websocket: open until either side ends it; the close code from the server's close frame, if it sent one. */
  open?: boolean;
  closeCode?: number;
  /** Websocket: the text frames the server sent on it (what reached the browser through this instance). */
  texts?: string[];
}

type Pin = { tag: string; kind: Served['kind']; path?: RegExp; instance: number };

export interface Proxy {
  url: string;
  served: Served[];
  /** Sends this context's (tag's) traffic of that kind (and path) to one instance, from now on. */
  pin(rule: Pin): void;
  close(): Promise<void>;
}

/**
 * Reads the server's side of a websocket after its handshake answer: the server's frames are unmasked (RFC 6455
 * §5.1) and the portal's are neither compressed nor fragmented, so each text frame (opcode 1) is one message and a
 * close frame (opcode 8) carries the code in its first two payload bytes. Frames may span chunks.
 */
function frameReader(on: { text(text: string): void; close(code: number): void }) {
  let buf = Buffer.alloc(0);
  let headersDone = false;
  return (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    if (!headersDone) {
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      headersDone = true;
      buf = buf.subarray(end + 4);
    }
    for (;;) {
      if (buf.length < 2) return;
      let len = buf[1] & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (buf.length < 4) return;
        len = buf.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (buf.length < 10) return;
        len = Number(buf.readBigUInt64BE(2));
        offset = 10;
      }
      if (buf.length < offset + len) return;
      const opcode = buf[0] & 0x0f;
      if (opcode === 1) on.text(buf.toString('utf8', offset, offset + len));
      if (opcode === 8 && len >= 2) on.close(buf.readUInt16BE(offset));
      buf = buf.subarray(offset + len);
    }
  };
}

export async function startProxy(port: number, targets: number[]): Promise<Proxy> {
  const served: Served[] = [];
  const pins: Pin[] = [];
  const turn = { http: 0, ws: 0 };
  const sockets = new Set<net.Socket>();
  const agent = new http.Agent({ keepAlive: true });
  const choose = (kind: Served['kind'], tag: string, p: string) => {
    const pin = [...pins].reverse().find((r) => r.kind === kind && r.tag === tag && (!r.path || r.path.test(p)));
    return pin ? pin.instance : turn[kind]++ % targets.length;
  };
  const record = (kind: Served['kind'], req: http.IncomingMessage) => {
    const p = (req.url ?? '/').split('?')[0];
    const tag = tagOf(req.headers['user-agent']);
    const entry: Served = {
      id: served.length,
      kind,
      instance: choose(kind, tag, p),
      tag,
      method: req.method ?? '',
      path: p,
    };
    served.push(entry);
    return entry;
  };

  const server = http.createServer((req, res) => {
    const entry = record('http', req);
    const api = entry.path.startsWith('/japi/');
    const headers = { ...req.headers };
    // API answers travel uncompressed between the proxy and the instances, so their envelope code can be read.
    if (api) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port: targets[entry.instance], method: req.method, path: req.url, headers, agent },
      (answer) => {
        entry.status = answer.statusCode;
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        if (api && /json/.test(answer.headers['content-type'] ?? '')) {
          let start = '';
          answer.on('data', (chunk: Buffer) => {
            if (start.length >= 512) return;
            start += chunk.toString('utf8');
            entry.code ??= /^\{\s*"code"\s*:\s*"([^"]*)"/.exec(start)?.[1];
          });
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      entry.status = 502;
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const entry = record('ws', req);
    entry.open = true;
    const upstream = net.connect(targets[entry.instance], '127.0.0.1');
    sockets.add(client).add(upstream);
    const end = () => {
      entry.open = false;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    entry.texts = [];
    const read = frameReader({
      text: (text) => entry.texts!.push(text),
      close: (code) => (entry.closeCode = code),
    });
    upstream.on('connect', () => {
      // The handshake as the browser sent it (Host and Origin unchanged: the server checks the page's origin).
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (entry.status === undefined) entry.status = Number(/^HTTP\/1\.1 (\d+)/.exec(chunk.toString('latin1'))?.[1]);
      read(chunk);
    });
    upstream.on('close', end);
    upstream.on('error', end);
    client.on('close', end);
    client.on('error', end);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    pin: (rule) => void pins.push(rule),
    close: async () => {
      for (const s of sockets) s.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** One portal server (node --import tsx apps/server/src/main.ts, as e2e/start-server.mjs starts it) on `databaseUrl`. */
async function startInstance(port: number, databaseUrl: string, secret: string): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Instances of one deployment share the secret: a websocket ticket issued by one is verified by the other.
      PORTAL_SECRET: secret,
      ...JOURNEY_SERVER_ENV,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/japi/health`)).ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} did not answer within 120 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface TwoInstances {
  proxy: Proxy;
  instances: Instance[];
  /** Stops the proxy and both servers, then drops the database. */
  stop(): Promise<void>;
}

/**
 * A fresh database, two servers on it (the first migrates and seeds the demo data; the second starts once the first
 * answers, on the seeded database) and the proxy in front of them.
 */
export async function startTwoInstances(ports: { proxy: number; instances: [number, number] }): Promise<TwoInstances> {
  const name = `e2e_two_${randomBytes(5).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const db = withUser(TEST_DATABASE_URL);
  db.pathname = `/${name}`;
  const secret = randomBytes(32).toString('hex');
  const instances: Instance[] = [];
  let proxy: Proxy | undefined;
  const stop = async () => {
    await proxy?.close();
    for (const i of instances) await i.stop();
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    for (const port of ports.instances) instances.push(await startInstance(port, db.toString(), secret));
    proxy = await startProxy(ports.proxy, ports.instances);
  } catch (err) {
    await stop();
    throw err;
  }
  return { proxy, instances, stop };
}
