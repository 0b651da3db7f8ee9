/** The page browse log (§3, §7.4 pageBrowseLog/savePageBrowseLog) and its statistics for operations. */
import type { FastifyInstance } from 'fastify';
import { MENU } from '@portal/shared';
import { sessionOf } from '../../platform/auth/access.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { pageOf } from '../../platform/paging.ts';
import { endpoint } from '../../platform/routes.ts';
import { browseIdentity } from './identity.ts';
import { browseLogQueue } from './queue.ts';
import { browseStats } from './repo.ts';

const DAY_MS = 24 * 3600 * 1000;

export async function browseLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const names = browseIdentity(app.deps);

  // Per user under the write limit like every creating call, with its own counter (the limit is per route): a user
  // clicking through more pages a minute than that loses the excess rows, which the web ignores, and one token
  // cannot flood the queue. The handler answers before the row is written (the queue flushes in batches).
  endpoint(app, 'savePageBrowseLog', { access: 'signedIn', writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { menuId, oneLevelMenuId, url, productType } = req.body;
    // Who browsed is the session's: the body's userId, userName, entId and entName are not read.
    const who = await names.of(s);
    browseLogQueue(app.deps).push({ menuId, oneLevelMenuId, url, productType, ...who, browsedAt: new Date() });
    return ok();
  });

  endpoint(app, 'pageBrowseStats', { access: { menu: MENU.permission.audit } }, async (req) => {
    const { days, currentPage, pageSize } = req.body;
    const since = new Date(Date.now() - days * DAY_MS);
    return okPage(await pageOf(browseStats(db, since), currentPage, pageSize));
  });
}
