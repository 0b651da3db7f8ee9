import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxTableData } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 querySpecificTableByTaskNoTableCode: a table of a task, its format (columns) and rows. */
export async function getTaxTableData(taskNo: string, tableCode: string): Promise<TaxTableData | null> {
  return first(await request('taxTableData', { taskNo, tableCode })) ?? null;
}

export const taxTableDataQuery = (scope: TaxScope, taskNo: string, tableCode: string) =>
  queryOptions({
    queryKey: taxKeys.tableData(scope, taskNo, tableCode),
    queryFn: () => getTaxTableData(taskNo, tableCode),
  });

export function useTaxTableData(scope: TaxScope, taskNo: string | undefined, tableCode: string | undefined) {
  return useQuery({
    ...taxTableDataQuery(scope, taskNo ?? '', tableCode ?? ''),
    enabled: Boolean(taskNo && tableCode),
  });
}

/** The data of several tables of a task at once (the detail page's history reads when each was imported). */
export function useTaxTablesData(scope: TaxScope, taskNo: string | undefined, tableCodes: readonly string[]) {
  return useQueries({
    queries: tableCodes.map((code) => ({ ...taxTableDataQuery(scope, taskNo ?? '', code), enabled: Boolean(taskNo) })),
  });
}
