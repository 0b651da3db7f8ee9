import { useCallback, useRef, useState } from 'react';
import type { AxiosProgressEvent } from 'axios';
import { notify } from '../feedback/feedback.ts';
import { isRequestError, transferProgress, type DownloadedFile, type TransferProgress } from '../request/index.ts';
import { formatBytes, saveBlob } from './save.ts';

/** Fetches a file: called with the progress callback to pass as axios's `onDownloadProgress`. */
export type FileLoader = (onDownloadProgress: (e: AxiosProgressEvent) => void) => Promise<DownloadedFile>;

export interface DownloadControls {
  running: boolean;
  /** Bytes received so far (null before the first byte). */
  progress: TransferProgress | null;
  /** Fetches the file and saves it under the server's name (or `fallbackName`); resolves whether it worked. */
  run: (load: FileLoader, fallbackName: string) => Promise<boolean>;
}

/** What a running download shows: the share received, or the bytes when the size is not known. */
export function progressLabel(p: TransferProgress | null): string {
  if (!p) return '';
  return p.percent !== null ? `${p.percent}%` : formatBytes(p.loaded);
}

/**
 * Downloads a file endpoint (exports, templates) with a progress indication and saves it with the file name the
 * server sent (Content-Disposition filename*, the Chinese name). Failures the request layer decided were already
 * shown (§8); any other (saving) is shown here.
 */
export function useDownload(): DownloadControls {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const busy = useRef(false);

  const run = useCallback(async (load: FileLoader, fallbackName: string) => {
    if (busy.current) return false;
    busy.current = true;
    setRunning(true);
    setProgress(null);
    try {
      const file = await load((e) => setProgress(transferProgress(e)));
      saveBlob(file.blob, file.fileName ?? fallbackName);
      return true;
    } catch (e) {
      if (!isRequestError(e)) notify.error('文件下载失败，请稍后重试');
      return false;
    } finally {
      busy.current = false;
      setRunning(false);
      setProgress(null);
    }
  }, []);

  return { running, progress, run };
}
