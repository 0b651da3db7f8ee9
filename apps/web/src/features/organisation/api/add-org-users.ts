import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgUser } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

/** §7.4 POST organization/addOrgUser: users join a node (button org:edit); members already there stay as they are. */
export async function addOrgUsers(body: { customerCode: string; userIds: string[] }): Promise<OrgUser[]> {
  return (await request('orgAddOrgUser', body)).data;
}

export function useAddOrgUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addOrgUsers,
    onSuccess: () => client.invalidateQueries({ queryKey: [...orgKeys.all, 'users'] }),
  });
}
