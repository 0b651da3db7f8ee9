import { Button, Tooltip } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { downloadAttachment } from '../attachment/api/download-attachment.ts';
import { progressLabel, useDownload } from '../export/useDownload.ts';

export interface HandbookButtonProps {
  fileId: string;
  fileName: string;
}

/**
 * 操作手册 of the current page: downloads the manual through the attachment service's signed-in download (saved under
 * its own name, with the progress). Loaded lazily, only on a page that has a manual.
 */
export default function HandbookButton({ fileId, fileName }: HandbookButtonProps) {
  const download = useDownload();
  const name = fileName || '操作手册';
  return (
    <Tooltip title={`下载本页操作手册：${name}`}>
      <Button
        type="text"
        size="small"
        icon={<BookOutlined />}
        loading={download.running}
        onClick={() => void download.run((p) => downloadAttachment(fileId, p), name)}
      >
        {download.running ? `操作手册 ${progressLabel(download.progress)}`.trim() : '操作手册'}
      </Button>
    </Tooltip>
  );
}
