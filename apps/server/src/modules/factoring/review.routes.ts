/**
 * The operations' factoring calls (api/factoring.ts, menu /efactoring_yunying): the caller's review to-dos (the
 * workflow's), every enterprise's applications with their export, the detail, the decision on the workflow
 * (type 8 notice, review.ts) and the payment (放款, type 9 notice). Nobody acts on their own application; of two
 * reviewers racing, the workflow lets one act and tells the other (该任务已被他人处理); a payment is a conditional
 * UPDATE, so it is registered once.
 */
import type { FastifyInstance } from 'fastify';
import {
  FACTORING_MSG,
  MENU,
  RECORD_NOT_FOUND,
  chinaToday,
  normalizeFactoringAmount,
  type FactoringStatus,
} from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../platform/export.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { addNotices, publishNotices } from '../notices/index.ts';
import { act, requestActor, submittedAction, todoPage } from '../workflow/index.ts';
import { reviewerDetail } from './detail.ts';
import { EXPORT_COLUMNS } from './export.ts';
import {
  addHistory,
  api,
  applicationsByIds,
  disburseApplication,
  findApplication,
  idsMatching,
  reviewList,
  type FactoringFilter,
  type FactoringRow,
} from './repo.ts';
import { paymentNotice } from './review.ts';
import { FACTORING_REVIEW } from './service.ts';

const access = { menu: MENU.factoring.operate };

const filterOf = (q: { applyNo?: string; buyerName?: string; entName?: string; status?: FactoringStatus | '' }) =>
  ({
    applyNo: q.applyNo,
    buyerName: q.buyerName,
    entName: q.entName,
    status: q.status || undefined,
  }) satisfies FactoringFilter;

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db, bus } = deps;

  const found = async (id: string) => {
    const row = await findApplication(db, id);
    if (!row) throw fail.notFound(RECORD_NOT_FOUND);
    return row;
  };

  endpoint(app, 'factoringReviewTodo', { access }, async (req) => {
    const actor = await requestActor(deps, req);
    const page = await todoPage(
      db,
      actor,
      sessionOf(req).entId,
      { bizType: FACTORING_REVIEW, bizCodeIn: idsMatching(db, filterOf(req.body)) },
      req.body,
      (ids) => applicationsByIds(db, ids),
      (r, task) => ({ ...api(r), taskId: task.taskId }),
    );
    return okPage(page);
  });

  endpoint(app, 'factoringReviewPage', { access }, async (req) => {
    const { currentPage, pageSize } = req.body;
    const page = await pageOf(reviewList(db, filterOf(req.body)), currentPage, pageSize);
    return okPage({ ...page, records: page.records.map((r) => ({ ...api(r), taskId: null })) });
  });

  endpoint(app, 'factoringReviewExport', { access }, async (req, reply) =>
    sendXlsx(reply, {
      fileName: `保理申请_${chinaToday()}.xlsx`,
      sheet: '保理申请',
      columns: EXPORT_COLUMNS,
      batches: batchesOf(reviewList(db, filterOf(req.body)), 1000, EXPORT_MAX_ROWS),
    }),
  );

  endpoint(app, 'factoringReviewDetail', { access }, async (req) => {
    const row = await found(req.query.id);
    return ok([await reviewerDetail(db, row, await requestActor(deps, req))]);
  });

  endpoint(app, 'factoringReviewDecide', { access, writeLimit: true }, async (req) => {
    const { id, approve, opinion, taskId } = req.body;
    const actor = await requestActor(deps, req);
    const before = await found(id);
    if (before.userId === actor.userId) throw fail.business(FACTORING_MSG.ownApplication);
    if (!approve && !opinion) throw fail.business(FACTORING_MSG.opinionRequired);
    if (before.status !== '待审核' || !before.processInstId)
      throw fail.business(FACTORING_MSG.notReviewable(before.status));
    // The workflow locks the instance: of two reviewers racing, one acts and the other is told TASK_TAKEN.
    await act(db, {
      processInstId: before.processInstId,
      actor,
      actorAccount: sessionOf(req).account,
      taskId,
      action: submittedAction({ approve, auditOpinion: opinion, returnKind: 'reject' }, actor),
    });
    const after = await found(id);
    return ok([await reviewerDetail(db, after, actor)], approve ? FACTORING_MSG.approved : FACTORING_MSG.rejected);
  });

  endpoint(app, 'factoringDisburse', { access, writeLimit: true }, async (req) => {
    const { id } = req.body;
    const payAccount = req.body.receiveAccount.trim();
    const realMoney = normalizeFactoringAmount(req.body.realMoney)!;
    const actor = await requestActor(deps, req);
    // Read first for the refusal's reason; the UPDATE below re-checks both conditions.
    const before = await found(id);
    if (before.userId === actor.userId) throw fail.business(FACTORING_MSG.ownApplication);
    const refusal = (r: FactoringRow) =>
      r.status !== '已通过'
        ? fail.business(FACTORING_MSG.notDisbursable(r.status))
        : fail.business(FACTORING_MSG.overAmount(r.amount));
    if (before.status !== '已通过' || Number(realMoney) > Number(before.amount)) throw refusal(before);
    const at = new Date();
    const pay = { realMoney, realDate: chinaToday(at), payAccount };
    const done = await db.transaction(async (tx) => {
      const row = await disburseApplication(tx, id, pay);
      if (!row) return null;
      await addHistory(tx, {
        applicationId: id,
        status: '已放款',
        action: '登记放款',
        operatorName: actor.userName,
        opinion: `放款金额 ${realMoney} 元，收款账号 ${payAccount}`,
      });
      return { row, stored: await addNotices(tx, [paymentNotice(row, { ...pay, at })]) };
    });
    // Another reviewer registered it (or it changed) between the read and the UPDATE.
    if (!done) throw refusal((await findApplication(db, id)) ?? before);
    await publishNotices(bus, done.stored);
    return ok([await reviewerDetail(db, done.row, actor)], FACTORING_MSG.disbursed);
  });
}
