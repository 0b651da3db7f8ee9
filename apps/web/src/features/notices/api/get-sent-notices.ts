import { queryOptions } from '@tanstack/react-query';
import type { NoticeSend, Page } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { noticeKeys } from '../../../platform/notices/keys.ts';

export interface SentNoticesQuery {
  currentPage: number;
  pageSize: number;
}

/** The system notices sent from the push page, newest first, with how many received and read each. */
export async function getSentNotices(q: SentNoticesQuery): Promise<Page<NoticeSend>> {
  return (
    first(await request('noticeSendPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 }
  );
}

/** For the list kit's useServerList. */
export const sentNoticesQuery = (q: SentNoticesQuery) =>
  queryOptions({ queryKey: [...noticeKeys.all, 'sent', q] as const, queryFn: () => getSentNotices(q) });
