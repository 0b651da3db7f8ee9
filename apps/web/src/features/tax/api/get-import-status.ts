import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxImportJob } from '../types.ts';
import { taxPathOf } from '../tax-path.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** How often a running import is asked about. */
export const IMPORT_POLL_MS = 1000;

/** Whether an import job has finished (done or failed): no more polling. */
export const importFinished = (job: TaxImportJob | null | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** §7.3 the state of an import job: queued (with its position), running (rows processed), done or failed. */
export async function getImportStatus(taxType: string, jobId: string): Promise<TaxImportJob | null> {
  return first(await request('taxTableImportStatus', { taxPath: taxPathOf(taxType), jobId })) ?? null;
}

export const importStatusQuery = (scope: TaxScope, taxType: string, jobId: string) =>
  queryOptions({
    queryKey: taxKeys.importJob(scope, jobId),
    queryFn: () => getImportStatus(taxType, jobId),
    refetchInterval: (q) => (importFinished(q.state.data) ? false : IMPORT_POLL_MS),
    staleTime: 0,
  });

/** Polls the job until it is done or failed; `initial` is the job the upload answered with. */
export function useImportStatus(scope: TaxScope, taxType: string, job: TaxImportJob | null) {
  return useQuery({
    ...importStatusQuery(scope, taxType, job?.jobId ?? ''),
    enabled: Boolean(job) && !importFinished(job),
    initialData: job ?? undefined,
  });
}
