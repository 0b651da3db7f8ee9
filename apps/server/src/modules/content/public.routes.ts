/**
 * The public side (§2.1: /finance/newsList, newsListSearch and newsDetails are open to a signed-out visitor): the
 * published list by site or channel, the Chinese search within a site, an article's detail (its views counted;
 * management getDetail), and likes (management likeCount, one per user). Only the enabled public sites are read
 * here; a draft's, a deleted, an offline or an internal article's id answers like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_MESSAGES as CM, SITE_CODE, type Page, type PublicContent } from '@portal/shared';
import { bearerToken, sessionOf } from '../../platform/auth/access.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { attachmentsOf } from '../attachment/index.ts';
import { publicOut, searchOut } from './public-out.ts';
import {
  channelArticles,
  isPublishedIn,
  readPublished,
  searchInSite,
  siteArticles,
  titlesFirst,
} from './public-repo.ts';
import { readableChannel, readableSite, readableSiteIds } from './readers.ts';
import { addLike, likedBy, likesOf } from './repo.ts';
import { queryWords } from './search.ts';
import { CONTENT_FILES, contentTotals } from './service.ts';

const empty = <T>(current: number, size: number): Page<T> => ({ records: [], current, size, total: 0 });

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const totals = contentTotals(deps);

  /** The reader behind a public call, if they sent a live session's token (a visitor otherwise). */
  async function readerOf(req: FastifyRequest): Promise<string | null> {
    const token = bearerToken(req);
    if (!token) return null;
    const found = await deps.sessions.lookup(token);
    return found.kind === 'ok' ? found.session.userId : null;
  }

  endpoint(app, 'newsPage', { access: 'public' }, async (req) => {
    const { subjectId, siteCode = SITE_CODE.news, currentPage, pageSize } = req.body;
    let page: Page<PublicContent> = empty(currentPage, pageSize);
    if (subjectId) {
      if (await readableChannel(deps, subjectId, 'public')) {
        const list = totals.of(channelArticles(db, subjectId), `channel:${subjectId}`);
        const found = await pageOf(list, currentPage, pageSize);
        page = { ...found, records: found.records.map(publicOut) };
      }
    } else {
      const siteId = await readableSite(deps, siteCode, 'public');
      if (siteId) {
        const found = await pageOf(totals.of(siteArticles(db, siteId), `site:${siteId}`), currentPage, pageSize);
        page = { ...found, records: found.records.map(publicOut) };
      }
    }
    return okPage(page);
  });

  endpoint(app, 'newsSearch', { access: 'public' }, async (req) => {
    const { keyword, siteCode = SITE_CODE.news, currentPage, pageSize } = req.body;
    const words = queryWords(keyword);
    if (words.length === 0) throw fail.business(CM.searchEmpty);
    const siteId = await readableSite(deps, siteCode, 'public');
    if (!siteId) return okPage(empty(currentPage, pageSize));
    const key = `search:${siteId}:${words.join(' ')}`;
    const parts = searchInSite(db, words, siteId);
    const list = titlesFirst(parts, {
      all: () => totals.of(parts.all, key).count(),
      titles: () => totals.of(parts.titles, `${key}:titles`).count(),
    });
    const page = await pageOf(list, currentPage, pageSize);
    return okPage({ ...page, records: page.records.map((r) => searchOut(r, words)) });
  });

  endpoint(app, 'newsDetail', { access: 'public' }, async (req) => {
    const row = await readPublished(db, req.body.id, await readableSiteIds(deps, 'public'));
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
    const sites = await readableSiteIds(deps, 'public');
    const added = await db.transaction(async (tx) => {
      if (!(await isPublishedIn(tx, id, sites))) throw fail.notFound(CM.notFound);
      return addLike(tx, id, sessionOf(req).userId);
    });
    return ok([{ likes: await likesOf(db, id), liked: true }], added ? '点赞成功' : CM.alreadyLiked);
  });
}
