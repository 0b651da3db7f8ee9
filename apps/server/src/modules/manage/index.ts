/** Management service (/japi/api/manage): notification dot, products, enterprise user management. */
import { containsPattern } from '../../db/sql.ts';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import * as M from '@portal/shared';
import { maskPhone } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { UserScopedCache } from '../../platform/cache.ts';
import { ok, okPage, fail } from '../../platform/envelope.ts';
import { encodeBody, sendEncoded, type EncodedBody } from '../../platform/encoded-body.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { memberships, notices, products, roles, userRoles, users } from '../../db/schema.ts';


export async function manageModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  // The bell polls this on every page: the answer, serialised once, is cached per user and enterprise until their
  // notices change (events.ts).
  const unread = new UserScopedCache<EncodedBody>({ max: 100_000, ttlMs: 30_000 });
  app.deps.bus.subscribe((e) => {
    if (e.type === 'notices.changed' || e.type === 'user.changed') unread.evictUser(e.userId);
    else if (e.type === 'caches.reset') unread.clear();
  });

  const dotBody = z.object({ userId: z.string().max(40).optional(), entId: z.string().max(40).optional() });
  endpoint(app, 'notificationDot', { access: 'signedIn', summary: '未读通知（红点）', body: dotBody }, async (req, reply) => {
    const s = sessionOf(req);
    // The payload names the user and enterprise (§7.6); they must be the caller's own.
    if ((req.body.userId && req.body.userId !== s.userId) || (req.body.entId && req.body.entId !== s.entId)) {
      throw fail.forbidden(M.PERMISSION_DENIED);
    }
    const body = await unread.getOrLoad(`${s.userId}:${s.entId}`, s.userId, async () => {
      const rows = await db
        .select({ id: notices.id, noticeType: notices.noticeType, content: notices.content, createDate: notices.createDate })
        .from(notices)
        .where(and(eq(notices.userId, s.userId), eq(notices.entId, s.entId), ne(notices.status, 1)))
        .orderBy(desc(notices.createDate))
        .limit(1);
      return encodeBody(JSON.stringify(ok(rows)));
    });
    return sendEncoded(req, reply, body);
  });

  endpoint(app, 'openProductList', { access: 'signedIn', summary: '产品开通情况', body: z.object({}).passthrough().nullish() }, async (req) => {
    const perms = await req.permissions();
    const grantedTypes = new Set(perms.menus.map((m) => m.productType).filter(Boolean));
    const rows = await db.select().from(products).orderBy(asc(products.sort));
    return ok(rows.map((p) => ({
      productType: p.productType,
      productName: p.productName,
      routeUrl: p.routeUrl,
      description: p.description,
      opened: perms.menuPaths.has(p.routeUrl.toLowerCase()) || grantedTypes.has(p.productType),
    })));
  });

  const pageBody = z.object({
    account: z.string().trim().max(64).optional(),
    userName: z.string().trim().max(64).optional(),
    currentPage: z.coerce.number().int().min(1).max(100000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  });
  endpoint(app, 'findEntUserByPage', { access: { button: 'user:query' }, summary: '本企业用户分页查询', body: pageBody }, async (req) => {
    const s = sessionOf(req);
    const { account, userName, currentPage, pageSize } = req.body;
    const where: SQL[] = [eq(memberships.entId, s.entId)];
    if (account) where.push(ilike(users.account, containsPattern(account)));
    if (userName) where.push(ilike(users.userName, containsPattern(userName)));
    const [{ total }] = await db.select({ total: count() }).from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id)).where(and(...where));
    const rows = await db
      .select({ userId: users.id, account: users.account, userName: users.userName, phone: users.phone, status: users.status, userSource: users.userSource })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(...where))
      .orderBy(asc(users.account))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    const ids = rows.map((r) => r.userId);
    const roleRows = ids.length
      ? await db.select({ userId: userRoles.userId, roleName: roles.roleName }).from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(and(eq(userRoles.entId, s.entId), inArray(userRoles.userId, ids)))
      : [];
    const records = rows.map((r) => ({
      ...r,
      phone: r.phone ? maskPhone(r.phone) : null,
      roleNames: roleRows.filter((x) => x.userId === r.userId).map((x) => x.roleName),
    }));
    return okPage({ records, current: currentPage, size: pageSize, total });
  });

  const statusBody = z.object({ userId: z.string().trim().min(1).max(40), status: z.union([z.literal(0), z.literal(1)]) });
  endpoint(app, 'editStatus', { access: { button: 'user:editStatus' }, summary: '启用/停用本企业用户', body: statusBody }, async (req) => {
    const s = sessionOf(req);
    const [member] = await db.select({ userId: memberships.userId }).from(memberships)
      .where(and(eq(memberships.userId, req.body.userId), eq(memberships.entId, s.entId))).limit(1);
    // Another enterprise's user gets the same answer as a missing one.
    if (!member) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (req.body.userId === s.userId) throw fail.business(M.CANNOT_DISABLE_SELF);
    await db.update(users).set({ status: req.body.status }).where(eq(users.id, req.body.userId));
    if (req.body.status === 0) await app.deps.sessions.endAllFor(req.body.userId, 'disabled');
    else await app.deps.sessions.changed(req.body.userId);
    return ok([], M.OPERATION_SUCCESS);
  });
}
