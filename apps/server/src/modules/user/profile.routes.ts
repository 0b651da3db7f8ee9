/** The signed-in user: info, roles, enterprises and switching (§4), the admin phone check (§2.5), layout style. */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, fail } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { cachedRead } from '../../platform/cached-read.ts';
import type { Permissions } from '../../platform/auth/permissions.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import { userDirectory } from './directory.ts';
import { findUserById, setLayoutStyle } from './repo.ts';
import { moveSession } from './sign-in.ts';
import { checkSmsCode, issueSmsCode } from './sms-codes.ts';
import { buildUserInfo, toRole, userInfoJson } from './user-info.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const users = userDirectory(app.deps);
  const early = { access: 'signedIn' as const, beforeAdminVerify: true };

  // Every page load asks for user info: the encoded answer is kept per session and grant (the key names the grant's
  // version, so a new grant misses) until the user, their sessions (user.changed) or the permissions change.
  const info = cachedRead(app.deps, {
    ttlMs: 60_000,
    max: 50_000,
    evictOn: (e) => (e.type === 'permissions.changed' ? 'all' : null),
    load: async ({ s, perms }: { s: SessionContext; perms: Permissions }) =>
      userInfoJson(await buildUserInfo(users, s, perms), perms),
  });
  endpoint(app, 'userInfo', early, async (req, reply) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    return info.send(req, reply, { key: `${s.sessionId}:${perms.version}`, userId: s.userId }, { s, perms });
  });

  endpoint(app, 'roles', early, async (req) => ok((await req.permissions()).roles.map(toRole)));

  endpoint(app, 'enterpriseList', early, async (req) => {
    const s = sessionOf(req);
    const ents = (await users.get(s.userId))?.enterprises ?? [];
    return ok(
      ents.map((e) => ({
        entId: e.id,
        customerName: e.name,
        currentFlag: e.id === s.entId ? (1 as const) : (0 as const),
      })),
    );
  });

  endpoint(app, 'switchEnterprise', { access: 'signedIn' }, async (req) => {
    const s = sessionOf(req);
    const ents = (await users.get(s.userId))?.enterprises ?? [];
    const target = ents.find((e) => e.id === req.body.entId);
    if (!target) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (target.id === s.entId) throw fail.business(M.switchEntRefused(target.name));
    await moveSession(app.deps, s, target.id);
    return ok([], '切换成功');
  });

  endpoint(app, 'sendPhoneCode', { ...early, rateLimit: { max: 10, timeWindow: '1 minute' } }, async (req) => {
    // Always the account's own phone: the number in the body is only what the dialog showed.
    const user = await findUserById(db, sessionOf(req).userId);
    if (!user?.phone) throw fail.business(M.NO_PHONE_BOUND);
    const bizId = await issueSmsCode(app.deps, { phone: user.phone, scene: 'admin', ip: req.ip });
    return ok([{ bizId }], M.SMS_SENT);
  });

  endpoint(app, 'verifyPhoneCode', early, async (req) => {
    const s = sessionOf(req);
    const user = await findUserById(db, s.userId);
    if (!user?.phone) throw fail.business(M.NO_PHONE_BOUND);
    const id = await checkSmsCode(app.deps, {
      phone: user.phone,
      scene: 'admin',
      code: req.body.code,
      bizId: req.body.bizId,
    });
    if (!id) throw fail.business(M.SMS_CODE_INVALID);
    await app.deps.sessions.update(s, { adminVerified: true });
    return ok([], M.VERIFY_SUCCESS);
  });

  endpoint(app, 'saveLayoutStyle', { access: 'signedIn' }, async (req) => {
    const userId = sessionOf(req).userId;
    await setLayoutStyle(db, userId, req.body.layoutStyle);
    await app.deps.sessions.changed(userId);
    return ok([], '保存成功');
  });
}
