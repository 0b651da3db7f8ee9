import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys } from './keys.ts';

/** Sets the user's roles in the enterprise (among those the caller may give); resolves with the server's message (the toast). */
export async function editRole(body: { userId: string; entId?: string; roleIds: string[] }): Promise<string> {
  return (await request('editRole', body)).msg;
}

/** Then the administration's lists reload. */
export function useEditRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editRole,
    onSuccess: () => client.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
