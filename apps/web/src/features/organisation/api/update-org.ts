import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, OrgNode, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

export type UpdateOrgPayload = PayloadOf<Endpoints['orgUpdateOrg']>;

/** §7.4 POST organization/updateOrg: name, credit code, plate and status (注销 / 恢复) of a node (button org:edit). */
export async function updateOrg(payload: UpdateOrgPayload): Promise<OrgNode | undefined> {
  return first(await request('orgUpdateOrg', payload));
}

/** The tree, its searches and lists reload, and the users (who show their organisation's name). */
export function useUpdateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrg,
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
