/** What the import dialog says at each step: the upload, then the server's import job (queued, running, done, failed). */
import {
  TAX_IMPORT_RUNNING,
  TAX_IMPORT_UNCHANGED,
  UPLOAD_MAX_BYTES,
  UPLOAD_XLSX_ONLY,
  UPLOAD_XLSX_TOO_LARGE,
  taxImportDone,
  taxImportFailed,
  taxImportQueued,
} from '@portal/shared';
import type { TaxImportJob } from './types.ts';

/** Why a chosen file cannot be imported (checked before it is sent), or null. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return UPLOAD_XLSX_ONLY;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_XLSX_TOO_LARGE;
  return null;
}

export type ImportStage =
  { kind: 'idle' } | { kind: 'uploading'; percent: number | null } | { kind: 'job'; job: TaxImportJob };

export interface ImportView {
  /** 0–100 of the whole import, or null when not measurable (a running job without a row count). */
  percent: number | null;
  status: 'active' | 'success' | 'exception' | 'normal';
  text: string;
}

/**
 * The progress shown: the upload fills the first half of the bar, the server's job the second (queued at 50, running
 * in between, done at 100); a failure shows the job's message, or the count of errors.
 */
export function importView(stage: ImportStage): ImportView {
  if (stage.kind === 'idle') return { percent: 0, status: 'normal', text: '' };
  if (stage.kind === 'uploading') {
    const p = stage.percent;
    return {
      percent: p === null ? null : Math.round(p / 2),
      status: 'active',
      text: p === null ? '正在上传文件' : `正在上传文件 ${p}%`,
    };
  }
  const { job } = stage;
  switch (job.status) {
    case 'queued':
      return { percent: 50, status: 'active', text: job.message || taxImportQueued(job.position) };
    case 'running':
      return {
        percent: 75,
        status: 'active',
        text: job.processedRows > 0 ? `${TAX_IMPORT_RUNNING}，已处理 ${job.processedRows} 行` : TAX_IMPORT_RUNNING,
      };
    case 'done':
      return {
        percent: 100,
        status: 'success',
        text: job.message || (job.unchanged ? TAX_IMPORT_UNCHANGED : taxImportDone(job.importedRows)),
      };
    case 'failed':
      return { percent: 100, status: 'exception', text: job.message || taxImportFailed(job.errorCount) };
  }
}
