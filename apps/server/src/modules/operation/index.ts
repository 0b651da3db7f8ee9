/** Operations service (/japi/api/operation): §7.5 menu management reads. */
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { menus } from '../../db/schema.ts';
import { buildMenuTree } from '../user/user-info.ts';

export async function operationModule(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'allMenus', { access: { menu: '/Base/auth-management/menu-op' }, summary: '全部菜单树（菜单管理）' }, async () => {
    const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
    return ok(buildMenuTree(rows));
  });
}
