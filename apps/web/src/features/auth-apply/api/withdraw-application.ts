import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthApplyDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope, type AuthApplySide } from './keys.ts';

/** 撤销申请: the applicant ends their own running or returned application (resAuthApply[Grzx]/withdraw). */
export async function withdrawApplication(side: AuthApplySide, id: string): Promise<AuthApplyDetail | undefined> {
  return first(await request(side === 'user' ? 'resAuthApplyGrzxWithdraw' : 'resAuthApplyWithdraw', { id }));
}

export function useWithdrawApplication(scope: AuthApplyScope, side: AuthApplySide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withdrawApplication(side, id),
    onSettled: () => client.invalidateQueries({ queryKey: authApplyKeys.applications(scope) }),
  });
}
