/**
 * What the applications do on each step of their workflow (issue 14), in that step's transaction:
 * - mirror the instance's state on the application (status, the step waiting, whether the applicant may edit it, the
 *   last opinion) and remember who acted on it (the done list);
 * - §3.1 type 16 notices (action label 审核, §9): to the possible approvers of a step when its task arrives, and to
 *   the applicant when the application is approved, rejected or returned (the notice says 驳回, with the opinion).
 *   Stored in the step's transaction, published once it has committed.
 * On approval the grant (grant.ts) runs first, as the workflow's completion handler.
 */
import { APPLY_TYPE_LABEL, isApproverAction, isReturnAction, returnLabel } from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { addNotices, notify, publishNotices, type NewNotice } from '../notices/index.ts';
import { stepActors, type TransitionContext } from '../workflow/index.ts';
import { findApplication, granteeIds, mirrorState, recordActor, type ApplicationRow } from './repo.ts';

const PERMISSION_APPLICATION_NOTICE = 16;

function describe(app: ApplicationRow): string {
  const type = APPLY_TYPE_LABEL[app.applyType === 2 || app.applyType === 3 ? app.applyType : 1];
  const what = app.roleName ? `${app.productName}·${app.roleName}` : app.productName;
  return `${type}（${what}）`;
}

const noticeData = (app: ApplicationRow, kind: 'todo' | 'result') => ({
  applyId: app.id,
  processInstId: app.processInstId,
  applyType: app.applyType,
  kind,
});

export async function onTransition(deps: Deps, tx: Tx, ctx: TransitionContext): Promise<void> {
  const found = await findApplication(tx, ctx.instance.bizCode);
  if (!found) return;
  // The application as it is after this step (the notices name its current role and plate).
  const app = { ...found, processInstId: ctx.instance.processInstId };
  const status = ctx.instance.status;
  const approverAction = isApproverAction(ctx.action);
  const fresh = ctx.action === 'submit' || ctx.action === 'resubmit';
  await mirrorState(tx, app.id, {
    status,
    taskName: ctx.arrived?.name ?? '',
    editable: status === 'returned' || (status === 'running' && fresh),
    ...(approverAction && ctx.opinion ? { opinions: ctx.opinion } : {}),
  });
  if (approverAction) await recordActor(tx, app.id, ctx.actor.userId, new Date());

  const notices: NewNotice[] = [];
  const base = { noticeType: PERMISSION_APPLICATION_NOTICE, productType: app.productType } as const;
  const arrived = ctx.arrived;
  if (arrived) {
    // Who may act is read after the commit, in a transaction of its own: reading the permission and user areas'
    // tables on another connection inside this one would wait for it (PGlite has one connection). The to-do list is
    // the record of the task; the notice only points at it.
    // Nobody is asked to review their own application, nor one granting them the role (separation of duty).
    const skip = new Set([app.applicantId, ctx.actor.userId, ...(await granteeIds(tx, app.id))]);
    ctx.afterCommit(async () => {
      const list: NewNotice[] = (await stepActors(deps, app.entId, arrived.actor))
        .filter((r) => !skip.has(r.userId))
        .map((r) => ({
          ...base,
          userId: r.userId,
          entId: r.entId,
          content: `${app.applicantName}（${app.entName}）的${describe(app)}待您审核：${arrived.name}`,
          data: noticeData(app, 'todo'),
        }));
      if (list.length) await notify(deps, list);
    });
  }
  const toApplicant = (content: string) =>
    notices.push({ ...base, userId: app.applicantId, entId: app.entId, content, data: noticeData(app, 'result') });
  if (status === 'approved') {
    toApplicant(`您的${describe(app)}已审批通过，${app.applyType === 1 ? '角色已创建' : '相关权限已生效'}`);
  } else if (isReturnAction(ctx.action)) {
    const how = ctx.action === 'reject' ? '' : `（${returnLabel(ctx.action)}）`;
    toApplicant(`您的${describe(app)}被${ctx.actor.userName}驳回${how}，审批意见：${ctx.opinion}`);
  }
  if (notices.length === 0) return;
  const stored = await addNotices(tx, notices);
  ctx.afterCommit(() => publishNotices(deps.bus, stored));
}
