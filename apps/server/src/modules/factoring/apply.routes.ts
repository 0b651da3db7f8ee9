/**
 * The applicant's factoring calls (api/factoring.ts, menu /efactoring): list, submit, read and withdraw the
 * enterprise's applications. Enterprise and applicant come from the session, never from the body; an application of
 * another enterprise answers exactly like a missing one.
 */
import type { FastifyInstance } from 'fastify';
import { FACTORING_MSG, MENU, RECORD_NOT_FOUND } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { requestApplicant } from '../workflow/index.ts';
import { applicantDetail } from './detail.ts';
import { api, findApplication, ownList } from './repo.ts';
import { submitApplication, withdrawOwn } from './service.ts';

const access = { menu: MENU.factoring.apply };

export async function applyRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;

  const detail = async (entId: string, userId: string, id: string) => {
    const row = await findApplication(db, id, entId);
    if (!row) throw fail.notFound(RECORD_NOT_FOUND);
    return applicantDetail(db, row, userId);
  };

  endpoint(app, 'factoringApplyPage', { access }, async (req) => {
    const s = sessionOf(req);
    const { currentPage, pageSize, applyNo, buyerName, status } = req.body;
    const page = await pageOf(
      ownList(db, s.entId, { applyNo, buyerName, status: status || undefined }),
      currentPage,
      pageSize,
    );
    return okPage({ ...page, records: page.records.map(api) });
  });

  endpoint(app, 'factoringApplyAdd', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const id = await submitApplication(deps, await requestApplicant(deps, req), req.body);
    return ok([await detail(s.entId, s.userId, id)], FACTORING_MSG.submitted);
  });

  endpoint(app, 'factoringApplyDetail', { access }, async (req) => {
    const s = sessionOf(req);
    return ok([await detail(s.entId, s.userId, req.query.id)]);
  });

  endpoint(app, 'factoringApplyWithdraw', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    await withdrawOwn(deps, s, await requestApplicant(deps, req), req.body.id);
    return ok([await detail(s.entId, s.userId, req.body.id)], FACTORING_MSG.withdrawn);
  });
}
