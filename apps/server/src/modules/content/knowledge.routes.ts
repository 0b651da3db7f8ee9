/**
 * The knowledge base (/knowledgeBase/index and detail): the published articles of the internal `knowledge` site, for
 * the holders of the knowledge base only, on the same list, search and read as the public news.
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES as CM, MENU, SITE_CODE } from '@portal/shared';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { attachmentsOf } from '../attachment/index.ts';
import { likedBy, publishedList, readPublished, searchList } from './repo.ts';
import { publicOut } from './public-out.ts';
import { highlight, queryWords, snippet } from './search.ts';
import { CONTENT_FILES } from './service.ts';

const KB = SITE_CODE.knowledge;

export async function knowledgeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const access = { menu: MENU.content.knowledge };

  endpoint(app, 'knowledgePage', { access }, async (req) => {
    const { currentPage, pageSize, ...f } = req.body;
    const page = await pageOf(publishedList(db, { ...f, siteCode: KB }, 'internal'), currentPage, pageSize);
    return okPage({ ...page, records: page.records.map(publicOut) });
  });

  endpoint(app, 'knowledgeSearch', { access }, async (req) => {
    const words = queryWords(req.body.keyword);
    if (words.length === 0) throw fail.business(CM.searchEmpty);
    const page = await pageOf(searchList(db, words, KB, 'internal'), req.body.currentPage, req.body.pageSize);
    return okPage({
      ...page,
      records: page.records.map((r) => ({
        ...publicOut(r),
        titleHighlight: highlight(r.title, words),
        snippet: snippet(r.plainText, words),
        rank: Number(r.rank),
      })),
    });
  });

  endpoint(app, 'knowledgeDetail', { access }, async (req) => {
    const row = await readPublished(db, req.body.id, 'internal', KB);
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
