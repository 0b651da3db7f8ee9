import type { AxiosProgressEvent } from 'axios';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';
import type { TaskExportFilter } from './export-upcoming-tasks.ts';

/** §7.5 exportDone (.xlsx) with the done list's current filters, saved under the server's file name. */
export function exportDoneTasks(
  filter: TaskExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('workflowExportDone', filter, { onDownloadProgress });
}
