import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RoleUsersAdd {
  roleId: string;
  userIds: string[];
}

/** Gives a role to users of the caller's enterprise; resolves with the server's message (the toast). */
export async function addRoleUsers(body: RoleUsersAdd): Promise<string> {
  return (await request('roleAddUsers', body)).msg;
}

/** Then the holders and the list (user counts) reload. */
export function useAddRoleUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addRoleUsers,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
