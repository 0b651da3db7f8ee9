import type { EnterpriseListItem } from '@portal/shared';
import { request } from '../../platform/request';

/** Query keys of the header area. The enterprise id is part of the key: a switch refetches. */
export const headerKeys = {
  all: ['header'] as const,
  enterprises: (userId: string, entId: string) => ['header', 'enterprises', userId, entId] as const,
};

/** The enterprises the signed-in account belongs to (§3 Enterprise list item; currentFlag 1 = current). */
export async function fetchEnterprises(): Promise<EnterpriseListItem[]> {
  const res = await request<EnterpriseListItem>('enterpriseList');
  return res.data ?? [];
}

/** §4 Notification dot: 1 when the unread call answers code 200 with a first item, else 0. */
export async function fetchNotificationPoint(userId: string, entId: string): Promise<0 | 1> {
  const res = await request<unknown>('notificationDot', { userId, entId });
  return res.code === '200' && res.data?.[0] ? 1 : 0;
}
