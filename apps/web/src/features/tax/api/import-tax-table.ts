import { useMutation } from '@tanstack/react-query';
import { first, upload, type TransferProgress } from '../../../platform/request/index.ts';
import type { TaxImportJob } from '../types.ts';
import { taxPathOf } from '../tax-path.ts';

export interface ImportTable {
  taxType: string;
  taskNo: string;
  tableCode: string;
  file: File;
  onProgress?: (p: TransferProgress) => void;
  signal?: AbortSignal;
}

/**
 * §7.3 POST /{taxtype path}/excel/import (multipart): uploads the workbook with progress; the server answers with
 * the import job, which runs after the upload (get-import-status.ts follows it).
 */
export async function importTaxTable({
  taxType,
  taskNo,
  tableCode,
  file,
  onProgress,
  signal,
}: ImportTable): Promise<TaxImportJob> {
  const res = await upload('taxTableImport', { taxPath: taxPathOf(taxType), taskNo, tableCode }, file, {
    onProgress,
    signal,
  });
  const job = first(res);
  if (!job) throw new Error('导入任务未创建，请重试');
  return job;
}

export function useImportTaxTable() {
  return useMutation({ mutationFn: importTaxTable });
}
