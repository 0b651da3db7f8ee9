/**
 * The list kit's server half: a list as its repo builds it — how many rows match, and a slice of them in the list's
 * order, both in SQL — answered as the §7 page (data[0] = { records, current, size, total }) or read in batches for
 * an export (export.ts), so no list and no export ever loads a whole table.
 */
import type { Page } from '@portal/shared';
import { UserScopedCache } from './cache.ts';
import type { Deps } from './deps.ts';

/** A filtered list in two queries; `slice` must order its rows totally (a tie-breaker last), so pages never overlap. */
export interface ListQuery<T> {
  count(): Promise<number>;
  slice(limit: number, offset: number): Promise<T[]>;
}

/** Page `current` (1-based) of `size` rows; past the end it is empty, with the total. */
export async function pageOf<T>(list: ListQuery<T>, current: number, size: number): Promise<Page<T>> {
  const total = await list.count();
  const offset = (current - 1) * size;
  const records = offset >= total ? [] : await list.slice(size, offset);
  return { records, current, size, total };
}

/**
 * Totals of large lists kept for a short time: counting 100,000 rows costs more than reading a page of them, and an
 * administrator paging through a list asks the same count again and again. The total may lag a change by `ttlMs`
 * (a user registered meanwhile); `evictOn` events clear them all at once on every instance.
 */
export class ListTotals {
  private readonly cache: UserScopedCache<{ total: number }>;

  constructor(deps: Pick<Deps, 'bus'>, opts: { ttlMs: number; evictOn: (type: string) => boolean }) {
    this.cache = new UserScopedCache({ max: 1000, ttlMs: opts.ttlMs });
    deps.bus.subscribe((e) => {
      if (e.type === 'caches.reset' || opts.evictOn(e.type)) this.cache.clear();
    });
  }

  /** The same list, whose count is read from here under `key` (the list's scope and filters). */
  of<T>(list: ListQuery<T>, key: string): ListQuery<T> {
    return {
      count: async () => (await this.cache.getOrLoad(key, '*', async () => ({ total: await list.count() }))).total,
      slice: (limit, offset) => list.slice(limit, offset),
    };
  }
}

/** Every row of a list, `batch` at a time, at most `max` rows (an export's bound). */
export async function* batchesOf<T>(
  list: ListQuery<T>,
  batch = 1000,
  max = Number.MAX_SAFE_INTEGER,
): AsyncGenerator<T[]> {
  for (let offset = 0; offset < max; offset += batch) {
    const rows = await list.slice(Math.min(batch, max - offset), offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}
