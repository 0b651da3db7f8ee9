/**
 * The knowledge base (/knowledgeBase/index and detail): the published articles of the internal `knowledge` site, for
 * the holders of the knowledge base only, on the same list, search and read as the public news.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES as CM, MENU, SITE_CODE, type Page, type PublicContent } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { attachmentsOf } from '../attachment/index.ts';
import { publicOut, searchOut } from './public-out.ts';
import { channelArticles, readPublished, searchInSite, siteArticles, titlesFirst } from './public-repo.ts';
import { readableChannel, readableSite, readableSiteIds } from './readers.ts';
import { likedBy } from './repo.ts';
import { queryWords } from './search.ts';
import { CONTENT_FILES, contentTotals } from './service.ts';

export async function knowledgeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const access = { menu: MENU.content.knowledge };
  const totals = contentTotals(deps);

  endpoint(app, 'knowledgePage', { access }, async (req) => {
    const { subjectId, order, currentPage, pageSize } = req.body;
    let page: Page<PublicContent> = { records: [], current: currentPage, size: pageSize, total: 0 };
    const siteId = await readableSite(deps, SITE_CODE.knowledge, 'knowledge');
    if (siteId && (!subjectId || (await readableChannel(deps, subjectId, 'knowledge')))) {
      const list = subjectId
        ? totals.of(channelArticles(db, subjectId, order), `channel:${subjectId}`)
        : totals.of(siteArticles(db, siteId, order), `site:${siteId}`);
      const found = await pageOf(list, currentPage, pageSize);
      page = { ...found, records: found.records.map(publicOut) };
    }
    return okPage(page);
  });

  endpoint(app, 'knowledgeSearch', { access }, async (req) => {
    const words = queryWords(req.body.keyword);
    if (words.length === 0) throw fail.business(CM.searchEmpty);
    const { currentPage, pageSize } = req.body;
    const siteId = await readableSite(deps, SITE_CODE.knowledge, 'knowledge');
    if (!siteId) return okPage({ records: [], current: currentPage, size: pageSize, total: 0 });
    const key = `search:${siteId}:${words.join(' ')}`;
    const parts = searchInSite(db, words, siteId);
    const list = titlesFirst(parts, {
      all: () => totals.of(parts.all, key).count(),
      titles: () => totals.of(parts.titles, `${key}:titles`).count(),
    });
    const page = await pageOf(list, currentPage, pageSize);
    return okPage({ ...page, records: page.records.map((r) => searchOut(r, words)) });
  });

  endpoint(app, 'knowledgeDetail', { access }, async (req) => {
    const row = await readPublished(db, req.body.id, await readableSiteIds(deps, 'knowledge'));
    if (!row) throw fail.notFound(CM.notFound);
    const liked = (await likedBy(db, [row.id], sessionOf(req).userId)).has(row.id);
    const files = await attachmentsOf(db, CONTENT_FILES, row.id);
    return ok(
      [
        {
          ...publicOut(row),
          content: row.content,
          attachmentFiles: files.map((f) => ({ fileId: f.fileId, fileName: f.fileName })),
          liked,
        },
      ],
      '查询成功',
    );
  });
}
