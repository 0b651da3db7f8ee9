import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenProduct } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { productOpeningKeys } from './keys.ts';

/** §7.4 getOpenProductList: the products on offer with their state for the enterprise in use. */
export async function getOpenProducts(): Promise<OpenProduct[]> {
  return (await request('openProductList', {})).data;
}

export const openProductsQuery = (userId: string, entId: string) =>
  queryOptions({ queryKey: productOpeningKeys.openProducts(userId, entId), queryFn: getOpenProducts });

/** `refetchInterval` (ms): the waiting page's fallback when no notice arrives. */
export function useOpenProducts(userId: string, entId: string, refetchInterval?: number) {
  return useQuery({ ...openProductsQuery(userId, entId), refetchInterval });
}
