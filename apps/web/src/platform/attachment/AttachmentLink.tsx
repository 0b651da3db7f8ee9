import { useCallback, useState } from 'react';
import { Button, Space } from 'antd';
import { EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { fileExtension } from '@portal/shared';
import { progressLabel, useDownload } from '../export/index.ts';
import { downloadAttachment } from './api/download-attachment.ts';
import { ImagePreviewModal } from './ImagePreviewModal.tsx';
import './attachment.css';

/** File kinds the image preview shows. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'];

export function isImageFile(fileName: string): boolean {
  return IMAGE_EXTENSIONS.includes(fileExtension(fileName));
}

export interface AttachmentLinkProps {
  fileId: string;
  fileName: string;
  /** The name to save under when the record has none. */
  fallbackName?: string;
  className?: string;
}

/**
 * A record's file: its name downloads it (fileManager/downloadFile, with the progress), and an image also offers
 * 预览 (the §8.3 image preview). The server answers only to those the record admits.
 */
export function AttachmentLink({ fileId, fileName, fallbackName = '附件', className }: AttachmentLinkProps) {
  const download = useDownload();
  const [previewing, setPreviewing] = useState(false);
  const close = useCallback(() => setPreviewing(false), []);
  const name = fileName || fallbackName;
  return (
    <Space size={4} wrap className="attachment-list__item">
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined />}
        className={className}
        loading={download.running}
        onClick={() => void download.run((p) => downloadAttachment(fileId, p), name)}
      >
        {download.running ? `${name} ${progressLabel(download.progress)}`.trim() : name}
      </Button>
      {isImageFile(fileName) && (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
          预览
        </Button>
      )}
      {previewing && <ImagePreviewModal fileId={fileId} fileName={fileName} onClose={close} />}
    </Space>
  );
}

/** A record's files, one link each; '-' without any. */
export function AttachmentList({ files }: { files: readonly { fileId: string; fileName: string }[] }) {
  if (!files.length) return <>-</>;
  return (
    <div className="attachment-list">
      {files.map((f) => (
        <AttachmentLink key={f.fileId} fileId={f.fileId} fileName={f.fileName} />
      ))}
    </div>
  );
}
