import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICE_CATEGORIES, type NoticeCategoryEntry } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { noticeKeys, type NoticeScope } from '../../../platform/notices/keys.ts';

/**
 * §2.5 the message centre's left menu: the categories in their fixed order (§9) with their unread counts. The order
 * is the shared one whatever order the server answers in; a category it leaves out shows 0.
 */
export async function getNoticeCategories(scope: NoticeScope): Promise<NoticeCategoryEntry[]> {
  const res = await request('noticeCategories', { userId: scope.userId, entId: scope.entId });
  const counts = new Map(res.data.map((c) => [c.type, c.unreadCount]));
  return NOTICE_CATEGORIES.map((c) => ({
    type: c.type,
    title: c.title,
    icon: c.icon,
    unreadCount: counts.get(c.type) ?? 0,
  }));
}

export const noticeCategoriesQuery = (scope: NoticeScope) =>
  queryOptions({ queryKey: noticeKeys.categories(scope), queryFn: () => getNoticeCategories(scope), staleTime: 0 });

export function useNoticeCategories(scope: NoticeScope, enabled = true) {
  return useQuery({ ...noticeCategoriesQuery(scope), enabled });
}
