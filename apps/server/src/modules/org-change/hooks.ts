/**
 * What the organisation-change applications do on each step of their workflow (issue 15), in that step's transaction:
 * - on approval, the tree changes (add, change, cancel) through the organisation area, audited there, in the same
 *   transaction as the last approval: an approved change is never left unapplied, and a change the tree no longer
 *   admits (its parent cancelled meanwhile, its credit code taken) fails the approval with the reason;
 * - mirror the instance's state on the application and remember who acted (the done list);
 * - §3.1 type 11 notices (组织机构变更): to the reviewers of a step when its task arrives, carrying the §7.6 fileId,
 *   fileName, data and content, so the notice opens the application in check mode; and to the applicant with the
 *   outcome (approved, or 驳回 with the opinion).
 */
import { isApproverAction, isReturnAction, returnLabel } from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { addNotices, notify, publishNotices, type NewNotice } from '../notices/index.ts';
import { addOrgNode, announceOrgTreeChanged, cancelOrgNode, changeOrgNode } from '../organisation/index.ts';
import { stepActors, type TransitionContext, type WorkflowInstanceRow } from '../workflow/index.ts';
import { findOrgChange, mirrorState, recordActor, setCustomerCode, type OrgChangeRow } from './repo.ts';
import { checkAgainstTree, dataOf } from './service.ts';

export const ORG_CHANGE_NOTICE = 11;
/** The product the organisation menu belongs to (§2.3 /organization/index, product 11). */
const ORG_PRODUCT_TYPE = '11';

/** The approved change applied to the tree, in the last approval's transaction. */
export async function applyChange(
  deps: Deps,
  tx: Tx,
  instance: WorkflowInstanceRow,
  ctx: TransitionContext,
): Promise<void> {
  const row = await findOrgChange(tx, instance.bizCode, true);
  if (!row) return;
  // The tree as it is now: the checks of the submission again.
  const { data, customerCode } = await checkAgainstTree(tx, dataOf(row));
  const actor = { userId: ctx.actor.userId, account: ctx.actorAccount };
  const fields = {
    customerRegisterName: data.customerRegisterName,
    socialcreditcode: data.socialcreditcode,
    cat: data.cat,
    parentCustomerCode: data.parentCustomerCode,
  };
  if (data.type === 1) {
    const node = await addOrgNode(tx, fields, actor);
    await setCustomerCode(tx, row.id, node.customerCode);
  } else if (data.type === 2) {
    await changeOrgNode(tx, customerCode, fields, actor);
  } else {
    await cancelOrgNode(tx, customerCode, actor);
  }
  // Every instance drops its cached tree once the change has committed.
  ctx.afterCommit(() => announceOrgTreeChanged(deps));
}

const noticeData = (app: OrgChangeRow, kind: 'todo' | 'result') => ({
  ...(app.data as object),
  applicationId: app.id,
  processInstId: app.processInstId,
  kind,
});

export async function onTransition(deps: Deps, tx: Tx, ctx: TransitionContext): Promise<void> {
  const found = await findOrgChange(tx, ctx.instance.bizCode);
  if (!found) return;
  const app = { ...found, processInstId: ctx.instance.processInstId };
  const status = ctx.instance.status;
  const approverAction = isApproverAction(ctx.action);
  await mirrorState(tx, app.id, {
    status,
    taskName: ctx.arrived?.name ?? '',
    ...(approverAction && ctx.opinion ? { opinion: ctx.opinion } : {}),
  });
  if (approverAction) await recordActor(tx, app.id, ctx.actor.userId, new Date());

  const base = {
    noticeType: ORG_CHANGE_NOTICE,
    productType: ORG_PRODUCT_TYPE,
    fileId: app.fileId,
    fileName: app.fileName,
  } as const;
  const arrived = ctx.arrived;
  if (arrived) {
    // Who may act is read after the commit (as the authorisation applications do): the to-do list is the record of
    // the task, the notice only points at it.
    const skip = new Set([app.applicantId, ctx.actor.userId]);
    ctx.afterCommit(async () => {
      const list: NewNotice[] = (await stepActors(deps, app.entId, arrived.actor))
        .filter((r) => !skip.has(r.userId))
        .map((r) => ({
          ...base,
          userId: r.userId,
          entId: r.entId,
          content: app.content,
          data: noticeData(app, 'todo'),
        }));
      if (list.length) await notify(deps, list);
    });
  }
  let result = '';
  const what = `组织机构变更申请（${app.content}）`;
  if (status === 'approved') result = `您的${what}已审批通过，组织树已更新`;
  else if (isReturnAction(ctx.action)) {
    const how = ctx.action === 'reject' ? '' : `（${returnLabel(ctx.action)}）`;
    result = `您的${what}被${ctx.actor.userName}驳回${how}，审批意见：${ctx.opinion}`;
  }
  if (!result) return;
  const latest = (await findOrgChange(tx, app.id)) ?? app;
  const stored = await addNotices(tx, [
    {
      ...base,
      userId: app.applicantId,
      entId: app.entId,
      content: result,
      data: noticeData({ ...latest, processInstId: app.processInstId }, 'result'),
    },
  ]);
  ctx.afterCommit(() => publishNotices(deps.bus, stored));
}
