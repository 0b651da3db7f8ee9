/**
 * Pushing a task's filing file (§7.3 file service): the task's tables (or one of them) are checked by the engine and
 * recorded as pushed, or as rejected with the number of errors. A pushed file is accepted once the task is filed
 * (repo.moveTask); push/check reports the state.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, taxTypeByNo } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { newId } from '../../platform/ids.ts';
import { enterpriseOf } from '../user/index.ts';
import { checkPush, findFormat, findTask, insertPush, taskTables, type FormatRow, type PushRow } from './repo.ts';
import { checkStoredTable, taskTableOf, type TaskTable } from './tables.ts';

const pushOf = (p: PushRow) => ({
  pushId: p.pushId,
  taskNo: p.taskNo,
  fileName: p.fileName,
  state: p.state as 'pushed' | 'accepted' | 'rejected',
  message: p.message,
  pushedAt: p.pushedAt.toISOString(),
});

export async function filePushRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** The formats to push: the table named, or every table of the task that has rows. */
  async function tablesToPush(entId: string, taskNo: string, named: TaskTable | null): Promise<FormatRow[]> {
    if (named) return named.state && named.state.rowCount > 0 ? [named.format] : [];
    const filled = (await taskTables(db, entId, taskNo)).filter((t) => t.rowCount > 0);
    const formats = await Promise.all(filled.map((t) => findFormat(db, t.tableCode)));
    return formats.filter((f) => f !== undefined);
  }

  endpoint(app, 'filePush', { access: { button: BUTTON.tax.filePush }, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    const { taskNo, tableCode } = req.body;
    const named = tableCode ? await taskTableOf(db, s.entId, taskNo, tableCode) : null;
    const task = named?.task ?? (await findTask(db, s.entId, taskNo));
    if (!task) throw fail.notFound(M.RECORD_NOT_FOUND);
    if (task.state === 'filed' || task.state === 'paid') throw fail.business(M.FILE_PUSH_TASK_DONE);
    const tables = await tablesToPush(s.entId, taskNo, named);
    if (tables.length === 0) throw fail.business(M.FILE_PUSH_NO_DATA);
    let errorCount = 0;
    for (const format of tables) errorCount += (await checkStoredTable(db, s.entId, taskNo, format)).errorCount;
    const entName = (await enterpriseOf(app.deps, s.userId, s.entId))?.name ?? s.entId;
    const itemName = taxTypeByNo(task.taxType)?.itemName ?? task.taxType;
    const suffix = named ? `_${named.format.tableName}` : '';
    const push = await insertPush(db, {
      pushId: newId(),
      entId: s.entId,
      taskNo,
      tableCode: tableCode ?? null,
      fileName: `${entName}_${itemName}_${task.period}${suffix}.xlsx`,
      state: errorCount > 0 ? 'rejected' : 'pushed',
      message: errorCount > 0 ? M.filePushRejected(errorCount) : M.FILE_PUSH_PUSHED,
      userId: s.userId,
    });
    return ok([pushOf(push)], push.message);
  });

  endpoint(app, 'filePushCheck', { access: { menu: MENU.tax.task } }, async (req) => {
    const s = sessionOf(req);
    const push = await checkPush(db, s.entId, req.body.pushId);
    if (!push) throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok([pushOf(push)], push.message);
  });
}
