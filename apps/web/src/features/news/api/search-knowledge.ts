import { queryOptions } from '@tanstack/react-query';
import type { Page, SearchResult } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { newsKeys, type KnowledgeSearchQuery } from './keys.ts';

export type { KnowledgeSearchQuery };

/** Full-text search of the knowledge base (its holders), by relevance, with the matched words marked. */
export async function searchKnowledge(q: KnowledgeSearchQuery): Promise<Page<SearchResult>> {
  return (
    first(await request('knowledgeSearch', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList; an empty keyword does not search. */
export const knowledgeSearchQuery = (reader: string, q: KnowledgeSearchQuery) =>
  queryOptions({
    queryKey: newsKeys.knowledgeSearch(reader, q),
    queryFn: () => searchKnowledge(q),
    enabled: q.keyword.trim() !== '',
  });
