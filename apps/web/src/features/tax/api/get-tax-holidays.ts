import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxHolidayYear } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { taxKeys } from './keys.ts';

/** A year's holiday arrangement as entered, or the statutory days the deadlines assume while none is. */
export async function getTaxHolidays(year: number): Promise<TaxHolidayYear | undefined> {
  return first(await request('taxHolidays', { year }));
}

export const taxHolidaysQuery = (year: number) =>
  queryOptions({ queryKey: taxKeys.holidays(year), queryFn: () => getTaxHolidays(year) });

export function useTaxHolidays(year: number) {
  return useQuery(taxHolidaysQuery(year));
}
