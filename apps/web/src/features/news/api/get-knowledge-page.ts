import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PublicContent } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { useSession } from '../../../platform/session/store.ts';
import { newsKeys, type KnowledgePageQuery } from './keys.ts';

export type { KnowledgePageQuery };

/** The reader of the knowledge base (its calls are per user): the signed-in user's id. */
export function useKnowledgeReader(): string {
  return useSession((s) => (s.token ? (s.userInfo?.userId ?? 'signed-in') : ''));
}

/** A page of the published knowledge articles (signed-in holders of 知识库), newest or most read first. */
export async function getKnowledgePage(q: KnowledgePageQuery): Promise<Page<PublicContent>> {
  return (
    first(await request('knowledgePage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const knowledgePageQuery = (reader: string, q: KnowledgePageQuery) =>
  queryOptions({ queryKey: newsKeys.knowledgePage(reader, q), queryFn: () => getKnowledgePage(q) });

/** 最多阅读: the `size` most read knowledge articles. */
export function useKnowledgeMostRead(size: number) {
  const reader = useKnowledgeReader();
  return useQuery({
    ...knowledgePageQuery(reader, { order: 'views', currentPage: 1, pageSize: size }),
    select: (page) => page.records,
  });
}
