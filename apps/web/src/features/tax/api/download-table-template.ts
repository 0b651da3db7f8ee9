import type { AxiosProgressEvent } from 'axios';
import { requestFile, type DownloadedFile } from '../../../platform/request/index.ts';

/** §7.3 GET /tax/excelFormat/template (blob): a table's Excel import template, with the server's file name. */
export function downloadTableTemplate(
  tableCode: string,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('taxTableTemplate', { tableCode }, { onDownloadProgress });
}
