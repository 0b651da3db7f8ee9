import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endpoints, ItemOf } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export type ApplyRoleOption = ItemOf<Endpoints['resAuthApplyRoleList']>;

/** The roles a type-2 or type-3 application may name in a plate (resAuthApply/roleList). */
export async function getApplyRoles(productType: string): Promise<ApplyRoleOption[]> {
  return (await request('resAuthApplyRoleList', { productType })).data ?? [];
}

export const applyRolesQuery = (scope: AuthApplyScope, productType: string) =>
  queryOptions({ queryKey: authApplyKeys.roles(scope, productType), queryFn: () => getApplyRoles(productType) });

export function useApplyRoles(scope: AuthApplyScope, productType: string | null, enabled = true) {
  return useQuery({ ...applyRolesQuery(scope, productType ?? ''), enabled: enabled && !!productType });
}
