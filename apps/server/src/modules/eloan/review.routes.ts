/**
 * The reviewer's eLoan calls (issue 11, api/eloan.ts): every enterprise's applications, the decision (type 8 notice)
 * and the payment (type 9 notice). Access is the review button (operations staff), not the applicant's /eLoan menu.
 * A status change and its notice are written in one transaction and announced after the commit; the change is a
 * conditional UPDATE, so two decisions on the same application act once and the other one is told why.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, normalizeLoanAmount, type LoanReviewItem } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { pageOf } from '../../platform/paging.ts';
import { addNotices, publishNotices } from '../notices/index.ts';
import { enterpriseOf } from '../user/index.ts';
import { decideLoanApplication, disburseLoanApplication, findForReview, reviewList, type ReviewRow } from './repo.ts';
import { DISBURSABLE, REVIEWABLE, REVIEW_MSG, decisionNotice, paymentNotice } from './review.ts';

const access = { button: BUTTON.eloan.review };

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { db, bus } = app.deps;

  /** The enterprise's name through the user area (its cached record of the applicant), or null. */
  const entNameOf = async (r: Pick<ReviewRow, 'userId' | 'entId'>) =>
    (await enterpriseOf(app.deps, r.userId, r.entId))?.name ?? null;

  /**
   * The reviewer's view of a row. The opinion is not stored on the application (no column; it travels in the type 8
   * notice), so a listed row has none and a decision's answer carries the one just given.
   */
  const itemOf = async (r: ReviewRow, opinion: string | null = null): Promise<LoanReviewItem> => {
    const { userId: _userId, ...item } = r;
    return { ...item, entName: (await entNameOf(r)) ?? '', opinion };
  };

  endpoint(app, 'eloanReviewPage', { access }, async (req) => {
    const { currentPage, pageSize, productType, status, applicantName, purpose } = req.body;
    const filter = { applicantName, purpose, productType: productType || undefined, status: status || undefined };
    const page = await pageOf(reviewList(db, filter), currentPage, pageSize);
    return okPage({ ...page, records: await Promise.all(page.records.map((r) => itemOf(r))) });
  });

  endpoint(app, 'eloanReview', { access }, async (req) => {
    const { id, approve, opinion } = req.body;
    if (!approve && !opinion) throw fail.badRequest(REVIEW_MSG.opinionRequired);
    const before = await findForReview(db, id);
    if (!before) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (before.userId === sessionOf(req).userId) throw fail.business(REVIEW_MSG.ownApplication);
    // The status is checked by the UPDATE itself: of two decisions racing from here, one moves it.
    const done = await db.transaction(async (tx) => {
      const row = await decideLoanApplication(tx, id, REVIEWABLE, approve ? '已通过' : '已驳回');
      return row ? { row, stored: await addNotices(tx, [decisionNotice(row, approve, opinion)]) } : null;
    });
    if (!done) {
      const now = await findForReview(db, id);
      throw fail.business(REVIEW_MSG.alreadyDecided(now?.status ?? before.status));
    }
    await publishNotices(bus, done.stored);
    return ok([await itemOf(done.row, opinion || null)], approve ? REVIEW_MSG.approved : REVIEW_MSG.rejected);
  });

  endpoint(app, 'eloanDisburse', { access }, async (req) => {
    const { id, receiveAccount } = req.body;
    const realMoney = normalizeLoanAmount(req.body.realMoney)!;
    // Read first for the refusal's reason and the enterprise's name; the UPDATE below re-checks both conditions.
    const before = await findForReview(db, id);
    if (!before) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (before.userId === sessionOf(req).userId) throw fail.business(REVIEW_MSG.ownApplication);
    const refusal = (r: ReviewRow) =>
      r.status !== DISBURSABLE
        ? fail.business(REVIEW_MSG.notDisbursable(r.status))
        : fail.business(REVIEW_MSG.overAmount(r.amount));
    if (before.status !== DISBURSABLE || Number(realMoney) > Number(before.amount)) throw refusal(before);
    const receiveCompany = await entNameOf(before);
    const done = await db.transaction(async (tx) => {
      const row = await disburseLoanApplication(tx, id, realMoney);
      if (!row) return null;
      const notice = paymentNotice(row, { realMoney, receiveAccount, receiveCompany, at: new Date() });
      return { row, stored: await addNotices(tx, [notice]) };
    });
    if (!done) {
      // Another reviewer registered it (or changed it) between the read and the UPDATE.
      throw refusal((await findForReview(db, id)) ?? before);
    }
    await publishNotices(bus, done.stored);
    return ok([await itemOf(done.row)], REVIEW_MSG.disbursed);
  });
}
