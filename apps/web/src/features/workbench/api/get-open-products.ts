import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenProduct } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { workbenchKeys } from './keys.ts';

/** §7.4 getOpenProductList: every product, with whether the enterprise in use has it opened. */
export async function getOpenProducts(): Promise<OpenProduct[]> {
  return (await request('openProductList', {})).data;
}

export const openProductsQuery = (userId: string, entId: string) =>
  queryOptions({ queryKey: workbenchKeys.openProducts(userId, entId), queryFn: getOpenProducts });

/** `enabled` holds the call back (an admin before the phone-code check: the server would refuse it). */
export function useOpenProducts(userId: string, entId: string, enabled: boolean) {
  return useQuery({ ...openProductsQuery(userId, entId), enabled });
}
