/**
 * §4 tax tasks (§7.3 tax task service): create one per enterprise, tax type and period (taskBranchStatus 3), move it
 * through its states, list and export them, mute its reminders. Creating and moving are gated by their buttons,
 * reading by the task page.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import {
  BUTTON,
  MENU,
  TAX_TASK_BRANCH_STATUS,
  canMoveTask,
  centsText,
  currentPeriod,
  datedTaxablePeriod,
  deriveTaskState,
  toCents,
  toDisplayTime,
  type StoredTaxTaskState,
  type TaxTask,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { newId } from '../../platform/ids.ts';
import { batchesOf, pageOf } from '../../platform/paging.ts';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../../platform/export.ts';
import { userNameOf } from '../user/index.ts';
import { holidayService } from './holidays.ts';
import { periodService, today } from './periods.ts';
import { findPeriod, findTask, insertTask, moveTask, setNoReminder, taskList, type TaskPatch } from './repo.ts';
import { stateLabel, taskOf } from './tasks.ts';

const read = { menu: MENU.tax.task };
const AMOUNT = '#,##0.00';

/** An amount of the body as stored text, or null when absent; a negative one is refused. */
function amountOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  const cents = toCents(value);
  if (cents === null) throw fail.business(M.TAX_AMOUNT_NEGATIVE);
  if (cents < 0n) throw fail.business(M.TAX_AMOUNT_NEGATIVE);
  return centsText(cents);
}

const TASK_COLUMNS: ExportColumn<TaxTask>[] = [
  { header: '任务编号', width: 22, value: (t) => t.taskNo },
  { header: '税种', width: 18, value: (t) => t.itemName },
  { header: '所属期', width: 10, value: (t) => t.period },
  { header: '所属期起止', width: 24, value: (t) => t.periodRange },
  { header: '申报期限', width: 12, value: (t) => t.deadline },
  { header: '期限顺延原因', width: 22, value: (t) => t.deadlineReason },
  { header: '状态', width: 8, value: (t) => stateLabel(t.state) },
  { header: '应纳税额', width: 16, numFmt: AMOUNT, value: (t) => (t.taxAmount === null ? null : Number(t.taxAmount)) },
  {
    header: '已缴税额',
    width: 16,
    numFmt: AMOUNT,
    value: (t) => (t.paidAmount === null ? null : Number(t.paidAmount)),
  },
  { header: '不再提醒', width: 8, value: (t) => (t.noReminder === '1' ? '是' : '否') },
  { header: '创建人', width: 10, value: (t) => t.createdBy },
  { header: '创建时间', width: 20, value: (t) => toDisplayTime(t.createdAt) },
  { header: '申报时间', width: 20, value: (t) => toDisplayTime(t.filedAt) },
  { header: '缴款时间', width: 20, value: (t) => toDisplayTime(t.paidAt) },
];

export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'saveTaskProcedure', { access: { button: BUTTON.tax.taskCreate }, writeLimit: true }, async (req) => {
    const s = sessionOf(req);
    // The enterprise is the session's: another one's id answers like a record that does not exist.
    if (req.body.entId !== s.entId) throw fail.notFound(M.RECORD_NOT_FOUND);
    const day = today();
    const { taxType } = req.body;
    const periodicity = (await periodService(app.deps).ensure(s.entId, day)).get(taxType);
    if (!periodicity) throw fail.business(M.TAX_TYPE_NOT_FILED);
    const period = req.body.period ?? String(currentPeriod(taxType, day, { periodicity }).period);
    let dated: M.DatedTaxablePeriod;
    try {
      dated = datedTaxablePeriod(taxType, period, { periodicity, holidays: await holidayService(app.deps).calendar() });
    } catch {
      throw fail.business(M.TAX_PERIOD_MISMATCH);
    }
    if (dated.beginDate > day) throw fail.business(M.TAX_PERIOD_NOT_STARTED);
    const stored = await findPeriod(db, s.entId, dated.id);
    if (!stored) throw fail.business(M.TAX_PERIOD_UNKNOWN);
    const created = await insertTask(db, {
      taskNo: newId(),
      entId: s.entId,
      taxType,
      period,
      taskBranchStatus: TAX_TASK_BRANCH_STATUS,
      state: 'todo',
      periodRange: `${stored.beginDate}~${stored.endDate}`,
      deadline: stored.deadline,
      deadlineReason: dated.deadline === stored.deadline ? dated.deadlineReason : null,
      deadlineProvisional: stored.deadlineProvisional,
      createdBy: s.userId,
      createdByName: (await userNameOf(app.deps, s.userId)) ?? s.account,
    });
    // The unique index (enterprise, tax type, period) decides between concurrent creates: one wins, the rest hear so.
    if (!created) throw fail.business(M.TAX_TASK_EXISTS);
    return ok([taskOf(created, day)], M.TASK_CREATED);
  });

  endpoint(app, 'updateTaskState', { access: { button: BUTTON.tax.taskState } }, async (req) => {
    const s = sessionOf(req);
    const day = today();
    const task = await findTask(db, s.entId, req.body.taskNo);
    if (!task) throw fail.notFound(M.RECORD_NOT_FOUND);
    const shown = deriveTaskState(task.state as StoredTaxTaskState, task.deadline, day);
    const to = req.body.state;
    if (!canMoveTask(shown, to)) throw fail.business(M.taxTaskMoveRefused(stateLabel(shown), stateLabel(to)));
    const now = new Date();
    const patch: TaskPatch = { state: to };
    if (to === 'filed') {
      const taxAmount = amountOf(req.body.taxAmount) ?? task.taxAmount;
      if (taxAmount === null) throw fail.business(M.TAX_AMOUNT_REQUIRED);
      Object.assign(patch, { taxAmount, filedAt: now });
    } else if (to === 'paid') {
      const due = toCents(task.taxAmount ?? '0') ?? 0n;
      if (due <= 0n) throw fail.business(M.TAX_NOTHING_TO_PAY);
      const paid = amountOf(req.body.paidAmount);
      if (paid === null) throw fail.business(M.TAX_PAID_AMOUNT_REQUIRED);
      if ((toCents(paid) ?? 0n) < due) throw fail.business(M.TAX_PAID_AMOUNT_TOO_LOW);
      Object.assign(patch, { paidAmount: paid, paidAt: now });
    } else if (task.state === 'filed') {
      patch.filedAt = null; // a correction return (更正申报) reopens the task
    }
    const moved = await moveTask(db, s.entId, task.taskNo, task.state, patch);
    if (!moved) throw fail.business(M.TAX_TASK_STATE_CHANGED);
    return ok([taskOf(moved, day)], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'queryAppointProcedure', { access: read }, async (req) => {
    const s = sessionOf(req);
    const day = today();
    const { currentPage, pageSize, ...filter } = req.query;
    const page = await pageOf(taskList(db, s.entId, filter, day), currentPage, pageSize);
    return okPage({ ...page, records: page.records.map((r) => taskOf(r, day)) });
  });

  endpoint(app, 'taskExport', { access: { button: BUTTON.tax.taskExport } }, async (req, reply) => {
    const s = sessionOf(req);
    const day = today();
    const list = taskList(db, s.entId, req.query, day);
    async function* tasks() {
      for await (const rows of batchesOf(list, 1000, EXPORT_MAX_ROWS)) yield rows.map((r) => taskOf(r, day));
    }
    return sendXlsx(reply, {
      fileName: `税务任务_${day}.xlsx`,
      sheet: '税务任务',
      columns: TASK_COLUMNS,
      batches: tasks(),
    });
  });

  endpoint(app, 'procedureNoReminder', { access: { button: BUTTON.tax.taskReminder } }, async (req) => {
    const s = sessionOf(req);
    if (!(await setNoReminder(db, s.entId, req.query.taskNo, req.query.noReminder)))
      throw fail.notFound(M.RECORD_NOT_FOUND);
    return ok([], M.OPERATION_SUCCESS);
  });
}
