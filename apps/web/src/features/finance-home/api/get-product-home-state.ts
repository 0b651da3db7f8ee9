import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHomeState } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { financeHomeKeys } from './keys.ts';

/** The signed-in enterprise's state and figures for the product of a home (by the home's path). */
export async function getProductHomeState(routeUrl: string): Promise<ProductHomeState | null> {
  return first(await request('productHomeState', { routeUrl }, { silent: true })) ?? null;
}

export const productHomeStateQuery = (routeUrl: string, userId: string, entId: string) =>
  queryOptions({
    queryKey: financeHomeKeys.state(routeUrl, userId, entId),
    queryFn: () => getProductHomeState(routeUrl),
  });

/**
 * `enabled`: signed in (and past the admin phone check); a visitor has no state. Asked by the home's path, so it
 * starts together with the home itself instead of after it.
 */
export function useProductHomeState(routeUrl: string, userId: string, entId: string, enabled: boolean) {
  return useQuery({ ...productHomeStateQuery(routeUrl, userId, entId), enabled });
}
