/**
 * A tax task as the pages see it (§4): its stored row with the tax type's names, and the state it shows (overdue
 * once a to-do or in-progress task is past its deadline, shared tax/tasks.ts deriveTaskState). The task numbers are
 * the platform's snowflake-like ids.
 */
import {
  TAX_TASK_STATE_LABEL,
  deriveTaskState,
  taxTypeByNo,
  type StoredTaxTaskState,
  type TaxTask,
} from '@portal/shared';
import type { TaskRow } from './repo.ts';

export function taskOf(row: TaskRow, today: string): TaxTask {
  const entry = taxTypeByNo(row.taxType);
  return {
    taskNo: row.taskNo,
    taxType: row.taxType,
    taxKey: entry?.key ?? row.taxType,
    itemName: entry?.itemName ?? row.taxType,
    period: row.period,
    periodRange: row.periodRange,
    taskBranchStatus: row.taskBranchStatus,
    state: deriveTaskState(row.state as StoredTaxTaskState, row.deadline, today),
    deadline: row.deadline,
    deadlineReason: row.deadlineReason,
    deadlineProvisional: row.deadlineProvisional,
    taxAmount: row.taxAmount,
    paidAmount: row.paidAmount,
    noReminder: row.noReminder === '1' ? '1' : '0',
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    filedAt: row.filedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The label of a state (待办, 已逾期 …) for messages and exports. */
export function stateLabel(state: string): string {
  return Object.hasOwn(TAX_TASK_STATE_LABEL, state) ? TAX_TASK_STATE_LABEL[state as StoredTaxTaskState] : state;
}
