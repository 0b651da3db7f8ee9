import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE, type NoticeRecord } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { noticeKeys, type NoticeScope } from '../../../platform/notices/keys.ts';

/** The bell's panel (§2.4): the latest notices of every category, one page of the list call (6, §9). */
export async function getLatestNotices(scope: NoticeScope): Promise<NoticeRecord[]> {
  const res = await request('noticePage', {
    userId: scope.userId,
    entId: scope.entId,
    noticeType: 'all',
    page: 1,
    limit: NOTICE_PAGE_SIZE,
  });
  return first(res)?.records ?? [];
}

export const latestNoticesQuery = (scope: NoticeScope) =>
  queryOptions({
    queryKey: noticeKeys.latest(scope, NOTICE_PAGE_SIZE),
    queryFn: () => getLatestNotices(scope),
    staleTime: 0,
  });

/** Loaded when the panel opens (and kept fresh by the real-time channel while it is). */
export function useLatestNotices(scope: NoticeScope, enabled: boolean) {
  return useQuery({ ...latestNoticesQuery(scope), enabled });
}
