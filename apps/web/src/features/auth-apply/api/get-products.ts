import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoints, ItemOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export type ApplyProduct = ItemOf<Endpoints['resAuthApplyProductList']>;

/** The plates (products) an application may name (resAuthApply/productList). */
export async function getApplyProducts(): Promise<ApplyProduct[]> {
  return (await request('resAuthApplyProductList')).data ?? [];
}

export const applyProductsQuery = (scope: AuthApplyScope) =>
  queryOptions({ queryKey: authApplyKeys.products(scope), queryFn: getApplyProducts, staleTime: 60_000 });

export function useApplyProducts(scope: AuthApplyScope, enabled = true) {
  return useQuery({ ...applyProductsQuery(scope), enabled });
}
