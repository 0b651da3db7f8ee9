/**
 * §7.2 authorisation applications: /resAuthApply/* for the operations centre (/Base/auth-management/authApply) and
 * /resAuthApplyGrzx/* for the user centre (/userCenter/authApply). Both pages list the caller's applications (mine),
 * those waiting for them (todo, from the workflow's to-do list) and those they acted on (done); add, update, detail,
 * history and the approval. The identity of an application (applicant, enterprise) is the session's, never the
 * client's; who may see one is the workflow's rule, and anyone else gets the answer of a missing id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPLY_WITHDRAW_SUCCESS,
  APPROVE_SUCCESS,
  AUTH_APPLY_MENU,
  REJECT_SUCCESS,
  SUBMIT_SUCCESS,
  validateAuthApplyAudit,
  type AuthApplyPageQuery,
  type AuthApplyPayload,
  type SubmitAuditResult,
} from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { act, requestActor, requestApplicant, submittedAction, todoPage } from '../workflow/index.ts';
import { applicationsByIds, doneList, idsMatching, mineList, type ApplyFilter } from './repo.ts';
import {
  BIZ_TYPE,
  addApplication,
  applicationDetail,
  rowOut,
  updateApplication,
  visibleApplication,
  withdrawOwnApplication,
} from './service.ts';

const filterOf = (q: { applyType?: number; status?: string }): ApplyFilter => ({
  applyType: q.applyType,
  status: q.status,
});

export async function applyRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;

  const page = async (req: FastifyRequest, q: AuthApplyPageQuery & { currentPage: number; pageSize: number }) => {
    const actor = await requestActor(deps, req);
    const filter = filterOf(q as { applyType?: number; status?: string });
    if (q.list === 'todo') {
      const bizCodeIn = idsMatching(db, filter);
      const p = await todoPage(
        db,
        actor,
        sessionOf(req).entId,
        { bizType: BIZ_TYPE, bizCodeIn },
        q,
        (ids) => applicationsByIds(db, ids),
        (r, task) => rowOut(r, actor.userId, task),
      );
      return okPage(p);
    }
    const list = q.list === 'done' ? doneList(db, actor.userId, filter) : mineList(db, actor.userId, filter);
    const p = await pageOf(list, q.currentPage, q.pageSize);
    return okPage({ ...p, records: p.records.map((r) => rowOut(r, actor.userId)) });
  };

  const detail = async (req: FastifyRequest, ref: { id?: string; processInstId?: string }) => {
    const actor = await requestActor(deps, req);
    return applicationDetail(deps, await visibleApplication(deps, ref, actor), actor);
  };

  const add = async (req: FastifyRequest, body: AuthApplyPayload, isUserCenter: boolean) => {
    const id = await addApplication(deps, await requestApplicant(deps, req), body, isUserCenter);
    return ok([await detail(req, { id })], SUBMIT_SUCCESS);
  };

  const update = async (req: FastifyRequest, body: AuthApplyPayload) => {
    const id = await updateApplication(deps, await requestApplicant(deps, req), await requestActor(deps, req), body);
    return ok([await detail(req, { id })], SUBMIT_SUCCESS);
  };

  const withdraw = async (req: FastifyRequest, body: { id: string }) => {
    const id = await withdrawOwnApplication(
      deps,
      await requestApplicant(deps, req),
      await requestActor(deps, req),
      body.id,
    );
    return ok([await detail(req, { id })], APPLY_WITHDRAW_SUCCESS);
  };

  /** §7.2 approval submit: pass = 办理; reject = 退回申请人 unless returnKind names another return (or 驳回). */
  const audit = async (req: FastifyRequest, body: SubmitAuditResult & { auditOpinion: string }) => {
    const actor = await requestActor(deps, req);
    const { processInstId, approve, auditOpinion, returnKind, nodeId, idempotencyKey, taskId } = body;
    // Only an application's process, visible to the caller (else the answer of a missing one).
    const row = await visibleApplication(deps, { processInstId }, actor);
    // §5: the application's approval needs an opinion to pass too (请输入审批意见), and one to reject.
    const invalid = validateAuthApplyAudit(approve, auditOpinion);
    if (invalid) throw fail.business(invalid);
    await act(db, {
      processInstId: row.processInstId,
      actor,
      actorAccount: sessionOf(req).account,
      idempotencyKey,
      taskId,
      action: submittedAction({ approve, auditOpinion, returnKind, nodeId }, actor),
    });
    return ok([await detail(req, { id: row.id })], approve ? APPROVE_SUCCESS : REJECT_SUCCESS);
  };

  const history = async (req: FastifyRequest, ref: { id?: string; processInstId?: string }) =>
    ok((await detail(req, ref)).workflow.history, '查询成功');

  // --- /Base/auth-management/authApply ---
  const manage = { access: { menu: AUTH_APPLY_MENU.manage } } as const;
  endpoint(app, 'resAuthApplyAdd', { ...manage, writeLimit: true }, (req) => add(req, req.body, false));
  endpoint(app, 'resAuthApplyUpdate', { ...manage, writeLimit: true }, (req) => update(req, req.body));
  endpoint(app, 'resAuthApplyPage', manage, (req) => page(req, req.query));
  endpoint(app, 'resAuthApplyDetail', manage, async (req) => ok([await detail(req, req.query)], '查询成功'));
  endpoint(app, 'resAuthApplyHistoryDetail', manage, (req) => history(req, req.query));
  endpoint(app, 'resAuthApplyWithdraw', { ...manage, writeLimit: true }, (req) => withdraw(req, req.body));
  endpoint(app, 'resAuthApplySubmitAuditResult', { ...manage, writeLimit: true }, (req) => audit(req, req.body));

  // --- /userCenter/authApply (个人中心) ---
  const grzx = { access: { menu: AUTH_APPLY_MENU.userCentre } } as const;
  endpoint(app, 'resAuthApplyGrzxAdd', { ...grzx, writeLimit: true }, (req) => add(req, req.body, true));
  endpoint(app, 'resAuthApplyGrzxUpdate', { ...grzx, writeLimit: true }, (req) => update(req, req.body));
  endpoint(app, 'resAuthApplyGrzxPage', grzx, (req) => page(req, req.query));
  endpoint(app, 'resAuthApplyGrzxDetail', grzx, async (req) => ok([await detail(req, req.query)], '查询成功'));
  endpoint(app, 'resAuthApplyGrzxHistoryDetail', grzx, (req) => history(req, req.query));
  endpoint(app, 'resAuthApplyGrzxWithdraw', { ...grzx, writeLimit: true }, (req) => withdraw(req, req.body));
  endpoint(app, 'resAuthApplyGrzxSubmitAuditResult', { ...grzx, writeLimit: true }, (req) => audit(req, req.body));
}
