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
import { actIn, amendIn, type AfterCommitSink } from './service.ts';
import { workflowRoutes } from './workflow.routes.ts';

export default async function workflowModule(app: FastifyInstance): Promise<void> {
  await app.register(workflowRoutes);
}

export { startProcess, registerCompletion, type CompletionHandler, type WorkflowOutcome } from './service.ts';
export { resolvedChain, stepActors, type ChainStep } from './chain.ts';
export { todoPage, type TodoTask } from './todo-page.ts';
export {
  registerGrantees,
  requestActor,
  requestApplicant,
  sessionSeesProcess,
  type Applicant,
  type GranteeSource,
} from './parties.ts';
export type { InstanceRow as WorkflowInstanceRow } from './repo.ts';

// For businesses with pages of their own (the authorisation applications, issue 14): a hook on every step of their
// instances (task arrivals, returns), after-commit work, the instance as the caller may see it and its detail, acting
// on it, the applicant's edit before anyone acted, and the to-do list of their business type.
export {
  AMEND_OPERATION,
  act,
  registerTransition,
  submittedAction,
  type AfterCommit,
  type AfterCommitSink,
  type TransitionContext,
  type TransitionHandler,
} from './service.ts';
export { detailOf, visibleInstance } from './detail.ts';
export { findInstance, findInstanceByBiz, upcomingList, type TaskFilter, type TodoActor } from './repo.ts';

type ApplicantBiz = {
  bizType: string;
  bizCode: string;
  applicant: WorkflowApplicant;
  message?: string;
  /** Takes the transition hook's after-commit work (run it after the business's commit); dropped when absent. */
  afterCommit?: AfterCommitSink;
  /** The applicant's account, for the hooks' audit rows. */
  applicantAccount?: string;
};

/**
 * The applicant's edit of a running application nobody has acted on since its last submission, inside the business's
 * transaction; null (nothing written) when it is not such an application (acted on, returned or ended).
 */
export async function amendProcess(tx: Tx, biz: ApplicantBiz) {
  const row = await findInstanceByBiz(tx, biz.bizType, biz.bizCode);
  if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
  return amendIn(tx, { processInstId: row.processInstId, applicant: biz.applicant, message: biz.message });
}

async function applicantAction(tx: Tx, biz: ApplicantBiz, type: 'resubmit' | 'withdrawApplication') {
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
    afterCommit: biz.afterCommit,
    actorAccount: biz.applicantAccount,
  });
}

/** The applicant resubmits a returned application (after editing it); it continues from the step the return named. */
export function resubmitProcess(tx: Tx, biz: ApplicantBiz) {
  return applicantAction(tx, biz, 'resubmit');
}

/** The applicant withdraws their application while it runs or is returned; it ends as withdrawn. */
export function withdrawApplication(tx: Tx, biz: ApplicantBiz) {
  return applicantAction(tx, biz, 'withdrawApplication');
}
