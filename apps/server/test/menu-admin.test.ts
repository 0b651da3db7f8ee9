/**
 * Menu administration (issue 12) through the real server and database: the menu tree of a product, adding to the
 * operations and the tax tree, the checks of a menu (tree, button code, parent), editing, deleting (children, grants),
 * the super admin seeing a new button at once, who may do it, and what input is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE, TAX_MENU_ROOT_FRONT_END_NAME, type MenuItem } from '@portal/shared';
import * as M from '@portal/shared';
import { roleMenus } from '../src/db/schema/permission.ts';
import { ROLE } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000' }, ['superadmin', 'entadmin', 'user', 'ops']);

const SUPERADMIN_PHONE = '13800000001';
const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

beforeAll(async () => {
  const sent = await callEnv(s.app, 'sendPhoneCode', {
    token: t.superadmin,
    body: { phone: SUPERADMIN_PHONE, tokenType: PHONE_CODE_TOKEN_TYPE },
  });
  const sms = await latestSms(s.app, SUPERADMIN_PHONE);
  const verified = await callEnv(s.app, 'verifyPhoneCode', {
    token: t.superadmin,
    body: { phone: SUPERADMIN_PHONE, code: sms!.code, bizId: sent.data[0].bizId },
  });
  expect(verified.code).toBe(RESPONSE_CODE.ok);
});

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.children ?? [])]);
const allMenus = async (): Promise<MenuItem[]> => {
  const res = await callEnv(s.app, 'allMenus', { token: t.superadmin });
  expect(res.code).toBe(RESPONSE_CODE.ok);
  return res.data;
};
const flatMenus = async () => flatten(await allMenus());
const menuById = async (id: string) => (await flatMenus()).find((m) => m.menuId === id);
const add = (body: Record<string, unknown>, token = t.superadmin) => call(s.app, 'menuAdd', { token, body });
const update = (body: Record<string, unknown>, token = t.superadmin) => call(s.app, 'menuUpdate', { token, body });
const del = (menuId: string, token = t.superadmin) => callEnv(s.app, 'menuDelete', { token, query: { menuId } });
const added = async (body: Record<string, unknown>): Promise<MenuItem> => {
  const res = envelopeOf(await add(body), 'menuAdd');
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  expect(res.msg).toBe(M.SAVE_SUCCESS);
  return res.data[0];
};

/** Seeded menus the tests build on, found through allMenus. */
const seeded = { opTop: '', taxRoot: '', taxGroup: '', opButton: '', grantedLeaf: '' };

beforeAll(async () => {
  const tree = await allMenus();
  const flat = flatten(tree);
  const taxRoot = tree.find((m) => m.frontEndName === TAX_MENU_ROOT_FRONT_END_NAME)!;
  expect(taxRoot).toBeDefined();
  seeded.taxRoot = taxRoot.menuId;
  seeded.taxGroup = taxRoot.children!.find((m) => m.menuName === '税务设置')!.menuId;
  seeded.opTop = tree.find((m) => m.menuName === '工作台')!.menuId;
  seeded.opButton = flat.find((m) => m.button === 1 && m.perms === M.BUTTON.eloan.review)!.menuId;
  seeded.grantedLeaf = flat.find((m) => m.routeUrl === '/AiContract/legalQA' && !(m.children ?? []).length)!.menuId;
  for (const v of Object.values(seeded)) expect(v).toBeTruthy();
});

describe('menuByProduct', () => {
  it("01: the loan group with its pages and the review button; nothing of another product's", async () => {
    const res = await callEnv(s.app, 'menuByProduct', { token: t.superadmin, query: { productType: '01' } });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data).toHaveLength(1);
    const [loan] = res.data;
    expect(loan).toMatchObject({ menuName: '贷款服务', productType: '01', button: 0 });
    const names = (loan.children ?? []).map((m) => m.menuName);
    expect(names).toEqual(expect.arrayContaining(['贷款首页', '贷款业务', '贷款业务授权']));
    const flat = flatten(res.data);
    expect(flat.find((m) => m.perms === M.BUTTON.eloan.review)).toMatchObject({ button: 1 });
    expect(flat.some((m) => m.routeUrl === '/finance/eRong')).toBe(false);
  });

  it('a product type without menus: empty; a bad type: 400', async () => {
    const res = await callEnv(s.app, 'menuByProduct', { token: t.superadmin, query: { productType: '98' } });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data).toEqual([]);
    const bad = await call(s.app, 'menuByProduct', { token: t.superadmin, query: { productType: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('menuAdd', () => {
  it('op tree: a top-level menu and a page under a seeded parent, read back with allMenus', async () => {
    const top = await added({
      tree: 'op',
      menuName: '测试顶级菜单',
      routeUrl: '/test/top',
      productType: '05',
      sort: 99,
    });
    expect(top).toMatchObject({ menuName: '测试顶级菜单', routeUrl: '/test/top', productType: '05', button: 0 });
    const tree = await allMenus();
    expect(tree.find((m) => m.menuId === top.menuId)).toMatchObject({ menuName: '测试顶级菜单', sort: 99 });

    const child = await added({ tree: 'op', parentId: seeded.opTop, menuName: '测试子页', routeUrl: '/test/child' });
    expect(child.parentId).toBe(seeded.opTop);
    const parent = await menuById(seeded.opTop);
    expect((parent!.children ?? []).map((m) => m.menuId)).toContain(child.menuId);
  });

  it('tax tree: a page under a tax-tree parent', async () => {
    const m = await added({ tree: 'tax', parentId: seeded.taxGroup, menuName: '测试税务页', routeUrl: '/tax/test' });
    const parent = await menuById(seeded.taxGroup);
    expect((parent!.children ?? []).find((c) => c.menuId === m.menuId)).toMatchObject({ menuName: '测试税务页' });
  });

  it('a button: its code reaches the super admin at once (selectPermission, same token)', async () => {
    const before = (await callEnv(s.app, 'selectPermission', { token: t.superadmin })).data[0];
    expect(before.btnPerms).not.toContain('test:menu:btn');
    const b = await added({
      tree: 'op',
      parentId: seeded.opTop,
      menuName: '测试按钮',
      button: 1,
      perms: 'test:menu:btn',
    });
    expect(b).toMatchObject({ button: 1, perms: 'test:menu:btn' });
    const after = (await callEnv(s.app, 'selectPermission', { token: t.superadmin })).data[0];
    expect(after.btnPerms).toContain('test:menu:btn');
  });

  it('refusals: wrong tree, button without code, taken code, under a button, missing parent; nothing changes', async () => {
    const testButton = (await flatMenus()).find((m) => m.perms === 'test:menu:btn')!;
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await add({ tree: 'tax', menuName: '顶级税务' }))).toEqual(biz(M.MENU_WRONG_TREE));
      expect(envelopeOf(await add({ tree: 'op', parentId: seeded.taxGroup, menuName: 'x' }))).toEqual(
        biz(M.MENU_WRONG_TREE),
      );
      expect(envelopeOf(await add({ tree: 'tax', parentId: seeded.opTop, menuName: 'x' }))).toEqual(
        biz(M.MENU_WRONG_TREE),
      );
      expect(envelopeOf(await add({ tree: 'op', parentId: seeded.opTop, menuName: 'x', button: 1 }))).toEqual(
        biz(M.MENU_BUTTON_NEEDS_PERMS),
      );
      expect(
        envelopeOf(await add({ tree: 'op', parentId: seeded.opTop, menuName: 'x', button: 1, perms: '' })),
      ).toEqual(biz(M.MENU_BUTTON_NEEDS_PERMS));
      expect(
        envelopeOf(await add({ tree: 'op', parentId: seeded.opTop, menuName: 'x', button: 1, perms: 'test:menu:btn' })),
      ).toEqual(biz(M.MENU_PERMS_TAKEN));
      expect(
        envelopeOf(
          await add({ tree: 'tax', parentId: seeded.taxGroup, menuName: 'x', button: 1, perms: M.BUTTON.eloan.review }),
        ),
      ).toEqual(biz(M.MENU_PERMS_TAKEN));
      expect(envelopeOf(await add({ tree: 'op', parentId: testButton.menuId, menuName: 'x' }))).toEqual(
        biz(M.MENU_PARENT_IS_BUTTON),
      );
      expect(envelopeOf(await add({ tree: 'op', parentId: seeded.opButton, menuName: 'x' }))).toEqual(
        biz(M.MENU_PARENT_IS_BUTTON),
      );
      expect(envelopeOf(await add({ tree: 'op', parentId: '999999999999999999', menuName: 'x' }))).toEqual(
        biz(M.MENU_PARENT_MISSING),
      );
    });
  });

  it('bad input: 400, nothing changes', async () => {
    const bad: Record<string, unknown>[] = [
      { tree: 'op', menuName: '' },
      { tree: 'op', menuName: '   ' },
      { tree: 'op', menuName: 'x', button: 1, perms: 'has space' },
      { tree: 'op', menuName: 'x', productType: 'x' },
      { tree: 'op', menuName: 'a\u0000b' },
      { tree: 'op', menuName: 'x'.repeat(31) },
      { tree: 'other', menuName: 'x' },
    ];
    await expectNoDbChange(s, async () => {
      for (const body of bad) {
        const res = await add(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      }
      const res = await update({ menuId: seeded.opTop, menuName: '' });
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('menuUpdate', () => {
  it('changes the fields, read back with allMenus', async () => {
    const m = await added({ tree: 'op', parentId: seeded.opTop, menuName: '待修改', routeUrl: '/test/edit' });
    const res = envelopeOf(
      await update({
        menuId: m.menuId,
        parentId: seeded.opTop,
        menuName: '已修改',
        routeUrl: '/test/edited',
        icon: 'setting',
        hidden: true,
        remark: '备注',
        sort: 7,
      }),
      'menuUpdate',
    );
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    expect(res.msg).toBe(M.SAVE_SUCCESS);
    expect(await menuById(m.menuId)).toMatchObject({
      menuName: '已修改',
      routeUrl: '/test/edited',
      icon: 'setting',
      hidden: true,
      remark: '备注',
      sort: 7,
      parentId: seeded.opTop,
    });
  });

  it('a missing menu: not found; a code taken by another button: MENU_PERMS_TAKEN', async () => {
    const b = (await flatMenus()).find((m) => m.perms === 'test:menu:btn')!;
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await update({ menuId: '999999999999999999', menuName: 'x' }))).toEqual({
        code: RESPONSE_CODE.notFound,
        msg: M.RECORD_NOT_FOUND,
        data: [],
      });
      expect(
        envelopeOf(await update({ menuId: b.menuId, menuName: b.menuName, button: 1, perms: M.BUTTON.eloan.review })),
      ).toEqual(biz(M.MENU_PERMS_TAKEN));
    });
  });
});

describe('menuDelete', () => {
  it('a menu with children: MENU_HAS_CHILDREN', async () => {
    await expectNoDbChange(s, async () => {
      expect(await del(seeded.taxGroup)).toEqual(biz(M.MENU_HAS_CHILDREN));
      expect(await del(seeded.opTop)).toEqual(biz(M.MENU_HAS_CHILDREN));
    });
  });

  it('a menu granted to roles (a page of entUser): the granted-to-roles message with their count', async () => {
    const grants = await s.database.db.select().from(roleMenus).where(eq(roleMenus.menuId, seeded.grantedLeaf));
    expect(grants.map((g) => g.roleId)).toContain(ROLE.entUser);
    await expectNoDbChange(s, async () => {
      expect(await del(seeded.grantedLeaf)).toEqual(biz(M.menuGrantedToRoles(grants.length)));
    });
    expect(await menuById(seeded.grantedLeaf)).toBeDefined();
  });

  it('a fresh leaf: DELETE_SUCCESS, gone from allMenus (op and tax tree)', async () => {
    const op = await added({ tree: 'op', parentId: seeded.opTop, menuName: '待删除', routeUrl: '/test/del' });
    const tax = await added({ tree: 'tax', parentId: seeded.taxGroup, menuName: '待删除税务' });
    for (const m of [op, tax]) {
      expect(await del(m.menuId)).toEqual({ code: RESPONSE_CODE.ok, msg: M.DELETE_SUCCESS, data: [] });
      expect(await menuById(m.menuId)).toBeUndefined();
    }
  });

  it('a deleted button code leaves the super admin at once', async () => {
    const b = await added({ tree: 'op', parentId: seeded.opTop, menuName: '临时按钮', button: 1, perms: 'test:tmp' });
    expect((await callEnv(s.app, 'selectPermission', { token: t.superadmin })).data[0].btnPerms).toContain('test:tmp');
    expect((await del(b.menuId)).code).toBe(RESPONSE_CODE.ok);
    expect((await callEnv(s.app, 'selectPermission', { token: t.superadmin })).data[0].btnPerms).not.toContain(
      'test:tmp',
    );
  });

  it('a missing menu: not found', async () => {
    expect(await del('999999999999999999')).toEqual({
      code: RESPONSE_CODE.notFound,
      msg: M.RECORD_NOT_FOUND,
      data: [],
    });
  });
});

describe('access', () => {
  it('ops, entadmin and user: forbidden on add, update and delete; nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['ops', 'entadmin', 'user']) {
        expect(envelopeOf(await add({ tree: 'op', parentId: seeded.opTop, menuName: 'x' }, t[a])), a).toEqual(DENIED);
        expect(envelopeOf(await add({ tree: 'tax', parentId: seeded.taxGroup, menuName: 'x' }, t[a])), a).toEqual(
          DENIED,
        );
        expect(envelopeOf(await update({ menuId: seeded.opTop, menuName: 'x' }, t[a])), a).toEqual(DENIED);
        expect(await del(seeded.grantedLeaf, t[a]), a).toEqual(DENIED);
      }
    });
  });

  it('ops and user: forbidden on menuByProduct', async () => {
    for (const a of ['ops', 'user']) {
      expect(await callEnv(s.app, 'menuByProduct', { token: t[a], query: { productType: '01' } }), a).toEqual(DENIED);
    }
  });

  it('no token: token invalid', async () => {
    expect((await callEnv(s.app, 'menuAdd', { body: { tree: 'op', menuName: 'x' } })).code).toBe(
      RESPONSE_CODE.tokenInvalid,
    );
    expect((await callEnv(s.app, 'menuDelete', { query: { menuId: seeded.opTop } })).code).toBe(
      RESPONSE_CODE.tokenInvalid,
    );
  });
});
