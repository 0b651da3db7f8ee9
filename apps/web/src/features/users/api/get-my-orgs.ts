import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOrg } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** The signed-in user's organisations, the primary one marked (organization/getUserOrgs). */
export async function getMyOrgs(): Promise<UserOrg[]> {
  return (await request('orgGetUserOrgs', {})).data;
}

export const myOrgsQuery = (scope: AdminScope) =>
  queryOptions({ queryKey: userAdminKeys.myOrgs(scope), queryFn: getMyOrgs });

export function useMyOrgs(scope: AdminScope, enabled: boolean) {
  return useQuery({ ...myOrgsQuery(scope), enabled });
}
