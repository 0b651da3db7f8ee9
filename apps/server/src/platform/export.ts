/**
 * The export kit's server half: a list's rows as an .xlsx, written by exceljs's streaming WorkbookWriter straight
 * into the reply as batches arrive from the list's own query (paging.ts batchesOf, with the list's filters), so the
 * export never holds the table. A text that could start a formula is written with an apostrophe (safeCell). The file
 * name is Chinese (Content-Disposition with filename*=UTF-8''…, RFC 6266).
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export's most rows: a bigger export is a report for another tool, not a list download. */
export const EXPORT_MAX_ROWS = 200_000;

export interface ExportColumn<T> {
  header: string;
  /** Characters (Excel's column width unit). */
  width?: number;
  /** Excel number format, e.g. '#,##0.00' for amounts. */
  numFmt?: string;
  value(row: T): string | number | null;
}

/**
 * attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded name>: browsers take the UTF-8 name,
 * old clients the fallback (non-ASCII replaced by '_').
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Excel's sheet-name rules: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, '_').slice(0, 31) || 'Sheet1';
}

/** What a spreadsheet may take for the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number written as text ("-12.50", "+86"), and the lists' "-" for nothing: no formula can start so. */
const HARMLESS = /^(-|[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?)$/;

/**
 * A text cell a spreadsheet could take for a formula (= + - @, a tab or a carriage return first) gets an apostrophe
 * in front. In the .xlsx a string is text already; the apostrophe keeps it text once someone edits the cell, or saves
 * the sheet as CSV and opens that, where `=HYPERLINK(…)` or `=cmd|…` would run.
 */
export function safeCell(value: string | number | null): string | number | null {
  return typeof value === 'string' && FORMULA_START.test(value) && !HARMLESS.test(value) ? `'${value}` : value;
}

/**
 * Sends `batches` as one worksheet. The first batch is read before the headers go out, so a failing query still
 * answers the envelope; a failure later can only cut the download short (the client sees a broken file).
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  opts: { fileName: string; sheet: string; columns: readonly ExportColumn<T>[]; batches: AsyncIterable<T[]> },
): Promise<FastifyReply> {
  const iterator = opts.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(opts.sheet), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = opts.columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? 16,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(opts.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();

  const write = async () => {
    let next = first;
    while (!next.done) {
      for (const row of next.value) sheet.addRow(opts.columns.map((c) => safeCell(c.value(row)))).commit();
      // A slow client: wait for it before reading the next batch, so the file does not pile up in memory.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
      // A turn for the socket and for other requests between batches: an in-process database (PGlite) answers each
      // batch without one, and the whole export would otherwise hold the event loop until its end.
      await new Promise((resolve) => setImmediate(resolve));
      next = await iterator.next();
    }
    sheet.commit();
    await workbook.commit();
  };
  void write().catch((err: unknown) => {
    reply.log.error({ err }, 'export failed after it started');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(opts.fileName))
    .header('cache-control', 'no-store')
    .send(out);
}
