import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, OrgChangeApplication, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys, type OrgScope } from './keys.ts';

/** §7.6: fileId, fileName, noticeType 11, data (the application as JSON text) and content. */
export type OrgChangeSubmitPayload = PayloadOf<Endpoints['orgChangeSubmit']>;

/** Submits an organisation-change application into its approval (notification/submitOrgChange). */
export async function submitOrgChange(payload: OrgChangeSubmitPayload): Promise<OrgChangeApplication | undefined> {
  return first(await request('orgChangeSubmit', payload));
}

export function useSubmitOrgChange(scope: OrgScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitOrgChange,
    onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.changes(scope) }),
  });
}
