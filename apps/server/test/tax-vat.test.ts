/**
 * The tax type dictionary and rates, VAT state (§3: base info, general/branch, invoices, table upload status, the
 * applicable preference record) and the tax settings (profile, filing preferences) through the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as M from '@portal/shared';
import {
  RESPONSE_CODE,
  TAX_TYPES,
  applyPreferenceDefaults,
  calendarDay,
  currentTaxMonth,
  type VatApplicablePreference,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import { ENT } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';
import { readXlsx } from './tax-fixtures.ts';

let s: TestServer;
const t: Record<string, string> = {};
const today = calendarDay(new Date());
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_WRITE: '1000' });
  for (const a of ['user', 'user2', 'entadmin', 'limited']) t[a] = await login(s.app, a);
});
afterAll(async () => {
  await s?.close();
});

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

describe('the tax type dictionary (codeLibrary) and rates', () => {
  it('queryCodeList answers the §3 entries from the table; PBT-* carry related code 04', async () => {
    const res = await callEnv(s.app, 'taxCodeList', { token: t.user, body: {} });
    expect(res.data).toEqual(
      TAX_TYPES.map((x) => ({ itemNo: x.itemNo, itemName: x.itemName, key: x.key, relativeCode1: x.relativeCode1 })),
    );
    const pbt = await callEnv(s.app, 'taxCodeList', { token: t.user, body: { relativeCode1: '04' } });
    expect(pbt.data.map((x) => x.key)).toEqual(TAX_TYPES.filter((x) => x.key.startsWith('PBT-')).map((x) => x.key));
    const found = await callEnv(s.app, 'taxCodeList', { token: t.user, body: { keyword: '所得税' } });
    expect(found.data.map((x) => x.itemNo)).toEqual(['02', '03', '05']);
    expect((await callEnv(s.app, 'taxCodeList', { token: t.user, body: { keyword: '%' } })).data).toEqual([]);
  });

  it('queryListByCodes answers the codes asked for', async () => {
    const res = await callEnv(s.app, 'taxCodeListByCodes', { token: t.user, body: { codes: ['22', '01', '99'] } });
    expect(res.data.map((x) => x.itemNo)).toEqual(['01', '22']);
    for (const body of [{ codes: [] }, { codes: ['1'] }, {}, { codes: Array(51).fill('01') }]) {
      expect((await call(s.app, 'taxCodeListByCodes', { token: t.user, body })).statusCode).toBe(400);
    }
  });

  it('the rate list by codeNo', async () => {
    const vat = await callEnv(s.app, 'taxRateList', { token: t.user, query: { codeNo: 'VAT_RATE' } });
    expect(vat.data.map((r) => r.rate)).toEqual(['13%', '9%', '6%', '5%', '3%', '0%']);
    expect((await callEnv(s.app, 'taxRateList', { token: t.user, query: { codeNo: 'NONE' } })).data).toEqual([]);
    expect((await call(s.app, 'taxRateList', { token: t.user })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await callEnv(s.app, 'taxCodeList', { body: {} })).code).toBe(RESPONSE_CODE.tokenInvalid);
  });
});

describe('VAT base info, general/branch, table upload status', () => {
  it('queryVatEntBaseInfo: data[0] is the registration in force that year', async () => {
    const now = (await callEnv(s.app, 'vatBaseInfo', { token: t.user })).data[0];
    expect(now).toMatchObject({
      taxpayerType: '101',
      taxationMethod: '1,2',
      taxpayerName: '国能销售集团有限公司',
      taxBureau: '国家税务总局北京市东城区税务局',
      registeredAt: '2012-07-01',
    });
    expect(now.socialCreditCode).toMatch(/^[0-9A-Z]{18}$/);
    const y2015 = (await callEnv(s.app, 'vatBaseInfo', { token: t.user, query: { taxYear: '2015' } })).data[0];
    expect(y2015).toMatchObject({ taxpayerType: '1', taxationMethod: '1' });
    expect((await callEnv(s.app, 'vatBaseInfo', { token: t.user, query: { taxYear: '2005' } })).data).toEqual([]);
    expect((await callEnv(s.app, 'vatBaseInfo', { token: t.user2 })).data[0].taxpayerName).toBe(
      '国能神东煤炭集团有限责任公司',
    );
    expect((await call(s.app, 'vatBaseInfo', { token: t.user, query: { taxYear: 'x' } })).statusCode).toBe(400);
  });

  it('getGeneralBranchConfirm: 国能销售 files for its branches; 国能神东 alone', async () => {
    const sales = (await callEnv(s.app, 'vatGeneralBranch', { token: t.user })).data[0];
    expect(sales).toMatchObject({ role: 'general', generalName: '国能销售集团有限公司' });
    expect(sales.branches).toHaveLength(3);
    expect((await callEnv(s.app, 'vatGeneralBranch', { token: t.user2 })).data[0]).toEqual({
      role: 'independent',
      generalName: null,
      branches: [],
      confirmedAt: null,
    });
  });

  it('queryTableUploadStatus: data[0].cityFlag and which VAT tables of the period have rows', async () => {
    const res = (await callEnv(s.app, 'tableUploadStatus', { token: t.user })).data[0];
    expect(res).toMatchObject({ period: currentTaxMonth(today), cityFlag: '1' });
    expect(res.tables).toEqual([
      { tableCode: 'VAT_MAIN', tableName: '增值税及附加税费申报表（一般纳税人适用）', uploaded: true },
      { tableCode: 'VAT_INPUT', tableName: '本期抵扣进项税额明细', uploaded: true },
      { tableCode: 'VAT_SALES_LEDGER', tableName: '销项发票明细台账', uploaded: false },
      { tableCode: 'VAT_CITY_COAL', tableName: '煤炭购销企业增值税附列资料（地方）', uploaded: false },
    ]);
    const theirs = (await callEnv(s.app, 'tableUploadStatus', { token: t.user2 })).data[0];
    expect(theirs.cityFlag).toBe('0');
    expect(theirs.tables.map((x) => x.uploaded)).toEqual([false, false, false]);
    expect(
      (await callEnv(s.app, 'tableUploadStatus', { token: t.user, query: { period: '201901' } })).data[0].tables.every(
        (x) => !x.uploaded,
      ),
    ).toBe(true);
  });
});

describe('invoices', () => {
  const page = (token: string, body: Record<string, unknown> = {}) =>
    callEnv(s.app, 'invoicePage', { token, body: { pageSize: 100, ...body } });

  it('pages and filters in SQL, scoped to the enterprise', async () => {
    const all = (await page(t.user)).data[0];
    expect(all.total).toBe(48);
    const dates = all.records.map((r) => r.issueDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const input = (await page(t.user, { direction: 'input' })).data[0];
    expect(input.total).toBe(24);
    expect(input.records.every((r) => r.direction === 'input')).toBe(true);
    const unconfirmed = (await page(t.user, { direction: 'input', confirmed: false })).data[0];
    expect(unconfirmed.total).toBe(4);
    const byName = (await page(t.user, { keyword: '朔黄' })).data[0].records;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.counterparty.includes('朔黄'))).toBe(true);
    const p2 = (await page(t.user, { pageSize: 10, currentPage: 2 })).data[0];
    expect(p2.records.map((r) => r.id)).toEqual(all.records.slice(10, 20).map((r) => r.id));
    const theirs = (await page(t.user2)).data[0].records;
    expect(theirs.some((r) => all.records.some((m) => m.id === r.id))).toBe(false);
    expect(theirs.some((r) => r.counterparty.includes('神东'))).toBe(false);
  });

  it('confirms only the enterprise’s unconfirmed input invoices', async () => {
    const unconfirmed = (await page(t.user, { direction: 'input', confirmed: false })).data[0].records;
    const output = (await page(t.user, { direction: 'output', pageSize: 1 })).data[0].records[0];
    const theirs = (await page(t.user2, { direction: 'input', confirmed: false, pageSize: 1 })).data[0].records[0];
    const res = await callEnv(s.app, 'invoiceConfirm', {
      token: t.user,
      body: { ids: [unconfirmed[0].id, unconfirmed[1].id, output.id, theirs.id] },
    });
    expect(res).toEqual({ code: '200', msg: M.invoicesConfirmed(2), data: [{ confirmed: 2 }] });
    expect((await page(t.user, { direction: 'input', confirmed: false })).data[0].total).toBe(unconfirmed.length - 2);
    expect((await page(t.user2, { direction: 'input', confirmed: false })).data[0].records.map((r) => r.id)).toContain(
      theirs.id,
    );
    expect(await callEnv(s.app, 'invoiceConfirm', { token: t.user, body: { ids: [theirs.id] } })).toEqual(
      business(M.INVOICE_NONE_TO_CONFIRM),
    );
    for (const body of [{ ids: [] }, {}, { ids: Array(101).fill('1') }]) {
      expect((await call(s.app, 'invoiceConfirm', { token: t.user, body })).statusCode).toBe(400);
    }
  });

  it('queryInvoiceConfirm sums the input invoices of a period by type', async () => {
    const period = (await page(t.user, { direction: 'input', pageSize: 1 })).data[0].records[0].period;
    const types = (await callEnv(s.app, 'invoiceConfirmTypes', { token: t.user, query: { period } })).data;
    const rows = (await page(t.user, { direction: 'input', period })).data[0].records;
    expect(types.reduce((n, x) => n + x.count, 0)).toBe(rows.length);
    for (const x of types) {
      const mine = rows.filter((r) => r.invoiceType === x.invoiceType);
      expect(x.count).toBe(mine.length);
      expect(x.confirmed).toBe(mine.filter((r) => r.confirmed).length);
      expect(Number(x.taxAmount)).toBeCloseTo(
        mine.reduce((n, r) => n + Number(r.taxAmount), 0),
        2,
      );
    }
  });

  it('exports the filtered list, with labels, as .xlsx', async () => {
    const res = await call(s.app, 'invoiceExport', { token: t.user, body: { direction: 'output' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`发票清单_${today}.xlsx`)}`,
    );
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['方向', '发票类型', '发票代码']);
    expect(rows).toHaveLength(25);
    expect(rows.slice(1).every((r) => r[0] === '销项')).toBe(true);
    expect(rows.slice(1).map((r) => r[1])).toContain('增值税专用发票');
    // The status column says what the page says: an output invoice has nothing to confirm ('-', not 否).
    const status = rows[0].indexOf('状态');
    expect(status).toBeGreaterThan(0);
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set(['-']));
    const input = (
      await readXlsx((await call(s.app, 'invoiceExport', { token: t.user, body: { direction: 'input' } })).rawPayload)
    ).rows;
    expect(new Set(input.slice(1).map((r) => r[status]))).toEqual(new Set(['已确认', '未确认']));
    expect(envelopeOf(await call(s.app, 'invoiceExport', { token: t.entadmin, body: {} }))).toEqual(DENIED);
  });
});

describe('the VAT applicable preference record', () => {
  const save = (token: string, body: unknown) => call(s.app, 'vatPreferenceSave', { token, body });
  const query = (token: string) => callEnv(s.app, 'vatPreference', { token });

  it('answers every §3 field, flags as the strings 0/1', async () => {
    const pref = (await query(t.user)).data[0];
    expect(Object.keys(pref).sort()).toEqual(Object.keys(M.VAT_PREFERENCE_LABEL).sort());
    expect(pref).toMatchObject({ ifApplicablePreference: '1', ifTaxDiminishingItems: '1', taxBureauCity: '北京市' });
  });

  it('saves with defaults for missing fields, and reads back what was saved', async () => {
    const res = await save(t.user, {
      ifApplicablePreference: '1',
      ifAddDijiaPolicy: '1',
      addDijiaPolicyIndustry: '现代服务',
      addDijiaPolicyRate: '10',
    });
    expect(envelopeOf(res)).toEqual({ code: '200', msg: M.TAX_SAVED, data: [] });
    expect((await query(t.user)).data[0]).toEqual({
      ...applyPreferenceDefaults({}),
      ifApplicablePreference: '1',
      ifAddDijiaPolicy: '1',
      addDijiaPolicyIndustry: '现代服务',
      addDijiaPolicyRate: '10',
    });
    // user2's record is 国能神东's own.
    expect((await query(t.user2)).data[0].taxBureauCity).toBe('鄂尔多斯市');
  });

  it.each<[string, Partial<Record<keyof VatApplicablePreference, unknown>>, string]>([
    ['a flag that is not 0/1', { ifApplicablePreference: 'Y' }, '“是否享受增值税优惠”只能为0或1'],
    ['a flag as a number', { ifAddDijiaPolicy: 1 }, '“是否适用加计抵减政策”只能为0或1'],
    [
      'a rate over 100',
      { ifApplicablePreference: '1', ifAddDijiaPolicy: '1', addDijiaPolicyIndustry: '制造', addDijiaPolicyRate: '150' },
      '加计抵减比例应为大于0且不超过100的数字（%），最多两位小数',
    ],
    ['items while the flag is 0', { vatExemptionItems: '0001' }, '“是否有免税项目”为否时不能填写“免税项目”'],
    ['a required item missing', { ifApplicablePreference: '1', ifVatReductionItems: '1' }, '请选择减税项目'],
  ])('refuses %s with a Chinese message, writing nothing', async (_case, body, message) => {
    await expectNoDbChange(s, async () => {
      const res = await save(t.user, body);
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res).msg).toContain(message);
    });
  });

  it('refuses a body that is not an object, and needs its button', async () => {
    const res = await call(s.app, 'vatPreferenceSave', {
      token: t.user,
      body: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(await save(t.entadmin, {}))).toEqual(DENIED);
    expect(await callEnv(s.app, 'vatPreference', { token: t.limited })).toEqual(DENIED);
  });
});

describe('enterprise profile and filing preferences', () => {
  it('the profile: the enterprise’s names from the user area, the tax office, the tax types it files', async () => {
    const p = (await callEnv(s.app, 'taxEntProfile', { token: t.user })).data[0];
    expect(p).toMatchObject({
      entName: '国能销售集团有限公司',
      taxpayerType: '101',
      taxBureau: '国家税务总局北京市东城区税务局',
      financeContact: '李明',
    });
    expect(p.taxTypes).toContainEqual({ taxType: '01', periodicity: 'monthly' });
    expect(p.taxTypes).toHaveLength(8);
  });

  it('saving a new tax type generates its periods; a yearly-only tax must stay yearly', async () => {
    const before = (await callEnv(s.app, 'taxEntProfile', { token: t.user })).data[0];
    const body = {
      taxBureau: '国家税务总局北京市东城区税务局',
      legalRepresentative: '张宏伟',
      financeContact: '李明',
      financePhone: '010-58131234',
      registeredAddress: '北京市东城区安定门西滨河路22号',
      taxTypes: [...before.taxTypes, { taxType: '13', periodicity: 'quarterly' }],
    };
    expect(await callEnv(s.app, 'taxEntProfileSave', { token: t.user, body })).toEqual({
      code: '200',
      msg: M.TAX_SAVED,
      data: [],
    });
    const periods = (await callEnv(s.app, 'taxPeriods', { token: t.user, query: { key: '13' } })).data;
    // From the period current today (§9) to the one running today: one quarter, or two in the first half of a month
    // that starts a quarter.
    expect(periods.map((p) => p.period)).toContain(M.currentPeriod('13', today).period);
    expect(periods.length).toBeLessThanOrEqual(2);
    await expectNoDbChange(s, async () => {
      const bad = await callEnv(s.app, 'taxEntProfileSave', {
        token: t.user,
        body: { ...body, taxTypes: [{ taxType: '03', periodicity: 'quarterly' }] },
      });
      expect(bad).toEqual(business(M.TAX_PERIODICITY_YEARLY_ONLY));
      const twice = await callEnv(s.app, 'taxEntProfileSave', {
        token: t.user,
        body: {
          ...body,
          taxTypes: [
            { taxType: '01', periodicity: 'monthly' },
            { taxType: '01', periodicity: 'quarterly' },
          ],
        },
      });
      expect(twice).toEqual(business(M.TAX_TYPE_REPEATED));
      const unknown = await callEnv(s.app, 'taxEntProfileSave', {
        token: t.user,
        body: { ...body, taxTypes: [{ taxType: '07', periodicity: 'monthly' }] },
      });
      expect(unknown).toEqual(business(M.taxTypeUnknown('07')));
    });
    expect(
      (await call(s.app, 'taxEntProfileSave', { token: t.user, body: { ...body, financePhone: '' } })).statusCode,
    ).toBe(400);
  });

  it('VAT’s periodicity follows the taxpayer type: a general taxpayer monthly, a small-scale one monthly or quarterly', async () => {
    const before = (await callEnv(s.app, 'taxEntProfile', { token: t.user })).data[0];
    const { entName: _n, socialCreditCode: _c, taxpayerType, ...editable } = before;
    expect(taxpayerType).toBe('101');
    const withVat = (periodicity: string) => ({
      ...editable,
      taxTypes: editable.taxTypes.map((x) => (x.taxType === '01' ? { ...x, periodicity } : x)),
    });
    await expectNoDbChange(s, async () => {
      for (const periodicity of ['quarterly', 'yearly']) {
        expect(await callEnv(s.app, 'taxEntProfileSave', { token: t.user, body: withVat(periodicity) })).toEqual(
          business(M.TAX_VAT_GENERAL_MONTHLY),
        );
      }
    });
    expect((await callEnv(s.app, 'vatBaseInfo', { token: t.user })).data[0].vatPeriodicity).toBe('monthly');

    // Registered small-scale this year: by quarter is accepted (and the 企业信息 tab says so), by year is not.
    const year = Number(today.slice(0, 4));
    await s.database.db.execute(sql`insert into vat_ent_base_info (ent_id, tax_year, taxpayer_type, taxation_method,
      registered_at) values (${ENT.sales}, ${year}, '2', '3', '2012-07-01')`);
    try {
      expect((await callEnv(s.app, 'taxEntProfileSave', { token: t.user, body: withVat('quarterly') })).code).toBe(
        '200',
      );
      expect((await callEnv(s.app, 'vatBaseInfo', { token: t.user })).data[0]).toMatchObject({
        taxpayerType: '2',
        vatPeriodicity: 'quarterly',
      });
      expect(await callEnv(s.app, 'taxEntProfileSave', { token: t.user, body: withVat('yearly') })).toEqual(
        business(M.TAX_VAT_SMALL_SCALE_NOT_YEARLY),
      );
    } finally {
      await s.database.db.execute(
        sql`delete from vat_ent_base_info where ent_id = ${ENT.sales} and tax_year = ${year}`,
      );
      await callEnv(s.app, 'taxEntProfileSave', { token: t.user, body: withVat('monthly') });
    }
  });

  it('filing preferences: stored per enterprise, defaults before any save', async () => {
    expect((await callEnv(s.app, 'filingPreference', { token: t.user })).data[0]).toEqual({
      remindDaysBefore: 5,
      promptCreateTask: true,
      importMode: 'replace',
      defaultTaxTypes: ['01', '05'],
    });
    const body = {
      remindDaysBefore: 7,
      promptCreateTask: false,
      importMode: 'refuseIfFilled',
      defaultTaxTypes: ['08', '08'],
    };
    expect((await callEnv(s.app, 'filingPreferenceSave', { token: t.user, body })).code).toBe('200');
    expect((await callEnv(s.app, 'filingPreference', { token: t.user })).data[0]).toEqual({
      ...body,
      defaultTaxTypes: ['08'],
    });
    expect((await callEnv(s.app, 'filingPreference', { token: t.user2 })).data[0].importMode).toBe('refuseIfFilled');
    expect(
      await callEnv(s.app, 'filingPreferenceSave', { token: t.user, body: { ...body, defaultTaxTypes: ['07'] } }),
    ).toEqual(business(M.taxTypeUnknown('07')));
    for (const bad of [
      { ...body, remindDaysBefore: 31 },
      { ...body, importMode: 'merge' },
      { ...body, defaultTaxTypes: ['x'] },
      {},
    ]) {
      expect((await call(s.app, 'filingPreferenceSave', { token: t.user, body: bad })).statusCode).toBe(400);
    }
  });

  it('reads need the page, saves the button (entadmin: 403)', async () => {
    expect(await callEnv(s.app, 'taxEntProfile', { token: t.entadmin })).toEqual(DENIED);
    expect(envelopeOf(await call(s.app, 'filingPreferenceSave', { token: t.entadmin, body: {} }))).toEqual(DENIED);
  });
});
