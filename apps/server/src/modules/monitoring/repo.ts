/**
 * Every query of the monitoring area's table (page_browse_log): the queue's batched insert, the statistics and the
 * year-old purge.
 */
import { count, countDistinct, desc, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageBrowseLog } from '../../db/schema/monitoring.ts';
import type { ListQuery } from '../../platform/paging.ts';

export type BrowseLogRow = typeof pageBrowseLog.$inferInsert;

/** One multi-row INSERT of a batch the queue took (at most its batch size). */
export async function insertPageBrowseLogs(db: Db, rows: readonly BrowseLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pageBrowseLog).values([...rows]);
}

/** Rows browsed before `before`: the log is kept a year (housekeeping, hourly). */
export async function purgeOldPageBrowseLog(db: Db, before: Date): Promise<void> {
  await db.delete(pageBrowseLog).where(lt(pageBrowseLog.browsedAt, before));
}

export interface PageBrowseStat {
  url: string;
  views: number;
  users: number;
}

/**
 * Views and distinct users per url since `since`, most viewed first (url breaks ties), for the platform's pageOf:
 * grouped, counted and sliced in SQL. The range is read through page_browse_log_at_idx; the grouping by url can walk
 * page_browse_log_url_idx (url, browsed_at).
 */
export function browseStats(db: Db, since: Date): ListQuery<PageBrowseStat> {
  const inRange = gte(pageBrowseLog.browsedAt, since);
  const views = count();
  return {
    count: async () =>
      (
        await db
          .select({ n: countDistinct(pageBrowseLog.url) })
          .from(pageBrowseLog)
          .where(inRange)
      )[0].n,
    slice: (limit, offset) =>
      db
        .select({ url: pageBrowseLog.url, views, users: countDistinct(pageBrowseLog.userId) })
        .from(pageBrowseLog)
        .where(inRange)
        .groupBy(pageBrowseLog.url)
        .orderBy(desc(views), asc(pageBrowseLog.url))
        .limit(limit)
        .offset(offset),
  };
}
