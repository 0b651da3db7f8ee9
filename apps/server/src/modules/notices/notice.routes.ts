/** §7.4 notification calls with the §7.6 payloads: a caller only ever reads their own notices in the enterprise in use. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { cachedRead } from '../../platform/cached-read.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { latestUnread } from './repo.ts';

export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The bell polls this on every page: cached per user and enterprise until their notices change.
  const dot = cachedRead(app.deps, {
    ttlMs: 30_000,
    evictOn: (e) => (e.type === 'notices.changed' ? { userId: e.userId } : null),
    load: async (s: SessionContext) => ok(await latestUnread(db, s.userId, s.entId)),
  });

  endpoint(app, 'notificationDot', { access: 'signedIn' }, async (req, reply) => {
    const s = sessionOf(req);
    // The payload names the user and enterprise (§7.6); they must be the caller's own.
    if ((req.body.userId && req.body.userId !== s.userId) || (req.body.entId && req.body.entId !== s.entId)) {
      throw fail.forbidden(M.PERMISSION_DENIED);
    }
    return dot.send(req, reply, { key: `${s.userId}:${s.entId}`, userId: s.userId }, s);
  });
}
