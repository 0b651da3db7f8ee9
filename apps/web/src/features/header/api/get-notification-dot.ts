import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { noticeKeys, type NoticeScope } from '../../../platform/notices/keys.ts';

/**
 * §4 Notification dot: the unread call's answer as it came (code and data); the bell decides the dot from it with
 * the shared nextNotificationDot (only a code 200 answer is used).
 */
export async function getNotificationDot(scope: NoticeScope): Promise<{ code: string; data: readonly unknown[] }> {
  const res = await request('notificationDot', { userId: scope.userId, entId: scope.entId });
  return { code: res.code, data: res.data };
}

/** Keyed under the notices (platform/notices/keys.ts), so the real-time channel refreshes it with the lists. */
export const notificationDotQuery = (scope: NoticeScope) =>
  queryOptions({ queryKey: noticeKeys.dot(scope), queryFn: () => getNotificationDot(scope) });

/** Asked once per user and enterprise, and again when a notice arrives; `enabled` holds it back. */
export function useNotificationDotQuery(scope: NoticeScope, enabled: boolean) {
  return useQuery({ ...notificationDotQuery(scope), enabled });
}
