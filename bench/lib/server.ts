/**
 * Starts the real portal server as a child process on 127.0.0.1 for a benchmark: its own data directory
 * (or a PostgreSQL schema when DATABASE_URL is set), captcha off, the bare baseline route on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  /** The server process (its memory is read from /proc by the import benchmark). */
  pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir?: string;
  /** PostgreSQL schema (when DATABASE_URL is set). */
  pgSchema?: string;
  env?: Record<string, string>;
}

export function tempDataDir(prefix = 'portal-bench-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    AUTH_CAPTCHA: 'off',
    DEV_SMS_OUTBOX: 'on',
    LOG_LEVEL: 'warn',
    BENCH_BARE_ROUTE: '1',
    RATE_LIMIT_LOGIN: '100000',
    ...opts.env,
  };
  if (process.env.DATABASE_URL) {
    env.DATABASE_URL = process.env.DATABASE_URL;
    if (opts.pgSchema) env.DATABASE_SCHEMA = opts.pgSchema;
  } else {
    env.DATA_DIR = opts.dataDir ?? tempDataDir();
    delete env.DATABASE_URL;
  }
  // BENCH_SERVER_NODE_ARGS: node options for the server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see
  // where a benchmark's time goes; node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/japi/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port: opts.port,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in (captcha off) and returns the token. */
export async function signIn(url: string, account: string, password = 'Portal@2026'): Promise<string> {
  const res = await fetch(`${url}/japi/api/user/authentication/userLoginEcology`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  const body = (await res.json()) as { code: string; msg: string; data: { token: string }[] };
  if (body.code !== '200') throw new Error(`sign-in of ${account} failed: ${body.code} ${body.msg}`);
  return body.data[0].token;
}
