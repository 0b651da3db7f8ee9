import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE, type NoticeCategoryKey, type NoticeRecord, type Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { noticeKeys, type NoticeScope } from '../../../platform/notices/keys.ts';

const empty = (page: number): Page<NoticeRecord> => ({ records: [], current: page, size: NOTICE_PAGE_SIZE, total: 0 });

/** §2.5 a page of the message centre's list: the notices of a category, 6 per page (§9). */
export async function getNoticePage(
  scope: NoticeScope,
  category: NoticeCategoryKey,
  page: number,
): Promise<Page<NoticeRecord>> {
  const res = await request('noticePage', {
    userId: scope.userId,
    entId: scope.entId,
    noticeType: category,
    page,
    limit: NOTICE_PAGE_SIZE,
  });
  return first(res) ?? empty(page);
}

export const noticePageQuery = (scope: NoticeScope, category: NoticeCategoryKey, page: number) =>
  queryOptions({
    queryKey: noticeKeys.page(scope, category, page),
    queryFn: () => getNoticePage(scope, category, page),
    staleTime: 0,
  });

/** The previous page stays while the next loads. */
export function useNoticePage(scope: NoticeScope, category: NoticeCategoryKey, page: number, enabled = true) {
  return useQuery({ ...noticePageQuery(scope, category, page), enabled, placeholderData: keepPreviousData });
}
