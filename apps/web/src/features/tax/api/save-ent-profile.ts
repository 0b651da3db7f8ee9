import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { TaxEntProfileInput } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** Saves the enterprise tax profile. */
export function saveEntProfile(input: TaxEntProfileInput) {
  return request('taxEntProfileSave', input);
}

/** Saves, then reloads the profile and what depends on the tax types filed (periods, the task prompt). */
export function useSaveEntProfile(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEntProfile,
    onSuccess: () =>
      Promise.all(
        [taxKeys.entProfile(scope), taxKeys.periods(scope)].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
