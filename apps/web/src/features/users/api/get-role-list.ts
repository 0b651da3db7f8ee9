import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableRole } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** The roles the caller may give the user in the enterprise, `checked` for those the user holds there. */
export async function getRoleList(userId: string, entId?: string): Promise<AssignableRole[]> {
  return (await request('getRoleList', { userId, entId })).data;
}

export const roleListQuery = (scope: AdminScope, userId: string, entId?: string) =>
  queryOptions({ queryKey: userAdminKeys.roleList(scope, userId, entId), queryFn: () => getRoleList(userId, entId) });

export function useRoleList(scope: AdminScope, userId: string | undefined, entId?: string) {
  return useQuery({ ...roleListQuery(scope, userId ?? '', entId), enabled: Boolean(userId) });
}
