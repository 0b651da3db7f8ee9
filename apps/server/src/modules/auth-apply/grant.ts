/**
 * The effect of an approved application (issue 14), run by the workflow in the transaction of the last approval, so
 * an approved application is never left half-applied:
 * - type 1 creates the roles (customer-facing, in the applicant's enterprise);
 * - type 2 grants the role to the users in the enterprise;
 * - type 3 adds the menus (with the menus above them) to the role.
 * Each change is written to the audit log in that transaction, as the role administration writes it; once committed,
 * the affected users' caches are cleared and their open pages told (permissions.changed), so new menus show without
 * signing in again. An application never grants more than its final approver could: a grant beyond the approver's own
 * menus rolls the approval back with a clear message (a super admin holds everything).
 */
import * as A from '@portal/shared';
import { ROLE_CONFIG } from '@portal/shared';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import { newId } from '../../platform/ids.ts';
import {
  addHolders,
  announcePermissions,
  ensureEnterpriseRole,
  findRoleByCode,
  insertRole,
} from '../permission/index.ts';
import type { TransitionContext } from '../workflow/index.ts';
import { approverMenus, covers, heldMenuIds, menusToAdd, roleOrFail } from './reach.ts';
import { listsOf, setCreatedRole, type ApplicationRow } from './repo.ts';

/** A role code for a created role whose application named none: unique, and valid for roleSave's rule. */
const generatedCode = () => `apply_${newId()}`;

export async function applyGrant(deps: Deps, tx: Tx, app: ApplicationRow, ctx: TransitionContext): Promise<void> {
  const lists = await listsOf(tx, app.id);
  const grantable = await approverMenus(tx, ctx.actor);
  // Inside the approval's transaction: every read goes through `tx` (on PGlite another connection would wait for it).
  const auditor = { userId: ctx.actor.userId, account: ctx.actorAccount || ctx.actor.userName };
  const from = `（权限申请 ${app.id}）`;

  if (app.applyType === 1) {
    for (const r of lists.roles) {
      const roleCode = r.roleCode || generatedCode();
      if (await findRoleByCode(tx, roleCode)) throw fail.business(A.APPLY_ROLE_CODE_TAKEN(roleCode));
      const role = await insertRole(tx, {
        id: newId(),
        entId: app.entId,
        roleName: r.roleName,
        roleCode,
        roleConfig: ROLE_CONFIG.customer,
        remark: `由${app.applicantName}的权限申请创建（板块：${app.productName}）`,
      });
      await setCreatedRole(tx, app.id, r.seq, role.id);
      await audit(tx, auditor, {
        targetType: 'role',
        targetId: role.id,
        action: 'role.create',
        entId: app.entId,
        summary: `新增角色「${r.roleName}」（${roleCode}）${from}`,
        after: { roleName: r.roleName, roleCode, roleConfig: ROLE_CONFIG.customer, applicationId: app.id },
      });
    }
    return;
  }

  // The role must still be one the enterprise may name (deleted or changed meanwhile: nothing is granted).
  const role = await roleOrFail(tx, app.entId, app.applyType === 3 ? 3 : 2, app.roleId ?? '');
  const held = await heldMenuIds(tx, role.id);

  if (app.applyType === 2) {
    if (!covers(grantable, held, role.allMenus)) throw fail.business(A.APPLY_GRANT_EXCEEDS_APPROVER);
    const userIds = lists.users.map((u) => u.userId);
    const added = await addHolders(tx, role.id, app.entId, userIds);
    const accountOf = new Map(lists.users.map((u) => [u.userId, u.userAccount]));
    for (const userId of added) {
      await audit(tx, auditor, {
        targetType: 'grant',
        targetId: `${userId}:${app.entId}:${role.id}`,
        action: 'grant.add',
        entId: app.entId,
        summary: `授予用户 ${accountOf.get(userId) ?? userId} 角色「${role.roleName}」${from}`,
        after: { userId, entId: app.entId, roleId: role.id, roleName: role.roleName, applicationId: app.id },
      });
    }
    ctx.afterCommit(async () => {
      for (const userId of added) await deps.bus.publish({ type: 'user.changed', userId });
      await announcePermissions(deps, { userIds: added });
    });
    return;
  }

  const add = await menusToAdd(
    tx,
    held,
    lists.menus.map((m) => m.menuId),
  );
  if (add.length === 0) return; // held already (granted meanwhile): nothing to do
  if (
    !covers(
      grantable,
      add.map((m) => m.menuId),
    )
  ) {
    throw fail.business(A.APPLY_GRANT_EXCEEDS_APPROVER);
  }
  const done = await ensureEnterpriseRole(tx, {
    entId: app.entId,
    roleId: role.id,
    roleCode: role.roleCode,
    roleName: role.roleName,
    menuIds: add.map((m) => m.menuId),
  });
  if (!done) throw fail.business(A.APPLY_ROLE_NOT_AVAILABLE);
  const addedIds = new Set(done.added);
  await audit(tx, auditor, {
    targetType: 'role',
    targetId: role.id,
    action: 'role.allocateMenu',
    entId: app.entId,
    summary: `为角色「${role.roleName}」分配菜单：新增${done.added.length}项，移除0项${from}`,
    before: { menuCount: held.length, removed: [] },
    after: {
      menuCount: held.length + done.added.length,
      added: add.filter((m) => addedIds.has(m.menuId)),
      applicationId: app.id,
    },
  });
  ctx.afterCommit(() => announcePermissions(deps, { roleIds: [role.id] }));
}
