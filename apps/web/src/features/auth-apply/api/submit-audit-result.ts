import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthApplyDetail, SubmitAuditResult } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { authApplyKeys, type AuthApplyScope, type AuthApplySide } from './keys.ts';

/**
 * §7.2 approval submit (processInstId, auditOpinion, approve), with the to-do row's taskId, an idempotency key (one
 * per click: a double click acts once) and, for a 驳回, which return it is. resAuthApplyGrzx/submitAuditResult on
 * the user centre, resAuthApply/submitAuditResult on operations.
 */
export async function submitAuditResult(
  side: AuthApplySide,
  body: SubmitAuditResult,
): Promise<AuthApplyDetail | undefined> {
  const env =
    side === 'user'
      ? await request('resAuthApplyGrzxSubmitAuditResult', body)
      : await request('resAuthApplySubmitAuditResult', body);
  return first(env);
}

/** Success or failure, the lists and the detail reload: a lost race (该任务已被他人处理) then shows the winner's result. */
export function useSubmitAuditResult(scope: AuthApplyScope, side: AuthApplySide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAuditResult) => submitAuditResult(side, body),
    onSettled: () => client.invalidateQueries({ queryKey: authApplyKeys.applications(scope) }),
  });
}
