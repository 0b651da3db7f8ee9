/**
 * The user's tax tables (§7.3 tax system service): the tables of a tax type or task with the user's hidden ones
 * (kept per user), a table's version, format and rows (paged), clearing a column, the engine check
 * ({tax path}/engineValidate), and the Excel import template. A task or table of another enterprise answers like
 * one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, taxPathByType } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { contentDisposition, XLSX_TYPE } from '../../platform/export.ts';
import {
  clearColumn,
  findFormat,
  findTask,
  hiddenTableCodes,
  knownTableCodes,
  listFormats,
  replaceHiddenTables,
  tableRowsPage,
  taskTables,
} from './repo.ts';
import { assertEditable, checkStoredTable, hasCityTables, taskTableOf } from './tables.ts';
import { buildTemplate } from './template.ts';

const read = { menu: MENU.tax.task };

export async function tableRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'taxTableList', { access: read }, async (req) => {
    const s = sessionOf(req);
    let taxType = req.body.taxType;
    const rowCounts = new Map<string, { rowCount: number; version: string }>();
    if (req.body.taskNo) {
      const task = await findTask(db, s.entId, req.body.taskNo);
      if (!task || (taxType && taxType !== task.taxType)) throw fail.notFound(M.RECORD_NOT_FOUND);
      taxType = task.taxType;
      for (const t of await taskTables(db, s.entId, task.taskNo)) rowCounts.set(t.tableCode, t);
    }
    const formats = await listFormats(db, { taxType, withLocal: await hasCityTables(db, s.entId) });
    const hidden = await hiddenTableCodes(db, s.userId);
    return ok(
      formats.map((f) => ({
        tableCode: f.tableCode,
        tableName: f.tableName,
        taxType: f.taxType,
        version: rowCounts.get(f.tableCode)?.version ?? f.version,
        hidden: hidden.has(f.tableCode),
        rowCount: rowCounts.get(f.tableCode)?.rowCount ?? 0,
      })),
    );
  });

  // A view setting of the user's own (which tables their list hides), not a change to the enterprise's data: the
  // table page's menu is enough.
  endpoint(app, 'updateHiddenTableList', { access: read }, async (req) => {
    const s = sessionOf(req);
    const codes = [...new Set(req.body.hiddenTableCodes)];
    const known = await knownTableCodes(db, codes);
    const unknown = codes.find((c) => !known.has(c));
    if (unknown !== undefined) throw fail.business(M.taxTableUnknown(unknown));
    await replaceHiddenTables(db, s.userId, codes);
    return ok([], M.TAX_SAVED);
  });

  endpoint(app, 'taxTableVersion', { access: read }, async (req) => {
    const s = sessionOf(req);
    const { format, state } = await taskTableOf(db, s.entId, req.query.taskNo, req.query.tableCode);
    return ok([{ tableCode: format.tableCode, taskNo: req.query.taskNo, version: state?.version ?? format.version }]);
  });

  endpoint(app, 'taxTableData', { access: read }, async (req) => {
    const s = sessionOf(req);
    const { taskNo, tableCode, currentPage, pageSize } = req.query;
    const { format, state } = await taskTableOf(db, s.entId, taskNo, tableCode);
    const rowTotal = state?.rowCount ?? 0;
    const offset = (currentPage - 1) * pageSize;
    const rows = offset >= rowTotal ? [] : await tableRowsPage(db, s.entId, taskNo, tableCode, pageSize, offset);
    const f = format.format;
    return ok([
      {
        taskNo,
        tableCode,
        tableName: format.tableName,
        version: state?.version ?? format.version,
        rowKey: f.rowKey ?? null,
        columns: f.columns.map((c) => ({ ...c })),
        rows: rows.map((r) => Object.fromEntries(f.columns.map((c) => [c.key, r.cells[c.key] ?? null]))),
        importedAt: state?.importedAt?.toISOString() ?? null,
        updatedAt: rowTotal > 0 ? (state?.updatedAt.toISOString() ?? null) : null,
        rowTotal,
        current: currentPage,
        size: pageSize,
      },
    ]);
  });

  endpoint(app, 'taxTableDeleteColumn', { access: { button: BUTTON.tax.tableEdit } }, async (req) => {
    const s = sessionOf(req);
    const { taskNo, tableCode, columnKey } = req.body;
    const { task, format } = await taskTableOf(db, s.entId, taskNo, tableCode);
    assertEditable(task);
    if (!format.format.columns.some((c) => c.key === columnKey)) throw fail.business(M.TAX_COLUMN_UNKNOWN);
    if (format.format.rowKey === columnKey) throw fail.business(M.TAX_COLUMN_IS_ROW_KEY);
    await clearColumn(db, s.entId, taskNo, tableCode, columnKey);
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'taxTableValidate', { access: read }, async (req) => {
    const s = sessionOf(req);
    const { task, format } = await taskTableOf(db, s.entId, req.body.taskNo, req.body.tableCode);
    if (taxPathByType(task.taxType) !== req.params.taxPath)
      throw fail.business(M.taxPathMismatch(taxPathByType(task.taxType)));
    const { errors, errorCount } = await checkStoredTable(db, s.entId, task.taskNo, format);
    return ok(errors, errorCount === 0 ? M.TAX_VALIDATE_PASSED : M.taxValidateFailed(errorCount));
  });

  endpoint(app, 'taxTableTemplate', { access: read }, async (req, reply) => {
    const format = await findFormat(db, req.query.tableCode);
    if (!format) throw fail.notFound(M.RECORD_NOT_FOUND);
    const body = await buildTemplate(format.format);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition(`${format.tableName}_导入模板.xlsx`))
      .header('cache-control', 'no-store')
      .send(body);
  });
}
