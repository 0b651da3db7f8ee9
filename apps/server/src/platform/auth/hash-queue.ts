/**
 * Bounds how many password hashes (scrypt, ~70 ms of a core each) run at once, so a storm of logins cannot take
 * every core and libuv thread from the requests that need neither. Callers beyond `concurrency` wait in order;
 * beyond `maxWaiting` waiting callers, a request is refused with 429 (the error handler sends the envelope).
 * One queue per process: the cores are per process too. docs/decisions.md, "Password hashes take turns in a queue".
 */
import os from 'node:os';
import { TOO_MANY_REQUESTS } from '@portal/shared';
import { AppError } from '../envelope.ts';

export interface HashQueueLimits {
  /** Tasks at once; 0 = unbounded (the limiter off, for the benchmark's "before"). */
  concurrency: number;
  /** Callers that may wait for a turn; one more is refused with 429. */
  maxWaiting: number;
}

export interface RunOptions {
  /** false: wait however long the queue, never refused (hashPassword: see tokens.ts). Default true. */
  mayRefuse?: boolean;
}

export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limits: HashQueueLimits) {}

  configure(limits: HashQueueLimits): void {
    this.limits = limits;
    // A larger bound lets waiting callers in now.
    while (this.waiting.length && this.hasRoom()) {
      this.running++;
      this.waiting.shift()!();
    }
  }

  /** Runs `task` when a slot is free (in arrival order); throws the 429 AppError when too many already wait. */
  async run<T>(task: () => Promise<T>, opts: RunOptions = {}): Promise<T> {
    if (this.hasRoom() && this.waiting.length === 0) {
      this.running++;
    } else {
      if (opts.mayRefuse !== false && this.waiting.length >= this.limits.maxWaiting) {
        throw new AppError('429', TOO_MANY_REQUESTS, 429);
      }
      // The slot is handed over by release(): `running` already counts this caller when it wakes.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private hasRoom(): boolean {
    return this.limits.concurrency <= 0 || this.running < this.limits.concurrency;
  }

  private release(): void {
    this.running--;
    if (this.waiting.length && this.hasRoom()) {
      this.running++;
      this.waiting.shift()!();
    }
  }
}

/**
 * Unless HASH_CONCURRENCY says otherwise: the cores less one (the event loop's), at least 1, and at most 3, so that
 * one of libuv's 4 default threads stays free for file and DNS work.
 */
export function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(os.availableParallelism() - 1, 3));
}

/** The process's queue for hashPassword/verifyPassword; buildApp sets its limits from the config. */
export const hashQueue = new HashQueue({ concurrency: defaultHashConcurrency(), maxWaiting: 32 });

export function configureHashQueue(config: { hashConcurrency?: number; hashQueueMax: number }): void {
  hashQueue.configure({
    concurrency: config.hashConcurrency ?? defaultHashConcurrency(),
    maxWaiting: config.hashQueueMax,
  });
}
