/**
 * The holiday arrangement (放假安排) the filing deadlines are moved by (calendar.ts). The State Council publishes
 * each year's arrangement, holidays and adjusted working days (调休上班), late in the year before; operations enter
 * it as reference data (the tax_holidays table, seeded from chinese-days for the years it covers). For a year with no
 * arrangement entered, the deadlines use an estimate, the statutory holidays of 全国年节及纪念日放假办法 (the server's
 * statutory-holidays.ts), and are provisional (预计) until the arrangement is entered.
 *
 * Dates are 'YYYY-MM-DD' calendar days.
 */

/** A day off (放假) or an adjusted working day on a weekend (调休上班). */
export const HOLIDAY_KINDS = ['holiday', 'workday'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export const HOLIDAY_KIND_LABELS: Readonly<Record<HolidayKind, string>> = {
  holiday: '放假',
  workday: '调休上班',
};

/** One day of an arrangement: its date, whether it is a day off or a working day, and the festival it belongs to. */
export interface HolidayDay {
  date: string;
  kind: HolidayKind;
  /** The festival (元旦, 春节 …). */
  name: string;
}

/** Longest festival name kept. */
export const HOLIDAY_NAME_MAX = 20;

/** The calendar the deadline rules read. */
export interface HolidayCalendar {
  /** Whether the year's arrangement is entered (published): a deadline computed without it is provisional. */
  isPublished(year: number): boolean;
  /** The day's entry in the year's arrangement, or in the statutory estimate when none is entered. */
  dayOf(date: string): HolidayDay | undefined;
}

/**
 * A calendar of the entered arrangements (any years: a year with at least one day is published), falling back to
 * `estimate(year)` (the statutory holidays) for a year with none.
 */
export function holidayCalendar(
  published: readonly HolidayDay[],
  estimate: (year: number) => readonly HolidayDay[] = () => [],
): HolidayCalendar {
  const byYear = new Map<number, Map<string, HolidayDay>>();
  for (const d of published) {
    const year = Number(d.date.slice(0, 4));
    let days = byYear.get(year);
    if (!days) byYear.set(year, (days = new Map<string, HolidayDay>()));
    days.set(d.date, d);
  }
  const estimated = new Map<number, Map<string, HolidayDay>>();
  const yearDays = (year: number) => {
    const entered = byYear.get(year);
    if (entered) return entered;
    let days = estimated.get(year);
    if (!days) estimated.set(year, (days = new Map(estimate(year).map((d): [string, HolidayDay] => [d.date, d]))));
    return days;
  };
  return {
    isPublished: (year) => byYear.has(year),
    dayOf: (date) => yearDays(Number(date.slice(0, 4))).get(date),
  };
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** Day of the week of a date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A rest day: a day off of the arrangement, or a weekend that is not an adjusted working day. */
export function isRestDay(date: string, holidays: HolidayCalendar): boolean {
  const entry = holidays.dayOf(date);
  if (entry) return entry.kind === 'holiday';
  const wd = weekdayOf(date);
  return wd === 0 || wd === 6;
}

/** A day off of the arrangement (a festival day, or a weekend joined to it), not a plain weekend. */
export function isHoliday(date: string, holidays: HolidayCalendar): boolean {
  return holidays.dayOf(date)?.kind === 'holiday';
}

/** 'YYYY-MM-DD' naming a day that exists (not 2025-02-30). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Why an entered day cannot be kept (the message shown), or null. */
export function holidayDayProblem(day: HolidayDay): string | null {
  if (!isRealDate(day.date)) return '请输入有效的日期';
  const name = day.name.trim();
  if (name === '') return '请输入节日名称';
  if (name.length > HOLIDAY_NAME_MAX) return `节日名称不能超过${HOLIDAY_NAME_MAX}个字`;
  const wd = weekdayOf(day.date);
  // An adjusted working day replaces a weekend; a weekday is a working day already.
  if (day.kind === 'workday' && wd !== 0 && wd !== 6) return '调休上班日应为星期六或星期日';
  return null;
}
