import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { taxKeys } from './keys.ts';

export type TaxHolidayInput = PayloadOf<Endpoints['addTaxHoliday']>;

/** Adds a day to the arrangement, or changes an entered day's kind and name (`editing`). */
export async function saveTaxHoliday({ editing, ...day }: TaxHolidayInput & { editing: boolean }) {
  return first(editing ? await request('updateTaxHoliday', day) : await request('addTaxHoliday', day));
}

/** Every tax answer carries deadlines the arrangement moves: all of them are stale after a change. */
export function useSaveTaxHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTaxHoliday,
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.all }),
  });
}
