import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { taxKeys } from './keys.ts';

/** Deletes an entered day; the year's deadlines are recomputed (provisional again once the year has no day). */
export async function deleteTaxHoliday(date: string) {
  return request('deleteTaxHoliday', { date });
}

export function useDeleteTaxHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxHoliday,
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.all }),
  });
}
