import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseOption } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

export type UserEnterprises = Record<string, EnterpriseOption[]>;

/** §7.2 enterprises per user (userIds, productType): data[0] keyed by userId, where each may get the role. */
export async function getUserEnterprises(userIds: readonly string[], productType: string): Promise<UserEnterprises> {
  return first(await request('resAuthApplyUserEnts', { userIds: [...userIds], productType })) ?? {};
}

export const userEnterprisesQuery = (scope: AuthApplyScope, userIds: readonly string[], productType: string) =>
  queryOptions({
    queryKey: authApplyKeys.userEnterprises(scope, productType, userIds),
    queryFn: () => getUserEnterprises(userIds, productType),
  });

export function useUserEnterprises(
  scope: AuthApplyScope,
  userIds: readonly string[],
  productType: string | null,
  enabled: boolean,
) {
  return useQuery({
    ...userEnterprisesQuery(scope, userIds, productType ?? ''),
    enabled: enabled && !!productType && userIds.length > 0,
  });
}
