import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxablePeriodRow } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §5 taxable periods: key 'all', a tax type (itemNo) or a tax key (VAT, QCIT …), of a year (default: the server's). */
export async function getTaxPeriods(key: string, year?: number): Promise<TaxablePeriodRow[]> {
  return (await request('taxPeriods', { key, year })).data;
}

export const taxPeriodsQuery = (scope: TaxScope, key: string, year?: number) =>
  queryOptions({ queryKey: taxKeys.periodList(scope, key, year), queryFn: () => getTaxPeriods(key, year) });

export function useTaxPeriods(scope: TaxScope, key: string, year?: number, enabled = true) {
  return useQuery({ ...taxPeriodsQuery(scope, key, year), enabled });
}
