import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys } from './keys.ts';

/** Enables (1) or disables (0) a user account; disabling ends their sessions; resolves with the server's message (the toast). */
export async function editStatus(body: { userId: string; status: 0 | 1 }): Promise<string> {
  return (await request('editStatus', body)).msg;
}

/** Then the administration's lists reload. */
export function useEditStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
