/**
 * A task's tax table: which tables a task has (the formats of its tax type; a city's local tables only where the
 * profile's cityFlag is '1'), whether it may still change (not once the task is filed or paid), and the engine check
 * of its stored rows, read in keyset batches through the streaming checker so a 100,000-row table is never in memory.
 */
import * as M from '@portal/shared';
import { createTaxTableChecker, uniqueKeyOf, type ListedElsewhere, type TaxTableError } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/envelope.ts';
import {
  findFormat,
  findProfile,
  findTask,
  findTaskTable,
  listFormats,
  tableRowsAfter,
  type FormatRow,
  type TaskRow,
  type TaskTableRow,
} from './repo.ts';

/** Errors a check or an import answers in full; the rest are counted. */
export const MAX_REPORTED_ERRORS = 200;
const BATCH = 2000;

export interface TaskTable {
  task: TaskRow;
  format: FormatRow;
  /** The table's state for the task; undefined while it has never had rows. */
  state: TaskTableRow | undefined;
}

/** Whether the enterprise's profile says its city has local tables. */
export async function hasCityTables(db: Db, entId: string): Promise<boolean> {
  return (await findProfile(db, entId))?.cityFlag === '1';
}

/** The table `tableCode` of the enterprise's task `taskNo`; a task or table that is not theirs answers not found. */
export async function taskTableOf(db: Db, entId: string, taskNo: string, tableCode: string): Promise<TaskTable> {
  const task = await findTask(db, entId, taskNo);
  const format = task ? await findFormat(db, tableCode) : undefined;
  if (!task || !format || format.taxType !== task.taxType) throw fail.notFound(M.RECORD_NOT_FOUND);
  if (format.local && !(await hasCityTables(db, entId))) throw fail.notFound(M.RECORD_NOT_FOUND);
  return { task, format, state: await findTaskTable(db, entId, taskNo, tableCode) };
}

/** A filed or paid task's tables are what was filed: they no longer change. */
export function assertEditable(task: TaskRow): void {
  if (task.state !== 'todo' && task.state !== 'inProgress') throw fail.business(M.TAX_TASK_LOCKED);
}

/** The engine check of a task's stored table: the first errors and how many there are. */
export async function checkStoredTable(
  db: Db,
  entId: string,
  taskNo: string,
  format: FormatRow,
): Promise<{ errors: TaxTableError[]; errorCount: number }> {
  const checker = createTaxTableChecker(format.format, {
    elsewhere: await listedElsewhere(db, entId, taskNo, format),
  });
  const errors: TaxTableError[] = [];
  let errorCount = 0;
  const add = (found: readonly TaxTableError[]) => {
    errorCount += found.length;
    errors.push(...found.slice(0, Math.max(0, MAX_REPORTED_ERRORS - errors.length)));
  };
  for (let after = 0; ;) {
    const rows = await tableRowsAfter(db, entId, taskNo, format.tableCode, after, BATCH);
    for (const r of rows) add(checker.addRow(r.cells, r.rowNo));
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1].rowNo;
  }
  add(checker.finish());
  return { errors, errorCount };
}

/**
 * The documents the task's other tables of the same unique-key group list (an input invoice in two input tables of
 * the period is deducted twice): key → where, '《表名》第n行'.
 */
export async function listedElsewhere(
  db: Db,
  entId: string,
  taskNo: string,
  format: FormatRow,
): Promise<ListedElsewhere | undefined> {
  const group = format.format.uniqueKey?.group;
  if (!group) return undefined;
  const others = (await listFormats(db, { taxType: format.taxType, withLocal: true })).filter(
    (f) => f.tableCode !== format.tableCode && f.format.uniqueKey?.group === group,
  );
  const where = new Map<string, string>();
  for (const other of others) {
    for (let after = 0; ;) {
      const rows = await tableRowsAfter(db, entId, taskNo, other.tableCode, after, BATCH);
      for (const r of rows) {
        const key = uniqueKeyOf(other.format, r.cells);
        if (key !== null && !where.has(key)) where.set(key, `《${other.tableName}》第${r.rowNo}行`);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].rowNo;
    }
  }
  return where;
}
