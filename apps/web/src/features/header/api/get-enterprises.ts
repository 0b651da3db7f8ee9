import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseListItem } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { headerKeys } from './keys.ts';

/** The enterprises the signed-in account belongs to (§3 Enterprise list item; currentFlag 1 = current). */
export async function getEnterprises(): Promise<EnterpriseListItem[]> {
  return (await request('enterpriseList')).data;
}

export const enterprisesQuery = (userId: string, entId: string) =>
  queryOptions({ queryKey: headerKeys.enterprises(userId, entId), queryFn: getEnterprises, staleTime: 5 * 60 * 1000 });

export function useEnterprises(userId: string, entId: string) {
  return useQuery(enterprisesQuery(userId, entId));
}
