import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { useKnowledgeReader } from './get-knowledge-page.ts';
import { newsKeys } from './keys.ts';

/**
 * A knowledge article (its holders; the server counts a view). Silent: the page shows a failure itself (a missing
 * article as its not-found state with the server's msg), so the request layer's toast would say it twice.
 */
export async function getKnowledgeDetail(id: string): Promise<PublicDetail | null> {
  return first(await request('knowledgeDetail', { id }, { silent: true })) ?? null;
}

export const knowledgeDetailQuery = (reader: string, id: string) =>
  queryOptions({ queryKey: newsKeys.knowledgeDetail(reader, id), queryFn: () => getKnowledgeDetail(id) });

/** Loads while `id` is set. */
export function useKnowledgeDetail(id: string) {
  const reader = useKnowledgeReader();
  return useQuery({ ...knowledgeDetailQuery(reader, id), enabled: id !== '' });
}
