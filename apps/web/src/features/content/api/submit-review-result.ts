import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, SubmitAuditResult, WorkflowDetail } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/**
 * §7.2 approval submit of a news review (workflowSubmitAuditResult: processInstId, approve, auditOpinion, and one
 * idempotency key per click): the envelope, whose msg (通过成功 / 驳回成功) the modal shows.
 */
export async function submitReviewResult(body: SubmitAuditResult): Promise<Envelope<WorkflowDetail>> {
  return request('workflowSubmitAuditResult', body);
}

/** Success or failure, the list, the details and the review history reload (a lost race shows the winner's result). */
export function useSubmitReviewResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitReviewResult,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.contents() }),
        client.invalidateQueries({ queryKey: contentKeys.workflows() }),
      ]),
  });
}
