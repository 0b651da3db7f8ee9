/**
 * One server per embedded data directory (DATA_DIR): a second start on a directory in use stops with a clear
 * message and a non-zero exit, before it opens the database; once the holder is dead (SIGKILL leaves its lock file
 * behind) a new start takes the lock over; a server stopped normally removes it. Real server processes
 * (`node --import tsx src/main.ts`), as `npm start` runs them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dirs.push(d);
  return d;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => out, exited };
}

/** Resolves once the server answers its health check, or with its exit code if it stops first. */
async function answered(s: Started): Promise<'answering' | { exit: number | null }> {
  let exit: number | null | undefined;
  void s.exited.then((code) => (exit = code));
  for (;;) {
    if (exit !== undefined) return { exit };
    const ok = await fetch(`http://127.0.0.1:${s.port}/japi/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return 'answering';
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a second server on one DATA_DIR', () => {
  it('is refused while the first runs; after the first is killed a new one takes over; a stop removes the lock', async () => {
    const dataDir = tempDir();
    const first = start(dataDir, await freePort());
    expect(await answered(first), first.output()).toBe('answering');

    const second = start(dataDir, await freePort());
    const verdict = await answered(second);
    expect(verdict, second.output()).toEqual({ exit: 1 });
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another portal server (pid ${first.child.pid}`);
    // The first still answers.
    expect(await answered(first)).toBe('answering');

    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true); // a killed process leaves its lock behind

    const third = start(dataDir, await freePort());
    expect(await answered(third), third.output()).toBe('answering');
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(third.child.pid);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 300_000);
});

describe('lockDataDir', () => {
  const lockOf = (dataDir: string, holder: object) =>
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ host: os.hostname(), ...holder }));
  const parentStart = () => {
    try {
      const stat = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    } catch {
      return null;
    }
  };

  it.each<[string, (dir: string) => void, 'held' | 'taken']>([
    ['a live process holds it', (d) => lockOf(d, { pid: process.ppid, started: parentStart() }), 'held'],
    ['another host holds it (cannot be checked)', (d) => lockOf(d, { pid: 1, host: 'elsewhere' }), 'held'],
    ['its pid runs no process', (d) => lockOf(d, { pid: 2 ** 22 + 7, started: null }), 'taken'],
    ['its pid now runs another process', (d) => lockOf(d, { pid: process.ppid, started: '1' }), 'taken'],
    ['its pid is this process (a restarted container)', (d) => lockOf(d, { pid: process.pid }), 'taken'],
    ['it is unreadable', (d) => fs.writeFileSync(path.join(d, LOCK_FILE), '{"pi'), 'taken'],
  ])('a lock file whose %s is %s', (_name, write, outcome) => {
    const dataDir = tempDir();
    write(dataDir);
    if (outcome === 'held') {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      return;
    }
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
