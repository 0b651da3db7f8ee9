import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicContent } from '@portal/shared';
import { SITE_CODE } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { financeHomeKeys } from './keys.ts';

const NEWEST = 5;

/** The newest published articles of a news channel, or of the whole news site for '' (public). */
export async function getProductNews(subjectId: string): Promise<{ records: PublicContent[]; total: number }> {
  const page = first(
    await request('newsPage', {
      siteCode: SITE_CODE.news,
      subjectId: subjectId || undefined,
      currentPage: 1,
      pageSize: NEWEST,
    }),
  );
  return { records: page?.records ?? [], total: page?.total ?? 0 };
}

export const productNewsQuery = (subjectId: string) =>
  queryOptions({ queryKey: financeHomeKeys.news(subjectId), queryFn: () => getProductNews(subjectId) });

/** A channel's news; null: none (nothing is asked); '': the whole news site. */
export function useProductNews(subjectId: string | null) {
  return useQuery({ ...productNewsQuery(subjectId ?? ''), enabled: subjectId !== null });
}
