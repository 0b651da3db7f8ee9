import { queryOptions } from '@tanstack/react-query';
import type { Page, PublicContent } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { newsKeys } from './keys.ts';

export interface NewsPageQuery {
  siteCode: string;
  /** A channel; absent for every channel of the site (全部). */
  subjectId?: string;
  currentPage: number;
  pageSize: number;
}

/** A page of the published articles of a site (public), newest first. */
export async function getNewsPage(q: NewsPageQuery): Promise<Page<PublicContent>> {
  return first(await request('newsPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const newsPageQuery = (q: NewsPageQuery) =>
  queryOptions({ queryKey: newsKeys.page(q), queryFn: () => getNewsPage(q) });
