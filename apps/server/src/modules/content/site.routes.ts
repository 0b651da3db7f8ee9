/**
 * 栏目管理 (/newsSend/channelManagement, §7.5 site and subject calls): the sites and their channels. A site's code is
 * unique (the portal's pages find the news, knowledge and help sites by it); a channel's name is unique in its site;
 * a channel is deleted only when no article is filed under it and it has no child. Every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES as CM, MENU, toDisplayTime, type Site, type Subject } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { announceChange } from './service.ts';
import {
  deleteSubject,
  findSite,
  findSubject,
  hasChildSubjects,
  insertSite,
  insertSubject,
  siteCodeTaken,
  siteList,
  siteOptions,
  subjectList,
  subjectNameTaken,
  updateSite,
  updateSubject,
  type SiteRow,
  type SubjectRow,
} from './site-repo.ts';

const siteOut = (s: SiteRow): Site => ({
  id: s.id,
  siteName: s.siteName,
  siteCode: s.siteCode,
  state: s.state,
  isPublic: s.isPublic,
  sort: s.sort,
  remark: s.remark,
  updateTime: toDisplayTime(s.updatedAt),
});

const subjectOut = (s: SubjectRow): Subject => ({
  id: s.id,
  siteId: s.siteId,
  siteName: s.siteName,
  parentId: s.parentId,
  subjectName: s.subjectName,
  sort: s.sort,
  state: s.state,
  contentCount: s.contentCount,
  updateTime: toDisplayTime(s.updatedAt),
});

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const access = { menu: MENU.content.channels };

  endpoint(app, 'sitePage', { access }, async (req) => {
    const page = await pageOf(siteList(db, req.body.siteName), req.body.currentPage, req.body.pageSize);
    return okPage({ ...page, records: page.records.map(siteOut) });
  });

  endpoint(app, 'siteAdd', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const saved = await db.transaction(async (tx) => {
      if (await siteCodeTaken(tx, req.body.siteCode)) throw fail.business(CM.siteCodeTaken);
      const row = await insertSite(tx, { id: newId(), ...req.body });
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'site',
        targetId: row.id,
        action: 'site.create',
        summary: `新增站点 ${row.siteName}`,
        after: req.body,
      });
      return row;
    });
    await announceChange(app.deps);
    return ok([siteOut(saved)], '新增成功');
  });

  endpoint(app, 'siteUpdate', { access }, async (req) => {
    const s = sessionOf(req);
    const { id, ...fields } = req.body;
    const saved = await db.transaction(async (tx) => {
      const before = await findSite(tx, id);
      if (!before) throw fail.notFound(CM.siteNotFound);
      if (await siteCodeTaken(tx, fields.siteCode, id)) throw fail.business(CM.siteCodeTaken);
      const row = (await updateSite(tx, id, fields))!;
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'site',
        targetId: id,
        action: 'site.update',
        summary: `修改站点 ${row.siteName}`,
        before: siteOut(before),
        after: fields,
      });
      return row;
    });
    await announceChange(app.deps);
    return ok([siteOut(saved)], '修改成功');
  });

  endpoint(app, 'siteUpdateState', { access }, async (req) => {
    const s = sessionOf(req);
    const saved = await db.transaction(async (tx) => {
      const row = await updateSite(tx, req.body.id, { state: req.body.state });
      if (!row) throw fail.notFound(CM.siteNotFound);
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'site',
        targetId: row.id,
        action: 'site.status',
        summary: `${req.body.state === 1 ? '启用' : '停用'}站点 ${row.siteName}`,
      });
      return row;
    });
    await announceChange(app.deps);
    return ok([siteOut(saved)], '操作成功');
  });

  // Read by every editor's form and by the public pages' channel tabs: enabled sites and shown channels only.
  endpoint(app, 'siteOptions', { access: 'public' }, async (req) => ok(await siteOptions(db, req.body.id), '查询成功'));

  endpoint(app, 'subjectPage', { access }, async (req) => {
    const page = await pageOf(subjectList(db, req.body), req.body.currentPage, req.body.pageSize);
    return okPage({ ...page, records: page.records.map(subjectOut) });
  });

  /** The fields of a channel checked against the database: its site, its parent (same site, not itself), its name. */
  async function checkSubject(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    f: { siteId: string; parentId: string; subjectName: string },
    id?: string,
  ) {
    if (!(await findSite(tx, f.siteId))) throw fail.business(CM.siteNotFound);
    if (f.parentId) {
      const parent = await findSubject(tx, f.parentId);
      if (!parent || parent.siteId !== f.siteId || parent.id === id) throw fail.business(CM.subjectNotFound);
    }
    if (await subjectNameTaken(tx, f.siteId, f.subjectName, id)) throw fail.business(CM.subjectNameTaken);
  }

  endpoint(app, 'subjectAdd', { access, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const id = newId();
    const saved = await db.transaction(async (tx) => {
      await checkSubject(tx, req.body);
      await insertSubject(tx, { id, ...req.body });
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'subject',
        targetId: id,
        action: 'subject.create',
        summary: `新增栏目 ${req.body.subjectName}`,
        after: req.body,
      });
      return (await findSubject(tx, id))!;
    });
    await announceChange(app.deps);
    return ok([subjectOut(saved)], '新增成功');
  });

  endpoint(app, 'subjectUpdate', { access }, async (req) => {
    const s = sessionOf(req);
    const { id, ...fields } = req.body;
    const saved = await db.transaction(async (tx) => {
      const before = await findSubject(tx, id);
      if (!before) throw fail.notFound(CM.subjectNotFound);
      // Its articles are filed in its site (content_site_links): a channel with articles stays in its site.
      if (before.siteId !== fields.siteId && before.contentCount > 0) throw fail.business(CM.subjectMoveInUse);
      await checkSubject(tx, fields, id);
      await updateSubject(tx, id, fields);
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'subject',
        targetId: id,
        action: 'subject.update',
        summary: `修改栏目 ${fields.subjectName}`,
        before: subjectOut(before),
        after: fields,
      });
      return (await findSubject(tx, id))!;
    });
    await announceChange(app.deps);
    return ok([subjectOut(saved)], '修改成功');
  });

  endpoint(app, 'subjectDelete', { access }, async (req) => {
    const s = sessionOf(req);
    await db.transaction(async (tx) => {
      const row = await findSubject(tx, req.params.id);
      if (!row) throw fail.notFound(CM.subjectNotFound);
      if (row.contentCount > 0) throw fail.business(CM.subjectInUse);
      if (await hasChildSubjects(tx, row.id)) throw fail.business(CM.subjectHasChildren);
      await deleteSubject(tx, row.id);
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'subject',
        targetId: row.id,
        action: 'subject.delete',
        summary: `删除栏目 ${row.subjectName}`,
        before: subjectOut(row),
      });
    });
    await announceChange(app.deps);
    return ok([], '删除成功');
  });
}
