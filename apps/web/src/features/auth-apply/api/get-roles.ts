import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoints, ItemOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export type ApplyRoleOption = ItemOf<Endpoints['resAuthApplyRoleList']>;

/**
 * The roles an application of `applyType` may name in a plate (resAuthApply/roleList): type 2 the plate's roles the
 * enterprise may give, type 3 the enterprise's own roles (the server's rules, so the select offers nothing it then
 * refuses).
 */
export async function getApplyRoles(productType: string, applyType: 2 | 3): Promise<ApplyRoleOption[]> {
  return (await request('resAuthApplyRoleList', { productType, applyType })).data ?? [];
}

export const applyRolesQuery = (scope: AuthApplyScope, productType: string, applyType: 2 | 3) =>
  queryOptions({
    queryKey: authApplyKeys.roles(scope, productType, applyType),
    queryFn: () => getApplyRoles(productType, applyType),
  });

export function useApplyRoles(scope: AuthApplyScope, productType: string | null, applyType: number | null) {
  const type = applyType === 2 || applyType === 3 ? applyType : null;
  return useQuery({ ...applyRolesQuery(scope, productType ?? '', type ?? 2), enabled: !!type && !!productType });
}
