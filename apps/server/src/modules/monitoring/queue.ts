/**
 * The page browse log's write queue, one per app instance: the handler pushes a row and answers at once; the rows
 * are written in batches, one multi-row INSERT of at most `batch` rows, when `batch` rows are waiting or `intervalMs`
 * after the first row that waits, and on close. The queue is bounded: beyond `max` waiting rows the oldest are
 * dropped (a flood, or a database too slow to keep up, costs log rows, never the instance's memory), and the drops
 * are counted in a log line. A batch that fails to write is logged and dropped, never retried: the log is a
 * statistic, and a retry loop against a failing database would only grow.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';
import type { BrowseLogRow } from './repo.ts';

export interface QueueOptions<T> {
  /** Writes one batch (one INSERT). */
  write: (rows: T[]) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Rows per INSERT, and the number of waiting rows that starts a flush at once. */
  batch?: number;
  /** How long the first waiting row waits at most. */
  intervalMs?: number;
  /** Waiting rows kept at most; the oldest beyond it are dropped. */
  max?: number;
}

export class BatchQueue<T> {
  private rows: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  /** Rows dropped (queue full, or pushed after close) since the last report. */
  private dropped = 0;
  private closed = false;
  private readonly write: (rows: T[]) => Promise<void>;
  private readonly log: Pick<FastifyBaseLogger, 'warn'>;
  private readonly batch: number;
  private readonly intervalMs: number;
  private readonly max: number;

  constructor(opts: QueueOptions<T>) {
    this.write = opts.write;
    this.log = opts.log;
    this.batch = opts.batch ?? 200;
    this.intervalMs = opts.intervalMs ?? 2000;
    this.max = opts.max ?? 10_000;
  }

  /** Rows waiting to be written. */
  get size(): number {
    return this.rows.length;
  }

  push(row: T): void {
    if (this.closed) {
      this.drop(1);
      return;
    }
    this.rows.push(row);
    if (this.rows.length > this.max) {
      const over = this.rows.length - this.max;
      this.rows.splice(0, over);
      this.drop(over);
    }
    // A running flush takes every row that waits before it ends; the timer catches one pushed as it ends.
    if (this.rows.length >= this.batch && !this.running) void this.flushNow();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flushNow(), this.intervalMs);
      this.timer.unref();
    }
  }

  /**
   * Writes every row waiting now (after a flush already under way), resolving when they are written or dropped.
   * Never rejects. Tests call it instead of waiting for the timer.
   */
  async flushNow(): Promise<void> {
    while (this.running) await this.running;
    if (this.rows.length === 0) {
      this.report();
      return;
    }
    this.running = this.drain();
    try {
      await this.running;
    } finally {
      this.running = null;
    }
  }

  /** Writes what waits and takes no more rows (the app's onClose). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flushNow();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async drain(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    let failed = 0;
    let lastError: unknown;
    while (this.rows.length > 0) {
      const chunk = this.rows.splice(0, this.batch);
      try {
        await this.write(chunk);
      } catch (err) {
        failed += chunk.length;
        lastError = err;
      }
    }
    if (failed > 0) this.log.warn({ err: lastError, rows: failed }, 'page browse log: write failed, rows dropped');
    this.report();
  }

  private drop(n: number): void {
    // The first drop is told at once (the flush that would report it may be stuck on a slow database); the count
    // follows with the next flush.
    if (this.dropped === 0)
      this.log.warn(
        { max: this.max },
        this.closed ? 'page browse log: closed, rows dropped' : 'page browse log: queue full, dropping the oldest rows',
      );
    this.dropped += n;
  }

  private report(): void {
    if (this.dropped === 0) return;
    this.log.warn({ dropped: this.dropped }, 'page browse log: rows dropped');
    this.dropped = 0;
  }
}

/** The app's one page browse log queue, made by the module's plugin (index.ts) and found here by its routes. */
const slot = perApp((): { queue?: BatchQueue<BrowseLogRow> } => ({}));

export function provideBrowseLogQueue(deps: Deps, queue: BatchQueue<BrowseLogRow>): void {
  slot(deps).queue = queue;
}

export function browseLogQueue(deps: Deps): BatchQueue<BrowseLogRow> {
  const q = slot(deps).queue;
  if (!q) throw new Error('page browse log queue not started (the monitoring module makes it)');
  return q;
}
