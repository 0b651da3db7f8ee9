import { useMutation, useQueryClient } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** Confirms (勾选认证) the selected invoices; resolves with how many were confirmed. */
export async function confirmInvoices(ids: string[]): Promise<number> {
  return first(await request('invoiceConfirm', { ids }))?.confirmed ?? 0;
}

export function useConfirmInvoices(scope: TaxScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmInvoices,
    onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.invoices(scope) }),
  });
}
