import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHome } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { financeHomeKeys } from './keys.ts';

/** A product's home by its page's path (public); the server's 产品不存在或已下架 when it has none. */
export async function getProductHome(routeUrl: string): Promise<ProductHome | null> {
  // The page shows its own state for a missing product: the request layer's toast would say it twice.
  return first(await request('productHome', { routeUrl }, { silent: true })) ?? null;
}

export const productHomeQuery = (routeUrl: string) =>
  queryOptions({
    queryKey: financeHomeKeys.home(routeUrl),
    queryFn: () => getProductHome(routeUrl),
    staleTime: 60_000,
  });

export function useProductHome(routeUrl: string) {
  return useQuery(productHomeQuery(routeUrl));
}
