import { queryOptions } from '@tanstack/react-query';
import type { Page, SearchResult } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { newsKeys } from './keys.ts';

export interface NewsSearchQuery {
  keyword: string;
  siteCode: string;
  currentPage: number;
  pageSize: number;
}

/** Full-text search of the published articles (public), by relevance, with the matched words marked. */
export async function searchNews(q: NewsSearchQuery): Promise<Page<SearchResult>> {
  return first(await request('newsSearch', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList; an empty keyword does not search (the page asks for one instead). */
export const newsSearchQuery = (q: NewsSearchQuery) =>
  queryOptions({
    queryKey: newsKeys.search(q),
    queryFn: () => searchNews(q),
    enabled: q.keyword.trim() !== '',
  });
