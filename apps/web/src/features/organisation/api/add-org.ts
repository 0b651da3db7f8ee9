import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, OrgNode, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

export type AddOrgPayload = PayloadOf<Endpoints['orgAddOrg']>;

/** §7.4 POST organization/addOrg: a new node under a parent, kept directly (button org:edit). */
export async function addOrg(payload: AddOrgPayload): Promise<OrgNode | undefined> {
  return first(await request('orgAddOrg', payload));
}

/** The tree, its searches and lists reload: the parent gains a child. */
export function useAddOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addOrg,
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.tree() }),
  });
}
