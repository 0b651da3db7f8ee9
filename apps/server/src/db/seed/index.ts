/**
 * Demo data, seeded once: a marker in `meta` records it, so a restart keeps what users changed.
 * The data itself lives in ./data.ts (plain objects); this file only inserts it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  enterprises, loanApplications, memberships, menus, meta, notices, plates, products, roleMenus, roles, userRoles, users,
} from '../schema.ts';
import { hashPassword } from '../../platform/auth/tokens.ts';
import {
  DEMO_PASSWORD, SEED_ENTERPRISES, SEED_MENUS, SEED_NOTICES, SEED_PLATES, SEED_PRODUCTS, SEED_ROLES, SEED_USERS,
} from './data.ts';
import { SEED_LOAN_APPLICATIONS } from './loans.ts';

const SEED_KEY = 'demo_seed';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, SEED_KEY)).limit(1);
  return Boolean(row);
}

export async function seedDemoData(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const hashes = await Promise.all(SEED_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await tx.insert(plates).values(SEED_PLATES);
    await tx.insert(products).values(SEED_PRODUCTS);
    await tx.insert(enterprises).values(SEED_ENTERPRISES.map((e) => ({ ...e, parentId: e.parentId ?? null })));
    await tx.insert(menus).values(SEED_MENUS.map((m) => ({
      id: m.id, parentId: m.parentId, menuName: m.menuName, frontEndName: m.frontEndName ?? null,
      routeUrl: m.routeUrl ?? null, icon: m.icon ?? null, hidden: m.hidden ?? false, ifRouteHidden: m.ifRouteHidden ?? false,
      button: m.button, remark: m.remark ?? null, ifIntOrExt: m.ifIntOrExt ?? 0, productType: m.productType ?? null,
      perms: m.perms ?? null, sort: m.sort,
    })));
    await tx.insert(roles).values(SEED_ROLES.map((r) => ({
      id: r.id, roleName: r.roleName, roleCode: r.roleCode, roleConfig: r.roleConfig, assignable: r.assignable,
      editable: r.edit, deletable: r.delete, allMenus: r.menuIds === 'all',
    })));
    const grants = SEED_ROLES.flatMap((r) => (r.menuIds === 'all' ? [] : r.menuIds.map((menuId) => ({ roleId: r.id, menuId }))));
    for (let i = 0; i < grants.length; i += 500) await tx.insert(roleMenus).values(grants.slice(i, i + 500));
    await tx.insert(users).values(SEED_USERS.map((u, i) => ({
      id: u.id, account: u.account, userName: u.userName, showName: u.showName, phone: u.phone,
      passwordHash: hashes[i], userSource: u.userSource, status: u.status, seq: i + 1,
    })));
    await tx.insert(memberships).values(SEED_USERS.flatMap((u) => u.memberships.map((m, i) => ({
      userId: u.id, entId: m.entId, isDefault: m.isDefault ?? i === 0,
    }))));
    await tx.insert(userRoles).values(SEED_USERS.flatMap((u) => u.memberships.flatMap((m) =>
      m.roleIds.map((roleId) => ({ userId: u.id, entId: m.entId, roleId })))));
    const idOf = new Map(SEED_USERS.map((u) => [u.account, u.id]));
    if (SEED_NOTICES.length) {
      await tx.insert(notices).values(SEED_NOTICES.map((n) => ({
        id: n.id, userId: idOf.get(n.userAccount)!, entId: n.entId, noticeType: n.noticeType, status: n.status,
        content: n.content, createDate: new Date(n.createDate),
      })));
    }
    await tx.insert(loanApplications).values(SEED_LOAN_APPLICATIONS.map((l) => ({ ...l, createdAt: new Date(l.createdAt) })));
    await tx.insert(meta).values({ key: SEED_KEY, value: new Date().toISOString() });
  });
  return true;
}
