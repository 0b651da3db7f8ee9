import { CONTENT_IMAGE_PROJECT_TYPE } from '@portal/shared';
import { first, upload } from '../../../platform/request/index.ts';

/**
 * An image of an article's body (fileManager/uploadFile with projectType CONTENT_IMAGE_PROJECT_TYPE): its file id,
 * public by its link from the upload on. A refusal is shown by the request layer and rejects.
 */
export async function uploadContentImage(file: File): Promise<string> {
  const fileId = first(await upload('attachmentUpload', { projectType: CONTENT_IMAGE_PROJECT_TYPE }, file));
  if (!fileId) throw new Error('文件上传失败');
  return fileId;
}
