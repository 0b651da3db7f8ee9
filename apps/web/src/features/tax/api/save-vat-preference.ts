import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, PayloadOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 insertVatEntApplicablePreference: saves every preference field; the page reloads them after. */
export function saveVatPreference(record: PayloadOf<Endpoints['vatPreferenceSave']>) {
  return request('vatPreferenceSave', record);
}

/** Saves, then reloads the record from the server (§7.3: "preference fields, then reload"). */
export function useSaveVatPreference(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVatPreference,
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.vatPreference(scope) }),
  });
}
