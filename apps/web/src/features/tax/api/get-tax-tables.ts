import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxTableSummary } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** The tax tables the user sees (queryTaxTableList), of a task or a tax type, each with whether they hid it. */
export async function getTaxTables(taskNo?: string, taxType?: string): Promise<TaxTableSummary[]> {
  return (await request('taxTableList', { taskNo, taxType })).data;
}

export const taxTablesQuery = (scope: TaxScope, taskNo?: string, taxType?: string) =>
  queryOptions({
    queryKey: taxKeys.tableList(scope, taskNo, taxType),
    queryFn: () => getTaxTables(taskNo, taxType),
  });

export function useTaxTables(scope: TaxScope, taskNo?: string, taxType?: string, enabled = true) {
  return useQuery({ ...taxTablesQuery(scope, taskNo, taxType), enabled });
}
