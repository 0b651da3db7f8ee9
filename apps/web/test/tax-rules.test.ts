import { describe, expect, it } from 'vitest';
import {
  TAX_IMPORT_UNCHANGED,
  UPLOAD_XLSX_ONLY,
  UPLOAD_XLSX_TOO_LARGE,
  taxImportDone,
  taxImportFailed,
  taxImportQueued,
} from '@portal/shared';
import { nextHiddenCodes } from '../src/features/tax/components/HiddenTablesModal.tsx';
import { paidByMonthSeries } from '../src/features/tax/home-chart.ts';
import { importFileProblem, importView } from '../src/features/tax/import-progress.ts';
import { errorPlace, placeErrors } from '../src/features/tax/table-errors.ts';
import { hasTaxToPay, taskMoves } from '../src/features/tax/task-moves.ts';
import { quarterlyTaxTypes, taskPromptTarget } from '../src/features/tax/task-prompt.ts';
import { daysUntil, periodRecordText, periodText } from '../src/features/tax/format.ts';
import type { TaxImportJob, TaxablePeriodRow } from '../src/features/tax/types.ts';

const period = (taxType: string, p: string, taskNo: string | null = null): TaxablePeriodRow => ({
  id: `${taxType}-${p}`,
  taxType,
  taxKey: taxType,
  taxYear: Number(p.slice(0, 4)),
  taxMonth: null,
  taxQuarter: Number(p.slice(4)) / 3,
  period: p,
  taxQuarterBeginAndEndDate: null,
  originTaxYear: null,
  deadline: null,
  deadlineProvisional: false,
  taskNo,
});

describe('§2.5/§4 task prompt: which quarterly tax has no task for the current quarter', () => {
  // 2025-08-20 is in tax quarter 3 of 2025 (16 Jul – 15 Oct): period 202509.
  const today = '2025-08-20';
  const profile = [
    { taxType: '01', periodicity: 'monthly' as const },
    { taxType: '02', periodicity: 'quarterly' as const },
    { taxType: '08', periodicity: 'quarterly' as const },
  ];

  it('asks about the first quarterly tax whose current quarter has no task', () => {
    const periods = [period('02', '202506', 'T1'), period('02', '202509'), period('08', '202509')];
    expect(taskPromptTarget({ profileTaxTypes: profile, periods, today })).toMatchObject({
      taxType: '02',
      period: { period: '202509' },
    });
  });

  it('asks nothing when every quarterly tax has its task', () => {
    const periods = [period('02', '202509', 'T2'), period('08', '202509', 'T3')];
    expect(taskPromptTarget({ profileTaxTypes: profile, periods, today })).toBeNull();
  });

  it('skips a tax with a task and asks about the next', () => {
    const periods = [period('02', '202509', 'T2'), period('08', '202509')];
    expect(taskPromptTarget({ profileTaxTypes: profile, periods, today })?.taxType).toBe('08');
  });

  it('asks about the preferred tax type first', () => {
    const periods = [period('02', '202509'), period('08', '202509')];
    expect(taskPromptTarget({ profileTaxTypes: profile, preferredTaxTypes: ['08'], periods, today })?.taxType).toBe(
      '08',
    );
  });

  it('never asks about a monthly tax (the prompt speaks of the quarter)', () => {
    const periods = [{ ...period('01', '202507'), taxQuarter: null, taxMonth: 7 }];
    expect(taskPromptTarget({ profileTaxTypes: profile, periods, today })).toBeNull();
  });

  it('asks nothing when the current quarter is not among the enterprise’s periods', () => {
    expect(taskPromptTarget({ profileTaxTypes: profile, periods: [period('02', '202506')], today })).toBeNull();
  });

  it('on 1–15 January the current quarter is Q4 of the previous year', () => {
    const periods = [period('02', '202412')];
    expect(taskPromptTarget({ profileTaxTypes: profile, periods, today: '2025-01-10' })?.period.period).toBe('202412');
  });

  it('without a profile, the usual periodicity of the periods’ tax types applies', () => {
    expect(
      quarterlyTaxTypes({ profileTaxTypes: null, periods: [period('01', '202509'), period('02', '202509')] }),
    ).toEqual(['02']);
  });
});

describe('task moves (§4)', () => {
  it.each([
    ['todo', '100.00', ['开始办理', '申报']],
    ['inProgress', '100.00', ['退回待办', '申报']],
    ['filed', '100.00', ['更正申报', '缴款']],
    ['filed', '0.00', ['更正申报']],
    ['filed', null, ['更正申报']],
    ['paid', '100.00', []],
    ['overdue', null, ['开始办理', '申报']],
  ] as const)('%s (tax %s): %j', (state, tax, labels) => {
    expect(taskMoves(state, tax).map((m) => m.label)).toEqual(labels);
  });

  it('asks for an amount when filing and paying, confirms going back', () => {
    expect(taskMoves('inProgress', null).map((m) => m.ask)).toEqual(['confirm', 'amount']);
    expect(taskMoves('filed', '1').map((m) => m.ask)).toEqual(['confirm', 'amount']);
  });

  it.each([
    ['0.01', true],
    ['0', false],
    ['-5', false],
    ['abc', false],
    [null, false],
  ])('tax payable %s: something to pay %s', (v, expected) => {
    expect(hasTaxToPay(v)).toBe(expected);
  });
});

const job = (over: Partial<TaxImportJob>): TaxImportJob => ({
  jobId: 'j',
  status: 'queued',
  position: 0,
  processedRows: 0,
  importedRows: 0,
  errors: [],
  errorCount: 0,
  unchanged: false,
  message: '',
  ...over,
});

describe('import progress', () => {
  it.each([
    [{ name: 'a.xlsx', size: 10 }, null],
    [{ name: 'A.XLSX', size: 10 }, null],
    [{ name: 'a.xls', size: 10 }, UPLOAD_XLSX_ONLY],
    [{ name: 'a.csv', size: 10 }, UPLOAD_XLSX_ONLY],
    [{ name: 'a.xlsx', size: 10 * 1024 * 1024 + 1 }, UPLOAD_XLSX_TOO_LARGE],
  ])('file %j: %s', (file, problem) => {
    expect(importFileProblem(file)).toBe(problem);
  });

  it('fills half the bar with the upload, the rest with the job', () => {
    expect(importView({ kind: 'uploading', percent: 40 })).toMatchObject({ percent: 20, text: '正在上传文件 40%' });
    expect(importView({ kind: 'job', job: job({ status: 'queued', position: 2 }) })).toMatchObject({
      percent: 50,
      text: taxImportQueued(2),
    });
    expect(importView({ kind: 'job', job: job({ status: 'running', processedRows: 120 }) }).text).toContain('120');
    expect(importView({ kind: 'job', job: job({ status: 'done', importedRows: 8 }) })).toMatchObject({
      percent: 100,
      status: 'success',
      text: taxImportDone(8),
    });
    expect(importView({ kind: 'job', job: job({ status: 'done', unchanged: true }) }).text).toBe(TAX_IMPORT_UNCHANGED);
    expect(importView({ kind: 'job', job: job({ status: 'failed', errorCount: 3 }) })).toMatchObject({
      status: 'exception',
      text: taxImportFailed(3),
    });
  });

  it('prefers the server’s message', () => {
    expect(importView({ kind: 'job', job: job({ status: 'failed', message: '缺少列“金额”' }) }).text).toBe(
      '缺少列“金额”',
    );
  });
});

describe('table errors', () => {
  const errors = [
    { row: 2, column: 'amount', message: '第2行“金额”不是有效的数字：abc' },
    { row: 2, column: 'amount', message: '合计不符' },
    { row: 5, column: 'name', message: '第5行“名称”不能为空' },
    { row: 0, column: '', message: '表中缺少第11栏' },
  ];

  it('places each error on its cell, marks its row, keeps table-level ones apart', () => {
    const placed = placeErrors(errors);
    expect(placed.cells.get('2:amount')).toEqual(['第2行“金额”不是有效的数字：abc', '合计不符']);
    expect([...placed.rows]).toEqual([2, 5]);
    expect(placed.table).toHaveLength(1);
  });

  it('names the row and the column by its title', () => {
    const columns = [{ key: 'amount', title: '金额' }];
    expect(errorPlace(errors[0], columns)).toEqual({ row: '第2行', sheet: null, column: '金额' });
    expect(errorPlace(errors[2], columns)).toEqual({ row: '第5行', sheet: null, column: 'name' });
    expect(errorPlace(errors[3], columns)).toEqual({ row: '整表', sheet: null, column: '-' });
    expect(errorPlace({ ...errors[0], sheet: '主表' }, columns)).toMatchObject({ row: '第2行', sheet: '主表' });
  });
});

describe('hidden tables', () => {
  it('keeps tables hidden under other tax types and hides the unticked ones here', () => {
    const all = [
      { tableCode: 'A', hidden: false },
      { tableCode: 'B', hidden: true },
      { tableCode: 'X', hidden: true },
    ];
    expect(nextHiddenCodes(all, ['B'], ['A', 'B']).sort()).toEqual(['A', 'X']);
    expect(nextHiddenCodes(all, ['A', 'B'], ['A', 'B'])).toEqual(['X']);
  });
});

describe('home chart and display helpers', () => {
  it('one series per tax type over the months in order, missing months 0', () => {
    const { months, series } = paidByMonthSeries([
      { month: '202502', taxType: '01', itemName: '增值税', amount: '100.5' },
      { month: '202501', taxType: '01', itemName: '增值税', amount: '10' },
      { month: '202502', taxType: '02', itemName: '企业所得税(季度)', amount: '20000' },
    ]);
    expect(months).toEqual(['2025-01', '2025-02']);
    expect(series).toEqual([
      { taxType: '01', name: '增值税', data: [10, 100.5] },
      { taxType: '02', name: '企业所得税(季度)', data: [0, 20000] },
    ]);
  });

  it.each([
    ['202503', 'monthly', '2025年03月'],
    ['202506', 'quarterly', '2025年第2季度'],
    ['202512', 'yearly', '2025年度'],
    ['202505', 'quarterly', '2025年05月'],
    [null, 'monthly', '-'],
  ] as const)('period %s (%s) reads %s', (p, periodicity, text) => {
    expect(periodText(p, periodicity)).toBe(text);
  });

  it('reads a period record by which of month and quarter is set', () => {
    expect(periodRecordText({ taxYear: 2025, taxQuarter: 3 })).toBe('2025年第3季度');
    expect(periodRecordText({ taxYear: 2025, taxMonth: 7 })).toBe('2025年07月');
    expect(periodRecordText({ taxYear: 2025 })).toBe('2025年度');
  });

  it('counts days to a deadline', () => {
    expect(daysUntil('2025-07-15', '2025-07-10')).toBe(5);
    expect(daysUntil('2025-07-15', '2025-07-15')).toBe(0);
    expect(daysUntil('2025-07-15', '2025-07-20')).toBe(-5);
  });
});
