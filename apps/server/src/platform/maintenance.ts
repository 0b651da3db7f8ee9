/**
 * Housekeeping of short-lived rows (expired captchas, old SMS codes, long-ended sessions, stale lock counters,
 * expired hand-off nonces, a year-old upload log): each owner registers its purge here (modules in their index.ts), and every instance runs
 * them hourly and once at start. Purges must be idempotent deletes, so several instances may run them at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { purgeOldSessions, purgeOldUploadLog } from './repo.ts';

export const HOUR = 3600 * 1000;

/** A purge: deletes what is stale at `now` (ms since the epoch). */
export type Purge = (db: Db, now: number) => Promise<void>;

export class Housekeeping {
  private readonly purges = new Map<string, Purge>();

  constructor() {
    // The platform's own: sessions ended or expired 30 days ago.
    this.add('sessions', (db, now) => purgeOldSessions(db, new Date(now - 30 * 24 * HOUR)));
    this.add('upload-log', (db, now) => purgeOldUploadLog(db, new Date(now - 365 * 24 * HOUR)));
  }

  /** Registers a purge under a name (registering a name again replaces it). */
  add(name: string, purge: Purge): void {
    this.purges.set(name, purge);
  }

  /** Runs every purge; one failing does not stop the others. */
  async run(db: Db, now = Date.now()): Promise<Error[]> {
    const failures: Error[] = [];
    for (const purge of this.purges.values()) {
      await purge(db, now).catch((err: unknown) => failures.push(err instanceof Error ? err : new Error(String(err))));
    }
    return failures;
  }
}

/** Runs the app's purges once now and then hourly, until the app closes. */
export function scheduleMaintenance(app: FastifyInstance): void {
  const run = () =>
    app.deps.housekeeping.run(app.deps.db).then((errors) => {
      for (const err of errors) app.log.warn({ err }, 'maintenance failed');
    });
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  void run();
}
