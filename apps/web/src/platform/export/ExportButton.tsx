import { Button, Tooltip, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { progressLabel, useDownload, type FileLoader } from './useDownload.ts';

export interface ExportButtonProps {
  /** Fetches the file with the list's current filters (a features/<area>/api call). */
  load: FileLoader;
  /** The name used when the server sends none. */
  fallbackName: string;
  /** Default 导出. */
  children?: string;
  disabled?: boolean;
  /** Why the button is disabled (e.g. nothing to export). */
  disabledReason?: string;
  type?: ButtonProps['type'];
}

/**
 * The export button of a list's toolbar: downloads the export of the current filters and saves it under the
 * server's Chinese file name; while it runs, the button shows how far it is (导出中 45%, or the bytes received when
 * the size is unknown). Gate it with <Permission>.
 */
export function ExportButton({
  load,
  fallbackName,
  children = '导出',
  disabled,
  disabledReason,
  type,
}: ExportButtonProps) {
  const { running, progress, run } = useDownload();
  const label = running ? `导出中 ${progressLabel(progress)}`.trim() : children;
  const button = (
    <Button
      type={type}
      icon={<DownloadOutlined />}
      loading={running}
      disabled={disabled}
      onClick={() => void run(load, fallbackName)}
      aria-live="polite"
    >
      {label}
    </Button>
  );
  return disabled && disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button;
}
