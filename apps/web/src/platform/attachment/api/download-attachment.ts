import type { AxiosProgressEvent } from 'axios';
import { requestFile, type DownloadedFile } from '../../request/index.ts';

/** §7.4 POST fileManager/downloadFile: an application's file under its own name. */
export function downloadAttachment(
  fileId: string,
  onDownloadProgress?: (e: AxiosProgressEvent) => void,
): Promise<DownloadedFile> {
  return requestFile('attachmentDownload', { fileId }, { onDownloadProgress });
}
