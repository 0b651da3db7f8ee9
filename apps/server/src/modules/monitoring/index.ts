/**
 * Monitoring area (issue 15): the page browse log (§3, §7.4 pageBrowseLog/savePageBrowseLog), queued per instance
 * and written in batches, and its statistics for operations. Kept a year (housekeeping).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { HOUR } from '../../platform/maintenance.ts';
import { browseLogRoutes } from './browse-log.routes.ts';
import { BatchQueue, browseLogQueue, provideBrowseLogQueue } from './queue.ts';
import { insertPageBrowseLogs, purgeOldPageBrowseLog, type BrowseLogRow } from './repo.ts';

export default async function monitoringModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const queue = new BatchQueue<BrowseLogRow>({
    write: (rows) => insertPageBrowseLogs(db, rows),
    log: app.log,
    batch: 200,
    intervalMs: 2000,
    max: 10_000,
  });
  provideBrowseLogQueue(app.deps, queue);
  // Before the database closes (the app's owner closes it after app.close()): what waits is written.
  app.addHook('onClose', () => queue.close());
  app.deps.housekeeping.add('page-browse-log', (hk, now) => purgeOldPageBrowseLog(hk, new Date(now - 365 * 24 * HOUR)));
  await app.register(browseLogRoutes);
}

/** Writes the browse log rows waiting in this app's queue now (tests, instead of waiting for the timer). */
export function flushNow(deps: Deps): Promise<void> {
  return browseLogQueue(deps).flushNow();
}
