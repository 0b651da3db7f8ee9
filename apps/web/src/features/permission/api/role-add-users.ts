import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RoleUsersAdd {
  roleId: string;
  userIds: string[];
}

/** Gives a role to users of the caller's enterprise. */
export async function addRoleUsers(body: RoleUsersAdd): Promise<void> {
  await request('roleAddUsers', body);
}

/** Then the holders and the list (user counts) reload. */
export function useAddRoleUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addRoleUsers,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
