/** The signed-in user: info, roles, enterprises and switching (§4), the admin phone check (§2.5), layout style. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import * as M from '@portal/shared';
import { PHONE_CODE_TOKEN_TYPE } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, fail } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { holdsAdminRole, rolesIn } from '../../platform/auth/permissions.ts';
import { users } from '../../db/schema.ts';
import { findUserById } from './repo.ts';
import { buildUserInfo, toRole, userInfoJson } from './user-info.ts';
import { UserScopedCache } from '../../platform/cache.ts';
import { encodeBody, sendEncoded, type EncodedBody } from '../../platform/encoded-body.ts';
import { checkSmsCode, issueSmsCode } from './sms-codes.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const early = { access: 'signedIn' as const, beforeAdminVerify: true };

  // Every page load asks for user info: the encoded answer is kept per session until the user, their sessions
  // (user.changed) or the permissions (a new grant object) change.
  const infoBodies = new UserScopedCache<{ treeJson: string; body: EncodedBody }>({ max: 50_000, ttlMs: 60_000 });
  app.deps.bus.subscribe((e) => {
    if (e.type === 'user.changed') infoBodies.evictUser(e.userId);
    else if (e.type === 'caches.reset' || e.type === 'permissions.changed') infoBodies.clear();
  });

  endpoint(app, 'userInfo', { ...early, summary: '当前用户信息（含菜单与按钮权限）' }, async (req, reply) => {
    const s = sessionOf(req);
    const perms = await req.permissions();
    const key = String(s.sessionId);
    let cached = infoBodies.get(key);
    if (!cached || cached.treeJson !== perms.treeJson) {
      const info = await buildUserInfo(app.deps.users, s, perms);
      cached = { treeJson: perms.treeJson, body: encodeBody(userInfoJson(info, perms)) };
      infoBodies.set(key, s.userId, cached);
    }
    return sendEncoded(req, reply, cached.body);
  });

  endpoint(app, 'roles', { ...early, summary: '当前企业下的角色' }, async (req) =>
    ok((await req.permissions()).roles.map(toRole)));

  endpoint(app, 'enterpriseList', { ...early, summary: '可切换的企业列表' }, async (req) => {
    const s = sessionOf(req);
    const ents = (await app.deps.users.get(s.userId))?.enterprises ?? [];
    return ok(ents.map((e) => ({ entId: e.id, customerName: e.name, currentFlag: e.id === s.entId ? 1 : 0 })));
  });

  endpoint(app, 'switchEnterprise', { access: 'signedIn', summary: '切换企业', body: z.object({ entId: z.string().trim().min(1).max(40) }) }, async (req) => {
    const s = sessionOf(req);
    const ents = (await app.deps.users.get(s.userId))?.enterprises ?? [];
    const target = ents.find((e) => e.id === req.body.entId);
    if (!target) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (target.id === s.entId) throw fail.business(M.switchEntRefused(target.name));
    const roleRows = await rolesIn(db, s.userId, target.id);
    await app.deps.sessions.update(s, { entId: target.id, adminRequired: holdsAdminRole(roleRows) });
    return ok([], '切换成功');
  });

  const codeBody = z.object({ phone: z.string().max(20).optional(), tokenType: z.literal(PHONE_CODE_TOKEN_TYPE) });
  endpoint(app, 'sendPhoneCode', { ...early, summary: '发送管理员手机验证码', body: codeBody, rateLimit: { max: 10, timeWindow: '1 minute' } }, async (req) => {
    // Always the account's own phone: the number in the body is only what the dialog showed.
    const user = await findUserById(db, sessionOf(req).userId);
    if (!user?.phone) throw fail.business(M.NO_PHONE_BOUND);
    const bizId = await issueSmsCode(app.deps, { phone: user.phone, scene: 'admin', ip: req.ip });
    return ok([{ bizId }], M.SMS_SENT);
  });

  const verifyBody = z.object({ phone: z.string().max(20).optional(), code: z.string().trim().min(1).max(10), bizId: z.string().max(64).optional() });
  endpoint(app, 'verifyPhoneCode', { ...early, summary: '校验管理员手机验证码', body: verifyBody }, async (req) => {
    const s = sessionOf(req);
    const user = await findUserById(db, s.userId);
    if (!user?.phone) throw fail.business(M.NO_PHONE_BOUND);
    const id = await checkSmsCode(app.deps, { phone: user.phone, scene: 'admin', code: req.body.code, bizId: req.body.bizId });
    if (!id) throw fail.business(M.SMS_CODE_INVALID);
    await app.deps.sessions.update(s, { adminVerified: true });
    return ok([], M.VERIFY_SUCCESS);
  });

  endpoint(app, 'saveLayoutStyle', { access: 'signedIn', summary: '保存页面布局风格', body: z.object({ layoutStyle: z.union([z.literal(1), z.literal(2)]) }) }, async (req) => {
    const userId = sessionOf(req).userId;
    await db.update(users).set({ layoutStyle: req.body.layoutStyle }).where(eq(users.id, userId));
    await app.deps.sessions.changed(userId);
    return ok([], '保存成功');
  });
}
