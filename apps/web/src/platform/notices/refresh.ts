import type { QueryClient } from '@tanstack/react-query';
import { noticeKeys, type NoticeScope } from './keys.ts';

/**
 * What a new, read or answered notice makes stale: the bell's dot, the panel's latest notices, the category counts
 * and the pages of the message centre.
 */
export function refreshNotices(client: QueryClient, scope: NoticeScope): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: noticeKeys.lists(scope) }),
    client.invalidateQueries({ queryKey: noticeKeys.dot(scope) }),
  ]);
}
