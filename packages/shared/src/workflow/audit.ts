/**
 * The approval submit of §4/§7.2 (payload processInstId, auditOpinion, approve) for news (type 14) and
 * permission applications (type 16): pass is approve true, reject is approve false.
 */
import { z } from 'zod';
import { OPINION_MAX_LENGTH } from '../constants.ts';
import { OPINION_REQUIRED, REJECT_OPINION_REQUIRED } from '../messages.ts';
import { OPINION_TOO_LONG } from './messages.ts';
import type { WorkflowAction, WorkflowActor } from './types.ts';

const chars = (s: string) => [...s].length;

/**
 * '' or the message for an approval opinion. A rejection always needs one (请输入驳回审批意见, §5). A pass needs
 * one only where the form makes the opinion required: the authorisation application's approve mode
 * (请输入审批意见, §5 required fields); the news approval passes without.
 */
export function validateAuditOpinion(
  approve: boolean,
  opinion: string | null | undefined,
  requiredOnPass = false,
): string {
  const text = (opinion ?? '').trim();
  if (!text) {
    if (!approve) return REJECT_OPINION_REQUIRED;
    if (requiredOnPass) return OPINION_REQUIRED;
    return '';
  }
  return chars(text) > OPINION_MAX_LENGTH ? OPINION_TOO_LONG : '';
}

/** §7.2 approval submit body; the opinion is trimmed and checked as validateAuditOpinion does (pass optional). */
export const auditResultSchema = z
  .object({
    processInstId: z.string().trim().min(1),
    auditOpinion: z.string().trim().optional().default(''),
    approve: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const error = validateAuditOpinion(v.approve, v.auditOpinion);
    if (error) ctx.addIssue({ code: 'custom', path: ['auditOpinion'], message: error });
  });
export type AuditResult = z.output<typeof auditResultSchema>;

/**
 * The workflow action behind a pass or reject button: pass is 办理; reject is 退回申请人, so the applicant can
 * correct the application (approveEdit mode) and resubmit it; a final 驳回 stays available as its own action.
 */
export function auditResultToAction(
  result: Pick<AuditResult, 'approve' | 'auditOpinion'>,
  actor: WorkflowActor,
  at: string,
): WorkflowAction {
  return { type: result.approve ? 'approve' : 'returnToApplicant', actor, at, opinion: result.auditOpinion };
}
