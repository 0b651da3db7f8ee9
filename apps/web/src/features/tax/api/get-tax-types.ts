import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxTypeEntry } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §3 tax type dictionary (queryCodeList), in itemNo order. */
export async function getTaxTypes(): Promise<TaxTypeEntry[]> {
  return (await request('taxCodeList', {})).data;
}

export const taxTypesQuery = (scope: TaxScope) =>
  queryOptions({ queryKey: taxKeys.taxTypes(scope), queryFn: getTaxTypes, staleTime: 30 * 60 * 1000 });

export function useTaxTypes(scope: TaxScope) {
  return useQuery(taxTypesQuery(scope));
}
