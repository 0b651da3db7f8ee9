import { queryOptions } from '@tanstack/react-query';
import type { Page, Site } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

export interface SitePageQuery {
  siteName?: string;
  currentPage: number;
  pageSize: number;
}

/** 栏目管理 › 站点: a page of the sites. */
export async function getSitePage(q: SitePageQuery): Promise<Page<Site>> {
  return first(await request('sitePage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const sitePageQuery = (q: SitePageQuery) =>
  queryOptions({ queryKey: contentKeys.sitePage(q), queryFn: () => getSitePage(q) });
