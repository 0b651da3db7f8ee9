import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../platform/request/index.ts';
import { userAdminKeys } from './keys.ts';

/** Suspends (0) or restores (1) a user's membership of an enterprise. */
export async function updateOrgStatus(body: { userId: string; entId: string; status: 0 | 1 }): Promise<void> {
  await request('updateUserOrganzationStatus', body);
}

/** Then the administration's lists reload. */
export function useUpdateOrgStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrgStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: userAdminKeys.all }),
  });
}
