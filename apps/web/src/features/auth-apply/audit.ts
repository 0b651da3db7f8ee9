/**
 * The approve mode's 驳回 choices, read from the application's workflow detail: 退回申请人 (the default, so the
 * applicant can correct and resubmit), 退回上一步 and 退回指定节点 where an earlier step exists and the caller may.
 */
import type { WorkflowDetail } from '@portal/shared';

export type ReturnKind = 'applicant' | 'previous' | 'node';

export const RETURN_KIND_LABEL: Readonly<Record<ReturnKind, string>> = {
  applicant: '退回申请人',
  previous: '退回上一步',
  node: '退回指定节点',
};

/** The return kinds the caller may choose now, 退回申请人 first. */
export function returnKindsOf(wf: Pick<WorkflowDetail, 'actions' | 'returnTargets'> | null | undefined): ReturnKind[] {
  if (!wf) return [];
  const kinds: ReturnKind[] = [];
  if (wf.actions.includes('returnToApplicant')) kinds.push('applicant');
  // At the first step 退回上一步 is the applicant again: offered only where an earlier step exists.
  if (wf.actions.includes('returnPrevious') && wf.returnTargets.length > 0) kinds.push('previous');
  if (wf.actions.includes('returnToNode') && wf.returnTargets.length > 0) kinds.push('node');
  return kinds;
}

/** The text of the 驳回 confirmation for a return kind. */
export function rejectConfirmText(kind: ReturnKind, nodeName?: string): string {
  if (kind === 'previous') return '驳回后申请将退回上一审批节点重新审批，确定驳回吗？';
  if (kind === 'node') return `驳回后申请将退回至「${nodeName ?? ''}」重新审批，确定驳回吗？`;
  return '驳回后申请将退回申请人修改，确定驳回吗？';
}
