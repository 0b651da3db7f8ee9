import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import type { InvoiceConfirmType } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §7.3 queryInvoiceConfirm: the invoice confirmation list, by invoice type, of a period. */
export async function getInvoiceConfirmTypes(period?: string): Promise<InvoiceConfirmType[]> {
  return (await request('invoiceConfirmTypes', { period })).data;
}

export const invoiceConfirmTypesQuery = (scope: TaxScope, period?: string) =>
  queryOptions({
    queryKey: taxKeys.invoiceConfirmTypes(scope, period),
    queryFn: () => getInvoiceConfirmTypes(period),
  });

export function useInvoiceConfirmTypes(scope: TaxScope, period?: string) {
  return useQuery({ ...invoiceConfirmTypesQuery(scope, period), placeholderData: keepPreviousData });
}
