import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductAdmin } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 product/queryProduct (pageNum 1, pageSize 9999): the products on the shelf, for a filter's options. */
export async function getShelfProducts(): Promise<ProductAdmin[]> {
  return first(await request('productList', { pageNum: 1, pageSize: 9999 }))?.records ?? [];
}

export const shelfProductsQuery = () =>
  queryOptions({ queryKey: [...productOpeningKeys.all, 'shelf'] as const, queryFn: getShelfProducts });

export function useShelfProducts() {
  return useQuery(shelfProductsQuery());
}
