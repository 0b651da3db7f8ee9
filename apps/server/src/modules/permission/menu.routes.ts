/** §7.5 menu reads (operations service) and §7.1 selectPermission: what the menus are, and what the caller holds. */
import type { FastifyInstance } from 'fastify';
import { MENU } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { cachedRead, NO_USER } from '../../platform/cached-read.ts';
import { buildMenuTree } from '../../platform/auth/menu-tree.ts';
import { allMenus } from './repo.ts';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The whole tree, serialised once until a menu or role changes.
  const tree = cachedRead(app.deps, {
    ttlMs: 10 * 60_000,
    max: 1,
    evictOn: (e) => (e.type === 'permissions.changed' ? 'all' : null),
    load: async () => ok(buildMenuTree(await allMenus(db))),
  });
  endpoint(app, 'allMenus', { access: { menu: MENU.permission.menuOp } }, (req, reply) =>
    tree.send(req, reply, { key: 'all', userId: NO_USER }, undefined),
  );

  endpoint(app, 'selectPermission', { access: 'signedIn' }, async (req) => {
    // From the session's roles (PermissionStore), never from anything the client sends.
    const perms = await req.permissions();
    return ok([{ btnPerms: [...perms.btnPerms], menuPaths: perms.pathList }]);
  });
}
