/** §7.1 GET /permission/selectPermission: the caller's permission codes in the enterprise of the session. */
import type { FastifyInstance } from 'fastify';
import { normalizePath } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';

/** data[0] of selectPermission. */
export interface PermissionCodes {
  /** Button permission codes (btnPerm), in menu order. */
  btnPerms: string[];
  /** Paths of the granted page menus (normalised: no query, no trailing slash), in menu order, once each. */
  menuPaths: string[];
}

export async function permissionRoutes(app: FastifyInstance): Promise<void> {
  endpoint(app, 'selectPermission', {
    access: 'signedIn',
    summary: '当前用户在当前企业的权限码：data[0] = { btnPerms: 按钮权限码[], menuPaths: 菜单路径[] }',
  }, async (req) => {
    // From the session's roles (PermissionStore), never from anything the client sends.
    const perms = await req.permissions();
    const menuPaths = new Set<string>();
    for (const m of perms.menus) {
      if (m.button !== 1 && m.routeUrl?.startsWith('/')) menuPaths.add(normalizePath(m.routeUrl));
    }
    const codes: PermissionCodes = { btnPerms: [...perms.btnPerms], menuPaths: [...menuPaths] };
    return ok([codes]);
  });
}
