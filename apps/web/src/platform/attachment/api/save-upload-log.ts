import type { UploadLog } from '@portal/shared';
import { request } from '../../request/index.ts';

/**
 * §5 "Rejections are logged through the upload-log call" (fileManagerLog/saveUploadLog) for a file the page refused
 * before sending it. Fire and forget: its failure is nobody's concern, so it is silent and ignored.
 */
export function saveUploadLog(log: UploadLog): void {
  request('attachmentSaveUploadLog', log, { silent: true }).catch(() => {});
}
