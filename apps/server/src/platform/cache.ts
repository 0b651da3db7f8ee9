/**
 * In-process caches for the hot signed-in reads (§ Performance budgets). Entries belong to a user, so an event
 * about that user (events.ts) evicts exactly their entries; a TTL bounds staleness should an event be missed.
 */
import { LRUCache } from 'lru-cache';

export class UserScopedCache<V extends object> {
  private readonly lru: LRUCache<string, { userId: string; value: V }>;
  private readonly byUser = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Promise<V>>();
  /** Bumped by every eviction: a load that started before one must not store what it read. */
  private generation = 0;

  constructor(opts: { max: number; ttlMs: number }) {
    this.lru = new LRUCache({
      max: opts.max,
      ttl: opts.ttlMs,
      dispose: (entry, key) => this.unindex(entry.userId, key),
    });
  }

  get(key: string): V | undefined {
    return this.lru.get(key)?.value;
  }

  set(key: string, userId: string, value: V): void {
    this.lru.set(key, { userId, value });
    let keys = this.byUser.get(userId);
    if (!keys) this.byUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** The cached value, or one load shared by concurrent callers, stored unless an eviction came meanwhile. */
  async getOrLoad(key: string, userId: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit) return hit;
    const gen = this.generation;
    const flightKey = `${gen}|${key}`;
    let pending = this.inflight.get(flightKey);
    if (!pending) {
      pending = load().finally(() => this.inflight.delete(flightKey));
      this.inflight.set(flightKey, pending);
    }
    const value = await pending;
    if (gen === this.generation) this.set(key, userId, value);
    return value;
  }

  evictUser(userId: string): void {
    this.generation++;
    for (const key of [...(this.byUser.get(userId) ?? [])]) this.lru.delete(key);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.generation++;
    this.lru.clear();
    this.byUser.clear();
  }

  private unindex(userId: string, key: string): void {
    const keys = this.byUser.get(userId);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.byUser.delete(userId);
  }
}
