import type { AxiosProgressEvent } from 'axios';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export type TaxTaskExportFilter = PayloadOf<Endpoints['taskExport']>;

/** The task list's export (.xlsx) with the list's current filters, saved under the server's file name. */
export function exportTaxTasks(
  filter: TaxTaskExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('taskExport', filter, { onDownloadProgress });
}
