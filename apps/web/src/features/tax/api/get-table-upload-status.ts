import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TableUploadStatus } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 queryTableUploadStatus (data[0]): which tables of a period are uploaded, and cityFlag. */
export async function getTableUploadStatus(period?: string): Promise<TableUploadStatus | null> {
  return first(await request('tableUploadStatus', { period })) ?? null;
}

export const tableUploadStatusQuery = (scope: TaxScope, period?: string) =>
  queryOptions({ queryKey: taxKeys.uploadStatus(scope, period), queryFn: () => getTableUploadStatus(period) });

export function useTableUploadStatus(scope: TaxScope, period?: string) {
  return useQuery({ ...tableUploadStatusQuery(scope, period), placeholderData: keepPreviousData });
}
