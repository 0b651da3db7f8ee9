import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHome } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productAdminKeys } from './keys.ts';

/** A product's home as the administration edits it (null: not written yet). */
export async function getProductHomeDetail(productType: string): Promise<ProductHome | null> {
  return first(await request('productHomeDetail', { productType })) ?? null;
}

export const productHomeDetailQuery = (productType: string) =>
  queryOptions({
    queryKey: [...productAdminKeys.all, 'home', productType] as const,
    queryFn: () => getProductHomeDetail(productType),
  });

/** `productType` null: the form is closed, nothing is asked. */
export function useProductHomeDetail(productType: string | null) {
  return useQuery({ ...productHomeDetailQuery(productType ?? ''), enabled: productType !== null });
}
