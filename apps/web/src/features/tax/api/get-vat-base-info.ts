import { queryOptions, useQuery } from '@tanstack/react-query';
import { first, request } from '../../../platform/request/index.ts';
import type { VatBaseInfo } from '../types.ts';
import { taxKeys, type TaxScope } from './keys.ts';

/** §3/§7.3 VAT enterprise base info: the first record of the list is the enterprise's (null when there is none). */
export async function getVatBaseInfo(): Promise<VatBaseInfo | null> {
  return first(await request('vatBaseInfo', {})) ?? null;
}

export const vatBaseInfoQuery = (scope: TaxScope) =>
  queryOptions({ queryKey: taxKeys.vatBaseInfo(scope), queryFn: getVatBaseInfo });

export function useVatBaseInfo(scope: TaxScope) {
  return useQuery(vatBaseInfoQuery(scope));
}
