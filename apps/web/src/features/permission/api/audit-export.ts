import type { AxiosProgressEvent } from 'axios';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export type AuditExportFilter = PayloadOf<Endpoints['auditExport']>;

/** The audit log's export (.xlsx) with the list's current filters, saved under the server's file name. */
export function exportAudit(
  filter: AuditExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('auditExport', filter, { onDownloadProgress });
}
