/** Test fixtures of the tax area: .xlsx files written with exceljs (no binary fixture is committed), and lookups. */
import { holidayCalendar } from '@portal/shared';
import { publishedArrangements } from '@portal/shared/tax/holiday-seed';
import { statutoryHolidays } from '@portal/shared/tax/statutory-holidays';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { callEnv } from './helpers.ts';

export type Cell = string | number | Date | null;

/** A small workbook: one sheet of rows (the first is the header). */
export async function xlsxOf(rows: Cell[][], sheet = '数据'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A large workbook written by the streaming writer (shared strings, as Excel saves them). */
export async function bigXlsx(header: string[], rowCount: number, row: (i: number) => Cell[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('数据');
  ws.addRow(header).commit();
  for (let i = 1; i <= rowCount; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** The rows of the first sheet of an .xlsx, as plain values (for exports and templates). */
export async function readXlsx(data: Buffer): Promise<{ sheets: string[]; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const first = wb.worksheets[0];
  const rows: unknown[][] = [];
  first.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { sheets: wb.worksheets.map((w) => w.name), rows };
}

/** The 国能销售 VAT input list's header, as the template writes it. */
export const VAT_INPUT_HEADER = ['发票代码', '发票号码', '开票日期', '销售方名称', '金额', '税率', '税额', '价税合计'];

/** A correct VAT input row number i. */
export const inputRow = (i: number): Cell[] => [
  '',
  `9${String(i).padStart(7, '0')}`,
  '2025-06-18',
  `供应商${i % 7}`,
  1000 + i,
  '13%',
  Math.round((1000 + i) * 13) / 100,
  Math.round((1000 + i) * 113) / 100,
];

/** The task of a tax type in a state, as the list shows it. */
export async function taskIn(app: FastifyInstance, token: string, taxType: string, state: string): Promise<string> {
  const res = await callEnv(app, 'queryAppointProcedure', { token, query: { taxType, state, pageSize: '100' } });
  const task = res.data[0]?.records[0];
  if (!task) throw new Error(`no ${state} task of tax type ${taxType}`);
  return task.taskNo;
}

/** Hand-written zips live in zip.ts (the bench and the e2e journey use them too). */
export { zipOf } from './zip.ts';

/** The calendar the server builds from the seeded arrangements (migration 0013: chinese-days up to 2026). */
export const HOLIDAYS = holidayCalendar(publishedArrangements(), statutoryHolidays);
