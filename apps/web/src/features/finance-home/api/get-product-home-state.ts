import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHomeState } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { financeHomeKeys } from './keys.ts';

/** The signed-in enterprise's state and figures for a product. */
export async function getProductHomeState(productType: string): Promise<ProductHomeState | null> {
  return first(await request('productHomeState', { productType })) ?? null;
}

export const productHomeStateQuery = (productType: string, userId: string, entId: string) =>
  queryOptions({
    queryKey: financeHomeKeys.state(productType, userId, entId),
    queryFn: () => getProductHomeState(productType),
  });

/** `enabled`: signed in (and past the admin phone check); a visitor has no state. */
export function useProductHomeState(productType: string, userId: string, entId: string, enabled: boolean) {
  return useQuery({ ...productHomeStateQuery(productType, userId, entId), enabled });
}
