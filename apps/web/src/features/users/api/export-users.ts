import type { AxiosProgressEvent } from 'axios';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export type UserExportFilter = PayloadOf<Endpoints['findUserExport']>;

/** The user list's export (用户列表.xlsx) with the list's current filters, saved under the server's file name. */
export function exportUsers(
  filter: UserExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('findUserExport', filter, { onDownloadProgress });
}
