/**
 * One server per embedded data directory. Two processes opening one PGlite directory would each run their own
 * database on the same files, diverging until the files are ruined; so the server takes a lock file in DATA_DIR before
 * it opens the database, holds it for the process's life and removes it on exit.
 *
 * The lock is a file created exclusively (link(), which fails when the name exists) holding the holder's pid, host and
 * start time. A lock whose holder is gone (killed, the machine restarted) is taken over: its pid no longer runs, or
 * runs as another process (Linux: its start time in /proc differs), or is this very process (a container restarted
 * with the same pid).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'portal-server.lock';

interface LockInfo {
  pid: number;
  host: string;
  /** The holder's start time as /proc gives it (clock ticks since boot), or null where there is no /proc. */
  started: string | null;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another portal server (pid ${holder.pid} on ${holder.host}). ` +
        'Stop that server first, or give this one another DATA_DIR. If no server is running there, remove ' +
        `${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** A process's start time from /proc/<pid>/stat (field 22), or null where it cannot be read. */
function startTimeOf(pid: number | 'self'): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' && typeof info.host === 'string'
      ? { pid: info.pid, host: info.host, started: info.started ?? null }
      : null;
  } catch {
    return null; // gone meanwhile, or half written by a start that died: no live holder speaks through it
  }
}

/** Whether the process that wrote `info` still runs. A lock from another host cannot be checked: it is held. */
function holderAlive(info: LockInfo): boolean {
  if (info.host !== os.hostname()) return true;
  if (info.pid === process.pid) return false;
  try {
    process.kill(info.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  // The pid runs; on Linux, check it is the same process and not a later one given the same number.
  const started = startTimeOf(info.pid);
  return !(info.started && started && info.started !== started);
}

/**
 * Moves a dead holder's lock aside. Of two starts racing for it, the second may move the lock the first has just
 * made: that one is put back, and the second start is refused.
 */
function takeOver(file: string, dataDir: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readLock(aside);
  try {
    if (moved && holderAlive(moved)) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // a third start has the name now; it found no lock and holds it
      }
      throw new DataDirLockedError(dataDir, moved);
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the data directory's lock, or throws DataDirLockedError naming the live holder. The lock is released by
 * `release()` and, at the latest, when the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), started: startTimeOf('self') };
  // Written whole under a name of our own, then linked to the lock's name: link() fails when the name exists (like
  // O_EXCL), and nobody ever reads a lock half written.
  const draft = `${file}.${process.pid}.new`;
  fs.writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
      }
      const holder = readLock(file);
      if (holder && holderAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      takeOver(file, dataDir);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: never one a later start took over.
    if (readLock(file)?.pid === mine.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
