/**
 * What the workflow shows of an instance (§3 Approval history rows, §4 the application's detail) and who may see it:
 * the applicant, a possible actor of one of its steps, or someone in its history. The definition each instance runs on
 * is read here once per process.
 */
import * as M from '@portal/shared';
import {
  APPLY_TITLE_CHECK,
  OPERATION_TYPE,
  WORKFLOW_STATUS_LABEL,
  availableActions,
  currentStepOf,
  historyOutcome,
  matchesStepActor,
  mayAct,
  returnTargets,
  separationOfDutyReason,
  taskTitle,
  toDisplayTime,
  type WorkflowActor,
  type WorkflowApplicant,
  type WorkflowDefinition,
  type WorkflowDetail,
  type WorkflowInstanceState,
  type WorkflowStatus,
} from '@portal/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail } from '../../platform/envelope.ts';
import { granteesOf } from './grantees.ts';
import { actedOn, historyOf, loadDefinition, type InstanceRow } from './repo.ts';

function asStatus(s: string): WorkflowStatus {
  return (s in WORKFLOW_STATUS_LABEL ? s : 'running') as WorkflowStatus;
}

export function applicantOf(row: InstanceRow): WorkflowApplicant {
  return { userId: row.applicantId, userName: row.applicantName, entId: row.entId };
}

/** The reducer's state of a row (the history is not needed to step: the reducer only appends to it). */
export function stateOf(row: InstanceRow): WorkflowInstanceState {
  return {
    definitionKey: row.defKey,
    definitionVersion: row.defVersion,
    applicant: applicantOf(row),
    status: asStatus(row.status),
    currentStep: row.currentStep,
    lastApproval:
      row.lastApprovalStep === null || row.lastApprovalUser === null
        ? null
        : { stepIndex: row.lastApprovalStep, userId: row.lastApprovalUser },
    history: [],
  };
}

/**
 * A definition version never changes once stored (a change is a new version: insertDefinition only inserts), so each
 * is read once per process: every action and detail needs its instance's. Bounded: a few keys times their versions.
 */
const definitions = new Map<string, WorkflowDefinition>();
const DEFINITIONS_KEPT = 500;

export async function definitionOf(db: DbOrTx, row: InstanceRow): Promise<WorkflowDefinition> {
  const id = `${row.defKey}@${row.defVersion}`;
  const known = definitions.get(id);
  if (known) return known;
  const def = await loadDefinition(db, row.defKey, row.defVersion);
  if (!def) throw fail.business(M.DEFINITION_NOT_FOUND);
  if (definitions.size >= DEFINITIONS_KEPT) definitions.clear();
  definitions.set(id, def);
  return def;
}

/** operationTypeString of an approver's history rows: a decision or 撤回 of one. */
const APPROVER_OPERATIONS: ReadonlySet<string> = new Set(
  (Object.keys(OPERATION_TYPE) as (keyof typeof OPERATION_TYPE)[])
    .filter((a) => M.isApproverAction(a))
    .map((a) => OPERATION_TYPE[a]),
);

/** May `actor` see the instance: the applicant, a possible actor of one of its steps, or someone in its history. */
export async function visibleTo(
  db: DbOrTx,
  def: WorkflowDefinition,
  row: InstanceRow,
  actor: WorkflowActor,
): Promise<boolean> {
  if (actor.userId === row.applicantId) return true;
  const applicant = applicantOf(row);
  if (def.steps.some((s) => matchesStepActor(s.actor, actor, applicant))) return true;
  return actedOn(db, row.processInstId, actor.userId);
}

/** The instance, its steps, what the caller may do now and its history (§3 Approval history rows). */
export async function detailOf(db: DbOrTx, row: InstanceRow, actor: WorkflowActor): Promise<WorkflowDetail> {
  const def = await definitionOf(db, row);
  const grantees = await granteesOf(db, row);
  const state = { ...stateOf(row), grantees };
  const step = currentStepOf(def, state);
  const history = await historyOf(db, row.processInstId);
  // The caller's own task of a done-list row: the step of their last decision (or 撤回) on it.
  const acted = history.filter((h) => h.userId === actor.userId && APPROVER_OPERATIONS.has(h.operationType)).at(-1);
  const plain = (s: { nodeId: string; name: string }) => ({ nodeId: s.nodeId, name: s.name });
  return {
    instance: {
      processInstId: row.processInstId,
      definitionKey: row.defKey,
      definitionVersion: row.defVersion,
      bizType: row.bizType,
      bizCode: row.bizCode,
      title: row.title,
      applicantName: row.applicantName,
      entId: row.entId,
      status: state.status,
      statusName: WORKFLOW_STATUS_LABEL[state.status],
      currentNode: step ? plain(step) : null,
      taskTitle: step ? taskTitle(def, state) : APPLY_TITLE_CHECK,
      version: row.version,
      createdAt: toDisplayTime(row.createdAt),
      updatedAt: toDisplayTime(row.updatedAt),
    },
    steps: def.steps.map(plain),
    canAct: step ? mayAct(step, actor, state.applicant, grantees) : false,
    actions: availableActions(def, state, actor),
    returnTargets: returnTargets(def, state).map(plain),
    history: history.map((h) => {
      const out = {
        taskName: h.taskName,
        userName: h.userName,
        endTime: toDisplayTime(h.endTime),
        message: h.message,
        operationTypeString: h.operationType,
      };
      return { ...out, outcome: historyOutcome(out) };
    }),
    actRefusal: step ? separationOfDutyReason(step, actor, state.applicant, grantees) : '',
    actedTaskName: acted?.taskName ?? '',
  };
}

/** The instance if `actor` may see it; otherwise answered like a missing one. */
export async function visibleInstance(db: Db, row: InstanceRow | undefined, actor: WorkflowActor) {
  if (!row) throw fail.notFound(M.RECORD_NOT_FOUND);
  const def = await definitionOf(db, row);
  if (!(await visibleTo(db, def, row, actor))) throw fail.notFound(M.RECORD_NOT_FOUND);
  return row;
}
