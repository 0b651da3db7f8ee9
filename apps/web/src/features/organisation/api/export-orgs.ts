import type { AxiosProgressEvent } from 'axios';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export type OrgExportFilter = PayloadOf<Endpoints['orgExport']>;

/** §7.4 GET organization/export (.xlsx) with the 下级单位 list's filters, saved under the server's file name. */
export function exportOrgs(
  filter: OrgExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('orgExport', filter, { onDownloadProgress });
}
