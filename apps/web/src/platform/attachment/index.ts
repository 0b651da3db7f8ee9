/**
 * The attachment kit (issue 15, §7.4 attachment service): every page that takes or shows files uses it. Upload one
 * file (AttachmentUpload) or several (AttachmentsUpload) for a use (projectType), show a record's files as download
 * links with the image preview (AttachmentLink, AttachmentList, ImagePreviewModal).
 */
export {
  AttachmentUpload,
  AttachmentsUpload,
  uploadFailureMessage,
  uploadHint,
  type AttachmentUploadProps,
  type AttachmentsUploadProps,
  type UploadedFile,
} from './AttachmentUpload.tsx';
export { AttachmentLink, AttachmentList, isImageFile, type AttachmentLinkProps } from './AttachmentLink.tsx';
export { ImagePreviewModal, PREVIEW_FAILURE_CLOSE_MS, type ImagePreviewModalProps } from './ImagePreviewModal.tsx';
export { downloadAttachment } from './api/download-attachment.ts';
export { IMAGE_LOAD_FAILED, viewImage } from './api/view-image.ts';
