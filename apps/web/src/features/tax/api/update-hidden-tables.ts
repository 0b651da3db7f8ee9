import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 updateHiddenTableList: the tables the user hides (the whole list, replacing the previous one). */
export function updateHiddenTables(hiddenTableCodes: string[]) {
  return request('updateHiddenTableList', { hiddenTableCodes });
}

export function useUpdateHiddenTables(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateHiddenTables,
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.tables(scope) }),
  });
}
