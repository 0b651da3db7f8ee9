import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys } from './keys.ts';

/** Suspends (0) or restores (1) a user's membership of an enterprise; resolves with the server's message (the toast). */
export async function updateOrgStatus(body: { userId: string; entId: string; status: 0 | 1 }): Promise<string> {
  return (await request('updateUserOrganzationStatus', body)).msg;
}

/** Then the administration's lists reload. */
export function useUpdateOrgStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrgStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
