/**
 * Reads an uploaded .xlsx into a tax table, streamed (exceljs WorkbookReader: one row in memory at a time, shared
 * strings cached): the first worksheet's first row names the columns (by title, as the template writes them, or by
 * key), every later row is checked by the streaming checker (shared tax/table-check.ts) and, while no row has failed,
 * handed to `stage` in batches. Errors name the sheet, the worksheet's row number, the column and what is wrong.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import * as M from '@portal/shared';
import {
  createTaxTableChecker,
  storedCell,
  type TaxTableCell,
  type TaxTableColumn,
  type TaxTableError,
  type TaxTableFormat,
} from '@portal/shared';
import { MAX_REPORTED_ERRORS } from './tables.ts';

/** Rows one import may hold; a larger table is imported in parts. */
export const IMPORT_MAX_ROWS = 200_000;
/** Excel's own limit on a cell's text. */
const CELL_MAX_CHARS = 32_767;
/**
 * What an error may quote of the file: a title, a sheet name, and a whole message, cut to this many characters. The
 * zip guard keeps a cell under 1 MB (platform/zip-guard.ts); an error quoting one whole would still be written, for
 * each of 200 errors, into the job's row and every status answer.
 */
const QUOTED_MAX_CHARS = 50;
const MESSAGE_MAX_CHARS = 200;
const SHEET_MAX_CHARS = 31; // Excel's own limit on a sheet's name
const STAGE_BATCH = 1000;
const PROGRESS_EVERY = 5000;

export interface StagedRow {
  rowNo: number;
  cells: Record<string, string | null>;
}

export interface ImportHooks {
  /** Receives the checked rows in order, in batches, until a row fails. */
  stage(rows: StagedRow[]): Promise<void>;
  /** Called every few thousand rows with the rows read so far. */
  progress(rows: number): Promise<void>;
}

export interface ImportResult {
  rows: number;
  errors: TaxTableError[];
  errorCount: number;
}

/** `text` cut to at most `max` UTF-16 units, marked with … when cut (never half of a surrogate pair). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** 1 → A, 27 → AA: a header error names the worksheet's column when no table column matches it. */
function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** Excel's serial day number (1900 date system) as 'YYYY-MM-DD', or null outside 1900–9999. */
function serialDay(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= 2_958_466) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 864e5).toISOString().slice(0, 10);
}

/** A cell's value as the checker takes it: numbers stay numbers, formulas give their result, rich text its text. */
function cellValue(value: unknown, column: TaxTableColumn): TaxTableCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    // Without styles a date typed into Excel arrives as its serial number.
    return column.type === 'date' ? (serialDay(value) ?? String(value)) : value;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return (v.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
    if ('formula' in v || 'sharedFormula' in v) {
      return v.result === undefined ? `=${String(v.formula ?? v.sharedFormula)}` : cellValue(v.result, column);
    }
    if (typeof v.text === 'string') return v.text; // a hyperlink
    if (typeof v.error === 'string') return v.error; // #N/A, #DIV/0! …
  }
  return JSON.stringify(value) ?? '';
}

const isBlank = (v: TaxTableCell) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const titleText = (v: unknown) =>
  String(cellValue(v, { key: '', title: '', type: 'text' }) ?? '')
    .trim()
    .replace(/^[*＊]\s*/, '');

/**
 * Which table column each worksheet column is, from the header row, and the header's errors: a required column
 * missing, a column no one knows, a column twice.
 */
function readHeader(
  values: unknown[],
  format: TaxTableFormat,
  sheet: string,
  rowNumber: number,
): { columns: Map<number, TaxTableColumn>; errors: TaxTableError[] } {
  const byName = new Map<string, TaxTableColumn>();
  for (const c of format.columns) {
    byName.set(c.title, c);
    byName.set(c.key, c);
  }
  const columns = new Map<number, TaxTableColumn>();
  const seen = new Set<string>();
  const errors: TaxTableError[] = [];
  values.forEach((v, i) => {
    const title = titleText(v);
    if (title === '') return;
    const column = byName.get(title);
    if (!column) {
      errors.push({
        sheet,
        row: rowNumber,
        column: columnLetter(i),
        message: M.taxImportUnknownColumn(cut(title, QUOTED_MAX_CHARS)),
      });
    } else if (seen.has(column.key)) {
      errors.push({ sheet, row: rowNumber, column: column.key, message: M.taxImportRepeatedColumn(column.title) });
    } else {
      seen.add(column.key);
      columns.set(i, column);
    }
  });
  for (const c of format.columns) {
    if (c.required && !seen.has(c.key))
      errors.push({ sheet, row: rowNumber, column: c.key, message: M.taxImportMissingColumn(c.title) });
  }
  return { columns, errors };
}

/** Reads, checks and stages the first worksheet of the file at `path`. */
export async function readImport(path: string, format: TaxTableFormat, hooks: ImportHooks): Promise<ImportResult> {
  const input = fs.createReadStream(path);
  try {
    return await readStream(input, format, hooks);
  } finally {
    input.destroy(); // also when the read stopped early (a bad header, too many rows)
  }
}

async function readStream(input: fs.ReadStream, format: TaxTableFormat, hooks: ImportHooks): Promise<ImportResult> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const errors: TaxTableError[] = [];
  let errorCount = 0;
  const report = (found: readonly TaxTableError[]) => {
    errorCount += found.length;
    for (const e of found.slice(0, Math.max(0, MAX_REPORTED_ERRORS - errors.length)))
      errors.push({ ...e, message: cut(e.message, MESSAGE_MAX_CHARS) });
  };

  for await (const worksheet of reader) {
    const sheet = cut(String((worksheet as unknown as { name: string }).name ?? ''), SHEET_MAX_CHARS);
    const checker = createTaxTableChecker(format, { sheet });
    let header: Map<number, TaxTableColumn> | null = null;
    let batch: StagedRow[] = [];
    let rows = 0;
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      if (!header) {
        const read = readHeader(values, format, sheet, row.number);
        report(read.errors);
        if (read.errors.length) return { rows: 0, errors, errorCount };
        header = read.columns;
        continue;
      }
      const record: Record<string, TaxTableCell> = {};
      let blank = true;
      for (const [i, column] of header) {
        let value = cellValue(values[i], column);
        if (typeof value === 'string' && value.length > CELL_MAX_CHARS) {
          report([{ sheet, row: row.number, column: column.key, message: M.taxImportCellTooLong(CELL_MAX_CHARS) }]);
          value = value.slice(0, CELL_MAX_CHARS); // the row is refused; the rest of its checks see no more than Excel holds
        }
        record[column.key] = value;
        blank &&= isBlank(value);
      }
      if (blank) continue; // empty rows between or after the data are not rows of the table
      rows += 1;
      if (rows > IMPORT_MAX_ROWS) {
        report([{ sheet, row: row.number, column: '', message: M.taxImportTooManyRows(IMPORT_MAX_ROWS) }]);
        return { rows: rows - 1, errors, errorCount };
      }
      report(checker.addRow(record, row.number));
      // Once a row has failed nothing will be written: the rest is only checked, to report every error at once.
      if (errorCount === 0) {
        const cells: Record<string, string | null> = {};
        for (const c of format.columns) cells[c.key] = storedCell(c, record[c.key]);
        batch.push({ rowNo: rows, cells });
        if (batch.length >= STAGE_BATCH) {
          await hooks.stage(batch);
          batch = [];
        }
      }
      if (rows % PROGRESS_EVERY === 0) await hooks.progress(rows);
    }
    if (!header) return { rows: 0, errors, errorCount }; // an empty worksheet: no header, no rows
    report(checker.finish());
    if (errorCount === 0 && batch.length) await hooks.stage(batch);
    return { rows, errors, errorCount };
  }
  return { rows: 0, errors, errorCount };
}
