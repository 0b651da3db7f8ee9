import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitAuditResult, WorkflowDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { orgKeys } from './keys.ts';

/**
 * The approval of a change application: the workflow's submitAuditResult (processInstId, auditOpinion, approve), with
 * the to-do row's taskId and an idempotency key per click.
 */
export async function submitAuditResult(body: SubmitAuditResult): Promise<WorkflowDetail | undefined> {
  return first(await request('workflowSubmitAuditResult', body));
}

/**
 * Success or failure, the applications reload (a lost race then shows the winner's result); an approval that was
 * the last step changes the tree, so the tree reloads too.
 */
export function useSubmitAuditResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAuditResult,
    onSettled: () => client.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
