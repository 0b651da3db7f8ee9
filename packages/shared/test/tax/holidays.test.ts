import { describe, expect, it } from 'vitest';
import { Lunar } from 'lunar-typescript';
import chineseDays from 'chinese-days';
import { datedTaxablePeriod, filingDeadline, monthlyFilingDeadline } from '../../src/tax/calendar.ts';
import { publishedArrangement, publishedArrangements } from '../../src/tax/holiday-seed.ts';
import { holidayCalendar, holidayDayProblem, isRestDay, type HolidayDay } from '../../src/tax/holidays.ts';
import { lawDays, statutoryHolidays } from '../../src/tax/statutory-holidays.ts';

/** What the server builds: the entered arrangements (seeded from chinese-days up to 2026), the statutory days after. */
const holidays = holidayCalendar(publishedArrangements(), statutoryHolidays);

describe('deadlines of a year without a published arrangement are estimated from the statutory holidays (预计)', () => {
  it.each<[string, number, number, string, string | null, boolean]>([
    // From the published 2026 arrangement (the SAT's 2026 notice has the same dates).
    ['2026 January from the data', 2026, 1, '2026-01-20', '1月1日至3日放假3天', false],
    ['2026 February from the data', 2026, 2, '2026-02-24', '2月15日至23日放假9天', false],
    ['2026 October from the data', 2026, 10, '2026-10-26', '10月1日至7日放假7天', false],
    // 1 January 2027 is a Friday: Friday–Sunday is a 3-day New Year block inside the 1st–15th.
    [
      '2027 January: the New Year block extends it by 3 working days',
      2027,
      1,
      '2027-01-20',
      '1月1日至3日放假3天',
      true,
    ],
    // 除夕 5 Feb (Fri) to 初三 8 Feb (Mon); Sat 6 and Sun 7 are made up on Tue 9 and Wed 10 (第六条).
    ['2027 February: the Spring Festival block', 2027, 2, '2027-02-23', '2月5日至10日放假6天', true],
    // 1–2 May 2027 are a Saturday and a Sunday, made up on 3–4 May.
    ['2027 May: Labour Day with its make-up days', 2027, 5, '2027-05-20', '5月1日至4日放假4天', true],
    ['2027 July: no holiday, still provisional', 2027, 7, '2027-07-15', null, true],
  ])('%s → %s', (_case, year, month, deadline, reason, provisional) => {
    expect(monthlyFilingDeadline(year, month, holidays)).toMatchObject({ deadline, reason, provisional });
  });

  it.each<[string, string, string, boolean]>([
    ['01', '202612', '2027-01-20', true], // the December 2026 VAT return
    ['02', '202612', '2027-01-20', true], // QCIT Q4 2026
    ['01', '202611', '2026-12-15', false],
    ['03', '202612', '2027-05-31', true], // annual CIT 2026: Monday 31 May 2027
  ])('%s %s → %s (provisional %s)', (taxType, period, deadline, provisional) => {
    expect(filingDeadline(taxType, period, { holidays })).toMatchObject({ deadline, provisional });
  });

  it('a period carries its provisional flag', () => {
    expect(datedTaxablePeriod('01', '202612', { holidays })).toMatchObject({
      deadline: '2027-01-20',
      deadlineProvisional: true,
    });
    expect(datedTaxablePeriod('01', '202610', { holidays })).toMatchObject({ deadlineProvisional: false });
  });

  it('once the arrangement is entered it replaces the estimate and the deadline is no longer provisional', () => {
    // A possible 2027 arrangement: Spring Festival 5–13 Feb with make-up Sundays, as the State Council usually does.
    const y2027: HolidayDay[] = [
      { date: '2027-01-01', kind: 'holiday', name: '元旦' },
      ...['05', '06', '07', '08', '09', '10', '11', '12', '13'].map((d): HolidayDay => ({
        date: `2027-02-${d}`,
        kind: 'holiday',
        name: '春节',
      })),
      { date: '2027-02-14', kind: 'workday', name: '春节' },
    ];
    const entered = holidayCalendar([...publishedArrangements(), ...y2027], statutoryHolidays);
    expect(monthlyFilingDeadline(2027, 2, entered)).toMatchObject({
      deadline: '2027-02-26', // 15 Feb + 9 working days
      reason: '2月5日至13日放假9天',
      provisional: false,
    });
    // Entered days are the whole arrangement: a festival left out is a working day (no estimate is mixed in).
    expect(monthlyFilingDeadline(2027, 5, entered)).toMatchObject({ deadline: '2027-05-17', provisional: false });
  });
});

describe('statutory holidays (全国年节及纪念日放假办法, 2025 revision)', () => {
  it.each<[number, string[]]>([
    [
      2027,
      [
        '01-01',
        '02-05',
        '02-06',
        '02-07',
        '02-08',
        '04-05',
        '05-01',
        '05-02',
        '06-09',
        '09-15',
        '10-01',
        '10-02',
        '10-03',
      ],
    ],
    [
      2028,
      [
        '01-01',
        '01-25',
        '01-26',
        '01-27',
        '01-28',
        '04-04',
        '05-01',
        '05-02',
        '05-28',
        '10-01',
        '10-02',
        '10-03',
        '10-03',
      ],
    ],
  ])('the festival days of %i', (year, days) => {
    expect(lawDays(year).map((d) => d.date.slice(5))).toEqual(days);
  });

  it.each<[string, number, string[]]>([
    [
      '2027: weekend festival days made up after the block',
      2027,
      ['02-09', '02-10', '05-03', '05-04', '10-04', '10-05'],
    ],
    [
      '2028: 元旦 on a Saturday, 端午 on a Sunday, 中秋 on 3 October',
      2028,
      ['01-02', '01-03', '05-29', '10-04', '10-05'],
    ],
  ])('%s', (_case, year, extra) => {
    const law = new Set(lawDays(year).map((d) => d.date.slice(5)));
    expect(
      statutoryHolidays(year)
        .map((d) => d.date.slice(5))
        .filter((d) => !law.has(d)),
    ).toEqual(extra);
  });

  it('the lunar dates agree with the festival dates chinese-days knows for the published years', () => {
    for (let year = 2015; year <= 2026; year++) {
      const festivals = publishedArrangement(year).filter((d) => d.kind === 'holiday');
      for (const day of lawDays(year)) {
        if (day.name === '春节' || day.name === '劳动节') continue; // their length changed in 2025
        const { getDayDetail } = chineseDays;
        expect(getDayDetail(day.date).work, `${day.name} ${day.date}`).toBe(false);
        expect(festivals.some((f) => f.date === day.date)).toBe(true);
      }
      expect(lawDays(year).find((d) => d.name === '春节')?.date).toBe(
        Lunar.fromYmd(year, 1, 1).getSolar().next(-1).toYmd(),
      );
    }
  });

  it('an estimated year has no adjusted working days: a weekend stays a rest day', () => {
    expect(isRestDay('2027-02-13', holidays)).toBe(true);
    expect(isRestDay('2027-02-09', holidays)).toBe(true);
    expect(isRestDay('2027-02-11', holidays)).toBe(false);
  });
});

describe('holidayDayProblem: what operations may enter', () => {
  it.each<[string, HolidayDay, string | null]>([
    ['a day off', { date: '2027-02-05', kind: 'holiday', name: '春节' }, null],
    ['a make-up Sunday', { date: '2027-02-14', kind: 'workday', name: '春节' }, null],
    [
      'an adjusted working day on a weekday',
      { date: '2027-02-15', kind: 'workday', name: '春节' },
      '调休上班日应为星期六或星期日',
    ],
    ['a day that does not exist', { date: '2027-02-30', kind: 'holiday', name: '春节' }, '请输入有效的日期'],
    ['a date in another shape', { date: '2027/02/05', kind: 'holiday', name: '春节' }, '请输入有效的日期'],
    ['an empty name', { date: '2027-02-05', kind: 'holiday', name: '  ' }, '请输入节日名称'],
    [
      'a name past 20 characters',
      { date: '2027-02-05', kind: 'holiday', name: '春'.repeat(21) },
      '节日名称不能超过20个字',
    ],
  ])('%s', (_case, day, problem) => {
    expect(holidayDayProblem(day)).toBe(problem);
  });
});
