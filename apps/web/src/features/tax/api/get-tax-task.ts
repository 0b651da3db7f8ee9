import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxTask } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/**
 * One task of the enterprise by its taskNo (the §2.2 detail page's id), read through the list's taskNo filter: null
 * when it is not the enterprise's (another enterprise's id reads like one that does not exist).
 */
export async function getTaxTask(taskNo: string): Promise<TaxTask | null> {
  const page = first(await request('queryAppointProcedure', { taskNo, currentPage: 1, pageSize: 1 }));
  return page?.records[0] ?? null;
}

export const taxTaskQuery = (scope: TaxScope, taskNo: string) =>
  queryOptions({ queryKey: taxKeys.task(scope, taskNo), queryFn: () => getTaxTask(taskNo) });

export function useTaxTask(scope: TaxScope, taskNo: string | null) {
  return useQuery({ ...taxTaskQuery(scope, taskNo ?? ''), enabled: Boolean(taskNo) });
}
