import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxRate } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** The rates of a code (the VAT rates under 'VAT_RATE'). */
export async function getTaxRates(codeNo: string): Promise<TaxRate[]> {
  return (await request('taxRateList', { codeNo })).data;
}

export const taxRatesQuery = (scope: TaxScope, codeNo: string) =>
  queryOptions({
    queryKey: taxKeys.taxRates(scope, codeNo),
    queryFn: () => getTaxRates(codeNo),
    staleTime: 30 * 60 * 1000,
  });

export function useTaxRates(scope: TaxScope, codeNo: string) {
  return useQuery(taxRatesQuery(scope, codeNo));
}
