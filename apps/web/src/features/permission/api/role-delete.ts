import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { roleKeys } from './keys.ts';

/** Deletes a role (the server refuses system roles and roles still held by users). */
export async function deleteRole(roleId: string): Promise<void> {
  await request('roleDelete', { roleId });
}

/** Then the list reloads. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
