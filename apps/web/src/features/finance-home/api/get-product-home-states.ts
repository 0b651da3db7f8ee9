import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHomeState } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { financeHomeKeys } from './keys.ts';

/** The signed-in enterprise's state and figures for every on-shelf product (集团内部首页). */
export async function getProductHomeStates(): Promise<ProductHomeState[]> {
  return (await request('productHomeStates', {})).data;
}

export const productHomeStatesQuery = (userId: string, entId: string) =>
  queryOptions({ queryKey: financeHomeKeys.states(userId, entId), queryFn: getProductHomeStates });

export function useProductHomeStates(userId: string, entId: string, enabled: boolean) {
  return useQuery({ ...productHomeStatesQuery(userId, entId), enabled });
}
