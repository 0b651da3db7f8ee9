import type { AxiosProgressEvent } from 'axios';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

export interface TaskExportFilter {
  bizType?: string;
  title?: string;
}

/** §7.5 exportUpcoming (.xlsx) with the to-do list's current filters, saved under the server's file name. */
export function exportUpcomingTasks(
  filter: TaskExportFilter,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('workflowExportUpcoming', filter, { onDownloadProgress });
}
