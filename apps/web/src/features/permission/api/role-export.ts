import type { AxiosProgressEvent } from 'axios';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export type RoleExportFilter = PayloadOf<Endpoints['roleExport']>;

/** The role list's export (.xlsx) with the list's current filters, saved under the server's file name. */
export function exportRoles(
  filter: RoleExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('roleExport', filter, { onDownloadProgress });
}
