import { describe, expect, it } from 'vitest';
import {
  annualSettlementDeadline,
  calendarDay,
  datedTaxablePeriod,
  deadlineRuleOf,
  deadlinesOfMonth,
  filingDeadline,
  isTaskOverdue,
  monthlyFilingDeadline,
  nextWorkingDay,
} from '../../src/tax/calendar.ts';
import { publishedArrangements } from '../../src/tax/holiday-seed.ts';
import { holidayCalendar, isRestDay } from '../../src/tax/holidays.ts';
import { statutoryHolidays } from '../../src/tax/statutory-holidays.ts';

/** The arrangements published up to 2026 (chinese-days, as seeded), the statutory holidays after. */
const holidays = holidayCalendar(publishedArrangements(), statutoryHolidays);

/*
 * Published monthly deadlines (申报纳税期限) of filings due within 15 days after a month or quarter.
 * 2025: 国家税务总局办公厅关于明确2025年度申报纳税期限的通知 (税总办征科函〔2024〕71号), as reprinted in
 *   "2025年国家税务总局广东省税务局征期日历" (http://cjtax.cn/a/202501/15wujby1fnit4.shtml), which lists the
 *   twelve dates with the SAT's reasons.
 * 2026: 国家税务总局办公厅关于明确2026年度申报纳税期限的通知 (税总办征科函〔2025〕64号), full text reprinted
 *   by 中新网 on 2025-12-12 (http://gxkgg.com/cj/2025/12-12/10532404.shtml).
 * 2024 (extra cases for the rules): the 2024 notice as reprinted at http://crsrw.com/dianzishuiwu/1586.html.
 * Every month of 2025 and 2026 was found; none is invented.
 */
describe('monthlyFilingDeadline matches the SAT notices', () => {
  it.each<[number, number, string, string | null]>([
    [2025, 1, '2025-01-15', null], // 1 Jan is a single holiday: no extension
    [2025, 2, '2025-02-20', '2月1日至4日放假4天'], // Spring Festival 28 Jan–4 Feb: only the 4 days in February count
    [2025, 3, '2025-03-17', '3月15日为星期六'],
    [2025, 4, '2025-04-18', '4月4日至6日放假3天'],
    [2025, 5, '2025-05-22', '5月1日至5日放假5天'], // 5 working days after the 15th, not 15 + 5 = 20
    [2025, 6, '2025-06-16', '6月15日为星期日'], // Dragon Boat 31 May–2 Jun: 2 days in June, no extension
    [2025, 7, '2025-07-15', null],
    [2025, 8, '2025-08-15', null],
    [2025, 9, '2025-09-15', null],
    [2025, 10, '2025-10-27', '10月1日至8日放假8天'], // National Day with Mid-Autumn
    [2025, 11, '2025-11-17', '11月15日为星期六'],
    [2025, 12, '2025-12-15', null],
    [2026, 1, '2026-01-20', '1月1日至3日放假3天'],
    [2026, 2, '2026-02-24', '2月15日至23日放假9天'], // Spring Festival starts on the 15th: only 1 day in the window
    [2026, 3, '2026-03-16', '3月15日为星期日'],
    [2026, 4, '2026-04-20', '4月4日至6日放假3天'],
    [2026, 5, '2026-05-22', '5月1日至5日放假5天'],
    [2026, 6, '2026-06-15', null],
    [2026, 7, '2026-07-15', null],
    [2026, 8, '2026-08-17', '8月15日为星期六'],
    [2026, 9, '2026-09-15', null],
    [2026, 10, '2026-10-26', '10月1日至7日放假7天'],
    [2026, 11, '2026-11-16', '11月15日为星期日'],
    [2026, 12, '2026-12-15', null],
  ])('%i-%i → %s (%s)', (year, month, deadline, reason) => {
    const d = monthlyFilingDeadline(year, month, holidays);
    expect(d.deadline).toBe(deadline);
    expect(d.reason).toBe(reason);
    expect(d.statutoryDate).toBe(`${year}-${String(month).padStart(2, '0')}-15`);
    expect(d.provisional).toBe(false);
  });

  it.each<[string, number, number, string, number]>([
    ['a holiday block counts only its days on the 1st–15th (10–15 Feb)', 2024, 2, '2024-02-23', 6],
    ['a one-day holiday joined to a weekend counts as 3 days (8–10 Jun)', 2024, 6, '2024-06-19', 3],
    ['a holiday starting on the 15th only moves it past the holiday', 2024, 9, '2024-09-18', 0],
    ['the extension skips weekends but not the make-up Saturday 12 Oct', 2024, 10, '2024-10-24', 7],
  ])('2024 notice: %s', (_rule, year, month, deadline, extensionDays) => {
    expect(monthlyFilingDeadline(year, month, holidays)).toMatchObject({ deadline, extensionDays });
  });
});

describe('annualSettlementDeadline: 31 May of the next year, moved off a rest day', () => {
  it.each<[number, string, string | null]>([
    [2022, '2023-05-31', null], // Wednesday
    [2023, '2024-05-31', null], // Friday
    [2024, '2025-06-03', '5月31日至6月2日放假3天'], // Dragon Boat 31 May–2 Jun (computed: no published date found)
    [2025, '2026-06-01', '5月31日为星期日'], // computed: no published date found
  ])('tax year %i → %s', (taxYear, deadline, reason) => {
    expect(annualSettlementDeadline(taxYear, holidays)).toMatchObject({ deadline, reason, extensionDays: 0 });
  });
});

describe('filingDeadline by tax type and period', () => {
  it.each<[string, string, string]>([
    ['01', '202501', '2025-02-20'], // VAT monthly
    ['05', '202509', '2025-10-27'], // IIT withholding
    ['12', '202412', '2025-01-15'], // CT, December → January of the next year
    ['02', '202503', '2025-04-18'], // QCIT Q1
    ['02', '202412', '2025-01-15'], // QCIT Q4
    ['08', '202509', '2025-10-27'], // stamp tax quarterly
    ['22', '202603', '2026-04-20'], // combined PBT filing
    ['03', '202412', '2025-06-03'], // annual CIT
    ['06', '202412', '2025-06-03'], // TP reported with the annual CIT
    ['19', '202512', '2026-01-20'], // vessel tax, yearly by the 15th
  ])('%s %s → %s', (taxType, period, deadline) => {
    expect(filingDeadline(taxType, period, { holidays })?.deadline).toBe(deadline);
  });

  it('carries the tax type names for the calendar', () => {
    expect(filingDeadline('01', '202501', { holidays })).toMatchObject({
      taxKey: 'VAT',
      itemName: '增值税',
      period: '202501',
    });
  });

  it('a small-scale taxpayer files VAT quarterly when told so', () => {
    expect(filingDeadline('01', '202503', { periodicity: 'quarterly', holidays })?.deadline).toBe('2025-04-18');
    expect(() => filingDeadline('01', '202502', { periodicity: 'quarterly', holidays })).toThrow(RangeError);
  });

  it('deed tax is due per transaction and has no calendar deadline', () => {
    expect(deadlineRuleOf('20')).toBe('perTransaction');
    expect(filingDeadline('20', '202512', { holidays })).toBeNull();
  });

  it.each<[string, string, string]>([
    ['a quarterly period must end a quarter', '02', '202502'],
    ['a yearly period must end in December', '03', '202506'],
    ['an unknown tax type', '99', '202501'],
  ])('rejects %s', (_rule, taxType, period) => {
    expect(() => filingDeadline(taxType, period, { holidays })).toThrow(RangeError);
  });

  it('rejects a non-yearly periodicity for the annual settlement', () => {
    expect(() => filingDeadline('03', '202412', { periodicity: 'quarterly', holidays })).toThrow(RangeError);
  });
});

describe('deadlinesOfMonth: the month view', () => {
  const list = (year: number, month: number, opts = {}) =>
    deadlinesOfMonth(year, month, { ...opts, holidays }).map((d) => `${d.taxType}:${d.period}:${d.deadline}`);

  it('April lists the monthly taxes of March and the quarterly taxes of Q1', () => {
    expect(list(2025, 4)).toEqual(
      ['01', '02', '05', '08', '09', '10', '11', '12', '13', '18', '22'].map((t) => `${t}:202503:2025-04-18`),
    );
  });

  it.each<[string, number, number, string[]]>([
    [
      'February: only the monthly taxes',
      2025,
      2,
      ['01:202501:2025-02-20', '05:202501:2025-02-20', '12:202501:2025-02-20'],
    ],
    [
      'May 2025: the annual CIT moved to June',
      2025,
      5,
      ['01:202504:2025-05-22', '05:202504:2025-05-22', '12:202504:2025-05-22'],
    ],
    [
      'June 2025: the annual CIT and TP, ordered by date',
      2025,
      6,
      [
        '03:202412:2025-06-03',
        '06:202412:2025-06-03',
        '01:202505:2025-06-16',
        '05:202505:2025-06-16',
        '12:202505:2025-06-16',
      ],
    ],
  ])('%s', (_rule, year, month, expected) => {
    expect(list(year, month)).toEqual(expected);
  });

  it('January also has the yearly vessel tax', () => {
    expect(list(2026, 1, { taxTypes: ['01', '02', '19', '20'] })).toEqual([
      '01:202512:2026-01-20',
      '02:202512:2026-01-20',
      '19:202512:2026-01-20',
    ]);
  });

  it('a quarterly VAT override removes VAT from the months after a non-quarter month', () => {
    expect(list(2025, 2, { taxTypes: ['01'], periodicities: { '01': 'quarterly' } })).toEqual([]);
    expect(list(2025, 4, { taxTypes: ['01'], periodicities: { '01': 'quarterly' } })).toEqual(['01:202503:2025-04-18']);
  });
});

describe('isTaskOverdue', () => {
  it.each<[string, 'todo' | 'inProgress' | 'filed' | 'paid', string, string, string | Date, boolean]>([
    ['on the deadline day it is still in time', 'todo', '01', '202501', '2025-02-20', false],
    ['the day after the deadline a to-do task is overdue', 'todo', '01', '202501', '2025-02-21', true],
    ['an in-progress task too', 'inProgress', '01', '202501', '2025-02-21', true],
    ['a filed task is never overdue', 'filed', '01', '202501', '2025-03-01', false],
    ['a paid task is never overdue', 'paid', '01', '202501', '2025-03-01', false],
    [
      '00:00 of 21 Feb in Beijing is 20 Feb in UTC, and already late',
      'todo',
      '01',
      '202501',
      new Date('2025-02-20T16:00:00Z'),
      true,
    ],
    ['the annual CIT is in time on the moved day', 'todo', '03', '202412', '2025-06-03', false],
    ['deed tax has no calendar deadline', 'todo', '20', '202412', '2030-01-01', false],
  ])('%s', (_rule, state, taxType, period, today, overdue) => {
    expect(isTaskOverdue({ taxType, period, state }, today, { holidays })).toBe(overdue);
  });
});

describe('working-day helpers on the published arrangement', () => {
  it.each<[string, boolean]>([
    ['2025-01-26', false], // Sunday, make-up working day before the Spring Festival
    ['2025-01-28', true], // Spring Festival
    ['2025-03-15', true], // Saturday
    ['2025-03-17', false],
  ])('isRestDay(%s) → %s', (date, rest) => {
    expect(isRestDay(date, holidays)).toBe(rest);
  });

  it.each<[string, string]>([
    ['2025-01-26', '2025-01-26'],
    ['2025-01-28', '2025-02-05'],
    ['2025-03-15', '2025-03-17'],
  ])('nextWorkingDay(%s) → %s', (date, next) => {
    expect(nextWorkingDay(date, holidays)).toBe(next);
  });

  it.each<[number, boolean]>([
    [2004, true],
    [2026, true],
    [2027, false],
  ])('isPublished(%i) → %s', (year, known) => {
    expect(holidays.isPublished(year)).toBe(known);
  });
});

describe('calendarDay and datedTaxablePeriod', () => {
  it('reads a day at +08:00', () => {
    expect(calendarDay('2025-03-31T16:30:00Z')).toBe('2025-04-01');
    expect(calendarDay('2025-03-31')).toBe('2025-03-31');
  });

  it('gives a period its span and its deadline after the holiday rules', () => {
    expect(datedTaxablePeriod('01', '202504', { holidays })).toMatchObject({
      id: '01-202504',
      period: '202504',
      beginDate: '2025-04-01',
      endDate: '2025-04-30',
      deadline: '2025-05-22',
      deadlineReason: '5月1日至5日放假5天',
    });
    expect(datedTaxablePeriod('08', '202503', { holidays })).toMatchObject({
      beginDate: '2025-01-01',
      endDate: '2025-03-31',
    });
  });

  it('a per-transaction tax has no deadline; a small-scale VAT period is a quarter', () => {
    expect(datedTaxablePeriod('20', '202412', { holidays })).toMatchObject({ deadline: null, deadlineReason: null });
    expect(datedTaxablePeriod('01', '202506', { periodicity: 'quarterly', holidays })).toMatchObject({
      taxQuarter: 2,
      beginDate: '2025-04-01',
      deadline: '2025-07-15',
    });
  });
});
