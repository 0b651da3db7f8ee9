/**
 * Approval workflow as data. A definition is an ordered list of steps; who may act at a step is data too, so a
 * new approval chain is a new definition version, not new code. An instance records the definition key and
 * version it started with, so changing a definition never changes the path of an application already in flight.
 */

/**
 * Who may act at a step.
 * - enterpriseRole: holders of the role (by roleCode, e.g. companyAdmin) in the applicant's enterprise, so an
 *   admin of enterprise A never approves for enterprise B;
 * - operationsRole: holders of an operations-side role (§3 role configuration 1), whatever their enterprise;
 * - user: one named user.
 */
export type StepActor =
  | { kind: 'enterpriseRole'; roleCode: string }
  | { kind: 'operationsRole'; roleCode: string }
  | { kind: 'user'; userId: string };

export interface WorkflowStep {
  /** Stable within a definition; 退回指定节点 names a step by it. */
  nodeId: string;
  /** Shown as the task title (§2.5 approve modes) and as taskName in the history. */
  name: string;
  actor: StepActor;
}

export interface WorkflowDefinition {
  key: string;
  /** Positive integer; a new version is a new definition, old instances keep theirs. */
  version: number;
  name?: string;
  steps: readonly WorkflowStep[];
}

/** The one who acts: identity plus the roles mayAct checks. */
export interface WorkflowActor {
  userId: string;
  userName: string;
  /** Enterprise-side roles, each held in one enterprise (an external user may hold roles in several). */
  enterpriseRoles: readonly { entId: string; roleCode: string }[];
  /** Operations-side role codes (§3 role configuration 1). */
  operationsRoles: readonly string[];
}

/** The application's owner and enterprise: enterprise-role steps are scoped to it. */
export interface WorkflowApplicant {
  userId: string;
  userName: string;
  entId: string;
}

/**
 * - running: waiting for the step at `currentStep`;
 * - returned: back with the applicant, who may edit and resubmit (or withdraw the application);
 * - approved: the last step approved; final;
 * - rejected: ended by an approver's 驳回; final;
 * - withdrawn: the applicant withdrew the application; final.
 */
export type WorkflowStatus = 'running' | 'returned' | 'approved' | 'rejected' | 'withdrawn';

/** §3 Approval history row. operationTypeString is the raw type (办理, 退回上一步…); show it through historyOutcome. */
export interface ApprovalHistoryRow {
  taskName: string;
  userName: string;
  endTime: string;
  message: string;
  operationTypeString: string;
}

export interface WorkflowInstanceState {
  definitionKey: string;
  definitionVersion: number;
  applicant: WorkflowApplicant;
  status: WorkflowStatus;
  /**
   * Index into the definition's steps. running: the step that acts next. returned: the step a resubmission
   * continues from (always 0, see reducer.ts). approved: the last step. rejected/withdrawn: where it stopped.
   */
  currentStep: number;
  /**
   * The approval that may still be withdrawn: set by 办理 on a step that has a next step, cleared by any later
   * action. Null when nothing can be withdrawn.
   */
  lastApproval: { stepIndex: number; userId: string } | null;
  history: readonly ApprovalHistoryRow[];
  /**
   * Who the application would give something to (the users an authorisation application grants a role to), as its
   * business tells the workflow: separation of duty stops them deciding on it, as it stops the applicant.
   */
  grantees?: readonly string[];
}

interface ActionBase {
  actor: WorkflowActor;
  /** endTime of the history row, as the caller formats it (the reducer is pure and reads no clock). */
  at: string;
  /** Approval opinion; required for every kind of return and for 驳回. */
  opinion?: string;
}

/**
 * - approve: 办理 (next step, or complete after the last);
 * - returnPrevious: 退回上一步; returnToApplicant: 退回申请人; returnToNode: 退回指定节点 (an earlier step);
 * - reject: 驳回, ends the instance as rejected;
 * - resubmit: the applicant sends a returned application again;
 * - withdraw: an approver takes back their 办理 before the next step has acted;
 * - withdrawApplication: the applicant withdraws the application while it is running or returned.
 */
export type WorkflowAction =
  | (ActionBase & { type: 'approve' })
  | (ActionBase & { type: 'returnPrevious' })
  | (ActionBase & { type: 'returnToApplicant' })
  | (ActionBase & { type: 'returnToNode'; nodeId: string })
  | (ActionBase & { type: 'reject' })
  | (ActionBase & { type: 'resubmit' })
  | (ActionBase & { type: 'withdraw' })
  | (ActionBase & { type: 'withdrawApplication' });

export type WorkflowActionType = WorkflowAction['type'];

export type WorkflowResult = { ok: true; state: WorkflowInstanceState } | { ok: false; error: string };
