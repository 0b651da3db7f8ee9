import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeRecipient } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { noticeKeys } from '../../../platform/notices/keys.ts';

/** Users (account, name) and enterprises (name) a system notice can go to. */
export async function searchRecipients(keyword: string): Promise<NoticeRecipient[]> {
  return (await request('noticeRecipientSearch', { keyword })).data;
}

export const recipientSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...noticeKeys.all, 'recipients', keyword] as const,
    queryFn: () => searchRecipients(keyword),
    staleTime: 60_000,
  });

/** Asked once the keyword is not blank. */
export function useRecipientSearch(keyword: string) {
  const k = keyword.trim();
  return useQuery({ ...recipientSearchQuery(k), enabled: k.length > 0 });
}
