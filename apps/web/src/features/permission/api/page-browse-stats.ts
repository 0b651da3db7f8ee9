import { queryOptions } from '@tanstack/react-query';
import type { Endpoints, ItemOf, Page, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { auditKeys } from './audit-keys.ts';

export type PageBrowseStat = ItemOf<Endpoints['pageBrowseStats']>['records'][number];
export type PageBrowseStatsQuery = PayloadOf<Endpoints['pageBrowseStats']> & { currentPage: number; pageSize: number };

/** Views and distinct users per page over the last `days` days, most viewed first. */
export async function getPageBrowseStats(q: PageBrowseStatsQuery): Promise<Page<PageBrowseStat>> {
  return (
    first(await request('pageBrowseStats', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const pageBrowseStatsQuery = (q: PageBrowseStatsQuery) =>
  queryOptions({ queryKey: [...auditKeys.browseStats(), q] as const, queryFn: () => getPageBrowseStats(q) });
