/**
 * The user's tax tables (issue 13, §7.3): the table list with hidden tables kept per user, a table's version, format
 * and rows, clearing a column, the engine check with the cell that fails, the .xlsx template built from the format,
 * and the file push with its check. Another enterprise's task ids answer like ids that do not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as M from '@portal/shared';
import { RESPONSE_CODE } from '@portal/shared';
import { ENT } from '../src/db/seed/ids.ts';
import { call, callEnv, envelopeOf, expectNoDbChange, login, startTestServer, type TestServer } from './helpers.ts';
import { readXlsx, taskIn } from './tax-fixtures.ts';

let s: TestServer;
const t: Record<string, string> = {};
let vatTask: string;
let theirTask: string;
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_WRITE: '1000' });
  for (const a of ['user', 'user2', 'entadmin']) t[a] = await login(s.app, a);
  vatTask = await taskIn(s.app, t.user, '01', 'inProgress');
  theirTask = await taskIn(s.app, t.user2, '01', 'todo');
});
afterAll(async () => {
  await s?.close();
});

const NOT_FOUND = { code: RESPONSE_CODE.notFound, msg: M.RECORD_NOT_FOUND, data: [] };
const business = (msg: string) => ({ code: RESPONSE_CODE.business, msg, data: [] });
const tableList = (token: string, body: Record<string, string> = {}) => callEnv(s.app, 'taxTableList', { token, body });

describe('queryTaxTableList and updateHiddenTableList', () => {
  it('lists a task’s tables with their rows and the user’s hidden ones; the city table where cityFlag is 1', async () => {
    const res = await tableList(t.user, { taskNo: vatTask });
    expect(res.data.map((r) => [r.tableCode, r.rowCount, r.hidden])).toEqual([
      ['VAT_MAIN', 13, false],
      ['VAT_INPUT', 3, false],
      ['VAT_SALES_LEDGER', 0, false],
      ['VAT_CITY_COAL', 0, true],
    ]);
    // 国能神东's profile has cityFlag 0: no local table.
    const theirs = await tableList(t.user2, { taskNo: theirTask });
    expect(theirs.data.map((r) => r.tableCode)).toEqual(['VAT_MAIN', 'VAT_INPUT', 'VAT_SALES_LEDGER']);
    expect((await tableList(t.user, { taxType: '08' })).data.map((r) => r.tableCode)).toEqual(['PBT_STAMP']);
  });

  it('keeps the hidden tables per user', async () => {
    const saved = await callEnv(s.app, 'updateHiddenTableList', {
      token: t.user,
      body: { hiddenTableCodes: ['VAT_INPUT', 'PBT_STAMP', 'PBT_STAMP'] },
    });
    expect(saved).toMatchObject({ code: '200', msg: M.TAX_SAVED });
    const hidden = (await tableList(t.user)).data.filter((r) => r.hidden).map((r) => r.tableCode);
    expect(hidden.sort()).toEqual(['PBT_STAMP', 'VAT_INPUT']);
    expect((await tableList(t.user2)).data.filter((r) => r.hidden)).toEqual([]);
    // A fresh sign-in still sees them: they are stored, not held by the session.
    const again = await login(s.app, 'user');
    t.user = again;
    expect(
      (await tableList(again)).data
        .filter((r) => r.hidden)
        .map((r) => r.tableCode)
        .sort(),
    ).toEqual(['PBT_STAMP', 'VAT_INPUT']);
  });

  it('refuses an unknown table code, whole (nothing half-saved), and bad input', async () => {
    await expectNoDbChange(s, async () => {
      const res = await callEnv(s.app, 'updateHiddenTableList', {
        token: t.user,
        body: { hiddenTableCodes: ['VAT_MAIN', 'NOPE'] },
      });
      expect(res).toEqual(business(M.taxTableUnknown('NOPE')));
    });
    for (const body of [{}, { hiddenTableCodes: 'VAT_MAIN' }, { hiddenTableCodes: Array(201).fill('A') }]) {
      expect((await call(s.app, 'updateHiddenTableList', { token: t.user, body })).statusCode).toBe(400);
    }
  });

  it('another enterprise’s task answers like a missing one', async () => {
    expect(await tableList(t.user, { taskNo: theirTask })).toEqual(NOT_FOUND);
  });
});

describe('a table of a task: version, format and rows', () => {
  it('answers the format and a page of rows', async () => {
    const data = (
      await callEnv(s.app, 'taxTableData', {
        token: t.user,
        query: { taskNo: vatTask, tableCode: 'VAT_MAIN', pageSize: '5' },
      })
    ).data[0];
    expect(data).toMatchObject({
      taskNo: vatTask,
      tableCode: 'VAT_MAIN',
      tableName: '增值税及附加税费申报表（一般纳税人适用）',
      version: '2025.1',
      rowKey: 'lineNo',
      rowTotal: 13,
      current: 1,
      size: 5,
    });
    expect(data.columns.map((c) => c.key)).toEqual(['lineNo', 'item', 'general', 'generalYear', 'immediate']);
    expect(data.rows).toHaveLength(5);
    expect(data.rows[0]).toEqual({
      lineNo: '1',
      item: '（一）按适用税率计税销售额',
      general: '87700000.00',
      generalYear: '876800000.00',
      immediate: null,
    });
    const version = await callEnv(s.app, 'taxTableVersion', {
      token: t.user,
      query: { taskNo: vatTask, tableCode: 'VAT_MAIN' },
    });
    expect(version.data[0]).toEqual({ tableCode: 'VAT_MAIN', taskNo: vatTask, version: '2025.1' });
  });

  it('says where the rows came from: the seeded tables have rows no file brought; an empty table has none', async () => {
    const data = (tableCode: string) =>
      callEnv(s.app, 'taxTableData', { token: t.user, query: { taskNo: vatTask, tableCode, pageSize: '1' } });
    const seeded = (await data('VAT_INPUT')).data[0];
    expect(seeded).toMatchObject({ rowTotal: 3, importedAt: null });
    expect(Number.isNaN(Date.parse(seeded.updatedAt ?? ''))).toBe(false);
    expect((await data('VAT_SALES_LEDGER')).data[0]).toMatchObject({ rowTotal: 0, importedAt: null, updatedAt: null });
  });

  it('another enterprise’s task, a table of another tax type, or an unknown one answer like missing ones', async () => {
    for (const query of [
      { taskNo: theirTask, tableCode: 'VAT_MAIN' },
      { taskNo: vatTask, tableCode: 'PBT_STAMP' },
      { taskNo: vatTask, tableCode: 'NOPE' },
    ]) {
      expect(await callEnv(s.app, 'taxTableData', { token: t.user, query }), JSON.stringify(query)).toEqual(NOT_FOUND);
      expect(await callEnv(s.app, 'taxTableVersion', { token: t.user, query })).toEqual(NOT_FOUND);
    }
    // 国能神东 has no city tables: the local one is not part of its task.
    expect(
      await callEnv(s.app, 'taxTableData', {
        token: t.user2,
        query: { taskNo: theirTask, tableCode: 'VAT_CITY_COAL' },
      }),
    ).toEqual(NOT_FOUND);
  });

  it('refuses a bad query', async () => {
    for (const query of [
      { taskNo: vatTask },
      { taskNo: vatTask, tableCode: 'A', pageSize: '1001' },
      { taskNo: 'a b', tableCode: 'A' },
    ] as Record<string, string>[]) {
      expect((await call(s.app, 'taxTableData', { token: t.user, query })).statusCode).toBe(400);
    }
  });
});

describe('engineValidate', () => {
  const validate = (token: string, body: Record<string, string>, taxPath = 'taxVat') =>
    callEnv(s.app, 'taxTableValidate', { token, params: { taxPath }, body });

  it('passes a consistent table, and names the cell of a total that does not add up', async () => {
    expect(await validate(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN' })).toEqual({
      code: '200',
      msg: M.TAX_VALIDATE_PASSED,
      data: [],
    });
    const input = await validate(t.user, { taskNo: vatTask, tableCode: 'VAT_INPUT' });
    expect(input).toEqual({
      code: '200',
      msg: M.taxValidateFailed(1),
      data: [{ row: 3, column: 'total', message: '第3行“价税合计”应为“金额”+“税额”=445,200.00，实际为442,500.00' }],
    });
  });

  it('an empty return misses its lines; a tax path that is not the task’s is refused', async () => {
    const empty = await validate(t.user, { taskNo: vatTask, tableCode: 'VAT_SALES_LEDGER' });
    expect(empty).toMatchObject({ code: '200', msg: M.TAX_VALIDATE_PASSED });
    const qcit = await taskIn(s.app, t.user, '02', 'paid');
    const lines = await validate(t.user, { taskNo: qcit, tableCode: 'QCIT_MAIN' }, 'qcittaxobj');
    expect(lines.data[0]).toEqual({ row: 0, column: '', message: '表中缺少第10栏' });
    expect(await validate(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN' }, 'cit')).toEqual(
      business(M.taxPathMismatch('taxVat')),
    );
    const unknown = await call(s.app, 'taxTableValidate', {
      token: t.user,
      params: { taxPath: 'x' },
      body: { taskNo: vatTask, tableCode: 'VAT_MAIN' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('another enterprise’s task answers like a missing one', async () => {
    expect(await validate(t.user2, { taskNo: vatTask, tableCode: 'VAT_MAIN' })).toEqual(NOT_FOUND);
  });

  it('reports each emptied required cell once (not also the total it takes part in)', async () => {
    const saved = await s.database.db.execute<{ row_no: number; cells: Record<string, string | null> }>(
      sql`select row_no, cells from tax_table_rows where ent_id = ${ENT.sales} and task_no = ${vatTask}
        and table_code = 'VAT_INPUT' order by row_no`,
    );
    try {
      const cleared = await callEnv(s.app, 'taxTableDeleteColumn', {
        token: t.user,
        body: { taskNo: vatTask, tableCode: 'VAT_INPUT', columnKey: 'amount' },
      });
      expect(cleared.code).toBe('200');
      const res = await validate(t.user, { taskNo: vatTask, tableCode: 'VAT_INPUT' });
      const rows = saved.rows.map((r) => r.row_no);
      expect(res).toEqual({
        code: '200',
        msg: M.taxValidateFailed(rows.length),
        data: rows.map((n) => ({ row: n, column: 'amount', message: `第${n}行“金额”不能为空` })),
      });
    } finally {
      for (const r of saved.rows)
        await s.database.db.execute(sql`update tax_table_rows set cells = ${JSON.stringify(r.cells)}::jsonb
          where ent_id = ${ENT.sales} and task_no = ${vatTask} and table_code = 'VAT_INPUT' and row_no = ${r.row_no}`);
    }
  });
});

describe('engineValidate: an input invoice is deducted once (发票代码 + 发票号码)', () => {
  const validate = (tableCode: string) =>
    callEnv(s.app, 'taxTableValidate', {
      token: t.user,
      params: { taxPath: 'taxVat' },
      body: { taskNo: vatTask, tableCode },
    });
  const rowsOf = async (tableCode: string) =>
    (
      await s.database.db.execute<{ row_no: number; cells: Record<string, string | null> }>(
        sql`select row_no, cells from tax_table_rows where ent_id = ${ENT.sales} and task_no = ${vatTask}
          and table_code = ${tableCode} order by row_no`,
      )
    ).rows;
  const insertRow = (tableCode: string, rowNo: number, cells: Record<string, string | null>) =>
    s.database.db.execute(sql`insert into tax_table_rows (ent_id, task_no, table_code, row_no, cells)
      values (${ENT.sales}, ${vatTask}, ${tableCode}, ${rowNo}, ${JSON.stringify(cells)}::jsonb)`);

  /** How a message names an invoice: its code (a 数电 invoice has none) and number. */
  const docOf = (c: Record<string, string | null>) =>
    [c.invoiceCode ? `发票代码“${c.invoiceCode}”` : '', `发票号码“${c.invoiceNo}”`].filter(Boolean).join('、');
  const cleanUp = async (n: number) => {
    await s.database.db.execute(sql`delete from tax_table_rows where table_code = 'VAT_INPUT_CITY'
      or (table_code = 'VAT_INPUT' and task_no = ${vatTask} and row_no = ${n})`);
    await s.database.db.execute(sql`delete from tax_table_formats where table_code = 'VAT_INPUT_CITY'`);
  };

  it('flags the same invoice twice in 本期抵扣进项税额明细, and one another input table of the period lists', async () => {
    const rows = await rowsOf('VAT_INPUT');
    const first = rows[0].cells;
    const n = rows.length + 1;
    try {
      // The first invoice imported again at the end of the table.
      await insertRow('VAT_INPUT', n, first);
      const twice = await validate('VAT_INPUT');
      expect(twice.msg).toBe(M.taxValidateFailed(2)); // the seeded total error and the duplicate
      expect(twice.data).toContainEqual({ row: n, column: 'invoiceNo', message: `第${n}行${docOf(first)}与第1行重复` });

      // Another input table of VAT in the same group (a city's input list): the second invoice is listed there too.
      const format = {
        tableCode: 'VAT_INPUT_CITY',
        name: '进项发票（城市）',
        version: '1',
        columns: [
          { key: 'invoiceCode', title: '发票代码', type: 'text' },
          { key: 'invoiceNo', title: '发票号码', type: 'text', required: true },
        ],
        uniqueKey: { columns: ['invoiceCode', 'invoiceNo'], group: 'inputInvoice' },
      };
      await s.database.db.execute(sql`insert into tax_table_formats (table_code, table_name, tax_type, version, format,
      local, sort) values ('VAT_INPUT_CITY', '进项发票（城市）', '01', '1', ${JSON.stringify(format)}::jsonb, false, 99)`);
      const second = rows[1].cells;
      await insertRow('VAT_INPUT_CITY', 1, { invoiceCode: '000000000000', invoiceNo: '1' });
      await insertRow('VAT_INPUT_CITY', 2, { invoiceCode: second.invoiceCode, invoiceNo: second.invoiceNo });
      const across = await validate('VAT_INPUT');
      expect(across.data).toContainEqual({
        row: 2,
        column: 'invoiceNo',
        message: `第2行${docOf(second)}已在《进项发票（城市）》第2行填写`,
      });
      // And the other way round.
      expect((await validate('VAT_INPUT_CITY')).data).toEqual([
        {
          row: 2,
          column: 'invoiceNo',
          message: `第2行${docOf(second)}已在《本期抵扣进项税额明细》第2行填写`,
        },
      ]);
    } finally {
      await cleanUp(n);
    }
  });
});

describe('deleteColumnData', () => {
  const clear = (token: string, body: Record<string, string>) => call(s.app, 'taxTableDeleteColumn', { token, body });

  it('empties a column in every row', async () => {
    const res = await clear(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN', columnKey: 'generalYear' });
    expect(envelopeOf(res)).toMatchObject({ code: '200', msg: M.OPERATION_SUCCESS });
    const rows = (
      await callEnv(s.app, 'taxTableData', { token: t.user, query: { taskNo: vatTask, tableCode: 'VAT_MAIN' } })
    ).data[0].rows;
    expect(rows.every((r) => r.generalYear === null)).toBe(true);
    expect(rows[0].general).toBe('87700000.00');
  });

  it('refuses the 栏次 column, an unknown column, a filed task, another enterprise’s task', async () => {
    expect(envelopeOf(await clear(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN', columnKey: 'lineNo' }))).toEqual(
      business(M.TAX_COLUMN_IS_ROW_KEY),
    );
    expect(envelopeOf(await clear(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN', columnKey: 'nope' }))).toEqual(
      business(M.TAX_COLUMN_UNKNOWN),
    );
    const filed = await taskIn(s.app, t.user, '01', 'filed');
    expect(envelopeOf(await clear(t.user, { taskNo: filed, tableCode: 'VAT_MAIN', columnKey: 'item' }))).toEqual(
      business(M.TAX_TASK_LOCKED),
    );
    expect(envelopeOf(await clear(t.user2, { taskNo: vatTask, tableCode: 'VAT_MAIN', columnKey: 'item' }))).toEqual(
      NOT_FOUND,
    );
    expect((await clear(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN', columnKey: '' })).statusCode).toBe(400);
  });
});

describe('the Excel template', () => {
  it('is a real .xlsx built from the format: titles, the return’s lines, and a sheet of rules', async () => {
    const res = await call(s.app, 'taxTableTemplate', { token: t.user, query: { tableCode: 'VAT_MAIN' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('增值税及附加税费申报表（一般纳税人适用）_导入模板.xlsx')}`,
    );
    const { sheets, rows } = await readXlsx(res.rawPayload);
    expect(sheets).toEqual(['增值税及附加税费申报表（一般纳税人适用）', '填写说明']);
    expect(rows[0]).toEqual(['栏次', '项目', '一般项目本月数', '一般项目本年累计', '即征即退项目本月数']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '1',
      '2',
      '3',
      '5',
      '8',
      '11',
      '12',
      '13',
      '14',
      '17',
      '18',
      '19',
      '20',
    ]);
  });

  it('an unknown table: not found; no table code: 400', async () => {
    expect(envelopeOf(await call(s.app, 'taxTableTemplate', { token: t.user, query: { tableCode: 'NOPE' } }))).toEqual(
      NOT_FOUND,
    );
    expect((await call(s.app, 'taxTableTemplate', { token: t.user })).statusCode).toBe(400);
  });
});

describe('file push and push/check', () => {
  const push = (token: string, body: Record<string, string>) => call(s.app, 'filePush', { token, body });
  const check = (token: string, pushId: string) => callEnv(s.app, 'filePushCheck', { token, body: { pushId } });

  it('a table that fails the check is recorded as rejected; a clean one as pushed, accepted once the task is filed', async () => {
    const rejected = envelopeOf(await push(t.user, { taskNo: vatTask, tableCode: 'VAT_INPUT' }), 'filePush');
    expect(rejected).toMatchObject({ code: '200', msg: M.filePushRejected(1) });
    expect(rejected.data[0]).toMatchObject({ taskNo: vatTask, state: 'rejected' });
    expect(rejected.data[0].fileName).toMatch(/^国能销售集团有限公司_增值税_\d{6}_本期抵扣进项税额明细\.xlsx$/);

    const pushed = envelopeOf(await push(t.user, { taskNo: vatTask, tableCode: 'VAT_MAIN' }), 'filePush').data[0];
    expect(pushed).toMatchObject({ state: 'pushed', message: M.FILE_PUSH_PUSHED });
    expect((await check(t.user, pushed.pushId)).data[0].state).toBe('pushed');
    const filed = await callEnv(s.app, 'updateTaskState', {
      token: t.user,
      body: { taskNo: vatTask, state: 'filed', taxAmount: '1502000' },
    });
    expect(filed.code).toBe('200');
    expect((await check(t.user, pushed.pushId)).data[0]).toMatchObject({
      state: 'accepted',
      message: M.FILE_PUSH_ACCEPTED,
    });
    expect(envelopeOf(await push(t.user, { taskNo: vatTask }))).toEqual(business(M.FILE_PUSH_TASK_DONE));
  });

  it('a task without data has nothing to push; another enterprise’s task and push answer like missing ones', async () => {
    const created = await callEnv(s.app, 'saveTaskProcedure', {
      token: t.user,
      body: { entId: '351000000000000002', taskBranchStatus: 3, taxType: '02' },
    });
    const taskNo = created.data[0]?.taskNo ?? (await taskIn(s.app, t.user, '02', 'todo'));
    expect(envelopeOf(await push(t.user, { taskNo }))).toEqual(business(M.FILE_PUSH_NO_DATA));
    expect(envelopeOf(await push(t.user2, { taskNo }))).toEqual(NOT_FOUND);
    const mine = envelopeOf(await push(t.user2, { taskNo: theirTask }));
    expect(mine).toEqual(business(M.FILE_PUSH_NO_DATA));
    expect(await check(t.user2, '358000000000000001')).toEqual(NOT_FOUND);
    expect((await check(t.user, '358000000000000001')).data[0].state).toBe('accepted');
    expect((await call(s.app, 'filePushCheck', { token: t.user, body: {} })).statusCode).toBe(400);
  });

  it('needs the push button (entadmin: 403)', async () => {
    expect(envelopeOf(await push(t.entadmin, { taskNo: vatTask })).code).toBe(RESPONSE_CODE.forbidden);
  });
});
