import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

/** Deletes a role (the server refuses system roles and roles still held by users); resolves with the server's message (the toast). */
export async function deleteRole(roleId: string): Promise<string> {
  return (await request('roleDelete', { roleId })).msg;
}

/** Then the list reloads. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
