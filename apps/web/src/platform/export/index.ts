export { ExportButton } from './ExportButton.tsx';
export type { ExportButtonProps } from './ExportButton.tsx';
export { useDownload, progressLabel } from './useDownload.ts';
export type { DownloadControls, FileLoader } from './useDownload.ts';
export { saveBlob, formatBytes } from './save.ts';
