/**
 * Workflow area (issue 14, §7.5 workflow): the approver's to-do and done lists, an instance's detail and history,
 * the approval submit (§7.2 processInstId, auditOpinion, approve) and the approver's withdrawal. Every call is for a
 * signed-in user; whether the caller may see or act on an instance is decided per instance on the server (a step's
 * actor, the applicant, or someone in its history; anyone else is answered like a missing instance).
 */
import { z } from 'zod';
import { auditResultSchema } from '../workflow/audit.ts';
import { WORKFLOW_STATUS_LABEL } from '../workflow/messages.ts';
import { BLOB, defineEndpoints, envelope, pageEnvelope, pageQuery } from './contract.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const processInstId = text(40);
const WORKFLOW_STATUSES = Object.keys(WORKFLOW_STATUS_LABEL) as [keyof typeof WORKFLOW_STATUS_LABEL];

/** §3 Approval history row, with the §4 outcome label (办理 → 同意, the three returns → 驳回, others as they are). */
export const ApprovalHistoryRowSchema = z.object({
  taskName: z.string(),
  userName: z.string(),
  /** YYYY-MM-DD HH:mm:ss (+08:00) */
  endTime: z.string(),
  message: z.string(),
  operationTypeString: z.string(),
  outcome: z.string(),
});
export type ApprovalHistoryRowOut = z.infer<typeof ApprovalHistoryRowSchema>;

export const WorkflowStepSchema = z.object({
  nodeId: z.string(),
  name: z.string(),
});

export const WorkflowInstanceSchema = z.object({
  processInstId: z.string(),
  definitionKey: z.string(),
  definitionVersion: z.number().int(),
  bizType: z.string(),
  bizCode: z.string(),
  title: z.string(),
  applicantName: z.string(),
  entId: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  statusName: z.string(),
  /** The step waiting for action; null when nothing waits (returned or ended). */
  currentNode: WorkflowStepSchema.nullable(),
  /** §2.5: the approve modes' title (the current step's name, or 查看申请). */
  taskTitle: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowInstance = z.infer<typeof WorkflowInstanceSchema>;

export const WorkflowDetailSchema = z.object({
  instance: WorkflowInstanceSchema,
  steps: z.array(WorkflowStepSchema),
  /** The caller may act on the current step now (approve or return). */
  canAct: z.boolean(),
  /** The actions the caller may take now (the shared reducer's availableActions). */
  actions: z.array(z.string()),
  /** The steps 退回指定节点 may name. */
  returnTargets: z.array(WorkflowStepSchema),
  history: z.array(ApprovalHistoryRowSchema),
  /**
   * Why separation of duty keeps the caller from the waiting step although its rule names them (不能审批本人提交的申请,
   * 不能审批授予本人权限的申请); '' otherwise. The approve mode shows it instead of the buttons.
   */
  actRefusal: z.string(),
  /** The step the caller last acted on as an approver ('' if none): the title of their done task (我已审批). */
  actedTaskName: z.string(),
});
export type WorkflowDetail = z.infer<typeof WorkflowDetailSchema>;

/** A row of the to-do list: an open task the caller may act on. */
export const WorkflowTaskSchema = z.object({
  taskId: z.string(),
  processInstId: z.string(),
  bizType: z.string(),
  bizCode: z.string(),
  title: z.string(),
  taskName: z.string(),
  applicantName: z.string(),
  /** When the task arrived (YYYY-MM-DD HH:mm:ss). */
  createTime: z.string(),
  /** When the application was submitted. */
  applyTime: z.string(),
});
export type WorkflowTask = z.infer<typeof WorkflowTaskSchema>;

/** A row of the done list: a task the caller completed, with what they did and where the instance stands now. */
export const WorkflowDoneTaskSchema = WorkflowTaskSchema.extend({
  operationTypeString: z.string(),
  outcome: z.string(),
  endTime: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  statusName: z.string(),
});
export type WorkflowDoneTask = z.infer<typeof WorkflowDoneTaskSchema>;

const listFilter = {
  bizType: z.string().trim().max(40).optional(),
  title: z.string().trim().max(100).optional(),
};
export const WorkflowListQuerySchema = z.object({ ...listFilter, ...pageQuery });
export const WorkflowExportQuerySchema = z.object(listFilter);

/** A client-chosen key (a UUID per click) so a repeated request acts once. */
const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '幂等键格式不正确')
  .optional();

/**
 * §7.2 approval submit (processInstId, auditOpinion, approve) plus ours: idempotencyKey, and for a reject which
 * return it is (default 退回申请人, as auditResultToAction decides; previous = 退回上一步, node = 退回指定节点 with
 * nodeId, reject = 驳回 which ends the application).
 */
export const SubmitAuditResultSchema = auditResultSchema.safeExtend({
  processInstId,
  idempotencyKey,
  /** The to-do row's task: when it is no longer open, the answer is 该任务已被他人处理，请刷新后查看. */
  taskId: z.string().trim().min(1).max(40).optional(),
  returnKind: z.enum(['applicant', 'previous', 'node', 'reject']).optional(),
  nodeId: z.string().trim().min(1).max(40).optional(),
});
export type SubmitAuditResult = z.input<typeof SubmitAuditResultSchema>;

export const WorkflowWithdrawSchema = z.object({ processInstId, idempotencyKey });

export const WORKFLOW_ENDPOINTS = defineEndpoints({
  workflowDetailByBizCode: {
    service: 'workflow',
    method: 'GET',
    path: '/workflowtask/detailByBizcode',
    summary: '按业务编号查流程实例与审批历史',
    query: z.object({ bizCode: text(64), bizType: text(40) }),
    response: envelope(WorkflowDetailSchema),
  },
  workflowUpcoming: {
    service: 'workflow',
    method: 'GET',
    path: '/workflowtask/upcoming',
    summary: '我的待办（本人可办理的任务，不含本人的申请）',
    query: WorkflowListQuerySchema,
    response: pageEnvelope(WorkflowTaskSchema),
  },
  workflowDone: {
    service: 'workflow',
    method: 'GET',
    path: '/workflowtask/done',
    summary: '我的已办',
    query: WorkflowListQuerySchema,
    response: pageEnvelope(WorkflowDoneTaskSchema),
  },
  workflowDetail: {
    service: 'workflow',
    method: 'GET',
    path: '/workflowtask/detail',
    summary: '流程实例详情（当前节点、能否办理、审批历史）',
    query: z.object({ processInstId }),
    response: envelope(WorkflowDetailSchema),
  },
  workflowExportUpcoming: {
    service: 'workflow',
    method: 'GET',
    path: '/workflowtask/exportUpcoming',
    summary: '导出我的待办（.xlsx）',
    query: WorkflowExportQuerySchema,
    response: BLOB,
  },
  workflowExportDone: {
    service: 'workflow',
    method: 'GET',
    path: '/workflowtask/exportDone',
    summary: '导出我的已办（.xlsx）',
    query: WorkflowExportQuerySchema,
    response: BLOB,
  },
  workflowSubmitAuditResult: {
    service: 'workflow',
    method: 'POST',
    path: '/workflowtask/submitAuditResult',
    summary: '提交审批结果（通过 = 办理；驳回 = 退回申请人，或退回上一步/指定节点/驳回）',
    body: SubmitAuditResultSchema,
    response: envelope(WorkflowDetailSchema),
  },
  workflowWithdraw: {
    service: 'workflow',
    method: 'POST',
    path: '/workflowtask/withdraw',
    summary: '撤回本人的办理（下一节点办理前）',
    body: WorkflowWithdrawSchema,
    response: envelope(WorkflowDetailSchema),
  },
});
