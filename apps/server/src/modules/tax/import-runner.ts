/**
 * The Excel import runner, one per instance (perApp): at most `importConcurrency` imports (2 by default) run at once,
 * the others wait in a first-come queue. A job's state is in tax_import_jobs, so any instance answers importStatus;
 * its place in the queue is counted there too (importsAhead). An import reads and checks the file into the staging
 * table, then applies it in one short transaction (repo.applyImport), or fails with its errors and writes nothing.
 * The instance touches its jobs every 30 s: a job whose instance stopped goes stale and is reported failed. At
 * start-up the jobs a stopped process left are failed at once (recoverInterrupted).
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import * as M from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';
import {
  applyImport,
  deleteStaging,
  failStaleImports,
  findFormat,
  findImportJobById,
  insertStaging,
  touchImportJobs,
  updateImportJob,
  type ImportJobRow,
} from './repo.ts';
import { readImport } from './xlsx-import.ts';

const HEARTBEAT_MS = 30_000;
/** A queued or running job not touched for this long (three heartbeats missed) was cut off: its process stopped. */
export const STALE_IMPORT_MS = 3 * HEARTBEAT_MS;

interface Queued {
  jobId: string;
  file: string;
}

export class ImportRunner {
  /** Names this instance's queue in the jobs table. */
  readonly instanceId = randomUUID();
  private running = 0;
  private readonly queue: Queued[] = [];
  private readonly active = new Set<Promise<void>>();
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;
  /** The app's logger (set by the module when it registers). */
  logger: Pick<FastifyBaseLogger, 'warn'> | null = null;

  constructor(
    private readonly deps: Deps,
    private readonly concurrency: number,
  ) {
    this.heartbeat = setInterval(() => {
      if (this.running + this.queue.length > 0)
        void touchImportJobs(deps.db, this.instanceId).catch((err: unknown) => this.log(err, 'heartbeat failed'));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Imports running and waiting on this instance. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queue.length };
  }

  /**
   * Takes a job (its row written as queued) and its file, which the runner removes when done. Answers whether it
   * runs now, or how many imports are ahead of it.
   */
  async submit(job: ImportJobRow, file: string): Promise<{ status: 'running' | 'queued'; ahead: number }> {
    if (this.closed) {
      fs.rmSync(file, { force: true });
      await updateImportJob(this.deps.db, job.jobId, { status: 'failed', message: M.TAX_IMPORT_INTERRUPTED });
      return { status: 'queued', ahead: 0 };
    }
    if (this.running < this.concurrency) {
      this.running += 1;
      try {
        await updateImportJob(this.deps.db, job.jobId, {
          status: 'running',
          message: M.TAX_IMPORT_RUNNING,
          startedAt: new Date(),
        });
      } catch (err) {
        this.done(file); // the slot is free again, and the next one may start
        throw err;
      }
      this.track(this.run(job.jobId, file));
      return { status: 'running', ahead: 0 };
    }
    this.queue.push({ jobId: job.jobId, file });
    return { status: 'queued', ahead: this.running + this.queue.length - 1 };
  }

  /**
   * At start-up, the unfinished jobs of a process that is gone fail at once as interrupted: nothing of theirs was
   * applied (an import writes all or nothing), so there is nothing to undo. On the embedded database one process holds
   * the data directory (db/data-dir-lock.ts), so every unfinished job of another instance is a previous life's; on
   * PostgreSQL other instances may be importing, and only jobs their owner stopped touching are failed.
   */
  async recoverInterrupted(now = Date.now()): Promise<void> {
    const before = this.deps.database.kind === 'pglite' ? null : new Date(now - STALE_IMPORT_MS);
    await failStaleImports(this.deps.db, before, M.TAX_IMPORT_INTERRUPTED, this.instanceId);
  }

  /** Stops taking jobs: queued ones fail as interrupted, running ones finish. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const q of this.queue.splice(0)) {
      fs.rmSync(q.file, { force: true });
      await updateImportJob(this.deps.db, q.jobId, {
        status: 'failed',
        message: M.TAX_IMPORT_INTERRUPTED,
        finishedAt: new Date(),
      }).catch((err: unknown) => this.log(err, 'could not fail a queued import'));
    }
    await Promise.allSettled([...this.active]);
  }

  private track(p: Promise<void>): void {
    this.active.add(p);
    void p.finally(() => this.active.delete(p));
  }

  private next(): void {
    while (!this.closed && this.running < this.concurrency && this.queue.length > 0) {
      const q = this.queue.shift()!;
      this.running += 1;
      this.track(
        updateImportJob(this.deps.db, q.jobId, {
          status: 'running',
          message: M.TAX_IMPORT_RUNNING,
          startedAt: new Date(),
        }).then(
          () => this.run(q.jobId, q.file),
          (err: unknown) => {
            this.log(err, 'could not start an import');
            this.done(q.file);
          },
        ),
      );
    }
  }

  private done(file: string): void {
    fs.rmSync(file, { force: true });
    this.running -= 1;
    this.next();
  }

  private async run(jobId: string, file: string): Promise<void> {
    const { db } = this.deps;
    try {
      await this.importFile(jobId, file);
    } catch (err) {
      // A file exceljs cannot read (a zip with the right names and broken content), or the database failed.
      this.log(err, 'import failed');
      await deleteStaging(db, jobId).catch(() => undefined);
      await updateImportJob(db, jobId, {
        status: 'failed',
        message: M.TAX_IMPORT_UNREADABLE,
        finishedAt: new Date(),
      }).catch((e: unknown) => this.log(e, 'could not record a failed import'));
    } finally {
      this.done(file);
    }
  }

  private async importFile(jobId: string, file: string): Promise<void> {
    const { db } = this.deps;
    const job = await findImportJobById(db, jobId);
    const format = job ? await findFormat(db, job.tableCode) : undefined;
    if (!job || !format) return;
    const result = await readImport(file, format.format, {
      stage: (rows) => insertStaging(db, jobId, rows),
      progress: (rows) => updateImportJob(db, jobId, { processedRows: rows }),
    });
    const fail = (message: string) =>
      updateImportJob(db, jobId, {
        status: 'failed',
        processedRows: result.rows,
        errors: result.errors,
        errorCount: result.errorCount,
        message,
        finishedAt: new Date(),
      });
    if (result.errorCount > 0 || result.rows === 0) {
      await deleteStaging(db, jobId);
      await fail(result.errorCount > 0 ? M.taxImportFailed(result.errorCount) : M.TAX_IMPORT_NO_ROWS);
      return;
    }
    const refused = await applyImport(db, job, format.version, result.rows, M.taxImportDone(result.rows));
    if (refused) {
      await deleteStaging(db, jobId);
      await fail(refused === 'taskLocked' ? M.TAX_TASK_LOCKED : M.TAX_TABLE_FILLED);
    }
  }

  private log(err: unknown, msg: string): void {
    this.logger?.warn({ err }, msg);
  }
}

export const importRunner = perApp((deps) => new ImportRunner(deps, deps.config.importConcurrency));
