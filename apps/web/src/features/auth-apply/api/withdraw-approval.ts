import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope } from './keys.ts';

/** 撤回: an approver takes back their 办理 while the next step has not acted (§7.5 workflowtask/withdraw). */
export async function withdrawApproval(body: {
  processInstId: string;
  idempotencyKey: string;
}): Promise<WorkflowDetail | undefined> {
  return first(await request('workflowWithdraw', body));
}

export function useWithdrawApproval(scope: AuthApplyScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApproval,
    onSettled: () => client.invalidateQueries({ queryKey: authApplyKeys.applications(scope) }),
  });
}
