import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

export interface RoleUserRemoval {
  roleId: string;
  userId: string;
  entId: string;
}

/** Takes a role from a user (in the enterprise where they hold it); resolves with the server's message (the toast). */
export async function removeRoleUser(q: RoleUserRemoval): Promise<string> {
  return (await request('roleRemoveUser', q)).msg;
}

/** Then the holders and the list (user counts) reload. */
export function useRemoveRoleUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeRoleUser,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
