/**
 * The public side (§2.1: /finance/newsList, newsListSearch and newsDetails are open to a signed-out visitor): the
 * published list by site or channel, the Chinese search, an article's detail (its views counted; management
 * getDetail), and likes (management likeCount, one per user). A draft's, a deleted or an offline article's id
 * answers like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_MESSAGES as CM } from '@portal/shared';
import { bearerToken, sessionOf } from '../../platform/auth/access.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { attachmentsOf } from '../attachment/index.ts';
import { addLike, isPublished, likedBy, likesOf, publishedList, readPublished, searchList } from './repo.ts';
import { publicOut } from './public-out.ts';
import { highlight, queryWords, snippet } from './search.ts';
import { CONTENT_FILES } from './service.ts';

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;

  /** The reader behind a public call, if they sent a live session's token (a visitor otherwise). */
  async function readerOf(req: FastifyRequest): Promise<string | null> {
    const token = bearerToken(req);
    if (!token) return null;
    const found = await deps.sessions.lookup(token);
    return found.kind === 'ok' ? found.session.userId : null;
  }

  endpoint(app, 'newsPage', { access: 'public' }, async (req) => {
    const page = await pageOf(publishedList(db, req.body), req.body.currentPage, req.body.pageSize);
    return okPage({ ...page, records: page.records.map(publicOut) });
  });

  endpoint(app, 'newsSearch', { access: 'public' }, async (req) => {
    const words = queryWords(req.body.keyword);
    if (words.length === 0) throw fail.business(CM.searchEmpty);
    const page = await pageOf(searchList(db, words, req.body.siteCode), req.body.currentPage, req.body.pageSize);
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

  endpoint(app, 'newsDetail', { access: 'public' }, async (req) => {
    const row = await readPublished(db, req.body.id);
    if (!row) throw fail.notFound(CM.notFound);
    const reader = await readerOf(req);
    const liked = reader ? (await likedBy(db, [row.id], reader)).has(row.id) : false;
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

  endpoint(app, 'newsLike', { access: 'signedIn', writeLimit: true }, async (req) => {
    const { id } = req.body;
    const added = await db.transaction(async (tx) => {
      if (!(await isPublished(tx, id))) throw fail.notFound(CM.notFound);
      return addLike(tx, id, sessionOf(req).userId);
    });
    return ok([{ likes: await likesOf(db, id), liked: true }], added ? '点赞成功' : CM.alreadyLiked);
  });
}
