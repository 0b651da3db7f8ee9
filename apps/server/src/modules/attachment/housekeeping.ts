/**
 * Uploads no record claimed within a day are purged (the page that uploaded them was left without saving, or a crash
 * cut the write short): their rows, then their bytes. A claim racing the purge wins or loses on the row alone
 * (deleteUnclaimed), never half. The directory store is also swept of day-old files no row names.
 */
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { HOUR } from '../../platform/maintenance.ts';
import { deleteUnclaimed, keysInUse, staleUnclaimed } from './repo.ts';
import { directoryOf, storeOf } from './store.ts';

export const UNCLAIMED_TTL_MS = 24 * HOUR;
const BATCH = 100;

export async function purgeUnclaimed(deps: Deps, db: Db, now: number): Promise<void> {
  const before = now - UNCLAIMED_TTL_MS;
  for (;;) {
    const rows = await staleUnclaimed(db, new Date(before), BATCH);
    for (const row of rows) {
      if (await deleteUnclaimed(db, row.id)) await storeOf(deps, row.store).remove(row.storageKey);
    }
    if (rows.length < BATCH) break;
  }
  await directoryOf(deps)?.sweep(before, (keys) => keysInUse(db, keys));
}
