/**
 * Carbon assets, operations' desk (menu /carbonAdmin): every enterprise's accounts searched by enterprise, year and
 * compliance state (the SQL state is the shared rule's), a detail, the entry of allocations and verified emissions
 * (audited in the same transaction), and the export of the list.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { CARBON_MSG, RESPONSE_CODE, carbonMaxYear, carbonState } from '@portal/shared';
import * as M from '@portal/shared';
import { SEED_CARBON_ACCOUNTS } from '../src/db/seed/carbon.ts';
import { ENT } from '../src/db/seed/ids.ts';
import { auditLog } from '../src/db/schema/platform.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['ops', 'user', 'entadmin', 'limited']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const page = (body: Record<string, unknown> = {}, token = t.ops) => callEnv(s.app, 'carbonAdminPage', { token, body });
const save = (body: unknown, token = t.ops) => call(s.app, 'carbonAdminSave', { token, body });

describe('access', () => {
  it('users without the /carbonAdmin menu get 403 on every call, and nothing changes', async () => {
    await expectNoDbChange(s, async () => {
      for (const a of ['user', 'entadmin', 'limited']) {
        expect(envelopeOf(await call(s.app, 'carbonAdminPage', { token: t[a], body: {} })), a).toEqual(DENIED);
        const id = SEED_CARBON_ACCOUNTS[0].id;
        expect(envelopeOf(await call(s.app, 'carbonAdminDetail', { token: t[a], query: { id } })), a).toEqual(DENIED);
        expect(envelopeOf(await save({ entId: ENT.sales, year: 2025, allocation: 1 }, t[a])), a).toEqual(DENIED);
        expect(envelopeOf(await call(s.app, 'carbonAdminExport', { token: t[a] })), a).toEqual(DENIED);
        const q = { keyword: '国能' };
        expect(envelopeOf(await call(s.app, 'carbonAdminEnterprises', { token: t[a], query: q })), a).toEqual(DENIED);
      }
    });
  });

  it('without a token: 9999', async () => {
    for (const name of ['carbonAdminPage', 'carbonAdminSave', 'carbonAdminExport'] as const)
      expect(envelopeOf(await call(s.app, name, { body: {} })).code, name).toBe(RESPONSE_CODE.tokenInvalid);
  });
});

describe('list', () => {
  it('lists every enterprise’s accounts, newest year first, named, with the shared rule’s state', async () => {
    const p = (await page({ pageSize: 100 })).data[0];
    expect(p.total).toBe(SEED_CARBON_ACCOUNTS.length);
    expect(p.records.map((r) => r.year)).toEqual([...p.records.map((r) => r.year)].sort().reverse());
    for (const r of p.records) expect(r.state).toBe(carbonState(r.verifiedEmission, r.surrendered));
    const ningxia = p.records.find((r) => r.entId === ENT.ningxia && r.year === 2024)!;
    expect(ningxia).toMatchObject({
      entName: '国能宁夏煤业有限责任公司',
      state: '部分履约',
      overdue: true,
      outstanding: 150_000,
    });
  });

  it('filters by enterprise name, year and state (each state’s rows carry that state)', async () => {
    const sales = (await page({ entName: '销售', pageSize: 100 })).data[0].records;
    expect(new Set(sales.map((r) => r.entName))).toEqual(new Set(['国能销售集团有限公司']));
    expect(sales).toHaveLength(5);
    expect((await page({ year: 2024 })).data[0].records.map((r) => r.year)).toEqual([2024, 2024, 2024]);
    for (const state of ['未履约', '部分履约', '已履约'] as const) {
      const rows = (await page({ state, pageSize: 100 })).data[0].records;
      expect(rows.length, state).toBeGreaterThan(0);
      expect(rows.every((r) => r.state === state)).toBe(true);
    }
    expect((await page({ entName: '不存在的企业' })).data[0].total).toBe(0);
    expect((await page({ year: '', state: '' })).data[0].total).toBe(SEED_CARBON_ACCOUNTS.length);
  });

  it('a detail with the account’s trades and surrenders; an unknown id is not found', async () => {
    const id = SEED_CARBON_ACCOUNTS.find((a) => a.entId === ENT.sales && a.year === 2023)!.id;
    const d = (await callEnv(s.app, 'carbonAdminDetail', { token: t.ops, query: { id } })).data[0];
    expect(d.account).toMatchObject({ entName: '国能销售集团有限公司', year: 2023, state: '已履约' });
    expect(d.trades.map((x) => x.side)).toEqual(['卖出', '买入']);
    expect(d.surrenders.map((x) => x.allowanceQty)).toEqual([1_236_500]);
    expect(envelopeOf(await call(s.app, 'carbonAdminDetail', { token: t.ops, query: { id: '999' } }))).toEqual(
      NOT_FOUND,
    );
    const bad = envelopeOf(await call(s.app, 'carbonAdminDetail', { token: t.ops, query: { id: 'x;drop' } }));
    expect(bad.code).toBe(RESPONSE_CODE.badRequest);
  });

  it('finds enterprises by name for the entry form', async () => {
    const res = await callEnv(s.app, 'carbonAdminEnterprises', { token: t.ops, query: { keyword: '神东' } });
    expect(res.data).toEqual([{ id: ENT.shendong, name: '国能神东煤炭集团有限责任公司' }]);
  });
});

describe('entry of allocations and verified emissions', () => {
  it('creates an account for a new year with the default deadline, audited in the same transaction', async () => {
    const year = carbonMaxYear();
    const res = await callEnv(s.app, 'carbonAdminSave', {
      token: t.ops,
      body: { entId: ENT.railway, year, allocation: '250000' },
    });
    expect(res.msg).toBe(CARBON_MSG.accountSaved);
    expect(res.data[0]).toMatchObject({
      entId: ENT.railway,
      entName: '国能铁路装备有限责任公司',
      year,
      allocation: 250_000,
      verifiedEmission: null,
      deadline: `${year + 1}-12-31`,
      state: '未履约',
    });
    const [row] = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'carbon'), eq(auditLog.targetId, res.data[0].id)));
    expect(row).toMatchObject({ action: 'carbon.save', actorAccount: 'ops', entId: ENT.railway, before: null });
    expect(row.summary).toContain('国能铁路装备有限责任公司');
  });

  it('records verified emissions on an existing year: the state and gap follow; null clears it again', async () => {
    const body = { entId: ENT.ningxia, year: 2025, verifiedEmission: 3_900_000 };
    const res = await callEnv(s.app, 'carbonAdminSave', { token: t.ops, body });
    expect(res.data[0]).toMatchObject({ allocation: 3_850_000, verifiedEmission: 3_900_000, gap: 50_000 });
    const cleared = await callEnv(s.app, 'carbonAdminSave', {
      token: t.ops,
      body: { ...body, verifiedEmission: null },
    });
    expect(cleared.data[0]).toMatchObject({ verifiedEmission: null, gap: null });
    const audits = await s.database.db.select().from(auditLog).where(eq(auditLog.targetId, res.data[0].id));
    expect(audits.map((a) => (a.after as { verifiedEmission: number | null }).verifiedEmission).sort()).toEqual([
      3_900_000,
      null,
    ]);
  });

  it('refuses an allocation below what was sold or surrendered, and an unknown enterprise; nothing written', async () => {
    await expectNoDbChange(s, async () => {
      // 宁夏 2024 surrendered its whole allocation: 3,900,000 t.
      expect(envelopeOf(await save({ entId: ENT.ningxia, year: 2024, allocation: 3_000_000 }))).toEqual(
        business(CARBON_MSG.allocationBelowUsed(3_900_000)),
      );
      expect(envelopeOf(await save({ entId: '351999999999999999', year: 2025, allocation: 1 }))).toEqual(
        business(CARBON_MSG.entNotFound),
      );
    });
  });

  it('bad input: a 400 naming the rule, nothing written', async () => {
    const ok = { entId: ENT.sales, year: 2025 };
    const cases: [unknown, string][] = [
      [{}, CARBON_MSG.entRule],
      [{ ...ok, entId: 'abc' }, CARBON_MSG.entRule],
      [{ ...ok, year: 2018 }, CARBON_MSG.yearRule],
      [{ ...ok, allocation: -1 }, CARBON_MSG.allocationRule],
      [{ ...ok, allocation: 1.25 }, CARBON_MSG.allocationRule],
      [{ ...ok, allocation: 'lots' }, CARBON_MSG.allocationRule],
      [{ ...ok, verifiedEmission: 2e9 }, CARBON_MSG.emissionRule],
      [{ ...ok, deadline: '2025-06-30' }, CARBON_MSG.deadlineRule],
      [{ ...ok, deadline: '2026-13-01' }, CARBON_MSG.deadlineRule],
      [{ ...ok, deadline: 'a\u0000' }, 'deadline'],
    ];
    await expectNoDbChange(s, async () => {
      for (const [body, said] of cases) {
        const env = envelopeOf(await save(body));
        expect(env.code, JSON.stringify(body)).toBe(RESPONSE_CODE.badRequest);
        expect(env.msg, JSON.stringify(body)).toContain(said);
      }
    });
  });
});

describe('export', () => {
  async function rowsOfXlsx(data: Buffer): Promise<unknown[][]> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('answers an .xlsx of the list under the same filter', async () => {
    const res = await call(s.app, 'carbonAdminExport', { token: t.ops, query: { entName: '宁夏', year: '2024' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('碳账户'));
    const [header, ...rows] = await rowsOfXlsx(res.rawPayload);
    expect(header).toEqual([
      '企业名称',
      '履约年度',
      '配额分配（吨）',
      '核查排放量（吨）',
      '持有配额（吨）',
      '持有CCER（吨）',
      '已清缴（吨）',
      '待清缴（吨）',
      '缺口（吨）',
      '履约状态',
      '清缴截止日',
      '是否逾期',
    ]);
    expect(rows).toEqual([
      [
        '国能宁夏煤业有限责任公司',
        2024,
        3_900_000,
        4_050_000,
        0,
        0,
        3_900_000,
        150_000,
        150_000,
        '部分履约',
        '2025-12-31',
        '已逾期',
      ],
    ]);
  });
});
