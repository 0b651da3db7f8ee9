import { useEffect } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { PREVIEW_LOADING, requestErrorWith } from '@portal/shared';
import { useImagePreview } from './api/view-image.ts';
import './attachment.css';

/** §8.3: a failed preview closes itself after 1 second. */
export const PREVIEW_FAILURE_CLOSE_MS = 1000;

export interface ImagePreviewModalProps {
  /** The image's file id (fileManager/viewImage). */
  fileId: string;
  /** The title (default 图片预览). */
  fileName?: string;
  /** Called by the close button, and by the modal itself 1 s after a failure. */
  onClose: () => void;
}

/**
 * §8.3 image preview: mounted to open it. While the image loads it reads 正在加载中，请稍等; then it shows the image
 * (an object URL, revoked when the modal goes); a failure reads 请求报错 with the error (the answer's msg when it is
 * JSON) and the modal closes after 1 second.
 */
export function ImagePreviewModal({ fileId, fileName, onClose }: ImagePreviewModalProps) {
  const image = useImagePreview(fileId);
  const failed = image.isError;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(onClose, PREVIEW_FAILURE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [failed, onClose]);

  return (
    <Modal open title={fileName || '图片预览'} footer={null} onCancel={onClose} width={800} centered destroyOnHidden>
      <div className="attachment-preview" aria-live="polite">
        {image.isPending ? (
          <div className="attachment-preview__loading">
            <Spin />
            <span>{PREVIEW_LOADING}</span>
          </div>
        ) : image.isError ? (
          <Alert type="error" showIcon title={requestErrorWith(image.error.message)} />
        ) : (
          <img className="attachment-preview__img" src={image.data} alt={fileName || '图片预览'} />
        )}
      </div>
    </Modal>
  );
}
