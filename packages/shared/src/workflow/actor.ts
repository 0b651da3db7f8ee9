/**
 * Who may act at a step. The server calls this before applying an action and the pages call it to decide whether
 * to show the approve buttons, so both read the same rule.
 */
import { ROLE_CONFIG } from '../constants.ts';
import { OWN_APPLICATION, OWN_GRANT } from './messages.ts';
import type { StepActor, WorkflowActor, WorkflowApplicant, WorkflowStep } from './types.ts';

/**
 * The actor of a signed-in user: the roles of the enterprise in use (§3 roleList) split by role configuration.
 * Operations-side roles (configuration 1) count wherever the user is; the others only in `entId`. A user who holds
 * roles in several enterprises acts for one at a time, the one they switched to, as the header's switch implies.
 */
export function workflowActorFrom(user: {
  userId: string;
  userName: string;
  entId: string;
  roleList: readonly { roleCode: string; roleConfig?: number }[];
}): WorkflowActor {
  const ops = user.roleList.filter((r) => r.roleConfig === ROLE_CONFIG.operations);
  const ent = user.roleList.filter((r) => r.roleConfig !== ROLE_CONFIG.operations);
  return {
    userId: user.userId,
    userName: user.userName,
    enterpriseRoles: ent.map((r) => ({ entId: user.entId, roleCode: r.roleCode })),
    operationsRoles: ops.map((r) => r.roleCode),
  };
}

/** The step's actor rule alone, without separation of duty. */
export function matchesStepActor(rule: StepActor, actor: WorkflowActor, applicant: WorkflowApplicant): boolean {
  switch (rule.kind) {
    case 'enterpriseRole':
      // Scoped to the applicant's enterprise: the same role in another enterprise gives no say here.
      return actor.enterpriseRoles.some((r) => r.entId === applicant.entId && r.roleCode === rule.roleCode);
    case 'operationsRole':
      return actor.operationsRoles.includes(rule.roleCode);
    case 'user':
      return actor.userId === rule.userId;
  }
}

/**
 * May `actor` act at `step` on `applicant`'s application? Separation of duty comes first: nobody acts on their own
 * application, even when the step names them or they hold the role (an admin applying for a role must not grant
 * it to themselves), nor on one that grants something to them (`grantees`: an application made by someone else
 * for the admin is still the admin's own grant).
 */
export function mayAct(
  step: WorkflowStep,
  actor: WorkflowActor,
  applicant: WorkflowApplicant,
  grantees: readonly string[] = [],
): boolean {
  if (actor.userId === applicant.userId || grantees.includes(actor.userId)) return false;
  return matchesStepActor(step.actor, actor, applicant);
}

/**
 * Why separation of duty stops `actor` at a step whose rule names them ('' when it does not, or the rule does not
 * name them anyway): the approve modes show it instead of the buttons.
 */
export function separationOfDutyReason(
  step: WorkflowStep,
  actor: WorkflowActor,
  applicant: WorkflowApplicant,
  grantees: readonly string[] = [],
): string {
  if (!matchesStepActor(step.actor, actor, applicant)) return '';
  if (actor.userId === applicant.userId) return OWN_APPLICATION;
  return grantees.includes(actor.userId) ? OWN_GRANT : '';
}
