import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { headerKeys } from './keys.ts';

/** §4 Notification dot: 1 when the unread call answers code 200 with a first item, else 0. */
export async function getNotificationDot(userId: string, entId: string): Promise<0 | 1> {
  const res = await request('notificationDot', { userId, entId });
  return res.code === '200' && res.data[0] ? 1 : 0;
}

export const notificationDotQuery = (userId: string, entId: string) =>
  queryOptions({
    queryKey: headerKeys.notificationDot(userId, entId),
    queryFn: () => getNotificationDot(userId, entId),
  });

/** Asked once per user and enterprise; `enabled` holds it back (an admin before the phone-code check). */
export function useNotificationDotQuery(userId: string, entId: string, enabled: boolean) {
  return useQuery({ ...notificationDotQuery(userId, entId), enabled });
}
