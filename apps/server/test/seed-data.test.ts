/** The demo data is consistent: a menu tree, roles and memberships that point at real rows, and routes covered. */
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/platform/auth/tokens.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../src/db/seed/types.ts';
import { ROUTES, SUB_APP_MOUNT_PATHS, findRoute, normalizeRoutePath } from '@portal/shared/routes';
import { ALWAYS_ALLOWED_PATHS, BLANK_PATH } from '@portal/shared/guard';
import { SEED_MENUS } from '../src/db/seed/menus.ts';
import { SEED_NOTICES } from '../src/db/seed/notices.ts';
import { SEED_ROLES } from '../src/db/seed/permission.ts';
import { SEED_PRODUCTS } from '../src/db/seed/product.ts';
import { SEED_ENTERPRISES, SEED_PLATES, SEED_USERS } from '../src/db/seed/user.ts';

/** §2.1 routes allowed to every signed-in user in addition to the menu routes, and the always-passing blank page. */
const ALWAYS_ALLOWED = [...ALWAYS_ALLOWED_PATHS, BLANK_PATH].map(normalizeRoutePath);

const menuById = new Map(SEED_MENUS.map((m) => [m.id, m]));
const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;

describe('routes catalogue', () => {
  it('has one entry per path (case-insensitive) and a title for each', () => {
    expect(unique(ROUTES.map((r) => normalizeRoutePath(r.path)))).toBe(true);
    for (const r of ROUTES) expect(r.title, r.path).toMatch(/\S/);
  });

  it('lists the 24 mount paths of §2.3, each a subApp route', () => {
    expect(SUB_APP_MOUNT_PATHS).toHaveLength(24);
    for (const p of SUB_APP_MOUNT_PATHS) expect(findRoute(p)?.subApp, p).toBe(true);
    expect(ROUTES.filter((r) => r.subApp)).toHaveLength(24);
    expect(findRoute('/workbenches/newIndex')?.page).toBe('workbench/WorkbenchPage');
  });

  it('finds routes ignoring case, trailing slash, query and hash', () => {
    expect(findRoute('/base/service-support/problem?type=1')?.path).toBe('/Base/service-support/problem');
    expect(findRoute('/usercenter/authorityManagement/')?.path).toBe('/userCenter/authorityManagement');
    expect(findRoute('/lease#/admin')?.path).toBe('/lease');
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('marks the public pages and the login-optional finance pages', () => {
    for (const p of [
      '/login/index',
      '/loginssojf',
      '/register/index',
      '/forgetPassword/index',
      '/error',
      '/404',
      '/noPermission',
      '/500',
    ]) {
      const r = findRoute(p);
      expect(r?.public, p).toBe(true);
      expect(r?.layout, p).toBe('blank');
    }
    expect(findRoute('/finance/home')).toMatchObject({ loginOptional: true, page: 'finance-home/FinanceHomePage' });
    expect(findRoute('/finance/newsDetails')?.loginOptional).toBe(true);
  });
});

describe('seed menus', () => {
  it('have unique ids and existing parents', () => {
    expect(unique(SEED_MENUS.map((m) => m.id))).toBe(true);
    for (const m of SEED_MENUS) if (m.parentId !== null) expect(menuById.has(m.parentId), m.menuName).toBe(true);
  });

  it('reach every non-public route', () => {
    const menuPaths = new Set(
      SEED_MENUS.filter((m) => m.routeUrl && !m.ifIntOrExt).map((m) => normalizeRoutePath(m.routeUrl!)),
    );
    const missing = ROUTES.filter((r) => !r.public && r.layout !== 'blank')
      .map((r) => normalizeRoutePath(r.path))
      .filter((p) => !menuPaths.has(p) && !ALWAYS_ALLOWED.includes(p));
    expect(missing).toEqual([]);
  });

  it('point only at catalogued routes (or external https links)', () => {
    for (const m of SEED_MENUS.filter((x) => x.routeUrl)) {
      if (m.ifIntOrExt === 1) expect(m.routeUrl).toMatch(/^https:\/\//);
      else expect(findRoute(m.routeUrl!), m.routeUrl).toBeDefined();
    }
  });

  it('carry the conventions the header and guard rely on', () => {
    expect(SEED_MENUS.some((m) => m.remark?.includes('disabled'))).toBe(true);
    expect(SEED_MENUS.some((m) => m.remark?.includes('hide'))).toBe(true);
    const groupWithoutRoute = SEED_MENUS.find(
      (m) => !m.routeUrl && m.button === 0 && SEED_MENUS.find((c) => c.parentId === m.id)?.routeUrl,
    );
    expect(groupWithoutRoute).toBeDefined();
    const perms = SEED_MENUS.filter((m) => m.button === 1).map((m) => m.perms);
    expect(perms).toEqual(expect.arrayContaining(['user:query', 'user:editStatus', 'user:export', 'crm:customer:add']));
    for (const b of SEED_MENUS.filter((m) => m.button === 1)) expect(b.perms, b.menuName).toBeTruthy();
    const userPage = SEED_MENUS.find((m) => m.routeUrl === '/Base/auth-management/user')!;
    expect(SEED_MENUS.filter((m) => m.parentId === userPage.id).map((m) => m.perms)).toEqual([
      'user:query',
      'user:editStatus',
      'user:export',
      'user:editRole',
      'user:orgStatus',
      'user:superAdmin',
    ]);
    // §4 icon rules have something to act on in the tax area
    const tax = SEED_MENUS.find((m) => m.menuName === '税务管理' && m.parentId === null)!;
    const taxChildren = SEED_MENUS.filter((m) => m.parentId === tax.id);
    expect(taxChildren.map((m) => m.icon)).toEqual(
      expect.arrayContaining(['home', 'audit', 'setting', 'radar-chart', 'use', 'folder']),
    );
    const under = (icon: string) =>
      SEED_MENUS.filter((m) => m.parentId === taxChildren.find((t) => t.icon === icon)!.id).map((m) => m.frontEndName);
    expect(under('audit')).toEqual(expect.arrayContaining(['audit', 'qcit']));
    expect(under('radar-chart')).toContain('table');
    expect(tax.productType).toBe('05');
  });
});

describe('seed roles, users, enterprises', () => {
  const entIds = new Set(SEED_ENTERPRISES.map((e) => e.id));
  const roleIds = new Set(SEED_ROLES.map((r) => r.id));

  it('roles grant existing menus with their ancestors', () => {
    expect(unique(SEED_ROLES.map((r) => r.id))).toBe(true);
    for (const r of SEED_ROLES) {
      if (r.menuIds === 'all') continue;
      const granted = new Set(r.menuIds);
      expect(unique(r.menuIds), r.roleName).toBe(true);
      for (const id of r.menuIds) {
        const m = menuById.get(id);
        expect(m, `${r.roleName} ${id}`).toBeDefined();
        if (m!.parentId) expect(granted.has(m!.parentId), `${r.roleName}: parent of ${m!.menuName}`).toBe(true);
      }
    }
  });

  it('keeps the §6 system roles', () => {
    const byId = new Map(SEED_ROLES.map((r) => [r.id, r]));
    expect(byId.get('349855983408250880')).toMatchObject({
      roleCode: 'superAdmin',
      roleConfig: 1,
      assignable: false,
      edit: false,
      delete: false,
      menuIds: 'all',
    });
    expect(byId.get('349855983408250881')).toMatchObject({
      roleCode: 'companyAdmin',
      assignable: true,
      edit: false,
      delete: false,
    });
    expect(byId.get('349855983408250882')).toMatchObject({
      roleCode: 'salesman',
      assignable: false,
      edit: false,
      delete: false,
    });
    const admin = byId.get('349855983408250881')!.menuIds as string[];
    const perms = admin.map((id) => menuById.get(id)!.perms).filter(Boolean);
    expect(perms.sort()).toEqual([
      'ent:role:add',
      'ent:role:allocateMenu',
      'ent:role:delete',
      'ent:role:edit',
      'ent:role:users',
      'notice:changeAdmin',
      'user:editRole',
      'user:editStatus',
      'user:query',
    ]);
  });

  it('memberships point at existing enterprises and roles', () => {
    expect(unique(SEED_USERS.map((u) => u.id))).toBe(true);
    expect(unique(SEED_USERS.map((u) => u.account.toLowerCase()))).toBe(true);
    for (const u of SEED_USERS) {
      expect(u.memberships.length, u.account).toBeGreaterThan(0);
      expect(
        u.memberships.filter((m) => m.isDefault),
        u.account,
      ).toHaveLength(1);
      for (const m of u.memberships) {
        expect(entIds.has(m.entId), u.account).toBe(true);
        for (const r of m.roleIds) expect(roleIds.has(r), u.account).toBe(true);
      }
    }
    for (const e of SEED_ENTERPRISES) if (e.parentId) expect(entIds.has(e.parentId)).toBe(true);
    expect(unique(SEED_ENTERPRISES.map((e) => e.creditCode))).toBe(true);
    for (const e of SEED_ENTERPRISES) {
      expect(e.creditCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);
      expect(SEED_PLATES.map((p) => p.code)).toContain(e.plate);
    }
  });

  it('has the accounts the tests rely on', () => {
    const acc = new Map(SEED_USERS.map((u) => [u.account, u]));
    const partner = acc.get('s_partner')!;
    expect(partner.userSource).toBe(2);
    expect(partner.showName).toBe('partner');
    expect(new Set(partner.memberships.map((m) => m.entId)).size).toBe(3);
    expect(acc.get('limited')!.phone).toBeNull();
    expect(acc.get('frozen')!.status).toBe(0);
    expect(acc.get('user2')!.memberships[0].entId).not.toBe(acc.get('user')!.memberships[0].entId);
    expect(SEED_ENTERPRISES.some((e) => e.entType === 6)).toBe(true);
    for (const n of SEED_NOTICES) {
      const u = acc.get(n.userAccount);
      expect(u, n.id).toBeDefined();
      expect(u!.memberships.map((m) => m.entId)).toContain(n.entId);
    }
    expect(SEED_NOTICES.filter((n) => n.userAccount === 'user' && n.status === 0).length).toBeGreaterThan(0);
  });

  it('products skip the inside-app type 05 and point at catalogued routes', () => {
    expect(SEED_PRODUCTS.map((p) => p.productType)).not.toContain('05');
    for (const p of SEED_PRODUCTS) expect(findRoute(p.routeUrl), p.routeUrl).toBeDefined();
  });
});

describe('demo password', () => {
  it('the seed stores the precomputed hash of DEMO_PASSWORD, which verifies against it and nothing else', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, DEMO_PASSWORD_HASH)).toBe(false);
  });
});
