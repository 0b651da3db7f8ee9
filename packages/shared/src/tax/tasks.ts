/**
 * §4 tax task: its states, the moves a user may make between them, the derived overdue state, and the
 * "current period has no task → ask to create one" rule. Deadlines come from calendar.ts; this file only
 * compares dates, so it stays usable with any deadline (e.g. one set by hand for a per-transaction tax).
 */
import { TAX_TASK_BRANCH_STATUS } from '../constants.ts';
import { displayCalendarDate, type DateInput } from '../format.ts';
import { TASK_CREATED, TAX_TASK_PROMPT, TAX_TASK_TITLE } from '../messages.ts';
import type { TaxablePeriod } from './period.ts';
import { currentPeriod, type PeriodOptions } from './periods.ts';

/**
 * Task states. `overdue` is never stored: it is what a to-do or in-progress task shows once its deadline
 * has passed (deriveTaskState), so the stored state needs no nightly job to stay right.
 */
export const TAX_TASK_STATES = ['todo', 'inProgress', 'filed', 'paid', 'overdue'] as const;
export type TaxTaskState = (typeof TAX_TASK_STATES)[number];
/** The states a task row holds; `overdue` is derived. */
export type StoredTaxTaskState = Exclude<TaxTaskState, 'overdue'>;

export const TAX_TASK_STATE_LABEL: Readonly<Record<TaxTaskState, string>> = {
  todo: '待办',
  inProgress: '进行中',
  filed: '已申报',
  paid: '已缴款',
  overdue: '已逾期',
};

/**
 * Moves a user may make. Why each one:
 * - todo → filed: the return may have been filed outside the portal (e-tax bureau) and is only recorded.
 * - inProgress → todo: work started by mistake can be put back.
 * - filed → inProgress: a correction return (更正申报) reopens the task.
 * - filed → paid: only when tax is payable; a nil return ends at filed.
 * - paid is final: a correction after payment is a new task, so the paid record stays as it was.
 * - overdue → inProgress/filed: a late return is still filed (逾期申报); nothing moves *to* overdue by hand.
 */
const MOVES: Readonly<Record<TaxTaskState, readonly StoredTaxTaskState[]>> = {
  todo: ['inProgress', 'filed'],
  inProgress: ['todo', 'filed'],
  filed: ['inProgress', 'paid'],
  paid: [],
  overdue: ['inProgress', 'filed'],
};

/** The states a task shown in `state` may be moved to. */
export function nextTaskStates(state: TaxTaskState): readonly StoredTaxTaskState[] {
  return MOVES[state];
}

/** Whether a user may move a task from `from` to `to` (staying in the same state is not a move). */
export function canMoveTask(from: TaxTaskState, to: TaxTaskState): boolean {
  return (MOVES[from] as readonly TaxTaskState[]).includes(to);
}

function ymd(date: DateInput): string {
  const { year, month, day } = displayCalendarDate(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether `today` is after the last filing day `deadline` ('YYYY-MM-DD'). The deadline day itself is still
 * in time: the law counts the whole day. `today` is read as a calendar day at +08:00.
 */
export function isPastDeadline(deadline: string, today: DateInput): boolean {
  return ymd(today) > ymd(deadline);
}

/**
 * The state a task shows: `overdue` when it is still to do or in progress after its deadline, else the
 * stored state. A filed task is never overdue (filing and payment share the deadline, and a nil return
 * has nothing to pay). A null deadline (per-transaction tax) never makes a task overdue.
 */
export function deriveTaskState(state: StoredTaxTaskState, deadline: string | null, today: DateInput): TaxTaskState {
  const open = state === 'todo' || state === 'inProgress';
  return open && deadline !== null && isPastDeadline(deadline, today) ? 'overdue' : state;
}

/** What a task must carry to be matched to its period: the server stamps the period it was created for. */
export interface TaxTaskRef {
  taxType: string;
  period: string;
}

/**
 * §4: the period for which the user must be asked to create a task, or null. That is the current period of
 * `taxType` at `today` (§9, see periods.ts currentPeriod), provided the enterprise has it among its
 * `periods` (no prompt for a tax it does not file) and no task of that tax type has that period.
 */
export function periodNeedingTask(
  taxType: string,
  periods: readonly TaxablePeriod[],
  tasks: readonly TaxTaskRef[],
  today: DateInput,
  opts: PeriodOptions = {},
): TaxablePeriod | null {
  const current = currentPeriod(taxType, today, opts).period;
  const period = periods.find((p) => p.taxType === taxType && p.period === current);
  if (!period) return null;
  return tasks.some((t) => t.taxType === taxType && t.period === current) ? null : period;
}

/** §2.5 prompt dialog and the §8.3 toast after Ok created the task (texts from messages.ts). */
export const TAX_TASK_DIALOG = {
  title: TAX_TASK_TITLE,
  content: TAX_TASK_PROMPT,
  success: TASK_CREATED,
} as const;

/** §3 tax task creation body of POST /taxTaskProcedure/saveTaskProcedure (§7.3): branch status 3 (§9). */
export interface TaxTaskCreation {
  entId: string;
  taskBranchStatus: typeof TAX_TASK_BRANCH_STATUS;
  taxType: string;
}

export function taxTaskCreation(entId: string, taxType: string): TaxTaskCreation {
  return { entId, taskBranchStatus: TAX_TASK_BRANCH_STATUS, taxType };
}
