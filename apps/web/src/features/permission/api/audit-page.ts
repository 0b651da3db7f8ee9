import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry, Endpoints, Page, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { auditKeys } from './audit-keys.ts';

export type AuditFilter = PayloadOf<Endpoints['auditExport']>;
export type AuditPageQuery = AuditFilter & { currentPage: number; pageSize: number };

/** A page of the audit log, newest first, with the filters. */
export async function getAuditPage(q: AuditPageQuery): Promise<Page<AuditEntry>> {
  return first(await request('auditPage', q)) ?? { records: [], current: q.currentPage, size: q.pageSize, total: 0 };
}

/** For the list kit's useServerList. */
export const auditPageQuery = (q: AuditPageQuery) =>
  queryOptions({ queryKey: [...auditKeys.pages(), q] as const, queryFn: () => getAuditPage(q) });
