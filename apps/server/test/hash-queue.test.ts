/** The password-hash queue: bounded concurrency, arrival order, 429 beyond the waiting limit (issue 9, item 6). */
import { like } from 'drizzle-orm';
import { loginFailures } from '../src/db/schema/user.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '@portal/shared';
import { loadConfig } from '../src/config.ts';
import { AppError } from '../src/platform/envelope.ts';
import { HashQueue, configureHashQueue, defaultHashConcurrency, hashQueue } from '../src/platform/auth/hash-queue.ts';
import { hashPassword, verifyPassword } from '../src/platform/auth/tokens.ts';
import { DEMO_PASSWORD, call, envelopeOf, startTestServer, type TestServer } from './helpers.ts';

/** A fake task that runs until the test finishes it, recording how many run at once and the order they started. */
function instrument() {
  let active = 0;
  const seen = { maxActive: 0, started: [] as number[] };
  const finishers = new Map<number, () => void>();
  const task = (id: number) => () => {
    active++;
    seen.maxActive = Math.max(seen.maxActive, active);
    seen.started.push(id);
    return new Promise<number>((resolve) => {
      finishers.set(id, () => {
        active--;
        resolve(id);
      });
    });
  };
  const finish = async (id: number) => {
    finishers.get(id)!();
    // Let the queue hand the slot over (a few microtask turns).
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { seen, task, finish, active: () => active };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('HashQueue', () => {
  it('runs at most `concurrency` tasks at once, the waiting ones in arrival order', async () => {
    const q = new HashQueue({ concurrency: 2, maxWaiting: 10 });
    const t = instrument();
    const results = [1, 2, 3, 4, 5, 6].map((id) => q.run(t.task(id)));
    await flush();
    expect(t.seen.started).toEqual([1, 2]);
    expect(q.stats).toEqual({ running: 2, waiting: 4 });
    await t.finish(2);
    expect(t.seen.started).toEqual([1, 2, 3]);
    await t.finish(1);
    await t.finish(3);
    expect(t.seen.started).toEqual([1, 2, 3, 4, 5]);
    await t.finish(5);
    await t.finish(4);
    await t.finish(6);
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(t.seen.started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(t.seen.maxActive).toBe(2);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a caller beyond `maxWaiting` waiting ones with the 429 AppError; a freed place is taken again', async () => {
    const q = new HashQueue({ concurrency: 1, maxWaiting: 2 });
    const t = instrument();
    const a = q.run(t.task(1));
    const b = q.run(t.task(2));
    const c = q.run(t.task(3));
    const refused = q.run(t.task(4));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: '429', httpStatus: 429, message: TOO_MANY_REQUESTS });
    expect(t.seen.started).toEqual([1]);
    await t.finish(1);
    // Task 2 runs now, task 3 waits: one waiting place is free.
    const d = q.run(t.task(5));
    await expect(q.run(t.task(6))).rejects.toMatchObject({ code: '429' });
    await t.finish(2);
    await t.finish(3);
    await t.finish(5);
    expect(await Promise.all([a, b, c, d])).toEqual([1, 2, 3, 5]);
    expect(t.seen.started).toEqual([1, 2, 3, 5]);
    expect(t.seen.maxActive).toBe(1);
  });

  it('mayRefuse: false waits beyond the limit instead of being refused', async () => {
    const q = new HashQueue({ concurrency: 1, maxWaiting: 0 });
    const t = instrument();
    const runs = [1, 2, 3].map((id) => q.run(t.task(id), { mayRefuse: false }));
    await expect(q.run(t.task(4))).rejects.toMatchObject({ code: '429' });
    for (const id of [1, 2, 3]) await t.finish(id);
    expect(await Promise.all(runs)).toEqual([1, 2, 3]);
    expect(t.seen.maxActive).toBe(1);
  });

  it('a failing task frees its slot', async () => {
    const q = new HashQueue({ concurrency: 1, maxWaiting: 5 });
    const t = instrument();
    const failing = q.run(() => Promise.reject(new Error('boom')));
    const next = q.run(t.task(1));
    await expect(failing).rejects.toThrow('boom');
    await flush();
    expect(t.seen.started).toEqual([1]);
    await t.finish(1);
    expect(await next).toBe(1);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('concurrency 0 is unbounded (the benchmark\'s "before"); a larger bound lets waiting callers in', async () => {
    const open = new HashQueue({ concurrency: 0, maxWaiting: 0 });
    const t = instrument();
    const runs = [1, 2, 3, 4].map((id) => open.run(t.task(id)));
    expect(t.active()).toBe(4);
    for (const id of [1, 2, 3, 4]) await t.finish(id);
    await Promise.all(runs);

    const q = new HashQueue({ concurrency: 1, maxWaiting: 5 });
    const u = instrument();
    const more = [1, 2, 3].map((id) => q.run(u.task(id)));
    expect(u.active()).toBe(1);
    q.configure({ concurrency: 3, maxWaiting: 5 });
    await flush();
    expect(u.seen.started).toEqual([1, 2, 3]);
    for (const id of [1, 2, 3]) await u.finish(id);
    await Promise.all(more);
  });
});

describe('configuration', () => {
  it('HASH_QUEUE_MAX and HASH_CONCURRENCY come from the config; the default concurrency is the cores less one, 1 to 3', () => {
    expect(loadConfig({}).hashQueueMax).toBe(32);
    expect(loadConfig({}).hashConcurrency).toBeUndefined();
    expect(loadConfig({ HASH_QUEUE_MAX: '5', HASH_CONCURRENCY: '0' })).toMatchObject({
      hashQueueMax: 5,
      hashConcurrency: 0,
    });
    expect(loadConfig({ HASH_CONCURRENCY: 'lots' }).hashConcurrency).toBeUndefined();
    expect(defaultHashConcurrency()).toBeGreaterThanOrEqual(1);
    expect(defaultHashConcurrency()).toBeLessThanOrEqual(3);
  });
});

describe('hashPassword and verifyPassword take turns in the process queue', () => {
  afterEach(() => configureHashQueue({ hashQueueMax: 32 }));

  it('verifyPassword is refused when the queue is full; hashPassword (seed, registration, reset) waits its turn', async () => {
    const stored = await hashPassword(DEMO_PASSWORD);
    configureHashQueue({ hashConcurrency: 1, hashQueueMax: 1 });
    let release!: () => void;
    const held = hashQueue.run(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const waiting = verifyPassword(DEMO_PASSWORD, stored);
    await expect(verifyPassword(DEMO_PASSWORD, stored)).rejects.toMatchObject({ code: '429', httpStatus: 429 });
    const hashes = [hashPassword('Other@2026'), hashPassword('Third@2026')];
    expect(hashQueue.stats).toEqual({ running: 1, waiting: 3 });
    release();
    await held;
    expect(await waiting).toBe(true);
    const [h1, h2] = await Promise.all(hashes);
    expect(await verifyPassword('Other@2026', h1)).toBe(true);
    expect(await verifyPassword('Third@2026', h2)).toBe(true);
  });
});

describe('through the server (HASH_QUEUE_MAX=1, one hash at a time)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ HASH_QUEUE_MAX: '1', HASH_CONCURRENCY: '1', RATE_LIMIT_LOGIN: '10000' });
  });
  afterAll(async () => {
    await s?.close();
    configureHashQueue({ hashQueueMax: 32 });
  });

  // Each login from its own address: the lockout (account + IP) and the per-IP rate limit stay out of the way.
  const logins = (n: number, from: string) =>
    Array.from({ length: n }, (_, i) =>
      call(s.app, 'login', { body: { account: 'user', password: DEMO_PASSWORD }, ip: `${from}.${i + 1}` }),
    );

  it('a burst while a hash runs: one login waits for it and signs in, the other five get the 429 envelope', async () => {
    let release!: () => void;
    const held = hashQueue.run(
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    const pending = logins(6, '10.66.1');
    let answered = 0;
    for (const p of pending) void p.finally(() => answered++);
    // The held slot keeps the first login to reach the password check waiting; the five after it are refused.
    while (answered < 5) await new Promise((r) => setTimeout(r, 5));
    expect(hashQueue.stats).toEqual({ running: 1, waiting: 1 });
    release();
    await held;
    const responses = await Promise.all(pending);
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toEqual({ code: '429', msg: TOO_MANY_REQUESTS, data: [] });
    const signedIn = responses.filter((r) => r.statusCode === 200);
    expect(signedIn).toHaveLength(1);
    expect(envelopeOf(signedIn[0]).code).toBe('200');
    // A refused login checked no password, so it counts toward no lock.
    const counted = await s.database.db.select().from(loginFailures).where(like(loginFailures.ip, '10.66.1.%'));
    expect(counted.filter((r) => r.failures > 0 || r.lockedUntil)).toEqual([]);
  });

  it('a burst of parallel logins: some 429 envelopes, the rest signed in, no 500', async () => {
    const responses = await Promise.all(logins(12, '10.66.2'));
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.json()).toEqual({ code: '429', msg: TOO_MANY_REQUESTS, data: [] });
    for (const r of responses.filter((x) => x.statusCode !== 429)) expect(envelopeOf(r).code).toBe('200');
  });
});
