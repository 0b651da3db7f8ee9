/**
 * The personal centre's own profile change (§7.4 backgroundCenter/updatePersonInformation, issue 15): the signed-in
 * user's name and nickname, nothing else and no one else's. In the user area because the users table and the cached
 * signed-in user info are its own: the change publishes user.changed, which evicts the user's directory record and
 * their user-info answers on every instance, so getUserInfo shows the new name at once. Audited like the other changes
 * of a user row (platform/audit.ts), in the change's transaction.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { audit } from '../../platform/audit.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { endpoint } from '../../platform/routes.ts';
import { setPersonInformation } from './repo.ts';

export async function personRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'updatePersonInformation', { access: 'signedIn', writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { userName, showName } = req.body;
    const changed = await db.transaction(async (tx) => {
      const result = await setPersonInformation(tx, s.userId, { userName, showName });
      if (!result) return undefined;
      await audit(tx, s, {
        targetType: 'user',
        targetId: s.userId,
        action: 'user.profile',
        // A user's name is the same in every enterprise they belong to: a portal-wide record.
        entId: null,
        summary: `修改个人信息 ${s.account}：${result.after.userName}`,
        before: result.before,
        after: result.after,
      });
      return result.after;
    });
    // The session's user row is gone (removed meanwhile): the session lookup refuses it on the next call as well.
    if (!changed) throw fail.withCode(M.RESPONSE_CODE.tokenInvalid, M.TOKEN_INVALID);
    await app.deps.sessions.changed(s.userId);
    return ok([changed], '修改成功');
  });
}
