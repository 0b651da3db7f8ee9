/**
 * Workflow area (issue 14): a small table-driven approval engine on the shared reducer. Other areas start processes
 * and react to their outcome only through the functions below:
 * - startProcess(tx, …) inside the business's own transaction (latest definition version);
 * - registerCompletion(bizType, handler): the business's effect, run in the transaction of the last approval (or of
 *   the rejection / withdrawal), so an approved application is never left half-applied;
 * - resolvedChain(deps, defKey, applicant): who will approve, in order, for the applicant to see before submitting;
 * - resubmitProcess / withdrawApplication: the applicant's moves, inside the business's transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { WorkflowApplicant } from '@portal/shared';
import * as M from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../platform/envelope.ts';
import { findInstanceByBiz } from './repo.ts';
import { actIn } from './service.ts';
import { workflowRoutes } from './workflow.routes.ts';

export default async function workflowModule(app: FastifyInstance): Promise<void> {
  await app.register(workflowRoutes);
}

export { startProcess, registerCompletion, type CompletionHandler, type WorkflowOutcome } from './service.ts';
export { resolvedChain, type ChainStep } from './chain.ts';
export type { InstanceRow as WorkflowInstanceRow } from './repo.ts';

async function applicantAction(
  tx: Tx,
  biz: { bizType: string; bizCode: string; applicant: WorkflowApplicant; message?: string },
  type: 'resubmit' | 'withdrawApplication',
) {
  const row = await findInstanceByBiz(tx, biz.bizType, biz.bizCode);
  if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
  const actor = {
    userId: biz.applicant.userId,
    userName: biz.applicant.userName,
    enterpriseRoles: [],
    operationsRoles: [],
  };
  return actIn(tx, {
    processInstId: row.processInstId,
    actor,
    action: () => ({ type, opinion: biz.message ?? '' }),
    seenVersion: row.version,
  });
}

/** The applicant resubmits a returned application (after editing it); it continues from the step the return named. */
export function resubmitProcess(
  tx: Tx,
  biz: { bizType: string; bizCode: string; applicant: WorkflowApplicant; message?: string },
) {
  return applicantAction(tx, biz, 'resubmit');
}

/** The applicant withdraws their application while it runs or is returned; it ends as withdrawn. */
export function withdrawApplication(
  tx: Tx,
  biz: { bizType: string; bizCode: string; applicant: WorkflowApplicant; message?: string },
) {
  return applicantAction(tx, biz, 'withdrawApplication');
}
