/**
 * Product opening (issue 12) through the real server and database: the opening page's states, open (protocols first,
 * one row per double click, type 2 to operations), the operations' list, activation (one of two wins, the
 * enterprise's product role with the product's pages goes to the applicant, type 3), doneOpenProduct,
 * userOrgAndOpenProduct, who may do what, and what input is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BUTTON, RESPONSE_CODE, type ProductOpening } from '@portal/shared';
import * as M from '@portal/shared';
import { menus, roleMenus, roles, userRoles } from '../src/db/schema/permission.ts';
import { productOpenings } from '../src/db/schema/product.ts';
import { protocolAgreements, protocols } from '../src/db/schema/protocol.ts';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000' }, ['entadmin', 'user', 'ops', 'entadmin2', 'user2']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

/** 支付 (08): entadmin has no finance product; its protocols (the seed's and one of this file) come first. */
const PAY = '08';
const PAY_PROTOCOL = 'test-protocol-08';
/** 期货 (04) and 碳资产 (06): accepted in beforeAll. */
const FUTURES = '04';
const CARBON = '06';

const open = (productType: unknown, token = t.entadmin) => call(s.app, 'productOpen', { token, body: { productType } });
const activate = (id: unknown, token = t.ops) => call(s.app, 'productActivate', { token, body: { id } });
const done = (productType: string, token = t.entadmin) =>
  callEnv(s.app, 'productDone', { token, body: { productType } });
const openList = async (token: string) => (await callEnv(s.app, 'openProductList', { token, body: {} })).data;
const stateOf = async (token: string, productType: string) =>
  (await openList(token)).find((p) => p.productType === productType);
const openingPage = (body: Record<string, unknown> = {}, token = t.ops) =>
  callEnv(s.app, 'productOpeningPage', { token, body });
const noticesOf = async (token: string, noticeType: number, productType: string) => {
  const res = await callEnv(s.app, 'noticePage', { token, body: { noticeType, page: 1, limit: 50 } });
  expect(res.code).toBe(RESPONSE_CODE.ok);
  return res.data[0].records.filter((n) => n.productType === productType);
};
/** Accepts every outstanding protocol of a product through the agreement calls (/product/protocol's 同意). */
async function agreeAll(productType: string, token = t.entadmin): Promise<void> {
  const check = await callEnv(s.app, 'checkAgreement', { token, query: { productType } });
  expect(check.code).toBe(RESPONSE_CODE.ok);
  const outstanding = check.data[0].protocols.filter((p) => !p.agreed).map((p) => ({ id: p.id, version: p.version }));
  if (outstanding.length === 0) return;
  const res = await callEnv(s.app, 'toAgreeByCheckAgreement', { token, body: { productType, protocols: outstanding } });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
}
const menuPathsOf = async (token: string) =>
  (await callEnv(s.app, 'selectPermission', { token })).data[0].menuPaths.map((p) => p.toLowerCase());

beforeAll(async () => {
  await s.database.db.insert(protocols).values({
    id: PAY_PROTOCOL,
    title: '支付服务协议',
    productType: PAY,
    content: '<p>支付服务协议正文</p>',
    version: 2,
  });
  await agreeAll(FUTURES);
  await agreeAll(CARBON);
});

describe('the opening page (getOpenProductList state)', () => {
  it('entadmin: nothing of finance opened (none); user: opened', async () => {
    expect(await stateOf(t.entadmin, PAY)).toMatchObject({ opened: false, state: 'none' });
    expect(await stateOf(t.user, PAY)).toMatchObject({ opened: true, state: 'opened' });
  });
});

describe('open', () => {
  it('refuses while a protocol is not accepted at its current version; nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await open(PAY))).toEqual(biz(M.PRODUCT_OPEN_NEEDS_AGREEMENT));
    });
    // An older version does not count.
    await s.database.db
      .insert(protocolAgreements)
      .values({ userId: USER.entadmin, entId: ENT.sales, protocolId: PAY_PROTOCOL, version: 1 });
    expect(envelopeOf(await open(PAY))).toEqual(biz(M.PRODUCT_OPEN_NEEDS_AGREEMENT));
    // Accepting in another enterprise does not count either (entadmin2 is not entadmin).
  });

  it('accepted: a pending opening, the page shows it pending, operations get a type 2 notice', async () => {
    await agreeAll(PAY);
    const res = envelopeOf(await open(PAY), 'productOpen');
    expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
    expect(res.msg).toBe(M.PRODUCT_OPENING_SUBMITTED);
    expect(res.data[0]).toMatchObject({
      entId: ENT.sales,
      entName: '国能销售集团有限公司',
      productType: PAY,
      productName: '支付',
      routeUrl: '/finance/ePayment',
      applicantId: USER.entadmin,
      applicantAccount: 'entadmin',
      status: 'pending',
      activatedAt: null,
      doneAt: null,
    });
    expect(await stateOf(t.entadmin, PAY)).toMatchObject({ opened: false, state: 'pending' });
    // The enterprise's other members see it pending too (user has it opened by their own role).
    expect(await stateOf(t.user, PAY)).toMatchObject({ state: 'opened' });

    const sent = await noticesOf(t.ops, 2, PAY);
    expect(sent).toHaveLength(1);
    expect(sent[0].content).toContain('「支付」');
    expect(sent[0].content).toContain('国能销售集团有限公司');
    // Not to the enterprise's members.
    expect(await noticesOf(t.user, 2, PAY)).toEqual([]);
  });

  it('a second open answers the pending one; a double click makes one row', async () => {
    const again = envelopeOf(await open(PAY), 'productOpen');
    expect(again.code).toBe(RESPONSE_CODE.ok);
    expect(again.msg).toBe(M.PRODUCT_OPENING_PENDING);
    expect(again.data[0].status).toBe('pending');

    const both = await Promise.all([open(FUTURES), open(FUTURES)]);
    for (const r of both) expect(envelopeOf(r, 'productOpen').code).toBe(RESPONSE_CODE.ok);
    const ids = both.map((r) => envelopeOf(r, 'productOpen').data[0].id);
    expect(ids[0]).toBe(ids[1]);
    const rows = await s.database.db
      .select()
      .from(productOpenings)
      .where(and(eq(productOpenings.entId, ENT.sales), eq(productOpenings.productType, FUTURES)));
    expect(rows).toHaveLength(1);
    expect(await noticesOf(t.ops, 2, FUTURES)).toHaveLength(1);
  });

  it('the system product, an unknown product, an off-shelf product: refused', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await open('00'))).toEqual(biz(M.PRODUCT_SYSTEM_NOT_OPENABLE));
      expect(envelopeOf(await open('77'))).toEqual(biz(M.PRODUCT_NOT_OFFERED));
    });
  });

  it('without the /product/index page (ops): forbidden', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await open(CARBON, t.ops))).toEqual(DENIED);
    });
  });
});

describe('the openings list (operations)', () => {
  it('lists, filters by status, product and enterprise name', async () => {
    const all = await openingPage({ pageSize: 50 });
    expect(all.code).toBe(RESPONSE_CODE.ok);
    expect(all.data[0].records.map((r) => r.productType).sort()).toEqual([FUTURES, PAY]);
    expect(all.data[0].records[0]).toMatchObject({ applicantName: '王建国', entName: '国能销售集团有限公司' });
    expect((await openingPage({ productType: PAY })).data[0].total).toBe(1);
    expect((await openingPage({ status: 'active' })).data[0].total).toBe(0);
    expect((await openingPage({ status: 'pending', entName: '销售' })).data[0].total).toBe(2);
    expect((await openingPage({ entName: '神东' })).data[0]).toMatchObject({ total: 0, records: [] });
    expect((await openingPage({ status: '', productType: '', entName: '' })).data[0].total).toBe(2);
  });

  it('without the product administration page: forbidden', async () => {
    for (const a of ['user', 'entadmin']) expect(await openingPage({}, t[a]), a).toEqual(DENIED);
  });
});

describe('activation', () => {
  const pendingId = async (productType: string): Promise<string> =>
    (await openingPage({ productType, status: 'pending' })).data[0].records[0].id;

  it('without product:activate (user, entadmin): forbidden, nothing changes', async () => {
    const id = await pendingId(PAY);
    await expectNoDbChange(s, async () => {
      for (const a of ['user', 'entadmin']) expect(envelopeOf(await activate(id, t[a])), a).toEqual(DENIED);
    });
  });

  it("a holder of the button outside operations: another enterprise's opening is like a missing one", async () => {
    // A role of 国能神东 granting the product page and its 激活 button, held by entadmin2.
    const db = s.database.db;
    const outline = await db
      .select({ id: menus.id, parentId: menus.parentId, routeUrl: menus.routeUrl, perms: menus.perms })
      .from(menus);
    const byId = new Map(outline.map((m) => [m.id, m]));
    const picked = outline.filter(
      (m) => m.routeUrl === '/Base/auth-management/product' || m.perms === BUTTON.product.activate,
    );
    const ids = new Set<string>();
    for (const p of picked)
      for (let m = byId.get(p.id); m; m = m.parentId ? byId.get(m.parentId) : undefined) ids.add(m.id);
    await db.insert(roles).values({
      id: 'test-desk-role',
      entId: ENT.shendong,
      roleName: '开通审核',
      roleCode: 'test_desk',
      roleConfig: 2,
    });
    await db.insert(roleMenus).values([...ids].map((menuId) => ({ roleId: 'test-desk-role', menuId })));
    await db.insert(userRoles).values({ userId: USER.entadmin2, entId: ENT.shendong, roleId: 'test-desk-role' });
    await s.app.deps.bus.publish({ type: 'permissions.changed', roleIds: ['test-desk-role'], userIds: [] });

    const id = await pendingId(PAY);
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await activate(id, t.entadmin2))).toEqual(NOT_FOUND);
      expect(envelopeOf(await activate('999999999999999999', t.ops))).toEqual(NOT_FOUND);
    });
    expect((await openingPage({}, t.entadmin2)).data[0]).toMatchObject({ total: 0, records: [] });
  });

  it('ops activates: active, the applicant gets the product role (pages, not buttons) and a type 3 notice', async () => {
    const id = await pendingId(PAY);
    const before = await menuPathsOf(t.entadmin);
    expect(before).not.toContain('/finance/epayment');

    const res = envelopeOf(await activate(id), 'productActivate');
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.msg).toBe(M.PRODUCT_OPENING_ACTIVATED);
    expect(res.data[0]).toMatchObject({ id, status: 'active', productType: PAY });
    expect(res.data[0].activatedAt).not.toBeNull();

    const after = await menuPathsOf(t.entadmin);
    for (const p of ['/finance/epayment', '/bestpay', '/webpay']) expect(after).toContain(p);
    // Nothing else of finance came with it.
    expect(after).not.toContain('/finance/eloan');
    const info = await call(s.app, 'userInfo', { token: t.entadmin });
    expect(info.body).toContain('/finance/ePayment');
    expect(await stateOf(t.entadmin, PAY)).toMatchObject({ opened: true, state: 'opened' });

    const [role] = await s.database.db
      .select()
      .from(roles)
      .where(eq(roles.roleCode, `product_${PAY}_${ENT.sales}`));
    expect(role).toMatchObject({
      entId: ENT.sales,
      roleName: '支付（已开通）',
      roleConfig: 2,
      assignable: true,
      editable: false,
      deletable: false,
    });
    const held = await s.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.roleId, role.id), inArray(userRoles.userId, [USER.entadmin])));
    expect(held).toEqual([{ userId: USER.entadmin, entId: ENT.sales, roleId: role.id }]);

    const told = await noticesOf(t.entadmin, 3, PAY);
    expect(told).toHaveLength(1);
    expect(told[0].content).toContain('「支付」');
  });

  it('a second activation: 该申请已处理, nothing changes', async () => {
    const id = (await openingPage({ productType: PAY })).data[0].records[0].id;
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await activate(id))).toEqual(biz(M.PRODUCT_OPENING_HANDLED));
    });
  });

  it('two activations at once: exactly one wins', async () => {
    const id = await pendingId(FUTURES);
    const both = await Promise.all([activate(id), activate(id)]);
    const codes = both.map((r) => envelopeOf(r).code).sort();
    expect(codes).toEqual([RESPONSE_CODE.ok, RESPONSE_CODE.business].sort());
    expect(both.map((r) => envelopeOf(r).msg)).toContain(M.PRODUCT_OPENING_HANDLED);
    expect(await noticesOf(t.entadmin, 3, FUTURES)).toHaveLength(1);
    const [role] = await s.database.db
      .select()
      .from(roles)
      .where(eq(roles.roleCode, `product_${FUTURES}_${ENT.sales}`));
    const holders = await s.database.db.select().from(userRoles).where(eq(userRoles.roleId, role.id));
    expect(holders).toHaveLength(1);
  });
});

describe('after activation', () => {
  it('doneOpenProduct: the product address; done once (idempotent)', async () => {
    const first = await done(PAY);
    expect(first).toEqual({
      code: RESPONSE_CODE.ok,
      msg: M.PRODUCT_OPENED,
      data: [{ productType: PAY, routeUrl: '/finance/ePayment' }],
    });
    const [row] = await s.database.db
      .select()
      .from(productOpenings)
      .where(and(eq(productOpenings.entId, ENT.sales), eq(productOpenings.productType, PAY)));
    expect(row.doneAt).not.toBeNull();
    const again = await expectNoDbChange(s, () => done(PAY));
    expect(again).toEqual(first);
    const listed: ProductOpening = (await openingPage({ productType: PAY })).data[0].records[0];
    expect(listed.doneAt).toBe(row.doneAt!.toISOString());
  });

  it('doneOpenProduct without an opening, and with one still pending: refused', async () => {
    expect(await done(CARBON)).toEqual(biz(M.PRODUCT_OPENING_NONE));
    expect(envelopeOf(await open(CARBON)).code).toBe(RESPONSE_CODE.ok);
    expect(await done(CARBON)).toEqual(biz(M.PRODUCT_OPENING_PENDING));
  });

  it('open of an opened product: a success saying so, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await open(PAY))).toEqual({ code: RESPONSE_CODE.ok, msg: M.PRODUCT_ALREADY_OPENED, data: [] });
    });
  });

  it('userOrgAndOpenProduct: the enterprise in use with its opened and pending products', async () => {
    const res = await callEnv(s.app, 'userOrgAndOpenProduct', { token: t.entadmin, body: {} });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const mine = res.data.find((e) => e.current);
    expect(mine).toMatchObject({ entId: ENT.sales, entName: '国能销售集团有限公司' });
    expect(mine!.opened).toEqual(expect.arrayContaining([PAY, FUTURES]));
    expect(mine!.pending).toEqual([CARBON]);
    const theirs = await callEnv(s.app, 'userOrgAndOpenProduct', { token: t.user2, body: {} });
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0]).toMatchObject({ entId: ENT.shendong, pending: [] });
  });
});

describe('bad input', () => {
  const tooLong = '1'.repeat(2000);
  it.each([
    ['an empty body', {}],
    ['a number', { productType: 8 }],
    ['one digit', { productType: '8' }],
    ['letters', { productType: 'ab' }],
    ['oversized', { productType: tooLong }],
    ['a NUL', { productType: '0\u00008' }],
    ['an array', [{ productType: PAY }]],
  ])('productOpen / productDone refuse %s with 400, nothing changes', async (_name, body) => {
    await expectNoDbChange(s, async () => {
      for (const name of ['productOpen', 'productDone'] as const) {
        const res = await call(s.app, name, { token: t.entadmin, body });
        expect(res.statusCode, name).toBe(400);
        expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
      }
    });
  });

  it.each([
    ['an empty body', {}],
    ['an empty id', { id: '' }],
    ['a numeric id', { id: 5 }],
    ['an id with SQL', { id: "1' or '1'='1" }],
    ['an oversized id', { id: tooLong }],
    ['an id with NUL', { id: '1\u00002' }],
  ])('productActivate refuses %s with 400, nothing changes', async (_name, body) => {
    await expectNoDbChange(s, async () => {
      const res = await call(s.app, 'productActivate', { token: t.ops, body });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
    });
  });

  it('productOpeningPage refuses a wrong status or an oversized name', async () => {
    for (const body of [{ status: 'done' }, { entName: '名'.repeat(51) }, { pageSize: 1000 }]) {
      const res = await call(s.app, 'productOpeningPage', { token: t.ops, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('no token: token invalid', async () => {
    for (const name of [
      'productOpen',
      'productDone',
      'productActivate',
      'productOpeningPage',
      'userOrgAndOpenProduct',
      'openProductList',
    ] as const) {
      const res = await callEnv(s.app, name, { body: { productType: PAY, id: '1' } });
      expect(res.code, name).toBe(RESPONSE_CODE.tokenInvalid);
    }
  });
});
