import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowDetail } from '@portal/shared';
import { first, request } from '../../../platform/request/index.ts';
import { contentKeys } from './keys.ts';

/**
 * An article's latest review on the workflow module (workflowDetail of the article's processInstId; each round of
 * review is an instance of its own): the instance, whether the caller may act now, and its history.
 */
export async function getReviewWorkflow(processInstId: string): Promise<WorkflowDetail | null> {
  return first(await request('workflowDetail', { processInstId })) ?? null;
}

export const reviewWorkflowQuery = (processInstId: string) =>
  queryOptions({ queryKey: contentKeys.workflow(processInstId), queryFn: () => getReviewWorkflow(processInstId) });

/** Loads while the article has been submitted (its processInstId is set). */
export function useReviewWorkflow(processInstId: string | undefined) {
  return useQuery({ ...reviewWorkflowQuery(processInstId ?? ''), enabled: Boolean(processInstId) });
}
