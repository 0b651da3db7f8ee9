/**
 * The review of articles on the workflow module (definition `newsReview`, §6 type 14 审核): the author submits, the
 * reviewers (the step's role holders, never the author) get a type 14 notice whose action opens the approval modal
 * (§2.5) on 信息发布; 通过 publishes the article at once or schedules it, 驳回 returns it to its author with the
 * opinion (state 已驳回, a type 14 notice to the author). Each round of review is one instance, `<id>:<round>`: a
 * returned article is resubmitted on its instance, an article approved before starts a new round.
 */
import * as M from '@portal/shared';
import { CONTENT_MESSAGES as CM, isReturnAction, type ContentState } from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { addNotices, notify, publishNotices, type NewNotice } from '../notices/index.ts';
import {
  findInstance,
  resubmitProcess,
  startProcess,
  stepActors,
  type AfterCommit,
  type TransitionContext,
  type WorkflowInstanceRow,
} from '../workflow/index.ts';
import { findContent, updateContent } from './repo.ts';
import { announceChange, publishApproved } from './service.ts';

export const NEWS_REVIEW = 'newsReview';
const NEWS_TODO_NOTICE = 14;

const contentIdOf = (instance: WorkflowInstanceRow) => instance.bizCode.split(':')[0];

/** The notice's data: which article, and whether its reader reviews it (审核) or reads the outcome (查看). */
const noticeData = (contentId: string, processInstId: string, kind: 'todo' | 'result') => ({
  contentId,
  processInstId,
  kind,
});

/** Submits an editable article for review; answers after the commit, the first step's notices sent. */
export async function submitForReview(
  deps: Deps,
  s: SessionContext,
  applicant: M.WorkflowApplicant,
  id: string,
): Promise<void> {
  const after: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    const row = await findContent(tx, id, true);
    if (!row) throw fail.notFound(CM.notFound);
    if (!M.SUBMITTABLE_STATES.includes(row.state as ContentState)) throw fail.business(CM.notSubmittable);
    // A schedule that has passed is refused; an offline article's time is when it was published (published at once).
    const scheduled = row.state !== M.CONTENT_STATE.offline && row.publishTime;
    if (scheduled && scheduled.getTime() <= Date.now()) throw fail.business(CM.publishTimePast);
    const current = row.processInstId ? await findInstance(tx, row.processInstId) : undefined;
    const biz = {
      bizType: NEWS_REVIEW,
      applicant,
      applicantAccount: s.account,
      afterCommit: (fn: AfterCommit) => after.push(fn),
    };
    let processInstId = row.processInstId;
    if (current && current.status === 'returned') {
      await resubmitProcess(tx, { ...biz, bizCode: current.bizCode, message: '重新提交' });
    } else {
      const round = current ? row.reviewRound + 1 : row.reviewRound;
      ({ processInstId } = await startProcess(tx, {
        ...biz,
        defKey: NEWS_REVIEW,
        bizCode: `${row.id}:${round}`,
        title: `资讯审核：${row.title}`,
      }));
      await updateContent(tx, row.id, { reviewRound: round });
    }
    await updateContent(tx, row.id, { state: M.CONTENT_STATE.reviewing, processInstId, opinion: '' });
  });
  for (const fn of after) await fn();
}

/** Every step: the reviewers' to-do notices when the task arrives, the author's notice when it is returned. */
export async function onTransition(deps: Deps, tx: Tx, ctx: TransitionContext): Promise<void> {
  const contentId = contentIdOf(ctx.instance);
  const row = await findContent(tx, contentId);
  if (!row) return;
  const { processInstId } = ctx.instance;
  const arrived = ctx.arrived;
  if (arrived) {
    const skip = new Set([ctx.instance.applicantId, ctx.actor.userId]);
    ctx.afterCommit(async () => {
      const list: NewNotice[] = (await stepActors(deps, ctx.instance.entId, arrived.actor))
        .filter((r) => !skip.has(r.userId))
        .map((r) => ({
          noticeType: NEWS_TODO_NOTICE,
          userId: r.userId,
          entId: r.entId,
          content: `${ctx.instance.applicantName}提交的资讯《${row.title}》待您审核`,
          data: noticeData(contentId, processInstId, 'todo'),
        }));
      if (list.length) await notify(deps, list);
    });
  }
  if (isReturnAction(ctx.action)) {
    await updateContent(tx, contentId, { state: M.CONTENT_STATE.rejected, opinion: ctx.opinion });
    const stored = await addNotices(tx, [
      {
        noticeType: NEWS_TODO_NOTICE,
        userId: ctx.instance.applicantId,
        entId: ctx.instance.entId,
        content: `您提交的资讯《${row.title}》被${ctx.actor.userName}驳回，审批意见：${ctx.opinion}`,
        data: noticeData(contentId, processInstId, 'result'),
      },
    ]);
    ctx.afterCommit(() => publishNotices(deps.bus, stored));
  }
}

/** The last approval publishes (or schedules) the article, in the approval's transaction; a withdrawal makes it a draft. */
export async function onCompletion(
  deps: Deps,
  tx: Tx,
  instance: WorkflowInstanceRow,
  outcome: 'approved' | 'rejected' | 'withdrawn',
  ctx: TransitionContext,
): Promise<void> {
  const row = await findContent(tx, contentIdOf(instance), true);
  if (!row) return;
  if (outcome === 'approved') {
    await publishApproved(tx, row, new Date());
    await updateContent(tx, row.id, { opinion: ctx.opinion });
    const stored = await addNotices(tx, [
      {
        noticeType: NEWS_TODO_NOTICE,
        userId: instance.applicantId,
        entId: instance.entId,
        content: `您提交的资讯《${row.title}》已审核通过${row.publishTime && row.publishTime > new Date() ? '，将按时发布' : '并已发布'}`,
        data: noticeData(row.id, instance.processInstId, 'result'),
      },
    ]);
    ctx.afterCommit(async () => {
      await publishNotices(deps.bus, stored);
      await announceChange(deps);
    });
  } else {
    await updateContent(tx, row.id, {
      state: outcome === 'rejected' ? M.CONTENT_STATE.rejected : M.CONTENT_STATE.draft,
      opinion: ctx.opinion,
    });
  }
}
