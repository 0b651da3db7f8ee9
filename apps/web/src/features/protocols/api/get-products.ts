import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAdmin } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { protocolKeys } from './keys.ts';

/** The products on the shelf (§7.4: pageNum 1, pageSize 9999): the choices of a protocol's or a service's product. */
export async function getProducts(): Promise<ProductAdmin[]> {
  return first(await request('productList', { pageNum: 1, pageSize: 9999 }))?.records ?? [];
}

export const productsQuery = () =>
  queryOptions({ queryKey: protocolKeys.products(), queryFn: getProducts, staleTime: 5 * 60_000 });

export function useProducts() {
  return useQuery(productsQuery());
}
