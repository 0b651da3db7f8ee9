import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseListItem } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** The signed-in user's enterprises (the existing enterprise list call; suspended memberships are not in it). */
export async function getEnterprises(): Promise<EnterpriseListItem[]> {
  return (await request('enterpriseList')).data;
}

export const enterprisesQuery = (scope: AdminScope) =>
  queryOptions({ queryKey: userAdminKeys.enterprises(scope), queryFn: getEnterprises });

export function useEnterprises(scope: AdminScope) {
  return useQuery(enterprisesQuery(scope));
}
