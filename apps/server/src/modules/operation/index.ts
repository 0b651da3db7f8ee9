/** Operations service (/japi/api/operation): §7.5 menu management reads; §7.1 permission codes and hand-off. */
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { menus } from '../../db/schema.ts';
import { buildMenuTree } from '../../platform/auth/menu-tree.ts';
import { encodeBody, sendEncoded, type EncodedBody } from '../../platform/encoded-body.ts';
import { handoffRoutes } from './handoff.routes.ts';
import { permissionRoutes } from './permission.routes.ts';

export async function operationModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await app.register(permissionRoutes);
  await app.register(handoffRoutes);

  // The whole tree, serialised once until a menu or role changes (events.ts).
  let allMenusJson: Promise<EncodedBody> | null = null;
  app.deps.bus.subscribe((e) => {
    if (e.type === 'permissions.changed' || e.type === 'caches.reset') allMenusJson = null;
  });

  endpoint(app, 'allMenus', { access: { menu: '/Base/auth-management/menu-op' }, summary: '全部菜单树（菜单管理）' }, async (req, reply) => {
    allMenusJson ??= db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id))
      .then((rows) => encodeBody(JSON.stringify(ok(buildMenuTree(rows)))));
    const json = allMenusJson;
    json.catch(() => { if (allMenusJson === json) allMenusJson = null; });
    return sendEncoded(req, reply, await json);
  });
}
