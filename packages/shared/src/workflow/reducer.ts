/**
 * The approval reducer: (definition, instance state, action) → new state or a Chinese error. Pure: no clock, no
 * ids, no storage; the server persists the state it returns and the history rows it appends.
 *
 * Return and resubmission rules (where the issue left the choice to us):
 * - 退回上一步 at step i > 0 hands the task to step i-1 (running). At the first step the previous step is the
 *   applicant's submission, so it returns to the applicant, like 退回申请人.
 * - 退回指定节点 names the nodeId of a step strictly before the current one; the instance runs on from there.
 *   The applicant is not a node: to send it back to them, use 退回申请人.
 * - 退回申请人 puts the instance in `returned` with currentStep 0: a resubmission continues from the FIRST step.
 *   The applicant may change what they asked for, so every approver must see the final content; letting
 *   earlier approvals stand would let an edited application skip the steps that approved the old one.
 * - Every kind of return and 驳回 needs an opinion (请输入驳回审批意见): the applicant must learn why.
 * - withdraw: the approver of step i may take back their 办理 while the instance waits at step i+1 and nobody
 *   there has acted. Approving the last step completes the instance, which is final (the grant is carried out),
 *   so there is nothing left to withdraw.
 * - withdrawApplication: the applicant may withdraw while running or returned; the instance ends as withdrawn.
 */
import { OPINION_MAX_LENGTH } from '../constants.ts';
import { APPLY_TITLE_CHECK, REJECT_OPINION_REQUIRED } from '../messages.ts';
import { matchesStepActor } from './actor.ts';
import { validateDefinition } from './definition.ts';
import {
  APPLICANT_ONLY,
  APPLICANT_TASK_NAME,
  DEFINITION_MISMATCH,
  NOT_STEP_ACTOR,
  OPERATION_TYPE,
  OPINION_TOO_LONG,
  OWN_APPLICATION,
  OWN_GRANT,
  RETURN_TARGET_INVALID,
  WITHDRAW_NOT_ALLOWED,
  actionNotAllowed,
} from './messages.ts';
import type {
  ApprovalHistoryRow,
  WorkflowAction,
  WorkflowActionType,
  WorkflowActor,
  WorkflowApplicant,
  WorkflowDefinition,
  WorkflowInstanceState,
  WorkflowResult,
  WorkflowStep,
} from './types.ts';

const APPROVER_ACTIONS: ReadonlySet<WorkflowActionType> = new Set([
  'approve',
  'returnPrevious',
  'returnToApplicant',
  'returnToNode',
  'reject',
]);
const NEEDS_OPINION: ReadonlySet<WorkflowActionType> = new Set([
  'returnPrevious',
  'returnToApplicant',
  'returnToNode',
  'reject',
]);

const fail = (error: string): WorkflowResult => ({ ok: false, error });
const opinionOf = (action: { opinion?: string }) => (action.opinion ?? '').trim();

/** The applicant submits: a running instance at the first step of this exact definition version. */
export function startInstance(
  def: WorkflowDefinition,
  applicant: WorkflowApplicant,
  at: string,
  message = '',
): WorkflowResult {
  const invalid = validateDefinition(def);
  if (invalid) return fail(invalid);
  const row: ApprovalHistoryRow = {
    taskName: APPLICANT_TASK_NAME,
    userName: applicant.userName,
    endTime: at,
    message: message.trim(),
    operationTypeString: OPERATION_TYPE.submit,
  };
  return {
    ok: true,
    state: {
      definitionKey: def.key,
      definitionVersion: def.version,
      applicant,
      status: 'running',
      currentStep: 0,
      lastApproval: null,
      history: [row],
    },
  };
}

/** The step waiting for action, or undefined when the instance is not running. */
export function currentStepOf(def: WorkflowDefinition, state: WorkflowInstanceState): WorkflowStep | undefined {
  return state.status === 'running' ? def.steps[state.currentStep] : undefined;
}

/**
 * §2.5: the approve modes of a modal use the task title: the current step's name; 查看申请 when nothing is waiting
 * (a finished or returned instance opened from the done list).
 */
export function taskTitle(def: WorkflowDefinition, state: WorkflowInstanceState): string {
  return currentStepOf(def, state)?.name ?? APPLY_TITLE_CHECK;
}

/** The steps 退回指定节点 may name: those before the current one, in order. */
export function returnTargets(def: WorkflowDefinition, state: WorkflowInstanceState): WorkflowStep[] {
  return state.status === 'running' ? def.steps.slice(0, state.currentStep) : [];
}

/** '' when `action` is allowed now, else the Chinese reason. applyAction runs exactly this check first. */
export function checkAction(def: WorkflowDefinition, state: WorkflowInstanceState, action: WorkflowAction): string {
  if (def.key !== state.definitionKey || def.version !== state.definitionVersion) return DEFINITION_MISMATCH;
  const { actor } = action;
  const isApplicant = actor.userId === state.applicant.userId;

  if (APPROVER_ACTIONS.has(action.type)) {
    if (state.status !== 'running') return actionNotAllowed(action.type, state.status);
    if (isApplicant) return OWN_APPLICATION;
    if (state.grantees?.includes(actor.userId)) return OWN_GRANT;
    const step = def.steps[state.currentStep];
    if (!step || !matchesStepActor(step.actor, actor, state.applicant)) return NOT_STEP_ACTOR;
    if (action.type === 'returnToNode') {
      const target = def.steps.findIndex((s) => s.nodeId === action.nodeId);
      if (target < 0 || target >= state.currentStep) return RETURN_TARGET_INVALID;
    }
    if (NEEDS_OPINION.has(action.type) && !opinionOf(action)) return REJECT_OPINION_REQUIRED;
  } else if (action.type === 'resubmit') {
    if (state.status !== 'returned') return actionNotAllowed(action.type, state.status);
    if (!isApplicant) return APPLICANT_ONLY;
  } else if (action.type === 'withdrawApplication') {
    if (state.status !== 'running' && state.status !== 'returned') return actionNotAllowed(action.type, state.status);
    if (!isApplicant) return APPLICANT_ONLY;
  } else {
    // withdraw
    if (state.status !== 'running') return actionNotAllowed(action.type, state.status);
    const last = state.lastApproval;
    if (!last || last.userId !== actor.userId || last.stepIndex !== state.currentStep - 1) return WITHDRAW_NOT_ALLOWED;
  }
  // Counted in characters (code points), as the opinion field counts them.
  if ([...opinionOf(action)].length > OPINION_MAX_LENGTH) return OPINION_TOO_LONG;
  return '';
}

/** Apply one action. On error the state is unchanged and the error says why, in Chinese. */
export function applyAction(
  def: WorkflowDefinition,
  state: WorkflowInstanceState,
  action: WorkflowAction,
): WorkflowResult {
  const error = checkAction(def, state, action);
  if (error) return fail(error);

  const row = (taskName: string): ApprovalHistoryRow => ({
    taskName,
    userName: action.actor.userName,
    endTime: action.at,
    message: opinionOf(action),
    operationTypeString: OPERATION_TYPE[action.type],
  });
  const stepName = def.steps[state.currentStep].name;
  const next = (patch: Partial<WorkflowInstanceState>, taskName: string): WorkflowResult => ({
    ok: true,
    state: { ...state, lastApproval: null, ...patch, history: [...state.history, row(taskName)] },
  });
  const toApplicant = { status: 'returned', currentStep: 0 } as const;

  switch (action.type) {
    case 'approve': {
      const last = state.currentStep === def.steps.length - 1;
      return last
        ? next({ status: 'approved' }, stepName)
        : next(
            {
              currentStep: state.currentStep + 1,
              lastApproval: { stepIndex: state.currentStep, userId: action.actor.userId },
            },
            stepName,
          );
    }
    case 'returnPrevious':
      return next(state.currentStep === 0 ? toApplicant : { currentStep: state.currentStep - 1 }, stepName);
    case 'returnToApplicant':
      return next(toApplicant, stepName);
    case 'returnToNode':
      return next({ currentStep: def.steps.findIndex((s) => s.nodeId === action.nodeId) }, stepName);
    case 'reject':
      return next({ status: 'rejected' }, stepName);
    case 'resubmit':
      // currentStep was set by the return (always the first step): continue from there.
      return next({ status: 'running' }, APPLICANT_TASK_NAME);
    case 'withdraw': {
      const back = state.currentStep - 1;
      return next({ currentStep: back }, def.steps[back].name);
    }
    case 'withdrawApplication':
      return next({ status: 'withdrawn' }, APPLICANT_TASK_NAME);
  }
}

/**
 * The actions `actor` may take now (buttons to show). Opinions are not required to be present yet: the button is
 * shown and the missing opinion is reported when it is pressed.
 */
export function availableActions(
  def: WorkflowDefinition,
  state: WorkflowInstanceState,
  actor: WorkflowActor,
): WorkflowActionType[] {
  const probe = { actor, at: '', opinion: '-' };
  const firstTarget = returnTargets(def, state)[0]?.nodeId ?? '';
  const candidates: WorkflowAction[] = [
    { ...probe, type: 'approve' },
    { ...probe, type: 'returnPrevious' },
    { ...probe, type: 'returnToApplicant' },
    { ...probe, type: 'returnToNode', nodeId: firstTarget },
    { ...probe, type: 'reject' },
    { ...probe, type: 'resubmit' },
    { ...probe, type: 'withdraw' },
    { ...probe, type: 'withdrawApplication' },
  ];
  return candidates.filter((a) => checkAction(def, state, a) === '').map((a) => a.type);
}
