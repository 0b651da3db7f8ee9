import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { VatPreferenceRecord } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 queryVatEntApplicablePreference (data[0]): the applicable preferences, defaults filled in. */
export async function getVatPreference(): Promise<VatPreferenceRecord | null> {
  return first(await request('vatPreference')) ?? null;
}

export const vatPreferenceQuery = (scope: TaxScope) =>
  queryOptions({ queryKey: taxKeys.vatPreference(scope), queryFn: getVatPreference, staleTime: 0 });

export function useVatPreference(scope: TaxScope) {
  return useQuery(vatPreferenceQuery(scope));
}
