import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { FilingPreference } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** Saves the filing preferences. */
export function saveFilingPreference(input: FilingPreference) {
  return request('filingPreferenceSave', input);
}

export function useSaveFilingPreference(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFilingPreference,
    onSuccess: () =>
      Promise.all(
        [taxKeys.filingPreference(scope), taxKeys.calendar(scope)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
