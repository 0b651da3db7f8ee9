/**
 * Tax table Excel import (issue 13): {tax path}/excel/import through the real server on a real database. Uploads are
 * sized and sniffed from the bytes; every row is checked (errors as sheet, row, column, message); one bad row writes
 * nothing; the same file twice changes nothing the second time; a third import waits its turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as M from '@portal/shared';
import { RESPONSE_CODE, type TaxImportJob } from '@portal/shared';
import {
  call,
  callEnv,
  envelopeOf,
  expectNoDbChange,
  login,
  multipartForm,
  startTestServer,
  type TestServer,
} from './helpers.ts';
import { VAT_INPUT_HEADER, bigXlsx, inputRow, taskIn, xlsxOf, zipOf, type Cell } from './tax-fixtures.ts';

let s: TestServer;
const t: Record<string, string> = {};
let vatTask: string; // 国能销售's in-progress VAT task
let shendongTask: string; // 国能神东's to-do VAT task
beforeAll(async () => {
  s = await startTestServer({ RATE_LIMIT_WRITE: '1000' });
  for (const a of ['user', 'user2', 'entadmin']) t[a] = await login(s.app, a);
  vatTask = await taskIn(s.app, t.user, '01', 'inProgress');
  shendongTask = await taskIn(s.app, t.user2, '01', 'todo');
});
afterAll(async () => {
  await s?.close();
});

interface UploadOptions {
  token?: string;
  taxPath?: string;
  fields?: Record<string, string>;
  file?: { name: string; data: Uint8Array } | null;
}

async function upload({ token = t.user, taxPath = 'taxVat', fields, file }: UploadOptions) {
  const form = await multipartForm(
    fields ?? { taskNo: vatTask, tableCode: 'VAT_INPUT' },
    file === null ? undefined : (file ?? { name: 'x.xlsx', data: await xlsxOf([VAT_INPUT_HEADER, inputRow(1)]) }),
  );
  return call(s.app, 'taxTableImport', { token, params: { taxPath }, body: form.body, headers: form.headers });
}

async function status(jobId: string, token = t.user, taxPath = 'taxVat') {
  return callEnv(s.app, 'taxTableImportStatus', { token, params: { taxPath }, query: { jobId } });
}

/** Polls the job until it has finished. */
async function finished(jobId: string, token = t.user): Promise<TaxImportJob> {
  for (let i = 0; i < 600; i++) {
    const job = (await status(jobId, token)).data[0];
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${jobId} did not finish`);
}

async function importFile(data: Buffer, opts: UploadOptions = {}): Promise<TaxImportJob> {
  const res = await upload({ ...opts, file: { name: '进项明细.xlsx', data } });
  const body = envelopeOf(res, 'taxTableImport');
  expect(body.code, body.msg).toBe('200');
  const job = body.data[0];
  return job.status === 'done' ? job : finished(job.jobId, opts.token);
}

/** The stored rows of a task's table, and its state row. */
async function stored(taskNo: string, tableCode: string) {
  const rows = await s.database.db.execute<{ row_no: number; cells: Record<string, string | null> }>(
    sql`select row_no, cells from tax_table_rows where task_no = ${taskNo} and table_code = ${tableCode} order by row_no`,
  );
  const [state] = (
    await s.database.db.execute<{ row_count: number; source_sha256: string | null }>(
      sql`select row_count, source_sha256 from tax_task_tables where task_no = ${taskNo} and table_code = ${tableCode}`,
    )
  ).rows;
  return { rows: rows.rows, state };
}

const rowsOf = (n: number, from = 1): Cell[][] => Array.from({ length: n }, (_, i) => inputRow(from + i));

describe('a good file', () => {
  it('is imported: every row stored as normalised text, the task table records the file', async () => {
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER, ...rowsOf(25)]));
    expect(job).toMatchObject({ status: 'done', importedRows: 25, errorCount: 0, errors: [], unchanged: false });
    expect(job.message).toBe(M.taxImportDone(25));
    const { rows, state } = await stored(vatTask, 'VAT_INPUT');
    expect(rows).toHaveLength(25);
    expect(rows[0].cells).toEqual({
      invoiceCode: null,
      invoiceNo: '90000001',
      issueDate: '2025-06-18',
      seller: '供应商1',
      amount: '1001.00',
      taxRate: '13%',
      taxAmount: '130.13',
      total: '1131.13',
    });
    expect(state.row_count).toBe(25);
    expect(state.source_sha256).toMatch(/^[0-9a-f]{64}$/);
    // The table's data endpoint reads what was written.
    const data = (
      await callEnv(s.app, 'taxTableData', {
        token: t.user,
        query: { taskNo: vatTask, tableCode: 'VAT_INPUT', pageSize: '10', currentPage: '3' },
      })
    ).data[0];
    expect(data).toMatchObject({ rowTotal: 25, current: 3, size: 10 });
    expect(data.rows.map((r) => r.invoiceNo)).toEqual(['90000021', '90000022', '90000023', '90000024', '90000025']);
    expect(data.importedAt).not.toBeNull();
  });

  it('accepts columns in any order, by title or key, dates as Excel dates, and skips blank rows', async () => {
    const header = ['total', '金额', '发票号码', '开票日期', '销售方名称', '税额'];
    const job = await importFile(
      await xlsxOf([
        header,
        [113, 100, 'A-1', new Date(Date.UTC(2025, 5, 1)), '甲公司', 13],
        [null, null, null, null, null, null],
        [226, 200, 'A-2', '2025-06-02', '乙公司', 26],
      ]),
    );
    expect(job).toMatchObject({ status: 'done', importedRows: 2 });
    const { rows } = await stored(vatTask, 'VAT_INPUT');
    expect(rows.map((r) => [r.row_no, r.cells.invoiceNo, r.cells.issueDate, r.cells.total])).toEqual([
      [1, 'A-1', '2025-06-01', '113.00'],
      [2, 'A-2', '2025-06-02', '226.00'],
    ]);
  });

  it('a todo task becomes in progress once its table is imported', async () => {
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER, ...rowsOf(3)]), {
      token: t.user2,
      fields: { taskNo: shendongTask, tableCode: 'VAT_INPUT' },
    });
    expect(job.status).toBe('done');
    const list = await callEnv(s.app, 'queryAppointProcedure', {
      token: t.user2,
      query: { taxType: '01', period: (await taskPeriod(t.user2, shendongTask))! },
    });
    expect(list.data[0].records[0].state).toBe('inProgress');
  });
});

async function taskPeriod(token: string, taskNo: string): Promise<string | undefined> {
  const list = await callEnv(s.app, 'queryAppointProcedure', { token, query: { pageSize: '100', taxType: '01' } });
  return list.data[0].records.find((r) => r.taskNo === taskNo)?.period;
}

describe('the downloaded template, filled in', () => {
  it('imports: its header is what the import reads', async () => {
    const res = await call(s.app, 'taxTableTemplate', { token: t.user, query: { tableCode: 'VAT_INPUT' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    for (let i = 1; i <= 5; i++) sheet.addRow(inputRow(900 + i));
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const job = await importFile(data);
    expect(job).toMatchObject({ status: 'done', importedRows: 5 });
    expect((await stored(vatTask, 'VAT_INPUT')).rows.map((r) => r.cells.invoiceNo)).toEqual(
      [901, 902, 903, 904, 905].map((i) => `9${String(i).padStart(7, '0')}`),
    );
  });
});

describe('a bad row anywhere: nothing is written', () => {
  it('reports every error with sheet, worksheet row, column and message, and keeps the table as it was', async () => {
    const before = await stored(vatTask, 'VAT_INPUT');
    const rows = rowsOf(40);
    rows[9][4] = '12a'; // 金额 of worksheet row 11
    rows[29][2] = '2025-02-30'; // 开票日期 of worksheet row 31
    rows[39][7] = 1; // 价税合计 of row 41 is not 金额 + 税额
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER, ...rows], '进项'));
    expect(job.status).toBe('failed');
    expect(job.message).toBe(M.taxImportFailed(3));
    expect(job.errorCount).toBe(3);
    expect(job.errors).toEqual([
      { sheet: '进项', row: 11, column: 'amount', message: '第11行“金额”不是有效的数字：12a' },
      {
        sheet: '进项',
        row: 31,
        column: 'issueDate',
        message: '第31行“开票日期”不是有效的日期（格式为YYYY-MM-DD）：2025-02-30',
      },
      { sheet: '进项', row: 41, column: 'total', message: '第41行“价税合计”应为“金额”+“税额”=1,175.20，实际为1.00' },
    ]);
    expect(await stored(vatTask, 'VAT_INPUT')).toEqual(before);
    const staging = await s.database.db.execute(sql`select count(*)::int as n from tax_import_staging`);
    expect(staging.rows[0]).toEqual({ n: 0 });
  });

  it('a bad last row of 3,000 still writes nothing (rows were staged, never applied)', async () => {
    const before = await stored(vatTask, 'VAT_INPUT');
    const rows = rowsOf(3000);
    rows[2999][1] = '';
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER, ...rows]));
    expect(job).toMatchObject({ status: 'failed', errorCount: 1, processedRows: 3000 });
    expect(job.errors[0]).toMatchObject({ row: 3001, column: 'invoiceNo', message: '第3001行“发票号码”不能为空' });
    expect(await stored(vatTask, 'VAT_INPUT')).toEqual(before);
  });

  it('reports the first 200 errors and counts them all', async () => {
    const rows = rowsOf(300).map((r) => [...r.slice(0, 4), 'x', ...r.slice(5)]);
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER, ...rows]));
    expect(job.errorCount).toBe(300);
    expect(job.errors).toHaveLength(200);
  });

  it.each<[string, Cell[], string]>([
    ['a required column missing', VAT_INPUT_HEADER.filter((h) => h !== '发票号码'), '缺少列“发票号码”'],
    ['an unknown column', [...VAT_INPUT_HEADER, '备注'], '无法识别的列“备注”，请使用下载的模板'],
    ['a column twice', [...VAT_INPUT_HEADER, '金额'], '列“金额”重复'],
  ])('refuses a header with %s', async (_case, header, message) => {
    const job = await importFile(await xlsxOf([header, inputRow(1)]));
    expect(job.status).toBe('failed');
    expect(job.errors.map((e) => e.message)).toContain(message);
    expect(job.errors[0]).toMatchObject({ sheet: '数据', row: 1 });
  });

  it('a file with a header and no rows writes nothing', async () => {
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER]));
    expect(job).toMatchObject({ status: 'failed', message: M.TAX_IMPORT_NO_ROWS });
  });
});

describe('the same file twice', () => {
  it('changes nothing the second time (not even a job row)', async () => {
    const data = await xlsxOf([VAT_INPUT_HEADER, ...rowsOf(12, 500)]);
    const first = await importFile(data);
    expect(first).toMatchObject({ status: 'done', importedRows: 12 });
    const second = await expectNoDbChange(s, async () =>
      envelopeOf(await upload({ file: { name: 'again.xlsx', data } }), 'taxTableImport'),
    );
    expect(second.msg).toBe(M.TAX_IMPORT_UNCHANGED);
    expect(second.data[0]).toMatchObject({ jobId: first.jobId, status: 'done', unchanged: true });
  });

  it('applies again once the table was edited since', async () => {
    const data = await xlsxOf([VAT_INPUT_HEADER, ...rowsOf(4, 800)]);
    await importFile(data);
    const cleared = await callEnv(s.app, 'taxTableDeleteColumn', {
      token: t.user,
      body: { taskNo: vatTask, tableCode: 'VAT_INPUT', columnKey: 'seller' },
    });
    expect(cleared.code).toBe('200');
    expect((await stored(vatTask, 'VAT_INPUT')).rows[0].cells.seller).toBeNull();
    const again = await importFile(data);
    expect(again).toMatchObject({ status: 'done', unchanged: false, importedRows: 4 });
    expect((await stored(vatTask, 'VAT_INPUT')).rows[0].cells.seller).toBe('供应商2');
  });
});

describe('what is refused before any row is read', () => {
  const refused = async (file: { name: string; data: Uint8Array }, message: string) => {
    const res = await upload({ file });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.business, msg: message, data: [] });
  };

  it('a text file renamed .xlsx (sniffed from the bytes), written to the upload log', async () => {
    await refused({ name: '进项.xlsx', data: Buffer.from('发票代码,发票号码\n1,2\n') }, M.UPLOAD_XLSX_ONLY);
    const log = await s.database.db.execute<{ file_name: string; suffix_name: string; result_msg: string }>(
      sql`select file_name, suffix_name, result_msg from upload_log order by id desc limit 1`,
    );
    expect(log.rows[0]).toEqual({ file_name: '进项.xlsx', suffix_name: 'xlsx', result_msg: M.UPLOAD_XLSX_ONLY });
  });

  it('a .docx named .xlsx, a plain zip, a PDF', async () => {
    const docx = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    await refused({ name: 'a.xlsx', data: docx }, M.UPLOAD_XLSX_ONLY);
    await refused({ name: 'a.xlsx', data: zipOf({ 'readme.txt': 'hello' }) }, M.UPLOAD_XLSX_ONLY);
    await refused({ name: 'a.xlsx', data: Buffer.from('%PDF-1.7\n...') }, M.UPLOAD_XLSX_ONLY);
  });

  it('a legacy .xls (an OLE2 file) with its own message', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    await refused({ name: '进项.xls', data: ole }, M.UPLOAD_OLD_EXCEL);
  });

  it('a file over 10 MB, and an empty one', async () => {
    await refused({ name: 'big.xlsx', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41) }, M.UPLOAD_XLSX_TOO_LARGE);
    await refused({ name: 'empty.xlsx', data: new Uint8Array() }, M.UPLOAD_FILE_EMPTY);
  });

  it('a zip bomb: entries declared to unpack out of proportion', async () => {
    const data = zipOf({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': '<workbook/>',
      'xl/worksheets/sheet1.xml': '0'.repeat(40 * 1024 * 1024),
    });
    expect(data.length).toBeLessThan(1024 * 1024);
    await refused({ name: 'bomb.xlsx', data }, M.UPLOAD_ZIP_BOMB);
  });

  it('a form without the file, with a missing or malformed field, or not multipart', async () => {
    const noFile = await upload({ file: null });
    expect(noFile.statusCode).toBe(400);
    expect(envelopeOf(noFile).msg).toBe(M.UPLOAD_FILE_REQUIRED);
    for (const fields of [{ taskNo: vatTask }, { taskNo: 'bad id!', tableCode: 'VAT_INPUT' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await upload({ fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(envelopeOf(res).msg).toMatch(/^请求参数错误：body\./);
    }
    const json = await call(s.app, 'taxTableImport', {
      token: t.user,
      params: { taxPath: 'taxVat' },
      body: { taskNo: vatTask, tableCode: 'VAT_INPUT' },
    });
    expect(json.statusCode).toBe(400);
    expect(envelopeOf(json).msg).toBe(M.UPLOAD_FILE_REQUIRED);
  });

  it('a field holding NUL is refused like every other input', async () => {
    const res = await upload({ fields: { taskNo: vatTask, tableCode: 'VAT_\u0000INPUT' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).msg).toContain(M.INPUT_BAD_CHARACTERS);
  });

  it('an unknown tax path, and a tax path that is not the task’s', async () => {
    const unknown = await upload({ taxPath: 'nope' });
    expect(unknown.statusCode).toBe(400);
    const other = await upload({ taxPath: 'cit' });
    expect(envelopeOf(other)).toMatchObject({ code: RESPONSE_CODE.business, msg: M.taxPathMismatch('taxVat') });
  });

  it('another enterprise’s task, or a table the task does not have, answers like a missing one', async () => {
    for (const fields of [
      { taskNo: vatTask, tableCode: 'VAT_INPUT' },
      { taskNo: shendongTask, tableCode: 'QCIT_MAIN' },
      { taskNo: '999999999999999999', tableCode: 'VAT_INPUT' },
    ]) {
      const res = await upload({ token: t.user2, fields });
      expect(envelopeOf(res), JSON.stringify(fields)).toEqual({
        code: RESPONSE_CODE.notFound,
        msg: M.RECORD_NOT_FOUND,
        data: [],
      });
    }
  });

  it('without the import button (entadmin): 403 before the body is read', async () => {
    const res = await upload({ token: t.entadmin });
    expect(envelopeOf(res)).toEqual({ code: RESPONSE_CODE.forbidden, msg: M.PERMISSION_DENIED, data: [] });
  });

  it('a filed task’s tables no longer change', async () => {
    const filed = await taskIn(s.app, t.user, '01', 'filed');
    const res = await upload({ fields: { taskNo: filed, tableCode: 'VAT_INPUT' } });
    expect(envelopeOf(res)).toMatchObject({ code: RESPONSE_CODE.business, msg: M.TAX_TASK_LOCKED });
  });

  it('a table that has rows, where the filing preference refuses overwriting (国能神东)', async () => {
    const res = await upload({
      token: t.user2,
      fields: { taskNo: shendongTask, tableCode: 'VAT_INPUT' },
      file: { name: 'b.xlsx', data: await xlsxOf([VAT_INPUT_HEADER, inputRow(9)]) },
    });
    expect(envelopeOf(res)).toMatchObject({ code: RESPONSE_CODE.business, msg: M.TAX_TABLE_FILLED });
  });
});

describe('status', () => {
  it('another enterprise’s job, or the wrong tax path, answers like a missing one', async () => {
    const job = await importFile(await xlsxOf([VAT_INPUT_HEADER, inputRow(77)]));
    expect((await status(job.jobId, t.user2)).code).toBe(RESPONSE_CODE.notFound);
    expect((await status(job.jobId, t.user, 'cit')).code).toBe(RESPONSE_CODE.notFound);
    expect((await status('0000', t.user)).code).toBe(RESPONSE_CODE.notFound);
  });
});

describe('at most two imports at once', () => {
  it('a third waits its turn with its place in the queue, then runs', async () => {
    const files = await Promise.all(
      [1, 2, 3].map((k) => bigXlsx(VAT_INPUT_HEADER, 6000, (i) => inputRow(k * 100_000 + i))),
    );
    const answers = await Promise.all(
      files.map(async (data) => envelopeOf(await upload({ file: { name: 'q.xlsx', data } }), 'taxTableImport').data[0]),
    );
    expect(answers.map((a) => a.status).sort()).toEqual(['queued', 'running', 'running']);
    const queued = answers.find((a) => a.status === 'queued')!;
    expect(queued).toMatchObject({ position: 2, message: M.taxImportQueued(2) });
    const asked = (await status(queued.jobId)).data[0];
    expect(['queued', 'running', 'done']).toContain(asked.status);
    if (asked.status === 'queued') expect(asked.message).toMatch(/^排队中，前面还有[12]个导入任务$/);
    const done = await Promise.all(answers.map((a) => finished(a.jobId)));
    expect(done.map((d) => d.status)).toEqual(['done', 'done', 'done']);
    expect((await stored(vatTask, 'VAT_INPUT')).state.row_count).toBe(6000);
  });
});
