import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys } from './keys.ts';

/** Grants or takes the super admin role (a super admin only); resolves with the server's message (the toast). */
export async function editSuperAdmin(body: { userId: string; grant: boolean }): Promise<string> {
  return (await request('editSuperAdminRole', body)).msg;
}

/** Then the administration's lists reload. */
export function useEditSuperAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editSuperAdmin,
    onSuccess: () => client.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
