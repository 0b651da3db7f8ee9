import { queryOptions } from '@tanstack/react-query';
import type { Endpoints, Page, PayloadOf, UploadLogEntry } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { auditKeys } from './audit-keys.ts';

export type UploadLogQuery = PayloadOf<Endpoints['attachmentUploadLogPage']> & {
  currentPage: number;
  pageSize: number;
};

/** A page of the upload log (every refused upload), newest first. */
export async function getUploadLogPage(q: UploadLogQuery): Promise<Page<UploadLogEntry>> {
  return (
    first(await request('attachmentUploadLogPage', q)) ?? {
      records: [],
      current: q.currentPage,
      size: q.pageSize,
      total: 0,
    }
  );
}

/** For the list kit's useServerList. */
export const uploadLogPageQuery = (q: UploadLogQuery) =>
  queryOptions({ queryKey: [...auditKeys.uploads(), q] as const, queryFn: () => getUploadLogPage(q) });
