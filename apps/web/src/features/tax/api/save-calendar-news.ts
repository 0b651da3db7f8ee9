import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { taxKeys, type TaxScope } from './keys.ts';

export type CalendarNewsInput = PayloadOf<Endpoints['saveTaxCalendarNews']>;

/** §7.3 saveTaxCalendarNews: a reminder on a day of the calendar, optionally about a task. */
export async function saveCalendarNews(input: CalendarNewsInput) {
  return first(await request('saveTaxCalendarNews', input));
}

export function useSaveCalendarNews(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCalendarNews,
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.calendar(scope) }),
  });
}
