/**
 * eLoan service (/japi/api/eloan): the loan applications of the eLoan reference sub-app (issue 3).
 * Access is the /eLoan menu; every read and write is scoped to the session's enterprise, and a record of another
 * enterprise answers exactly like a missing one (404). The field rules come from @portal/shared (loan.ts), which the
 * sub-app's form uses too.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as M from '@portal/shared';
import {
  LOAN_PRODUCT_TYPES, LOAN_STATUSES, LOAN_STATUS_ON_CREATE, normalizeLoanAmount, validateLoanPurpose,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { findLoanApplication, insertLoanApplication, pageLoanApplications, userNameOf } from './repo.ts';

/** The menu that grants the sub-app (§2.3 mount path); its API follows the same permission. */
export const ELOAN_MENU = '/eLoan';
const access = { menu: ELOAN_MENU };

// A select left on "全部" sends ''.
const optional = <T extends z.ZodType>(t: T) => z.union([t, z.literal('')]).optional();
const keyword = z.string().trim().max(100).optional();

const pageBody = z.object({
  applicantName: keyword,
  productType: optional(z.enum(LOAN_PRODUCT_TYPES)),
  purpose: keyword,
  status: optional(z.enum(LOAN_STATUSES)),
  currentPage: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const addBody = z.object({
  productType: z.enum(LOAN_PRODUCT_TYPES, { error: M.LOAN_PRODUCT_REQUIRED }),
  // A JSON number or a decimal string; the two-decimal rule is checked on the text (see normalizeLoanAmount).
  amount: z.union([z.number(), z.string().max(20)], { error: M.LOAN_AMOUNT_RULE })
    .refine((v) => normalizeLoanAmount(v) !== null, { error: M.LOAN_AMOUNT_RULE }),
  termMonths: z.number({ error: M.LOAN_TERM_RULE }).int({ error: M.LOAN_TERM_RULE })
    .min(M.LOAN_TERM_MIN, { error: M.LOAN_TERM_RULE }).max(M.LOAN_TERM_MAX, { error: M.LOAN_TERM_RULE }),
  purpose: z.string({ error: M.LOAN_PURPOSE_RULE }).max(1000, { error: M.LOAN_PURPOSE_RULE })
    .refine((v) => validateLoanPurpose(v) === '', { error: M.LOAN_PURPOSE_RULE }),
});

const detailQuery = z.object({ id: z.string().trim().min(1).max(40) });

export async function eloanModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'eloanApplyPage', { access, summary: '贷款申请分页查询（本企业）', body: pageBody }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize, productType, status, applicantName, purpose } = req.body;
    const page = await pageLoanApplications(db, s.entId, {
      applicantName, purpose, productType: productType || undefined, status: status || undefined,
    }, currentPage, pageSize);
    return okPage(page);
  });

  endpoint(app, 'eloanApplyAdd', { access, summary: '提交贷款申请', body: addBody, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    // Enterprise, applicant and status come from the session and the rules, never from the body.
    const record = await insertLoanApplication(db, {
      entId: s.entId,
      userId: s.userId,
      applicantName: (await userNameOf(db, s.userId)) ?? s.account,
      productType: req.body.productType,
      amount: normalizeLoanAmount(req.body.amount)!,
      termMonths: req.body.termMonths,
      purpose: req.body.purpose.trim(),
      status: LOAN_STATUS_ON_CREATE,
    });
    return ok([record], M.SUBMIT_SUCCESS);
  });

  endpoint(app, 'eloanApplyDetail', { access, summary: '贷款申请详情', querystring: detailQuery }, async (req) => {
    const s = sessionOf(req);
    const record = await findLoanApplication(db, s.entId, req.query.id);
    if (!record) throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok([record]);
  });
}
