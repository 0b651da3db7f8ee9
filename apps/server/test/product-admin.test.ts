/**
 * Product administration (issue 12) through the real server and database: the on-shelf list, the admin page with
 * off-shelf products, saving (new / update), taking off and putting on the shelf (type 7 to the product's users,
 * once), the system product, who may do it, and what input is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_TOKEN_TYPE, RESPONSE_CODE, type ProductAdmin } from '@portal/shared';
import * as M from '@portal/shared';
import { SEED_PRODUCTS } from '../src/db/seed/product.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000' }, ['superadmin', 'entadmin', 'user', 'ops']);

const SUPERADMIN_PHONE = '13800000001';
const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
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

const adminPage = (body: Record<string, unknown> = {}, token = t.superadmin) =>
  callEnv(s.app, 'productAdminPage', { token, body });
const save = (body: Record<string, unknown>, token = t.superadmin) => call(s.app, 'productSave', { token, body });
const shelf = (productType: string, status: 0 | 1, token = t.superadmin) =>
  callEnv(s.app, 'productShelf', { token, body: { productType, status } });
const allProducts = async (): Promise<ProductAdmin[]> => (await adminPage({ pageSize: 9999 })).data[0].records;
const productOf = async (code: string) => (await allProducts()).find((p) => p.productType === code);
const typeSevens = async (token: string, productType: string) => {
  const res = await callEnv(s.app, 'noticePage', { token, body: { noticeType: 7, page: 1, limit: 50 } });
  expect(res.code).toBe(RESPONSE_CODE.ok);
  return res.data[0].records.filter((n) => n.productType === productType);
};

describe('lists', () => {
  it('productList (any signed-in user): only on-shelf products, paged with pageNum/pageSize', async () => {
    const full = await callEnv(s.app, 'productList', { token: t.user, body: { pageNum: 1, pageSize: 9999 } });
    expect(full.code).toBe(RESPONSE_CODE.ok);
    expect(full.data[0].total).toBe(SEED_PRODUCTS.length);
    expect(full.data[0].records.map((p) => p.productType).sort()).toEqual(
      SEED_PRODUCTS.map((p) => p.productType).sort(),
    );
    for (const p of full.data[0].records) expect(p.status).toBe(1);

    const second = await callEnv(s.app, 'productList', { token: t.ops, body: { pageNum: 2, pageSize: 3 } });
    expect(second.data[0]).toMatchObject({ current: 2, size: 3, total: SEED_PRODUCTS.length });
    expect(second.data[0].records).toHaveLength(3);
    expect(second.data[0].records.map((p) => p.productType)).toEqual(
      full.data[0].records.slice(3, 6).map((p) => p.productType),
    );
  });

  it('productList without a token: token invalid', async () => {
    const res = await callEnv(s.app, 'productList', { body: {} });
    expect(res.code).toBe(RESPONSE_CODE.tokenInvalid);
  });

  it('productAdminPage includes off-shelf products and filters productName and status', async () => {
    expect((await shelf('03', 0)).code).toBe(RESPONSE_CODE.ok);
    try {
      const onList = await callEnv(s.app, 'productList', { token: t.user, body: {} });
      expect(onList.data[0].records.map((p) => p.productType)).not.toContain('03');
      expect(onList.data[0].total).toBe(SEED_PRODUCTS.length - 1);

      const all = await adminPage({ pageNum: 1, pageSize: 100 });
      expect(all.code).toBe(RESPONSE_CODE.ok);
      expect(all.data[0].total).toBe(SEED_PRODUCTS.length);
      expect(all.data[0].records.find((p) => p.productType === '03')).toMatchObject({
        productName: '融资租赁',
        status: 0,
        system: false,
      });

      const off = await adminPage({ status: 0 });
      expect(off.data[0].records.map((p) => p.productType)).toEqual(['03']);
      const on = await adminPage({ status: 1 });
      expect(on.data[0].total).toBe(SEED_PRODUCTS.length - 1);
      expect(on.data[0].records.every((p) => p.status === 1)).toBe(true);
      const either = await adminPage({ status: '' });
      expect(either.data[0].total).toBe(SEED_PRODUCTS.length);

      const named = await adminPage({ productName: '租赁' });
      expect(named.data[0].records.map((p) => p.productName)).toEqual(['融资租赁']);
      const none = await adminPage({ productName: '不存在的产品名' });
      expect(none.data[0]).toMatchObject({ total: 0, records: [] });

      const paged = await adminPage({ pageNum: 2, pageSize: 4 });
      expect(paged.data[0]).toMatchObject({ current: 2, size: 4, total: SEED_PRODUCTS.length });
      expect(paged.data[0].records).toHaveLength(4);
    } finally {
      expect((await shelf('03', 1)).code).toBe(RESPONSE_CODE.ok);
    }
  });
});

describe('productSave', () => {
  const fresh = {
    productType: '21',
    productName: '供应链金融',
    routeUrl: '/finance/eChain',
    description: '新产品',
    sort: 20,
  };

  it('a new product with a free code is saved and listed (on shelf)', async () => {
    const res = envelopeOf(await save({ isNew: true, ...fresh }), 'productSave');
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.msg).toBe(M.SAVE_SUCCESS);
    expect(res.data[0]).toMatchObject({ ...fresh, status: 1, system: false });
    expect(await productOf('21')).toMatchObject({ ...fresh, status: 1 });
    const list = await callEnv(s.app, 'productList', { token: t.user, body: {} });
    expect(list.data[0].records.map((p) => p.productType)).toContain('21');
  });

  it('a taken code: PRODUCT_CODE_TAKEN, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await save({ isNew: true, ...fresh, productName: '另一个' }))).toEqual(
        biz(M.PRODUCT_CODE_TAKEN),
      );
      expect(envelopeOf(await save({ isNew: true, ...fresh, productType: '01' }))).toEqual(biz(M.PRODUCT_CODE_TAKEN));
    });
    expect((await productOf('21'))?.productName).toBe(fresh.productName);
  });

  it("the system code '00' as a new product: PRODUCT_SYSTEM_RESERVED", async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await save({ isNew: true, ...fresh, productType: '00' }))).toEqual(
        biz(M.PRODUCT_SYSTEM_RESERVED),
      );
    });
  });

  it('an update changes the fields; an update of a missing product: not found', async () => {
    const res = envelopeOf(
      await save({ isNew: false, ...fresh, productName: '供应链金融服务', sort: 21, description: '' }),
      'productSave',
    );
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.msg).toBe(M.SAVE_SUCCESS);
    expect(await productOf('21')).toMatchObject({ productName: '供应链金融服务', sort: 21, description: '' });
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await save({ isNew: false, ...fresh, productType: '88' }))).toEqual(NOT_FOUND);
    });
    expect(await productOf('88')).toBeUndefined();
  });

  it('bad input: 400, nothing changes', async () => {
    const bad: Record<string, unknown>[] = [
      { ...fresh, productType: '1' },
      { ...fresh, productType: 'abc' },
      { ...fresh, productType: '22', productName: 'a\u0000b' },
      { ...fresh, productType: '22', productName: 'x'.repeat(31) },
      { ...fresh, productType: '22', routeUrl: 'finance/eChain' },
      { ...fresh, productType: '22', productName: '' },
    ];
    await expectNoDbChange(s, async () => {
      for (const body of bad) {
        const res = await save({ isNew: true, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(envelopeOf(res).code, JSON.stringify(body)).toBe(RESPONSE_CODE.badRequest);
      }
    });
    expect(await productOf('22')).toBeUndefined();
  });

  it('a 30-character name is accepted (the limit)', async () => {
    const res = envelopeOf(await save({ isNew: true, ...fresh, productType: '23', productName: '名'.repeat(30) }));
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect((await productOf('23'))?.productName).toBe('名'.repeat(30));
  });
});

describe('productShelf', () => {
  it('the admin activates 贷款 (01) in 国能销售 first, so it has users', async () => {
    const res = await callEnv(s.app, 'activationByAdmin', { token: t.entadmin, body: { id: '353000000000000005' } });
    expect(res.code).toBe(RESPONSE_CODE.ok);
    const active = await callEnv(s.app, 'findAccountActive', { token: t.user, body: { productType: '01' } });
    expect(active.data[0]).toMatchObject({ productType: '01', active: true });
  });

  it('off the shelf: its users get a type 7 notice (status 2) once; a second off notifies nobody', async () => {
    expect(await typeSevens(t.user, '01')).toEqual([]);
    expect(await typeSevens(t.entadmin, '01')).toEqual([]);

    const res = await shelf('01', 0);
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.msg).toBe(M.OPERATION_SUCCESS);
    expect(res.data[0]).toMatchObject({ productType: '01', status: 0, system: false });
    expect((await productOf('01'))?.status).toBe(0);
    const list = await callEnv(s.app, 'productList', { token: t.user, body: {} });
    expect(list.data[0].records.map((p) => p.productType)).not.toContain('01');

    for (const token of [t.user, t.entadmin]) {
      const got = await typeSevens(token, '01');
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ noticeType: 7, status: 2, productType: '01' });
      expect(got[0].content).toContain('「贷款」');
    }
    // ops is not in an enterprise with 01 active
    expect(await typeSevens(t.ops, '01')).toEqual([]);

    const again = await shelf('01', 0);
    expect(again.code).toBe(RESPONSE_CODE.ok);
    expect(again.data[0]).toMatchObject({ productType: '01', status: 0 });
    expect(await typeSevens(t.user, '01')).toHaveLength(1);
    expect(await typeSevens(t.entadmin, '01')).toHaveLength(1);
  });

  it('on the shelf again: listed again, no notice', async () => {
    const res = await shelf('01', 1);
    expect(res.code).toBe(RESPONSE_CODE.ok);
    expect(res.data[0]).toMatchObject({ productType: '01', status: 1 });
    const list = await callEnv(s.app, 'productList', { token: t.user, body: {} });
    expect(list.data[0].records.map((p) => p.productType)).toContain('01');
    expect(await typeSevens(t.user, '01')).toHaveLength(1);
  });

  it("the system product '00' cannot go off the shelf; a missing product: not found", async () => {
    await expectNoDbChange(s, async () => {
      expect(await shelf('00', 0)).toEqual(biz(M.PRODUCT_SYSTEM_LOCKED));
      expect(await shelf('77', 0)).toEqual(NOT_FOUND);
    });
  });

  it('bad input: 400', async () => {
    for (const body of [
      { productType: '1', status: 0 },
      { productType: 'abc', status: 0 },
      { productType: '01', status: 2 },
      { productType: '01' },
    ]) {
      const res = await call(s.app, 'productShelf', { token: t.superadmin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
    }
  });
});

describe('access', () => {
  it('user, entadmin and ops: forbidden on the admin calls, nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['user', 'entadmin', 'ops']) {
        // ops holds the page for its 激活开通申请 button (product openings), so it reads the list, and changes nothing.
        if (a === 'ops') expect((await adminPage({}, t[a])).code).toBe(RESPONSE_CODE.ok);
        else expect(await adminPage({}, t[a]), a).toEqual(DENIED);
        expect(
          envelopeOf(await save({ isNew: true, productType: '31', productName: 'x', routeUrl: '/x' }, t[a])),
          a,
        ).toEqual(DENIED);
        expect(
          envelopeOf(await save({ isNew: false, productType: '02', productName: 'x', routeUrl: '/x' }, t[a])),
          a,
        ).toEqual(DENIED);
        expect(await shelf('02', 0, t[a]), a).toEqual(DENIED);
      }
    });
  });

  it('no token: token invalid', async () => {
    for (const name of ['productAdminPage', 'productSave', 'productShelf'] as const) {
      const res = await callEnv(s.app, name, {
        body: { isNew: true, productType: '31', productName: 'x', routeUrl: '/x', status: 0 },
      });
      expect(res.code, name).toBe(RESPONSE_CODE.tokenInvalid);
    }
  });
});
