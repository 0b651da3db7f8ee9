/**
 * Chinese texts of the workflow. The four §4 operation types are the spec's; the others are ours, chosen so that
 * APPROVAL_OUTCOME_LABEL (constants.ts) shows them as they are (it maps only the spec's four).
 */
import { OPINION_MAX_LENGTH } from '../constants.ts';
import type { WorkflowActionType, WorkflowStatus } from './types.ts';

/** operationTypeString written to the history for each action, plus the applicant's first submission. */
export const OPERATION_TYPE = {
  submit: '提交',
  approve: '办理',
  returnPrevious: '退回上一步',
  returnToApplicant: '退回申请人',
  returnToNode: '退回指定节点',
  reject: '驳回',
  resubmit: '重新提交',
  withdraw: '撤回',
  withdrawApplication: '撤销申请',
} as const satisfies Record<WorkflowActionType | 'submit', string>;

/** The actions that turn an application down: the applicant is told it was 驳回 (how, from OPERATION_TYPE). */
export const RETURN_ACTIONS: ReadonlySet<WorkflowActionType> = new Set([
  'returnPrevious',
  'returnToApplicant',
  'returnToNode',
  'reject',
]);
/** An approver's decision at a task: 办理 or one of the returns (撤回 undoes one, it is not one). */
export const DECISION_ACTIONS: ReadonlySet<WorkflowActionType> = new Set(['approve', ...RETURN_ACTIONS]);

/** Whether a step's action turned the application down. */
export const isReturnAction = (a: WorkflowActionType | 'submit'): boolean => a !== 'submit' && RETURN_ACTIONS.has(a);
/** Whether an approver acted (the done list): a decision, or 撤回 of one. */
export const isApproverAction = (a: WorkflowActionType | 'submit'): boolean =>
  a === 'withdraw' || (a !== 'submit' && DECISION_ACTIONS.has(a));
/** How a return is called in the applicant's notice (退回上一步 …, 驳回). */
export const returnLabel = (a: WorkflowActionType | 'submit'): string => (a === 'submit' ? '' : OPERATION_TYPE[a]);

/** taskName of the applicant's own history rows (submit, resubmit, withdraw the application). */
export const APPLICANT_TASK_NAME = '提交申请';
/** Where a returned application waits (the lists' 当前节点): with its applicant, to be edited and resubmitted. */
export const RETURNED_NODE_NAME = '申请人';
/**
 * The lists' 当前节点 of an application: the open task's step, or 申请人 while it is returned (its stored step is ''
 * then), else the step the application stored. Every workflow-backed list (authorisation, organisation change) uses it.
 */
export const currentNodeName = (status: WorkflowStatus, stored: string, openTask?: { taskName: string }): string =>
  openTask?.taskName ?? (status === 'returned' ? RETURNED_NODE_NAME : stored);

export const WORKFLOW_STATUS_LABEL = {
  running: '审批中',
  returned: '已退回',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤销',
} as const satisfies Record<WorkflowStatus, string>;

/** An action the current status does not allow, e.g. 当前申请已通过，不能退回上一步. */
export function actionNotAllowed(type: WorkflowActionType, status: WorkflowStatus): string {
  return `当前申请${WORKFLOW_STATUS_LABEL[status]}，不能${OPERATION_TYPE[type]}`;
}

export const NOT_STEP_ACTOR = '您不是当前节点的办理人';
/** Separation of duty: nobody approves, returns or rejects their own application. */
export const OWN_APPLICATION = '不能审批本人提交的申请';
/** Separation of duty: nobody decides on an application that grants something to themselves. */
export const OWN_GRANT = '不能审批授予本人权限的申请';
export const APPLICANT_ONLY = '只有申请人本人可以操作';
export const RETURN_TARGET_INVALID = '只能退回到当前节点之前的审批节点';
export const WITHDRAW_NOT_ALLOWED = '只能在下一节点办理前撤回本人的办理';
export const DEFINITION_MISMATCH = '流程定义与流程实例的版本不一致';
export const DEFINITION_NOT_FOUND = '流程定义不存在';
export const DEFINITION_NO_STEPS = '流程定义至少需要一个审批节点';
export const DEFINITION_DUPLICATE_NODE = '流程定义的节点编号不能重复';
export const DEFINITION_BAD_VERSION = '流程定义的版本号必须是正整数';
export const DEFINITION_BAD_STEP = '流程定义的节点须有编号、名称和办理人';
export const OPINION_TOO_LONG = `审批意见不能超过${OPINION_MAX_LENGTH}个字符`;
/** Two people acted on one task at once: the other one's action won. */
export const TASK_TAKEN = '该任务已被他人处理，请刷新后查看';
/** startProcess for a business record that already has a process. */
export const PROCESS_ALREADY_STARTED = '该业务已发起审批流程';
