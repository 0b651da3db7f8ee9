/**
 * Organisation-change applications (issue 15, §7.6): the submit (a type 11 notice to the reviewers and a workflow
 * process), the applicant's and reviewers' lists (mine, todo from the workflow's to-do list, done) and the detail with
 * its approval history. The approval itself is the workflow's submitAuditResult. The applicant and their enterprise are
 * the session's; who may see an application is the workflow's rule, anyone else gets the answer of a missing id.
 */
import type { FastifyInstance } from 'fastify';
import { MENU, SUBMIT_SUCCESS } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { requestActor, requestApplicant, todoPage } from '../workflow/index.ts';
import { doneList, idsMatching, mineList, orgChangesByIds } from './repo.ts';
import { BIZ_TYPE, orgChangeDetail, rowOut, submitOrgChange, visibleOrgChange } from './service.ts';

export async function orgChangeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const access = { menu: MENU.organisation.index } as const;

  endpoint(app, 'orgChangeSubmit', { access, writeLimit: true }, async (req) => {
    const id = await submitOrgChange(deps, await requestApplicant(deps, req), req.body);
    const actor = await requestActor(deps, req);
    return ok([rowOut(await visibleOrgChange(deps, id, actor))], SUBMIT_SUCCESS);
  });

  endpoint(app, 'orgChangePage', { access }, async (req) => {
    const q = req.body;
    const actor = await requestActor(deps, req);
    const filter = { type: q.type, status: q.status };
    if (q.list === 'todo') {
      const filterIds = idsMatching(db, filter);
      const p = await todoPage(
        db,
        actor,
        sessionOf(req).entId,
        { bizType: BIZ_TYPE, bizCodeIn: filterIds },
        q,
        (ids) => orgChangesByIds(db, ids),
        rowOut,
      );
      return okPage(p);
    }
    const list = q.list === 'done' ? doneList(db, actor.userId, filter) : mineList(db, actor.userId, filter);
    const p = await pageOf(list, q.currentPage, q.pageSize);
    return okPage({ ...p, records: p.records.map((r) => rowOut(r)) });
  });

  endpoint(app, 'orgChangeDetail', { access }, async (req) => {
    const actor = await requestActor(deps, req);
    const row = await visibleOrgChange(deps, req.query.id, actor);
    return ok([await orgChangeDetail(deps, row, actor)], '查询成功');
  });
}
