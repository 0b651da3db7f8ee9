import type { AttachmentProjectType } from '@portal/shared';
import { first, upload, type TransferProgress } from '../../request/index.ts';

/**
 * §7.4 POST fileManager/uploadFile (multipart: uploadFiles and projectType; data[0] is the file id), with the
 * progress of the sending. A refusal (a code other than 200) is shown by the request layer with the server's msg
 * and rejects with a RequestError, like a network failure.
 */
export async function uploadAttachment(
  file: File,
  projectType: AttachmentProjectType,
  onProgress?: (p: TransferProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const fileId = first(await upload('attachmentUpload', { projectType }, file, { onProgress, signal }));
  if (!fileId) throw new Error('文件上传失败');
  return fileId;
}
