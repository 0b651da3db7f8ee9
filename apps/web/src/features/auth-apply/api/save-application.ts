import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthApplyDetail, Endpoints, PayloadOf } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope, type AuthApplySide } from './keys.ts';

export type ApplicationPayload = PayloadOf<Endpoints['resAuthApplyAdd']>;

/**
 * §4 "Saving uses add or update depending on the mode": add submits a new application into approval; update
 * changes the applicant's returned (or not yet approved) application and resubmits it. The user centre's
 * resAuthApplyGrzx/add|update or the operations centre's resAuthApply/add|update.
 */
export async function saveApplication(
  side: AuthApplySide,
  save: 'add' | 'update',
  payload: ApplicationPayload,
): Promise<AuthApplyDetail | undefined> {
  if (side === 'user') {
    return first(await request(save === 'add' ? 'resAuthApplyGrzxAdd' : 'resAuthApplyGrzxUpdate', payload));
  }
  return first(await request(save === 'add' ? 'resAuthApplyAdd' : 'resAuthApplyUpdate', payload));
}

export function useSaveApplication(scope: AuthApplyScope, side: AuthApplySide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ save, payload }: { save: 'add' | 'update'; payload: ApplicationPayload }) =>
      saveApplication(side, save, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: authApplyKeys.applications(scope) }),
  });
}
