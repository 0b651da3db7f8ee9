import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { TaxHome } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** 税务首页: this period's tasks by state, the next deadlines, tax paid by month and type. */
export async function getTaxHome(): Promise<TaxHome | null> {
  return first(await request('taxHome')) ?? null;
}

export const taxHomeQuery = (scope: TaxScope) => queryOptions({ queryKey: taxKeys.home(scope), queryFn: getTaxHome });

export function useTaxHome(scope: TaxScope) {
  return useQuery(taxHomeQuery(scope));
}
