/**
 * The audit log (issue 12) through the real server and database: a product change and a menu change are written
 * with who, what, before and after; the page lists them newest first and filters by target, action, actor, keyword
 * and +08:00 days; the export answers an .xlsx with the same filter; a failed change writes nothing; who may read it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  AUDIT_ACTIONS,
  PHONE_CODE_TOKEN_TYPE,
  RESPONSE_CODE,
  displayCalendarDate,
  type AuditEntry,
} from '@portal/shared';
import * as M from '@portal/shared';
import { call, callEnv, envelopeOf, expectNoDbChange, latestSms, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_LOGIN: '1000' }, ['superadmin', 'entadmin', 'user', 'ops']);

const SUPERADMIN_PHONE = '13800000001';
const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };

const auditPage = (body: Record<string, unknown> = {}, token = t.superadmin) =>
  callEnv(s.app, 'auditPage', { token, body });
const rowsOf = async (body: Record<string, unknown> = {}): Promise<AuditEntry[]> => {
  const res = await auditPage({ pageSize: 100, ...body });
  expect(res.code, res.msg).toBe(RESPONSE_CODE.ok);
  return res.data[0].records;
};
const dayOf = (iso: string) => {
  const { year, month, day } = displayCalendarDate(iso);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

async function readXlsx(data: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

/** The changes the log is checked against, made through the API in beforeAll. */
const made = { menuId: '' };

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

  // In this order: a new product, a change of it, a menu, a shelf change.
  const product = { productType: '41', productName: '审计测试产品', routeUrl: '/audit/product', sort: 3 };
  expect(
    envelopeOf(await call(s.app, 'productSave', { token: t.superadmin, body: { isNew: true, ...product } })).code,
  ).toBe(RESPONSE_CODE.ok);
  expect(
    envelopeOf(
      await call(s.app, 'productSave', {
        token: t.superadmin,
        body: { isNew: false, ...product, productName: '审计测试产品二' },
      }),
    ).code,
  ).toBe(RESPONSE_CODE.ok);
  const menu = envelopeOf(
    await call(s.app, 'menuAdd', {
      token: t.superadmin,
      body: { tree: 'op', menuName: '审计测试菜单', routeUrl: '/audit/menu' },
    }),
    'menuAdd',
  );
  expect(menu.code, menu.msg).toBe(RESPONSE_CODE.ok);
  made.menuId = menu.data[0].menuId;
  expect(
    (await callEnv(s.app, 'productShelf', { token: t.superadmin, body: { productType: '41', status: 0 } })).code,
  ).toBe(RESPONSE_CODE.ok);
});

describe('auditPage', () => {
  it('lists the changes newest first, by superadmin, with action names and before/after', async () => {
    const rows = await rowsOf();
    expect(rows.map((r) => r.action)).toEqual(['product.offShelf', 'menu.create', 'product.update', 'product.create']);
    for (const r of rows) {
      expect(r.actorAccount).toBe('superadmin');
      expect(r.actorName).toBeTruthy();
      expect(r.actionName).toBe(AUDIT_ACTIONS[r.action as keyof typeof AUDIT_ACTIONS]);
      expect(r.entId).toBeNull();
      expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    }
    const ats = rows.map((r) => Date.parse(r.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);

    const [off, menu, update, create] = rows;
    expect(off).toMatchObject({ targetType: 'product', targetId: '41', before: { status: 1 }, after: { status: 0 } });
    expect(off.summary).toContain('审计测试产品二');
    expect(menu).toMatchObject({ targetType: 'menu', targetId: made.menuId, before: null });
    expect(menu.after).toMatchObject({ menuName: '审计测试菜单', routeUrl: '/audit/menu' });
    expect(update).toMatchObject({ targetType: 'product', targetId: '41' });
    expect(update.before).toMatchObject({ productName: '审计测试产品' });
    expect(update.after).toMatchObject({ productName: '审计测试产品二' });
    expect(create).toMatchObject({ targetType: 'product', targetId: '41', before: null });
    expect(create.after).toMatchObject({ productType: '41', productName: '审计测试产品', status: 1 });
  });

  it('filters: targetType, action, actorAccount, keyword', async () => {
    expect((await rowsOf({ targetType: 'menu' })).map((r) => r.action)).toEqual(['menu.create']);
    expect((await rowsOf({ targetType: 'product' })).map((r) => r.action)).toEqual([
      'product.offShelf',
      'product.update',
      'product.create',
    ]);
    expect(await rowsOf({ targetType: 'role' })).toEqual([]);
    expect((await rowsOf({ targetType: '' })).length).toBe(4);
    expect((await rowsOf({ action: 'product.update' })).map((r) => r.targetId)).toEqual(['41']);
    expect(await rowsOf({ action: 'menu.delete' })).toEqual([]);
    expect((await rowsOf({ actorAccount: 'superadmin' })).length).toBe(4);
    expect(await rowsOf({ actorAccount: 'entadmin' })).toEqual([]);
    expect((await rowsOf({ keyword: '审计测试菜单' })).map((r) => r.action)).toEqual(['menu.create']);
    expect((await rowsOf({ keyword: made.menuId })).map((r) => r.action)).toEqual(['menu.create']);
    expect((await rowsOf({ keyword: '审计测试产品二' })).map((r) => r.action)).toEqual([
      'product.offShelf',
      'product.update',
    ]);
    expect(await rowsOf({ keyword: '没有这样的内容' })).toEqual([]);
    expect((await rowsOf({ targetType: 'product', action: 'product.create', actorAccount: 'superadmin' })).length).toBe(
      1,
    );
  });

  it('filters: the +08:00 day of the rows includes them; a past range excludes them', async () => {
    const rows = await rowsOf();
    const days = [...new Set(rows.map((r) => dayOf(r.at)))].sort();
    const from = days[0];
    const to = days[days.length - 1];
    expect((await rowsOf({ dateFrom: from, dateTo: to })).length).toBe(4);
    expect((await rowsOf({ dateFrom: from })).length).toBe(4);
    expect((await rowsOf({ dateTo: to })).length).toBe(4);
    expect(await rowsOf({ dateFrom: '2020-01-01', dateTo: '2020-12-31' })).toEqual([]);
    expect(await rowsOf({ dateTo: '2020-12-31' })).toEqual([]);
    expect(await rowsOf({ dateFrom: '2999-01-01' })).toEqual([]);
  });

  it('pages: currentPage and pageSize', async () => {
    const all = await rowsOf();
    const p1 = await auditPage({ currentPage: 1, pageSize: 3 });
    expect(p1.data[0]).toMatchObject({ current: 1, size: 3, total: 4 });
    expect(p1.data[0].records.map((r) => r.id)).toEqual(all.slice(0, 3).map((r) => r.id));
    const p2 = await auditPage({ currentPage: 2, pageSize: 3 });
    expect(p2.data[0]).toMatchObject({ current: 2, size: 3, total: 4 });
    expect(p2.data[0].records.map((r) => r.id)).toEqual(all.slice(3).map((r) => r.id));
  });

  it('a change that fails writes no audit row', async () => {
    const before = await rowsOf();
    await expectNoDbChange(s, async () => {
      const dup = await call(s.app, 'productSave', {
        token: t.superadmin,
        body: { isNew: true, productType: '41', productName: '重复', routeUrl: '/dup' },
      });
      expect(envelopeOf(dup)).toEqual({ code: RESPONSE_CODE.business, msg: M.PRODUCT_CODE_TAKEN, data: [] });
      const sys = await callEnv(s.app, 'productShelf', { token: t.superadmin, body: { productType: '00', status: 0 } });
      expect(sys.msg).toBe(M.PRODUCT_SYSTEM_LOCKED);
      const menu = await call(s.app, 'menuAdd', {
        token: t.superadmin,
        body: { tree: 'op', menuName: 'x', parentId: '999999999999999999' },
      });
      expect(envelopeOf(menu).msg).toBe(M.MENU_PARENT_MISSING);
    });
    // Off again: the status does not change, so no row (the call itself answers ok).
    const again = await callEnv(s.app, 'productShelf', { token: t.superadmin, body: { productType: '41', status: 0 } });
    expect(again.code).toBe(RESPONSE_CODE.ok);
    expect((await rowsOf()).map((r) => r.id)).toEqual(before.map((r) => r.id));
  });

  it('a delete is logged with before and no after', async () => {
    const del = await callEnv(s.app, 'menuDelete', { token: t.superadmin, query: { menuId: made.menuId } });
    expect(del.code).toBe(RESPONSE_CODE.ok);
    const [row] = await rowsOf({ action: 'menu.delete' });
    expect(row).toMatchObject({
      targetType: 'menu',
      targetId: made.menuId,
      actionName: AUDIT_ACTIONS['menu.delete'],
      after: null,
    });
    expect(row.before).toMatchObject({ menuName: '审计测试菜单' });
    expect((await rowsOf())[0].id).toBe(row.id);
  });

  it('bad input: 400', async () => {
    for (const body of [
      { dateFrom: '2026/01/01' },
      { dateTo: '20260101' },
      { dateFrom: 'today' },
      { targetType: 'nothing' },
      { pageSize: 1000 },
    ]) {
      const res = await call(s.app, 'auditPage', { token: t.superadmin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(res).code).toBe(RESPONSE_CODE.badRequest);
    }
    const res = await call(s.app, 'auditExport', { token: t.superadmin, body: { dateFrom: '01-01-2026' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('auditExport', () => {
  it('answers an .xlsx whose rows follow the filter', async () => {
    const res = await call(s.app, 'auditExport', { token: t.superadmin, body: { targetType: 'product' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['时间', '操作人账号', '操作人', '对象类型', '对象', '操作', '内容', '变更前', '变更后']);
    const body = rows.slice(1);
    expect(body.map((r) => r[5])).toEqual([
      AUDIT_ACTIONS['product.offShelf'],
      AUDIT_ACTIONS['product.update'],
      AUDIT_ACTIONS['product.create'],
    ]);
    for (const r of body) expect(r.slice(1, 5)).toEqual(['superadmin', expect.any(String), '产品', '41']);

    const menus = await call(s.app, 'auditExport', { token: t.superadmin, body: { targetType: 'menu' } });
    expect((await readXlsx(menus.rawPayload)).slice(1).map((r) => r[5])).toEqual([
      AUDIT_ACTIONS['menu.delete'],
      AUDIT_ACTIONS['menu.create'],
    ]);

    const none = await call(s.app, 'auditExport', { token: t.superadmin, body: { dateTo: '2020-01-01' } });
    expect(none.statusCode).toBe(200);
    expect(await readXlsx(none.rawPayload)).toHaveLength(1);
  });
});

describe('access', () => {
  it('entadmin and user: forbidden on the page and the export', async () => {
    for (const a of ['entadmin', 'user']) {
      expect(await auditPage({}, t[a]), a).toEqual(DENIED);
      const res = await call(s.app, 'auditExport', { token: t[a], body: {} });
      expect(envelopeOf(res), a).toEqual(DENIED);
    }
  });

  it('ops read the log (the log desk) but may not export it (no audit:export)', async () => {
    expect((await auditPage({}, t.ops)).code).toBe(RESPONSE_CODE.ok);
    expect(envelopeOf(await call(s.app, 'auditExport', { token: t.ops, body: {} }))).toEqual(DENIED);
  });

  it('no token: token invalid', async () => {
    expect((await callEnv(s.app, 'auditPage', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
    expect(envelopeOf(await call(s.app, 'auditExport', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});
