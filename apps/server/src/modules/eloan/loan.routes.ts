/** The eLoan calls (api/eloan.ts): list, create and read the enterprise's loan applications. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { LOAN_STATUS_ON_CREATE, MENU, normalizeLoanAmount } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { userNameOf } from '../user/index.ts';
import { findLoanApplication, insertLoanApplication, pageLoanApplications } from './repo.ts';

/** The menu that grants the sub-app (§2.3 mount path); its API follows the same permission. */
const access = { menu: MENU.eloan.apply };

export async function loanRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'eloanApplyPage', { access }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize, productType, status, applicantName, purpose } = req.body;
    const page = await pageLoanApplications(
      db,
      s.entId,
      {
        applicantName,
        purpose,
        productType: productType || undefined,
        status: status || undefined,
      },
      currentPage,
      pageSize,
    );
    return okPage(page);
  });

  endpoint(app, 'eloanApplyAdd', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    // Enterprise, applicant and status come from the session and the rules, never from the body.
    const record = await insertLoanApplication(db, {
      entId: s.entId,
      userId: s.userId,
      applicantName: (await userNameOf(app.deps, s.userId)) ?? s.account,
      productType: req.body.productType,
      amount: normalizeLoanAmount(req.body.amount)!,
      termMonths: req.body.termMonths,
      purpose: req.body.purpose.trim(),
      status: LOAN_STATUS_ON_CREATE,
    });
    return ok([record], M.SUBMIT_SUCCESS);
  });

  endpoint(app, 'eloanApplyDetail', { access }, async (req) => {
    const s = sessionOf(req);
    const record = await findLoanApplication(db, s.entId, req.query.id);
    if (!record) throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok([record]);
  });
}
