/**
 * The application form's support calls (§7.2, paths the spec leaves unnamed), admitted from either page: the user
 * picker (§2.5 选择用户, members of the applicant's enterprise), the enterprises per picked user, the plates, the roles
 * the applicant may name, a plate's menu tree with what the role holds (§4 permission tree), a role's menu ids, and the
 * resolved chain with a preview of the grant (issue 14: before submitting the applicant sees who will approve, in
 * order, and what the application would add). All answer from reach.ts, the rules the saved application is held to.
 */
import type { FastifyInstance } from 'fastify';
import * as A from '@portal/shared';
import { AUTH_APPLY_MENU } from '@portal/shared';
import { buildMenuTree } from '../../platform/auth/menu-tree.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { people } from '../../platform/people.ts';
import { endpoint } from '../../platform/routes.ts';
import { findRoleByCode, holderList } from '../permission/index.ts';
import { pageEnterpriseUsers } from '../user/index.ts';
import { requestApplicant, resolvedChain } from '../workflow/index.ts';

import {
  applyProducts,
  covers,
  heldMenuIds,
  menusToAdd,
  productMenus,
  productOrFail,
  roleOrFail,
  rolePlateOrFail,
  type RoleOption,
} from './reach.ts';
import { DEF_KEY, roleOptions } from './service.ts';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  const access = { menu: [AUTH_APPLY_MENU.manage, AUTH_APPLY_MENU.userCentre] } as const;

  /** The role a form names for either type (the broader type-2 rule covers the enterprise's own roles too). */
  const namedRole = async (entId: string, roleId: string): Promise<RoleOption> => {
    try {
      return await roleOrFail(db, entId, 3, roleId);
    } catch {
      return roleOrFail(db, entId, 2, roleId);
    }
  };

  endpoint(app, 'resAuthApplyUserList', { access }, async (req) => {
    const { account, userName, productId, currentPage, pageSize } = req.query;
    await productOrFail(db, productId);
    const me = await requestApplicant(deps, req);
    const { rows, total } = await pageEnterpriseUsers(db, me.entId, { account, userName }, currentPage, pageSize);
    // Every member may get the role in the applicant's enterprise only; a disabled account in none (not selectable).
    const ent = (enabled: boolean) => (enabled ? [{ entId: me.entId, customerName: me.entName }] : []);
    return okPage({
      current: currentPage,
      size: pageSize,
      total,
      records: rows.map((u) => ({
        userId: u.userId,
        userName: u.userName,
        account: u.account,
        userSource: u.userSource,
        entId: u.status === 1 ? me.entId : null,
        entName: u.status === 1 ? me.entName : null,
        userOrganzations: ent(u.status === 1),
      })),
    });
  });

  endpoint(app, 'resAuthApplyUserEnts', { access }, async (req) => {
    await productOrFail(db, req.body.productType);
    const me = await requestApplicant(deps, req);
    const ids = [...new Set(req.body.userIds)];
    const members = new Set(await people(deps).membersAmong(me.entId, ids));
    const out: Record<string, { entId: string; entName: string }[]> = {};
    for (const id of ids) out[id] = members.has(id) ? [{ entId: me.entId, entName: me.entName }] : [];
    return ok([out], '查询成功');
  });

  endpoint(app, 'resAuthApplyProductList', { access }, async () => ok(await applyProducts(db), '查询成功'));

  endpoint(app, 'resAuthApplyRoleList', { access }, async (req) => {
    if (req.query.productType) await productOrFail(db, req.query.productType);
    const entId = sessionOf(req).entId;
    return ok(await roleOptions(deps, entId, req.query.applyType === 3 ? 3 : 2, req.query.productType), '查询成功');
  });

  endpoint(app, 'resAuthApplyProductMenuList', { access }, async (req) => {
    const { productType, roleId } = req.query;
    await productOrFail(db, productType);
    const menus = await productMenus(db, productType);
    const inTree = new Set(menus.map((m) => m.id));
    const held = roleId ? await heldMenuIds(db, (await namedRole(sessionOf(req).entId, roleId)).id) : [];
    return ok([{ menuList: buildMenuTree(menus), heldMenuIds: held.filter((id) => inTree.has(id)) }], '查询成功');
  });

  endpoint(app, 'resAuthApplyRoleMenuIds', { access }, async (req) => {
    const role = await namedRole(sessionOf(req).entId, req.query.roleId);
    return ok([{ menuIdList: await heldMenuIds(db, role.id) }], '查询成功');
  });

  endpoint(app, 'resAuthApplyChain', { access }, async (req) => {
    const me = await requestApplicant(deps, req);
    const b = req.body;
    await productOrFail(db, b.productType);
    const chain = await resolvedChain(deps, DEF_KEY, { userId: me.userId, entId: me.entId });
    const warnings = chain.filter((s) => s.approvers.length === 0).map((s) => A.APPLY_STEP_WITHOUT_APPROVER(s.name));
    const preview = {
      chain: chain.map((c) => ({ nodeId: c.nodeId, name: c.name, approvers: c.approvers })),
      rolesAdded: [] as { roleName: string; roleCode: string }[],
      role: null as { roleId: string; roleName: string } | null,
      usersGranted: [] as { userId: string; userName: string; entId: string; entName: string }[],
      menusAdded: [] as { menuId: string; menuName: string }[],
      warnings,
    };
    if (b.applyType === 1) {
      preview.rolesAdded = (b.roleNames ?? []).filter((n) => n).map((roleName) => ({ roleName, roleCode: '' }));
      return ok([preview], '查询成功');
    }
    if (!b.roleId) return ok([preview], '查询成功');
    const role = await roleOrFail(db, me.entId, b.applyType === 3 ? 3 : 2, b.roleId);
    if (b.applyType === 2) await rolePlateOrFail(db, b.productType, role.id);
    preview.role = { roleId: role.id, roleName: role.roleName };
    const held = await heldMenuIds(db, role.id);
    let granted: string[];
    if (b.applyType === 2) {
      const ids = [...new Set((b.users ?? []).filter((u) => u.entId === me.entId).map((u) => u.userId))];
      const members = new Set(await people(deps).membersAmong(me.entId, ids));
      const holding = new Set(
        (await holderList(db, role.id, { entId: me.entId, userIds: ids }).slice(ids.length || 1, 0)).map(
          (h) => h.userId,
        ),
      );
      const names = await people(deps).users(ids);
      preview.usersGranted = ids
        .filter((id) => members.has(id) && !holding.has(id))
        .map((id) => ({ userId: id, userName: names.get(id)?.userName ?? '', entId: me.entId, entName: me.entName }));
      granted = held;
    } else {
      const inTree = new Set((await productMenus(db, b.productType)).map((m) => m.id));
      preview.menusAdded = await menusToAdd(
        db,
        held,
        (b.menuIds ?? []).filter((id) => inTree.has(id)),
      );
      granted = preview.menusAdded.map((m) => m.menuId);
    }
    // The last step's role must hold what would be granted (its approver may grant no more than they hold).
    const last = chain.length ? await stepRoleHolds(chain[chain.length - 1].actor) : undefined;
    if (last && !covers(last, granted, role.allMenus)) warnings.push(A.APPLY_GRANT_EXCEEDS_APPROVER);
    return ok([preview], '查询成功');
  });

  /** What the role of a step holds ('all': a role holding every menu); undefined for a named user's step. */
  async function stepRoleHolds(actor: A.StepActor): Promise<Set<string> | 'all' | undefined> {
    if (actor.kind === 'user') return undefined;
    const role = await findRoleByCode(db, actor.roleCode);
    if (!role) return undefined;
    return role.allMenus ? 'all' : new Set(await heldMenuIds(db, role.id));
  }
}
