/** §7.4 notification calls with the §7.6 payloads: a caller only ever reads their own notices in the enterprise in use. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { isNoticeCategoryKey, noticeCategoryEntries, noticeTypesOfCategory, type NoticeType } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { cachedRead } from '../../platform/cached-read.ts';
import { pageOf } from '../../platform/paging.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { findNotice, latestUnread, noticeCountsByType, noticeList, setNoticeStatus } from './repo.ts';

/** The payload names the user and enterprise (§7.6); they must be the caller's own (the session decides). */
export function checkOwner(body: { userId?: string; entId?: string }, s: SessionContext): void {
  if ((body.userId && body.userId !== s.userId) || (body.entId && body.entId !== s.entId)) {
    throw fail.forbidden(M.PERMISSION_DENIED);
  }
}

/** The §3.1 types a list's noticeType asks for: one type, a category's, or every type (undefined). */
function typesOf(noticeType: number | string): readonly NoticeType[] | undefined {
  if (typeof noticeType === 'number') return [noticeType as NoticeType];
  return isNoticeCategoryKey(noticeType) ? noticeTypesOfCategory(noticeType) : undefined;
}

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The bell polls this on every page: cached per user and enterprise until their notices change or new ones come.
  const dot = cachedRead(app.deps, {
    ttlMs: 30_000,
    evictOn: (e) =>
      e.type === 'notices.changed'
        ? { userId: e.userId }
        : e.type === 'notices.created'
          ? { userIds: e.items.map((i) => i.userId) }
          : null,
    load: async (s: SessionContext) => ok(await latestUnread(db, s.userId, s.entId)),
  });

  endpoint(app, 'notificationDot', { access: 'signedIn' }, async (req, reply) => {
    const s = sessionOf(req);
    checkOwner(req.body, s);
    return dot.send(req, reply, { key: `${s.userId}:${s.entId}`, userId: s.userId }, s);
  });

  endpoint(app, 'noticeCategories', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    checkOwner(req.body, s);
    const counts = await noticeCountsByType(db, s.userId, s.entId);
    return ok(noticeCategoryEntries(Object.fromEntries(counts.map((c) => [c.noticeType, c.unread]))));
  });

  endpoint(app, 'noticePage', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    checkOwner(req.body, s);
    const { noticeType, page, limit } = req.body;
    return okPage(await pageOf(noticeList(db, s.userId, s.entId, typesOf(noticeType)), page, limit));
  });

  endpoint(app, 'noticeDetail', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    checkOwner(req.body, s);
    const notice = await findNotice(db, s.userId, s.entId, req.body.id);
    if (!notice) throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok([notice]);
  });

  endpoint(app, 'noticeSetRead', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    checkOwner(req.body, s);
    // A read notice stays read (nothing written, nothing announced).
    const before = await setNoticeStatus(db, s, req.body.id, 1);
    if (!before) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (before.previous !== 1) await app.deps.bus.publish({ type: 'notices.changed', userId: s.userId });
    return ok([], M.OPERATION_SUCCESS);
  });
}
