/**
 * The workflow engine: the shared reducer (packages/shared/src/workflow) applied to rows. Every action runs in one
 * transaction: the instance row is locked (FOR UPDATE) and its `version` compared with the one the caller saw; the
 * reducer decides; the task, history and instance rows are written; on a final state the business's completion
 * handler runs in the same transaction, so a failing effect rolls the whole action back.
 *
 * Acting once: every action carries an idempotency key (the client's, or derived from the version the caller saw,
 * who they are and what they do). A repeated key answers the instance as it is, acting no more; a different action
 * that finds the version moved answers TASK_TAKEN (该任务已被他人处理，请刷新后查看).
 */
import * as M from '@portal/shared';
import {
  APPLICANT_TASK_NAME,
  OPERATION_TYPE,
  PROCESS_ALREADY_STARTED,
  TASK_TAKEN,
  applyAction,
  auditResultToAction,
  matchesStepActor,
  startInstance,
  toDisplayTime,
  type WorkflowAction,
  type WorkflowActor,
  type WorkflowApplicant,
  type WorkflowDefinition,
  type WorkflowStatus,
  type WorkflowStep,
  type StepActor,
} from '@portal/shared';
import type { Db, Tx } from '../../db/client.ts';
import { fail } from '../../platform/envelope.ts';
import { applicantOf, definitionOf, stateOf, visibleTo } from './detail.ts';
import { granteesOf } from './grantees.ts';
import { inTurn, knownTaken, rememberClosed, type ClosedTask } from './turns.ts';
import { newId } from '../../platform/ids.ts';
import {
  closeOpenTasks,
  findInstance,
  findInstanceByBiz,
  historyByKey,
  historyOf,
  insertHistory,
  insertInstance,
  insertTask,
  lastClosedTask,
  loadDefinition,
  lockInstance,
  openTaskOf,
  updateInstance,
  type InstanceRow,
} from './repo.ts';

/** A final outcome the business reacts to. */
export type WorkflowOutcome = Extract<WorkflowStatus, 'approved' | 'rejected' | 'withdrawn'>;

/** Work to run once the action's transaction has committed (publishing notices, live permission pushes). */
export type AfterCommit = () => Promise<void>;
/** Where a hook hands its after-commit work; whoever owns the transaction runs it after the commit. */
export type AfterCommitSink = (fn: AfterCommit) => void;

/**
 * What a business hook learns of one step of its instance (issue 14): who did what, the instance before and after,
 * and the step whose task has just been opened (a task arrived), so it can tell that step's possible approvers.
 */
export interface TransitionContext {
  /** The applicant's first submission is 'submit'; every other step is a reducer action. */
  action: WorkflowAction['type'] | 'submit';
  actor: WorkflowActor;
  /** The actor's account when the caller knows it (their session's), for audit rows; '' otherwise. */
  actorAccount: string;
  opinion: string;
  /** The instance before the action (null for the submission). */
  before: InstanceRow | null;
  instance: InstanceRow;
  /** The step whose task was opened by this action, or null (returned to the applicant, or ended). */
  arrived: WorkflowStep | null;
  /** Run `fn` after the transaction commits. */
  afterCommit: AfterCommitSink;
}

/** The business's effect on a final state (the 4th argument tells who acted and takes after-commit work). */
export type CompletionHandler = (
  tx: Tx,
  instance: InstanceRow,
  outcome: WorkflowOutcome,
  ctx: TransitionContext,
) => Promise<void>;
/** A business's reaction to every step of its instances (task arrivals, returns, outcomes), in the step's transaction. */
export type TransitionHandler = (tx: Tx, ctx: TransitionContext) => Promise<void>;

const completions = new Map<string, CompletionHandler>();
const transitions = new Map<string, TransitionHandler>();

/** The business's effect on a final state of its instances (one handler per business type; a later one replaces). */
export function registerCompletion(bizType: string, handler: CompletionHandler): void {
  completions.set(bizType, handler);
}

/**
 * The business's hook on every step of its instances (one per business type; a later one replaces): the submission,
 * each approval, return, rejection, resubmission and withdrawal, after the completion handler of a final one. It runs
 * in the step's transaction (a failing hook rolls the step back) and hands notices to publish to `afterCommit`.
 */
export function registerTransition(bizType: string, handler: TransitionHandler): void {
  transitions.set(bizType, handler);
}

/** After-commit work handed to no sink is dropped (seed and tests that start processes without an app). */
const DROP: AfterCommitSink = () => undefined;

const FINAL: ReadonlySet<WorkflowStatus> = new Set(['approved', 'rejected', 'withdrawn']);

function taskRow(def: WorkflowDefinition, row: InstanceRow, step: number) {
  const s = def.steps[step];
  return {
    id: newId(),
    processInstId: row.processInstId,
    nodeId: s.nodeId,
    taskName: s.name,
    actorKind: s.actor.kind,
    roleCode: s.actor.kind === 'user' ? null : s.actor.roleCode,
    assigneeUserId: s.actor.kind === 'user' ? s.actor.userId : null,
    entId: row.entId,
    applicantId: row.applicantId,
  };
}

export interface StartInput {
  defKey: string;
  bizType: string;
  bizCode: string;
  applicant: WorkflowApplicant;
  title: string;
  /** The applicant's note on the submission row (optional). */
  message?: string;
  /** Takes the transition hook's after-commit work (notices of the first step); dropped when absent. */
  afterCommit?: AfterCommitSink;
  /** The applicant's account, for the hooks' audit rows. */
  applicantAccount?: string;
}

/** Starts a process on the latest version of `defKey`, inside the caller's transaction. */
export async function startProcess(tx: Tx, input: StartInput): Promise<{ processInstId: string }> {
  const def = await loadDefinition(tx, input.defKey);
  if (!def) throw fail.business(M.DEFINITION_NOT_FOUND);
  const now = new Date();
  const started = startInstance(def, input.applicant, toDisplayTime(now), input.message ?? '');
  if (!started.ok) throw fail.business(started.error);
  const processInstId = newId();
  const first = def.steps[0];
  const row: InstanceRow = {
    processInstId,
    defKey: def.key,
    defVersion: def.version,
    bizType: input.bizType,
    bizCode: input.bizCode,
    title: input.title,
    applicantId: input.applicant.userId,
    applicantName: input.applicant.userName,
    entId: input.applicant.entId,
    status: 'running',
    currentStep: 0,
    currentNode: first.nodeId,
    lastApprovalStep: null,
    lastApprovalUser: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  // The unique (biz_type, biz_code) index would refuse it too, but with a database error instead of the reason.
  const clash = await findInstanceByBiz(tx, input.bizType, input.bizCode);
  if (clash) throw fail.business(PROCESS_ALREADY_STARTED);
  await insertInstance(tx, row);
  const submit = started.state.history[0];
  await insertHistory(tx, {
    id: newId(),
    processInstId,
    taskName: submit.taskName,
    userId: input.applicant.userId,
    userName: input.applicant.userName,
    endTime: now,
    message: submit.message,
    operationType: submit.operationTypeString,
  });
  await insertTask(tx, { ...taskRow(def, row, 0), createdAt: now });
  const hook = transitions.get(input.bizType);
  if (hook) {
    await hook(tx, {
      action: 'submit',
      actorAccount: input.applicantAccount ?? '',
      actor: {
        userId: input.applicant.userId,
        userName: input.applicant.userName,
        enterpriseRoles: [],
        operationsRoles: [],
      },
      opinion: submit.message,
      before: null,
      instance: row,
      arrived: first,
      afterCommit: input.afterCommit ?? DROP,
    });
  }
  return { processInstId };
}

const APPROVER_ACTIONS = M.DECISION_ACTIONS;
/**
 * A refused approver action that came late: the task the caller could act on was closed a moment ago (they read the
 * instance before that action committed). The same person doing the same thing again (a double click without a key)
 * is answered as done; anyone else whom that step allowed is told TASK_TAKEN instead of the reducer's reason.
 */
async function explainLate(tx: Tx, row: InstanceRow, action: WorkflowAction, grantees: string[]): Promise<void> {
  const last = await lastClosedTask(tx, row.processInstId);
  if (!last || action.actor.userId === row.applicantId || grantees.includes(action.actor.userId)) return;
  const rule: StepActor =
    last.actorKind === 'user'
      ? { kind: 'user', userId: last.assigneeUserId ?? '' }
      : {
          kind: last.actorKind === 'operationsRole' ? 'operationsRole' : 'enterpriseRole',
          roleCode: last.roleCode ?? '',
        };
  if (!matchesStepActor(rule, action.actor, applicantOf(row))) return;
  if (last.doneBy === action.actor.userId && last.operationType === OPERATION_TYPE[action.type]) throw ALREADY_DONE;
  throw fail.business(TASK_TAKEN);
}

/** Thrown inside the transaction to end it without writing; act() answers the instance as it is. */
const ALREADY_DONE = new Error('already done');

/**
 * The action a §7.2 approval submit asks for: pass = 办理; reject = 退回申请人 unless returnKind names another return
 * (退回上一步, 退回指定节点 with nodeId, or 驳回 which ends it). The workflow's own submit and a business's use it.
 */
export function submittedAction(
  body: {
    approve: boolean;
    auditOpinion?: string;
    returnKind?: 'applicant' | 'previous' | 'node' | 'reject';
    nodeId?: string;
  },
  actor: WorkflowActor,
): ActInput['action'] {
  return () => {
    const base = auditResultToAction({ approve: body.approve, auditOpinion: body.auditOpinion ?? '' }, actor, '');
    if (body.approve || !body.returnKind || body.returnKind === 'applicant') return base;
    if (body.returnKind === 'previous') return { ...base, type: 'returnPrevious' };
    if (body.returnKind === 'reject') return { ...base, type: 'reject' };
    return { ...base, type: 'returnToNode', nodeId: body.nodeId ?? '' };
  };
}

export interface ActInput {
  processInstId: string;
  actor: WorkflowActor;
  /** The action, given the definition (e.g. which node 退回指定节点 names). */
  action: (def: WorkflowDefinition) => Omit<WorkflowAction, 'actor' | 'at'> & { type: WorkflowAction['type'] };
  idempotencyKey?: string;
  /** The instance version the caller acted on; the locked row's when absent. */
  seenVersion?: number;
  /** Whether the actor's right to see the instance is still to be checked (act(): a request's caller). */
  checkVisible?: boolean;
  /** Told after the commit which task the action closed (act(): turns.ts remembers it for the losers). */
  remember?: (taskId: string, task: ClosedTask) => void;
  /** The task the caller acted on (their to-do row); when it is no longer open, another action won. */
  taskId?: string;
  /**
   * Takes the hooks' after-commit work. act() runs it itself after its commit when absent; inside a business's own
   * transaction (actIn) it is dropped when absent.
   */
  afterCommit?: AfterCommitSink;
  /** The actor's account (their session's), handed to the hooks for audit rows. */
  actorAccount?: string;
}

/**
 * One action on an instance, in its own transaction (the applicant's resubmission and withdrawal too). Answers the
 * instance row after it. Refusals: 404 for an instance the actor may not see, 7799 with the reducer's reason, or
 * TASK_TAKEN when another action moved the instance since the caller read it.
 */
export function act(db: Db, input: ActInput): Promise<InstanceRow> {
  return inTurn(db, input.processInstId, () => actNow(db, input));
}

async function actNow(db: Db, input: ActInput): Promise<InstanceRow> {
  if (knownTaken(db, input.taskId, input.idempotencyKey, input.actor)) throw fail.business(TASK_TAKEN);
  const pending: AfterCommit[] = [];
  const afterCommit = input.afterCommit ?? ((fn: AfterCommit) => void pending.push(fn));
  let after: InstanceRow;
  try {
    // Everything on the locked row, in one transaction: of many requests on one task, each loser is refused after
    // the winner's commit by two indexed reads (its open task, its key), with nothing read before that to repeat.
    const remember = (taskId: string, task: ClosedTask) => rememberClosed(db, taskId, task);
    after = await db.transaction((tx) => actIn(tx, { ...input, afterCommit, checkVisible: true, remember }));
  } catch (err) {
    if (err !== ALREADY_DONE) throw err;
    return (await findInstance(db, input.processInstId))!;
  }
  for (const fn of pending) await fn();
  return after;
}

/** act() inside the caller's transaction (a business's own resubmission writes its record and this together). */
export async function actIn(tx: Tx, input: ActInput): Promise<InstanceRow> {
  const row = await lockInstance(tx, input.processInstId);
  if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
  const def = await definitionOf(tx, row);
  if (input.checkVisible && !(await visibleTo(tx, def, row, input.actor))) throw fail.notFound(M.RECORD_NOT_FOUND);
  const seenVersion = input.seenVersion ?? row.version;
  const partial = input.action(def);
  const key = input.idempotencyKey ?? `v${seenVersion}:${input.actor.userId}:${partial.type}`;
  const open = await openTaskOf(tx, row.processInstId);
  const acted = () => historyByKey(tx, row.processInstId, key);
  // The task the caller acted on is closed: another action won, unless it was this very request's (a repeat).
  if (input.taskId && open?.id !== input.taskId) {
    if (await acted()) return row;
    throw fail.business(TASK_TAKEN);
  }
  if (await acted()) return row; // acted already: answer as it is now
  if (row.version !== seenVersion) throw fail.business(TASK_TAKEN);

  const now = new Date();
  const action = { ...partial, actor: input.actor, at: toDisplayTime(now) } as WorkflowAction;
  // Separation of duty reads who the application grants to inside this transaction (the business's rows with it).
  const grantees = APPROVER_ACTIONS.has(action.type) ? await granteesOf(tx, row) : [];
  const result = applyAction(def, { ...stateOf(row), grantees }, action);
  if (!result.ok) {
    if (APPROVER_ACTIONS.has(action.type)) await explainLate(tx, row, action, grantees);
    throw fail.business(result.error);
  }
  const next = result.state;
  const written = next.history[next.history.length - 1];

  // The open task: done by the approver who acted on it, cancelled when it is taken away (withdrawals).
  const approverAction =
    action.type !== 'resubmit' && action.type !== 'withdraw' && action.type !== 'withdrawApplication';
  await closeOpenTasks(tx, row.processInstId, {
    userId: approverAction ? input.actor.userId : null,
    operationType: approverAction ? OPERATION_TYPE[action.type] : null,
  });
  const remember = input.remember;
  if (open && remember)
    (input.afterCommit ?? DROP)(async () => remember(open.id, { key, def, applicant: applicantOf(row) }));
  const nextStep = next.status === 'running' ? def.steps[next.currentStep] : undefined;
  const after: InstanceRow = {
    ...row,
    status: next.status,
    currentStep: next.currentStep,
    currentNode: nextStep?.nodeId ?? null,
    lastApprovalStep: next.lastApproval?.stepIndex ?? null,
    lastApprovalUser: next.lastApproval?.userId ?? null,
    version: row.version + 1,
    updatedAt: now,
  };
  const moved = await updateInstance(tx, row.processInstId, row.version, {
    status: next.status,
    currentStep: after.currentStep,
    currentNode: after.currentNode,
    lastApprovalStep: after.lastApprovalStep,
    lastApprovalUser: after.lastApprovalUser,
  });
  if (!moved) throw fail.business(TASK_TAKEN);
  if (nextStep) await insertTask(tx, { ...taskRow(def, after, next.currentStep), createdAt: now });
  await insertHistory(tx, {
    id: newId(),
    processInstId: row.processInstId,
    taskId: approverAction ? (open?.id ?? null) : null,
    taskName: written.taskName,
    userId: input.actor.userId,
    userName: input.actor.userName,
    endTime: now,
    message: written.message,
    operationType: written.operationTypeString,
    idempotencyKey: key,
  });
  const ctx: TransitionContext = {
    action: action.type,
    actor: input.actor,
    actorAccount: input.actorAccount ?? '',
    opinion: written.message,
    before: row,
    instance: after,
    arrived: nextStep ?? null,
    afterCommit: input.afterCommit ?? DROP,
  };
  if (FINAL.has(next.status)) {
    const handler = completions.get(row.bizType);
    if (handler) await handler(tx, after, next.status as WorkflowOutcome, ctx);
  }
  const hook = transitions.get(row.bizType);
  if (hook) await hook(tx, ctx);
  return after;
}

/** operationTypeString of the applicant's edit of an application nobody has acted on yet (shown as it is, §4). */
export const AMEND_OPERATION = '修改申请';
const SUBMISSIONS: ReadonlySet<string> = new Set([OPERATION_TYPE.submit, OPERATION_TYPE.resubmit, AMEND_OPERATION]);

/**
 * The applicant changed a running application that no approver has acted on since its last submission (issue 14:
 * "update … or not yet acted on"). Inside the business's transaction: the instance is locked, its version raised (so
 * an approver who read the old content and acts with that task gets TASK_TAKEN) and the edit written to the history.
 * Answers the row after it, or null (nothing written) when it is not such an application any more.
 */
export async function amendIn(
  tx: Tx,
  input: { processInstId: string; applicant: WorkflowApplicant; message?: string },
): Promise<InstanceRow | null> {
  const row = await lockInstance(tx, input.processInstId);
  if (!row || row.applicantId !== input.applicant.userId) return null;
  if (row.status !== 'running' || row.currentStep !== 0) return null;
  const history = await historyOf(tx, row.processInstId);
  let last = -1;
  history.forEach((h, i) => {
    if (SUBMISSIONS.has(h.operationType)) last = i;
  });
  if (last < history.length - 1) return null;
  const moved = await updateInstance(tx, row.processInstId, row.version, {
    status: 'running',
    currentStep: row.currentStep,
    currentNode: row.currentNode,
    lastApprovalStep: row.lastApprovalStep,
    lastApprovalUser: row.lastApprovalUser,
  });
  if (!moved) return null;
  const now = new Date();
  await insertHistory(tx, {
    id: newId(),
    processInstId: row.processInstId,
    taskName: APPLICANT_TASK_NAME,
    userId: input.applicant.userId,
    userName: input.applicant.userName,
    endTime: now,
    message: (input.message ?? '').trim(),
    operationType: AMEND_OPERATION,
  });
  return { ...row, version: row.version + 1, updatedAt: now };
}
