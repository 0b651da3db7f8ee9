import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserOrg } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { userAdminKeys, type AdminScope } from './keys.ts';

/** Makes one of the signed-in user's organisations their primary one (organization/updateUserPrimaryOrg). */
export async function setPrimaryOrg(customerCode: string): Promise<UserOrg | undefined> {
  return first(await request('orgUpdateUserPrimaryOrg', { customerCode }));
}

export function useSetPrimaryOrg(scope: AdminScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryOrg,
    onSettled: () => client.invalidateQueries({ queryKey: userAdminKeys.myOrgs(scope) }),
  });
}
