/**
 * 信息发布 (/newsSend/informationIssues, §7.5 content calls): the editors' list, an article's add and update (each a
 * revision), its detail (also by business code, which the approval modal reads), submit for review, on and off line,
 * delete, and the revisions with restore. Only holders of the page write; every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import {
  CONTENT_MESSAGES as CM,
  MENU,
  stateChangeAllowed,
  toDisplayTime,
  type AuditAction,
  type ContentState,
} from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { people } from '../../platform/people.ts';
import { endpoint } from '../../platform/routes.ts';
import { requestActor, requestApplicant } from '../workflow/index.ts';
import { cancelJob, scheduleJob } from './jobs-repo.ts';
import {
  contentList,
  findContent,
  findContentByCode,
  findRevision,
  revisionList,
  setPublished,
  updateContent,
} from './repo.ts';
import { submitForReview } from './review.ts';
import { announceChange, detailOut, rowOut, rowsOut, saveContent } from './service.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const access = { menu: MENU.content.issues };

  const trail = (req: Parameters<typeof sessionOf>[0], id: string, action: AuditAction, summary: string) => {
    const s = sessionOf(req);
    return audit(db, s, { entId: s.entId, targetType: 'content', targetId: id, action, summary });
  };

  endpoint(app, 'contentPage', { access }, async (req) => {
    const { currentPage, pageSize, ...filter } = req.body;
    const page = await pageOf(contentList(db, filter), currentPage, pageSize);
    return okPage({ ...page, records: await rowsOut(deps, page.records, await requestActor(deps, req)) });
  });

  endpoint(app, 'contentAdd', { access, writeLimit: true }, async (req) => {
    const id = await saveContent(deps, sessionOf(req), req.body);
    await trail(req, id, 'content.create', `新增文章 ${req.body.title}`);
    return ok([await detailOut(deps, (await findContent(db, id))!)], '保存成功');
  });

  endpoint(app, 'contentUpdate', { access }, async (req) => {
    const { id, ...fields } = req.body;
    await saveContent(deps, sessionOf(req), fields, id);
    await trail(req, id, 'content.update', `修改文章 ${fields.title}`);
    return ok([await detailOut(deps, (await findContent(db, id))!)], '保存成功');
  });

  endpoint(app, 'contentDetail', { access }, async (req) => {
    const row = await findContent(db, req.body.id);
    if (!row) throw fail.notFound(CM.notFound);
    return ok([await detailOut(deps, row, await requestActor(deps, req))], '查询成功');
  });

  endpoint(app, 'contentDetailByBusinessCode', { access }, async (req) => {
    const row = await findContentByCode(db, req.body.businessCode);
    if (!row) throw fail.notFound(CM.notFound);
    return ok([await detailOut(deps, row)], '查询成功');
  });

  endpoint(app, 'contentSubmit', { access }, async (req) => {
    await submitForReview(deps, sessionOf(req), await requestApplicant(deps, req), req.body.id);
    await trail(req, req.body.id, 'content.submit', '提交审核');
    return ok([await rowOut(deps, req.body.id)], CM.submitted);
  });

  endpoint(app, 'contentUpdateState', { access }, async (req) => {
    const { id, state } = req.body;
    await db.transaction(async (tx) => {
      const row = await findContent(tx, id, true);
      if (!row) throw fail.notFound(CM.notFound);
      if (!stateChangeAllowed(row.state as ContentState, state)) throw fail.business(CM.stateNotAllowed);
      if (state === M.CONTENT_STATE.offline) {
        await setPublished(tx, id, null, M.CONTENT_STATE.offline);
        await cancelJob(tx, id);
        return;
      }
      // Back on line without a new review only as it was approved.
      if (row.approvedRevision !== row.revision) throw fail.business(CM.changedSinceApproval);
      await setPublished(tx, id, row.publishTime ?? new Date(), M.CONTENT_STATE.published);
      await scheduleJob(tx, id, 'expire', row.expireTime && row.expireTime > new Date() ? row.expireTime : null);
    });
    await trail(
      req,
      id,
      state === M.CONTENT_STATE.offline ? 'content.offline' : 'content.online',
      state === 4 ? '上线' : '下线',
    );
    return ok([await rowOut(deps, id)], '操作成功');
  });

  endpoint(app, 'contentDelete', { access }, async (req) => {
    await db.transaction(async (tx) => {
      const row = await findContent(tx, req.body.id, true);
      if (!row) throw fail.notFound(CM.notFound);
      if (!M.DELETABLE_STATES.includes(row.state as ContentState)) throw fail.business(CM.notDeletable);
      await updateContent(tx, row.id, { deletedAt: new Date() });
      await setPublished(tx, row.id, null, row.state);
      await cancelJob(tx, row.id);
    });
    await announceChange(deps);
    await trail(req, req.body.id, 'content.delete', '删除文章');
    return ok([], '删除成功');
  });

  endpoint(app, 'contentRevisions', { access }, async (req) => {
    if (!(await findContent(db, req.body.id))) throw fail.notFound(CM.notFound);
    const page = await pageOf(revisionList(db, req.body.id), req.body.currentPage, req.body.pageSize);
    const names = await people(deps).users([...new Set(page.records.map((r) => r.savedBy))]);
    return okPage({
      ...page,
      records: page.records.map((r) => ({
        revision: r.revision,
        title: r.title,
        savedBy: names.get(r.savedBy)?.userName ?? '',
        savedAt: toDisplayTime(r.savedAt),
      })),
    });
  });

  endpoint(app, 'contentRevision', { access }, async (req) => {
    if (!(await findContent(db, req.body.id))) throw fail.notFound(CM.notFound);
    const r = await findRevision(db, req.body.id, req.body.revision);
    if (!r) throw fail.notFound(CM.revisionNotFound);
    const names = await people(deps).users([r.savedBy]);
    return ok(
      [
        {
          revision: r.revision,
          title: r.title,
          savedBy: names.get(r.savedBy)?.userName ?? '',
          savedAt: toDisplayTime(r.savedAt),
          contentSource: r.contentSource,
          author: r.author,
          summary: r.summary,
          content: r.content,
        },
      ],
      '查询成功',
    );
  });

  // A restore is a new save of the old text (with the article's current channels, files and times).
  endpoint(app, 'contentRestore', { access }, async (req) => {
    const { id, revision } = req.body;
    const row = await findContent(db, id);
    if (!row) throw fail.notFound(CM.notFound);
    const r = await findRevision(db, id, revision);
    if (!r) throw fail.notFound(CM.revisionNotFound);
    const current = await detailOut(deps, row);
    await saveContent(
      deps,
      sessionOf(req),
      {
        title: r.title,
        contentSource: r.contentSource,
        author: r.author,
        summary: r.summary,
        content: r.content,
        coverFileId: row.coverFileId,
        contentSiteSubjects: current.contentSiteSubjects,
        attachmentFiles: current.attachmentFiles,
        publishTime: row.publishTime && row.publishTime > new Date() ? row.publishTime.toISOString() : null,
        expireTime: row.expireTime && row.expireTime > new Date() ? row.expireTime.toISOString() : null,
      },
      id,
    );
    await trail(req, id, 'content.restore', `恢复到第${revision}版`);
    return ok([await detailOut(deps, (await findContent(db, id))!)], '恢复成功');
  });
}
