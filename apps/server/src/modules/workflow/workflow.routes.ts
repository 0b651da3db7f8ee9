/**
 * §7.5 workflow calls (api/workflow.ts). Access is a signed-in user; the per-instance rule is the service's: who may
 * see an instance (visibleTo) and who may act on its step (the shared reducer's mayAct with separation of duty). An
 * instance the caller may not see answers 404 记录不存在或无权访问, exactly like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPROVAL_OUTCOME_LABEL,
  WORKFLOW_STATUS_LABEL,
  toDisplayTime,
  type WorkflowActor,
  type WorkflowStatus,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import { requestActor } from './parties.ts';
import {
  doneList,
  findInstance,
  findInstanceByBiz,
  upcomingList,
  type DoneRow,
  type TaskFilter,
  type TodoActor,
  type UpcomingRow,
} from './repo.ts';
import { detailOf, visibleInstance } from './detail.ts';
import { act, submittedAction } from './service.ts';

const status = (s: string) => (s in WORKFLOW_STATUS_LABEL ? s : 'running') as WorkflowStatus;

function upcomingOut(r: UpcomingRow) {
  return {
    taskId: r.taskId,
    processInstId: r.processInstId,
    bizType: r.bizType,
    bizCode: r.bizCode,
    title: r.title,
    taskName: r.taskName,
    applicantName: r.applicantName,
    createTime: toDisplayTime(r.createdAt),
    applyTime: toDisplayTime(r.applyAt),
  };
}

function doneOut(r: DoneRow) {
  const op = r.operationType ?? '';
  const st = status(r.status);
  return {
    ...upcomingOut(r),
    operationTypeString: op,
    outcome: APPROVAL_OUTCOME_LABEL(op),
    endTime: toDisplayTime(r.doneAt),
    status: st,
    statusName: WORKFLOW_STATUS_LABEL[st],
  };
}

const UPCOMING_COLUMNS: readonly ExportColumn<UpcomingRow>[] = [
  { header: '标题', width: 32, value: (r) => r.title },
  { header: '当前节点', width: 16, value: (r) => r.taskName },
  { header: '申请人', width: 12, value: (r) => r.applicantName },
  { header: '业务类型', width: 12, value: (r) => r.bizType },
  { header: '业务编号', width: 22, value: (r) => r.bizCode },
  { header: '到达时间', width: 20, value: (r) => toDisplayTime(r.createdAt) },
  { header: '申请时间', width: 20, value: (r) => toDisplayTime(r.applyAt) },
];

const DONE_COLUMNS: readonly ExportColumn<DoneRow>[] = [
  { header: '标题', width: 32, value: (r) => r.title },
  { header: '办理节点', width: 16, value: (r) => r.taskName },
  { header: '申请人', width: 12, value: (r) => r.applicantName },
  { header: '业务类型', width: 12, value: (r) => r.bizType },
  { header: '业务编号', width: 22, value: (r) => r.bizCode },
  { header: '处理结果', width: 10, value: (r) => APPROVAL_OUTCOME_LABEL(r.operationType ?? '') },
  { header: '办理时间', width: 20, value: (r) => toDisplayTime(r.doneAt) },
  { header: '流程状态', width: 10, value: (r) => WORKFLOW_STATUS_LABEL[status(r.status)] },
];

const filterOf = (q: { bizType?: string; title?: string }): TaskFilter => ({
  bizType: q.bizType || undefined,
  title: q.title || undefined,
});

export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const access = 'signedIn' as const;

  const actorOf = (req: FastifyRequest): Promise<WorkflowActor> => requestActor(app.deps, req);
  const todoActor = (a: WorkflowActor, entId: string): TodoActor => ({
    userId: a.userId,
    entId,
    entRoles: a.enterpriseRoles.map((r) => r.roleCode),
    opsRoles: [...a.operationsRoles],
  });

  endpoint(app, 'workflowDetailByBizCode', { access }, async (req) => {
    const actor = await actorOf(req);
    const row = await visibleInstance(db, await findInstanceByBiz(db, req.query.bizType, req.query.bizCode), actor);
    return ok([await detailOf(db, row, actor)], '查询成功');
  });

  endpoint(app, 'workflowDetail', { access }, async (req) => {
    const actor = await actorOf(req);
    const row = await visibleInstance(db, await findInstance(db, req.query.processInstId), actor);
    return ok([await detailOf(db, row, actor)], '查询成功');
  });

  endpoint(app, 'workflowUpcoming', { access }, async (req) => {
    const actor = todoActor(await actorOf(req), sessionOf(req).entId);
    const page = await pageOf(upcomingList(db, actor, filterOf(req.query)), req.query.currentPage, req.query.pageSize);
    return okPage({ ...page, records: page.records.map(upcomingOut) });
  });

  endpoint(app, 'workflowDone', { access }, async (req) => {
    const list = doneList(db, sessionOf(req).userId, filterOf(req.query));
    const page = await pageOf(list, req.query.currentPage, req.query.pageSize);
    return okPage({ ...page, records: page.records.map(doneOut) });
  });

  endpoint(app, 'workflowExportUpcoming', { access }, async (req, reply) => {
    const actor = todoActor(await actorOf(req), sessionOf(req).entId);
    return sendXlsx(reply, {
      fileName: '我的待办.xlsx',
      sheet: '我的待办',
      columns: UPCOMING_COLUMNS,
      batches: batchesOf(upcomingList(db, actor, filterOf(req.query)), 1000, EXPORT_MAX_ROWS),
    });
  });

  endpoint(app, 'workflowExportDone', { access }, async (req, reply) =>
    sendXlsx(reply, {
      fileName: '我的已办.xlsx',
      sheet: '我的已办',
      columns: DONE_COLUMNS,
      batches: batchesOf(doneList(db, sessionOf(req).userId, filterOf(req.query)), 1000, EXPORT_MAX_ROWS),
    }),
  );

  endpoint(app, 'workflowSubmitAuditResult', { access }, async (req) => {
    const actor = await actorOf(req);
    const { processInstId, approve, auditOpinion, returnKind, nodeId, idempotencyKey, taskId } = req.body;
    const after = await act(db, {
      processInstId,
      actor,
      actorAccount: sessionOf(req).account,
      idempotencyKey,
      taskId,
      action: submittedAction({ approve, auditOpinion, returnKind, nodeId }, actor),
    });
    return ok([await detailOf(db, after, actor)], approve ? '通过成功' : '驳回成功');
  });

  endpoint(app, 'workflowWithdraw', { access }, async (req) => {
    const actor = await actorOf(req);
    const after = await act(db, {
      processInstId: req.body.processInstId,
      actor,
      actorAccount: sessionOf(req).account,
      idempotencyKey: req.body.idempotencyKey,
      action: () => ({ type: 'withdraw' }),
    });
    return ok([await detailOf(db, after, actor)], '撤回成功');
  });
}
