import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_MESSAGES, RESPONSE_CODE, type PublicDetail } from '@portal/shared';
import { first, isRequestError, request } from '../../../platform/request/index.ts';
import { useSession } from '../../../platform/session/store.ts';
import { newsKeys } from './keys.ts';

/**
 * A published article (public; the server counts a view). Silent: the page shows a failure itself (a missing or
 * unpublished article as its not-found state), so the request layer's toast would say it twice.
 */
export async function getNewsDetail(id: string): Promise<PublicDetail | null> {
  return first(await request('newsDetail', { id }, { silent: true })) ?? null;
}

/** The server's answer for a missing, unpublished or deleted article. */
export function isNewsNotFound(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  return error.code === RESPONSE_CODE.notFound || error.message === CONTENT_MESSAGES.notFound;
}

/** `reader`: the signed-in user's id, '' for a visitor (the answer's `liked` is the reader's). */
export const newsDetailQuery = (id: string, reader: string) =>
  queryOptions({ queryKey: newsKeys.detail(id, reader), queryFn: () => getNewsDetail(id) });

/** Loads while `id` is set, once per reader. */
export function useNewsDetail(id: string) {
  const reader = useSession((s) => (s.token ? (s.userInfo?.userId ?? 'signed-in') : ''));
  return useQuery({ ...newsDetailQuery(id, reader), enabled: id !== '' });
}
