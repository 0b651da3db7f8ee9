import { describe, expect, it } from 'vitest';
import { taxablePeriodsBetween } from '../../src/tax/periods.ts';
import {
  TAX_TASK_DIALOG,
  TAX_TASK_STATES,
  TAX_TASK_STATE_LABEL,
  canMoveTask,
  deriveTaskState,
  isPastDeadline,
  nextTaskStates,
  periodNeedingTask,
  taxTaskCreation,
  type TaxTaskState,
} from '../../src/tax/tasks.ts';

describe('task states and labels', () => {
  it.each<[TaxTaskState, string]>([
    ['todo', '待办'],
    ['inProgress', '进行中'],
    ['filed', '已申报'],
    ['paid', '已缴款'],
    ['overdue', '已逾期'],
  ])('%s reads %s', (state, label) => {
    expect(TAX_TASK_STATE_LABEL[state]).toBe(label);
  });

  it('lists every state once', () => {
    expect(Object.keys(TAX_TASK_STATE_LABEL)).toEqual([...TAX_TASK_STATES]);
  });
});

describe('moves between states', () => {
  it.each<[TaxTaskState, TaxTaskState[]]>([
    ['todo', ['inProgress', 'filed']],
    ['inProgress', ['todo', 'filed']],
    ['filed', ['inProgress', 'paid']],
    ['paid', []],
    ['overdue', ['inProgress', 'filed']],
  ])('from %s to %j', (state, next) => {
    expect(nextTaskStates(state)).toEqual(next);
  });

  it.each<[TaxTaskState, TaxTaskState, boolean]>([
    ['todo', 'filed', true], // filed outside the portal, only recorded
    ['todo', 'paid', false], // nothing is paid before it is filed
    ['filed', 'inProgress', true], // correction return
    ['paid', 'inProgress', false], // paid is final
    ['todo', 'overdue', false], // overdue is derived, never set by hand
    ['overdue', 'filed', true], // late filing
    ['todo', 'todo', false], // staying is not a move
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTask(from, to)).toBe(allowed);
  });
});

describe('derived overdue state', () => {
  it.each<[string, 'todo' | 'inProgress' | 'filed' | 'paid', string | null, string, TaxTaskState]>([
    ['before the deadline', 'todo', '2025-02-20', '2025-02-19', 'todo'],
    ['on the deadline day', 'inProgress', '2025-02-20', '2025-02-20', 'inProgress'],
    ['after the deadline, to do', 'todo', '2025-02-20', '2025-02-21', 'overdue'],
    ['after the deadline, in progress', 'inProgress', '2025-02-20', '2025-03-01', 'overdue'],
    ['after the deadline, filed', 'filed', '2025-02-20', '2025-03-01', 'filed'],
    ['after the deadline, paid', 'paid', '2025-02-20', '2025-03-01', 'paid'],
    ['no deadline', 'todo', null, '2030-01-01', 'todo'],
  ])('%s', (_rule, state, deadline, today, shown) => {
    expect(deriveTaskState(state, deadline, today)).toBe(shown);
  });

  it('reads an instant as the Beijing calendar day', () => {
    expect(isPastDeadline('2025-02-20', new Date('2025-02-20T15:59:59Z'))).toBe(false);
    expect(isPastDeadline('2025-02-20', new Date('2025-02-20T16:00:00Z'))).toBe(true);
  });
});

describe('§4 the current period without a task prompts', () => {
  const qcit = taxablePeriodsBetween('02', '2025-01-01', '2025-12-31'); // 202503 … 202512

  it.each<[string, string, { taxType: string; period: string }[], string | null]>([
    ['current quarter without a task', '2025-05-10', [], '02-202506'],
    ['current quarter with a task', '2025-05-10', [{ taxType: '02', period: '202506' }], null],
    ['a task of another tax type does not count', '2025-05-10', [{ taxType: '01', period: '202506' }], '02-202506'],
    ['a task of the previous quarter does not count', '2025-05-10', [{ taxType: '02', period: '202503' }], '02-202506'],
    ['on 15 Apr the current quarter is still Q1', '2025-04-15', [], '02-202503'],
    ['the current period is not among the enterprise periods', '2026-05-10', [], null],
  ])('%s', (_rule, today, tasks, id) => {
    expect(periodNeedingTask('02', qcit, tasks, today)?.id ?? null).toBe(id);
  });
});

describe('§2.5 / §8.3 prompt texts and the creation body', () => {
  it('uses the spec texts', () => {
    expect(TAX_TASK_DIALOG).toEqual({
      title: '创建任务',
      content: '当前季度暂无任务，是否创建当前季度的任务？',
      success: '创建任务成功',
    });
  });

  it('creates with branch status 3', () => {
    expect(taxTaskCreation('E1', '02')).toEqual({ entId: 'E1', taskBranchStatus: 3, taxType: '02' });
  });
});
