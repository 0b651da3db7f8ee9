/**
 * 操作手册配置 (/handbookSetting/index): a manual (PDF or .docx, the attachment service's projectType 33) per page of
 * the portal. The pages are the route table's signed-in pages, listed here from it; a page's users get its manual
 * through handbookOf, shown as 操作手册 in the page's header.
 */
import type { FastifyInstance } from 'fastify';
import {
  HANDBOOK_PROJECT_TYPE,
  MENU,
  ROUTES,
  normalizeRoutePath,
  toDisplayTime,
  type HandbookRow,
} from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { people } from '../../platform/people.ts';
import { endpoint } from '../../platform/routes.ts';
import { attachmentInfoOf, claimAttachment } from '../attachment/index.ts';
import { configuredPaths, deleteHandbook, handbooksOf, upsertHandbook, type HandbookRecord } from './handbook-repo.ts';

/** Who owns a manual's file in the attachment service (everyone signed in reads it). */
export const HANDBOOK_FILES = 'handbook';

/** The pages a manual may belong to: the signed-in pages of the route table, in its order. */
const PAGES = ROUTES.filter((r) => r.auth !== false && !r.public).map((r) => ({
  path: r.path,
  key: normalizeRoutePath(r.path).toLowerCase(),
  title: r.title,
}));
const PAGE_BY_KEY = new Map(PAGES.map((p) => [p.key, p]));

const NO_PAGE = '页面不存在';

export async function handbookRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const access = { menu: MENU.content.handbook };

  async function rowsOut(pages: readonly { path: string; key: string; title: string }[]): Promise<HandbookRow[]> {
    const found = new Map(
      (
        await handbooksOf(
          db,
          pages.map((p) => p.key),
        )
      ).map((h) => [h.path, h]),
    );
    const names = await people(deps).users([...new Set([...found.values()].map((h) => h.updatedBy))]);
    const out: HandbookRow[] = [];
    for (const p of pages) {
      const h = found.get(p.key);
      const file = h ? await attachmentInfoOf(db, h.fileId) : undefined;
      out.push({
        path: p.path,
        title: p.title,
        fileId: h?.fileId ?? '',
        fileName: file?.fileName ?? '',
        updatedBy: h ? (names.get(h.updatedBy)?.userName ?? '') : '',
        updateTime: h ? toDisplayTime(h.updatedAt) : '',
      });
    }
    return out;
  }

  endpoint(app, 'handbookPage', { access }, async (req) => {
    const { keyword, configured, currentPage, pageSize } = req.body;
    const withManual = configured === undefined ? undefined : await configuredPaths(db);
    const k = keyword?.toLowerCase();
    const matching = PAGES.filter(
      (p) =>
        (!k || p.title.toLowerCase().includes(k) || p.key.includes(k)) &&
        (!withManual || withManual.has(p.key) === (configured === 1)),
    );
    const slice = matching.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    return okPage({ records: await rowsOut(slice), current: currentPage, size: pageSize, total: matching.length });
  });

  endpoint(app, 'handbookSave', { access }, async (req) => {
    const s = sessionOf(req);
    const page = PAGE_BY_KEY.get(normalizeRoutePath(req.body.path).toLowerCase());
    if (!page) throw fail.business(NO_PAGE);
    await db.transaction(async (tx) => {
      const [before] = await handbooksOf(tx, [page.key]);
      await claimAttachment(tx, {
        fileId: req.body.fileId,
        entId: s.entId,
        userId: s.userId,
        ownerType: HANDBOOK_FILES,
        ownerId: page.key,
        projectType: HANDBOOK_PROJECT_TYPE,
        message: '操作手册文件不存在或已失效，请重新上传',
      });
      await upsertHandbook(tx, { path: page.key, fileId: req.body.fileId, updatedBy: s.userId });
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'handbook',
        targetId: page.key,
        action: 'handbook.save',
        summary: `设置操作手册 ${page.title}`,
        before: before ? { fileId: before.fileId } : undefined,
        after: { fileId: req.body.fileId },
      });
    });
    return ok(await rowsOut([page]), '保存成功');
  });

  endpoint(app, 'handbookDelete', { access }, async (req) => {
    const s = sessionOf(req);
    const key = normalizeRoutePath(req.body.path).toLowerCase();
    await db.transaction(async (tx) => {
      const row: HandbookRecord | undefined = await deleteHandbook(tx, key);
      if (!row) throw fail.notFound('该页面没有操作手册');
      await audit(tx, s, {
        entId: s.entId,
        targetType: 'handbook',
        targetId: key,
        action: 'handbook.delete',
        summary: `移除操作手册 ${PAGE_BY_KEY.get(key)?.title ?? key}`,
        before: { fileId: row.fileId },
      });
    });
    return ok([], '删除成功');
  });

  endpoint(app, 'handbookOf', { access: 'signedIn' }, async (req) => {
    const page = PAGE_BY_KEY.get(normalizeRoutePath(req.query.path).toLowerCase());
    if (!page) return ok([], '查询成功');
    const rows = await rowsOut([page]);
    return ok(rows[0].fileId ? rows : [], '查询成功');
  });
}
