import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxCalendarDay } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** One month of the filing calendar: each day's deadlines, the enterprise's tasks due and the reminders. */
export async function getTaxCalendar(year: number, month: number): Promise<TaxCalendarDay[]> {
  return (await request('taxCalendar', { year, month })).data;
}

export const taxCalendarQuery = (scope: TaxScope, year: number, month: number) =>
  queryOptions({ queryKey: taxKeys.calendarMonth(scope, year, month), queryFn: () => getTaxCalendar(year, month) });

export function useTaxCalendar(scope: TaxScope, year: number, month: number) {
  return useQuery({ ...taxCalendarQuery(scope, year, month), placeholderData: keepPreviousData });
}
