/**
 * The holiday arrangement the filing deadlines are moved by, as operations keep it (/system/tax-admin/holiday):
 * who may read and change it, what input is refused, the audit of every change, the statutory estimate of a year
 * nobody entered (预计 on the answers) and the stored deadlines recomputed when a year is entered.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, useTestServer } from './helpers.ts';

const { s, t } = useTestServer({ RATE_LIMIT_WRITE: '100000' }, ['ops', 'user', 'entadmin']);

const DENIED = { code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] };
const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const biz = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });

const year = (y: number, token = t.ops) => callEnv(s.app, 'taxHolidays', { token, query: { year: String(y) } });
const add = (body: Record<string, unknown>, token = t.ops) => call(s.app, 'addTaxHoliday', { token, body });
const update = (body: Record<string, unknown>, token = t.ops) => call(s.app, 'updateTaxHoliday', { token, body });
const remove = (date: string, token = t.ops) => call(s.app, 'deleteTaxHoliday', { token, body: { date } });
const auditOf = async (date: string) =>
  (
    await s.database.db.execute<{ action: string; actor_account: string; summary: string; ent_id: string | null }>(
      sql`select action, actor_account, summary, ent_id from audit_log where target_type = 'holiday'
        and target_id = ${date} order by at, id`,
    )
  ).rows;

describe('reading the arrangement', () => {
  it('a published year lists its days; a year nobody entered lists the statutory days the deadlines assume', async () => {
    const y2026 = (await year(2026)).data[0];
    expect(y2026).toMatchObject({ year: 2026, published: true, estimate: [] });
    expect(y2026.days.find((d) => d.date === '2026-02-14')).toMatchObject({ kind: 'workday', name: '春节' });
    expect(y2026.days.find((d) => d.date === '2026-10-01')).toMatchObject({ kind: 'holiday', name: '国庆节' });
    const y2027 = (await year(2027)).data[0];
    expect(y2027).toMatchObject({ year: 2027, published: false, days: [] });
    expect(y2027.estimate.slice(0, 7)).toEqual([
      { date: '2027-01-01', name: '元旦' },
      ...['05', '06', '07', '08', '09', '10'].map((d) => ({ date: `2027-02-${d}`, name: '春节' })),
    ]);
  });

  it('an enterprise user and a company admin may neither read nor change it, and change nothing', async () => {
    for (const token of [t.user, t.entadmin]) {
      await expectNoDbChange(s, async () => {
        expect(envelopeOf(await call(s.app, 'taxHolidays', { token, query: { year: '2026' } }))).toEqual(DENIED);
        expect(envelopeOf(await add({ date: '2027-01-01', kind: 'holiday', name: '元旦' }, token))).toEqual(DENIED);
        expect(envelopeOf(await update({ date: '2026-01-01', kind: 'holiday', name: '新年' }, token))).toEqual(DENIED);
        expect(envelopeOf(await remove('2026-01-01', token))).toEqual(DENIED);
      });
    }
  });
});

describe('bad input is refused and changes nothing', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'an adjusted working day on a weekday',
      { date: '2027-02-15', kind: 'workday', name: '春节' },
      '调休上班日应为星期六或星期日',
    ],
    ['a day that does not exist', { date: '2027-02-30', kind: 'holiday', name: '春节' }, '请输入有效的日期'],
    ['a day entered already', { date: '2026-10-01', kind: 'holiday', name: '国庆节' }, M.TAX_HOLIDAY_EXISTS],
  ])('%s', async (_case, body, msg) => {
    await expectNoDbChange(s, async () => expect(envelopeOf(await add(body))).toEqual(biz(msg)));
  });

  it.each<[string, Record<string, unknown>]>([
    ['a date in another shape', { date: '2027/01/01', kind: 'holiday', name: '元旦' }],
    ['an unknown kind', { date: '2027-01-01', kind: 'weekend', name: '元旦' }],
    ['an empty name', { date: '2027-01-01', kind: 'holiday', name: '  ' }],
    ['a name past 20 characters', { date: '2027-01-01', kind: 'holiday', name: '元'.repeat(21) }],
  ])('%s: 400', async (_case, body) => {
    await expectNoDbChange(s, async () => expect((await add(body)).statusCode).toBe(400));
  });

  it('changing or deleting a day nobody entered answers like a record that does not exist', async () => {
    await expectNoDbChange(s, async () => {
      expect(envelopeOf(await update({ date: '2027-03-03', kind: 'holiday', name: '测试' }))).toEqual(NOT_FOUND);
      expect(envelopeOf(await remove('2027-03-03'))).toEqual(NOT_FOUND);
    });
  });
});

describe('entering a year moves the deadlines and is audited', () => {
  it('the December 2026 filings are 预计 2027-01-20 until 2027 is entered; entering it recomputes stored deadlines', async () => {
    // A December 2026 VAT period and task of 国能销售, as they stand once December has begun.
    await s.database.db.execute(sql`
      insert into tax_periods (ent_id, id, tax_type, tax_key, tax_year, tax_month, period, begin_date, end_date,
        origin_tax_year, deadline, deadline_provisional)
      values (${ENT.sales}, '01-202612', '01', 'VAT', 2026, 12, '202612', '2026-12-01', '2026-12-31', 2026,
        '2027-01-20', true)
      on conflict do nothing`);
    await s.database.db.execute(sql`
      insert into tax_tasks (task_no, ent_id, tax_type, period, task_branch_status, state, period_range, deadline,
        deadline_reason, deadline_provisional, created_by, created_by_name)
      values ('355990120261200001', ${ENT.sales}, '01', '202612', 3, 'todo', '2026-12-01~2026-12-31', '2027-01-20',
        '1月1日至3日放假3天', true, ${USER.user}, '李明')
      on conflict do nothing`);
    const stored = async () =>
      (
        await s.database.db.execute<{
          deadline: string;
          deadline_reason: string | null;
          deadline_provisional: boolean;
        }>(
          sql`select deadline::text, deadline_reason, deadline_provisional from tax_tasks
            where ent_id = ${ENT.sales} and tax_type = '01' and period = '202612'`,
        )
      ).rows[0];
    const period = async () =>
      (await callEnv(s.app, 'taxPeriods', { token: t.user, query: { key: '01', year: '2026' } })).data.find(
        (p) => p.period === '202612',
      );
    const january = async () =>
      (await callEnv(s.app, 'taxCalendar', { token: t.user, query: { year: '2027', month: '1' } })).data.flatMap((d) =>
        d.deadlines.filter((x) => x.taxType === '01').map((x) => ({ date: d.date, ...x })),
      );

    // Nothing entered for 2027: the statutory New Year block (Fri 1 – Sun 3 Jan) gives 20 January, provisional.
    expect(await january()).toEqual([
      {
        date: '2027-01-20',
        taxType: '01',
        itemName: '增值税',
        period: '202612',
        reason: '1月1日至3日放假3天',
        provisional: true,
      },
    ]);
    expect(await period()).toMatchObject({ deadline: '2027-01-20', deadlineProvisional: true });

    // Operations enter the (here: imagined) 2027 New Year arrangement, 1–4 January.
    const added = envelopeOf(await add({ date: '2027-01-01', kind: 'holiday', name: ' 元旦 ' }), 'addTaxHoliday');
    expect(added).toMatchObject({ code: RESPONSE_CODE.ok, msg: M.TAX_SAVED });
    expect(added.data[0]).toMatchObject({ date: '2027-01-01', kind: 'holiday', name: '元旦', updatedBy: '赵丽' });
    expect(envelopeOf(await add({ date: '2027-01-04', kind: 'holiday', name: '元旦' })).code).toBe(RESPONSE_CODE.ok);
    expect(await january()).toEqual([
      {
        date: '2027-01-21',
        taxType: '01',
        itemName: '增值税',
        period: '202612',
        reason: '1月1日至4日放假4天',
        provisional: false,
      },
    ]);
    expect(await period()).toMatchObject({ deadline: '2027-01-21', deadlineProvisional: false });
    expect(await stored()).toEqual({
      deadline: '2027-01-21',
      deadline_reason: '1月1日至4日放假4天',
      deadline_provisional: false,
    });
    expect((await year(2027)).data[0]).toMatchObject({ published: true, estimate: [] });

    // The 4th renamed, then deleted: the arrangement is back to 1–3 January, entered (no longer provisional).
    expect(envelopeOf(await update({ date: '2027-01-04', kind: 'holiday', name: '元旦假期' })).code).toBe(
      RESPONSE_CODE.ok,
    );
    expect(envelopeOf(await remove('2027-01-04'))).toEqual({ code: RESPONSE_CODE.ok, msg: M.DELETE_SUCCESS, data: [] });
    expect(await stored()).toEqual({
      deadline: '2027-01-20',
      deadline_reason: '1月1日至3日放假3天',
      deadline_provisional: false,
    });

    // Every change is in the audit log: who, what, portal-wide.
    expect(await auditOf('2027-01-04')).toEqual([
      { action: 'holiday.create', actor_account: 'ops', summary: '新增节假日安排 2027-01-04 元旦放假', ent_id: null },
      {
        action: 'holiday.update',
        actor_account: 'ops',
        summary: '修改节假日安排 2027-01-04 元旦放假 → 2027-01-04 元旦假期放假',
        ent_id: null,
      },
      {
        action: 'holiday.delete',
        actor_account: 'ops',
        summary: '删除节假日安排 2027-01-04 元旦假期放假',
        ent_id: null,
      },
    ]);

    // Deleting the last day of 2027 makes its deadlines provisional again.
    expect(envelopeOf(await remove('2027-01-01')).code).toBe(RESPONSE_CODE.ok);
    expect(await stored()).toEqual({
      deadline: '2027-01-20',
      deadline_reason: '1月1日至3日放假3天',
      deadline_provisional: true,
    });
    expect(await auditOf('2027-01-01')).toHaveLength(2);
  });
});
