/**
 * Tax filing calendar (§1 "tax calendar"): the statutory filing deadline of a tax type and period, moved
 * by 税收征收管理法实施细则 第一百零九条 the way the State Taxation Administration (SAT) applies it in its
 * yearly notice (e.g. 税总办征科函〔2024〕71号 for 2025, 税总办征科函〔2025〕64号 for 2026).
 *
 * Holidays and adjusted working days come from the holiday arrangement passed in (holidays.ts): the one the State
 * Council published, as operations entered it, or for a year without one the statutory holidays, in which case the
 * result is marked `provisional` (预计).
 */
import { displayCalendarDate, type DateInput } from '../format.ts';
import { isHoliday, isRestDay, weekdayOf, type HolidayCalendar } from './holidays.ts';
import { TAX_TYPES, taxTypeByNo, type TaxablePeriod } from './period.ts';
import {
  parsePeriod,
  periodContaining,
  periodicityOf,
  periodKey,
  taxablePeriod,
  type PeriodOptions,
  type Periodicity,
} from './periods.ts';
import { deriveTaskState, type StoredTaxTaskState, type TaxTaskRef } from './tasks.ts';

/** What a deadline is computed with: the period options and the holiday arrangement. */
export interface DeadlineOptions extends PeriodOptions {
  holidays: HolidayCalendar;
}

/**
 * - fifteenthOfNextMonth: within 15 days after the period ends (VAT, CT, QCIT prepayment, IIT withholding,
 *   the property-and-behaviour taxes and their combined filing), i.e. by the 15th of the next month.
 * - annualSettlement: within 5 months after the year ends, by 31 May (企业所得税法第五十四条); the
 *   related-party report of transfer pricing is filed with it (国家税务总局公告2016年第42号).
 * - perTransaction: no calendar deadline; deed tax is due before the title registration (契税法第十条).
 */
export type DeadlineRule = 'fifteenthOfNextMonth' | 'annualSettlement' | 'perTransaction';

const DEADLINE_RULES: Readonly<Record<string, DeadlineRule>> = {
  '03': 'annualSettlement',
  '06': 'annualSettlement',
  '20': 'perTransaction',
};

/**
 * The deadline rule of a tax type. Vessel tax (19) is yearly and its date is set by each province
 * (车船税法实施条例第二十条); the calendar uses the 15th of January, the rule of the other yearly filings.
 */
export function deadlineRuleOf(taxType: string): DeadlineRule {
  periodicityOf(taxType); // rejects an unknown tax type
  return Object.hasOwn(DEADLINE_RULES, taxType) ? DEADLINE_RULES[taxType] : 'fifteenthOfNextMonth';
}

/** A deadline before and after the holiday rules. Dates are 'YYYY-MM-DD'. */
export interface AdjustedDeadline {
  /** The date the law names (the 15th, or 31 May). */
  statutoryDate: string;
  /** The last filing day after the rules of article 109. */
  deadline: string;
  /** Why it moved, worded as the SAT notices do ('5月1日至5日放假5天', '3月15日为星期六'); null if it did not. */
  reason: string | null;
  /** Working days added for three or more consecutive holidays in the filing window; 0 if none. */
  extensionDays: number;
  /** No holiday arrangement is entered for that year: the statutory holidays were assumed (预计). */
  provisional: boolean;
}

export interface FilingDeadline extends AdjustedDeadline {
  taxType: string;
  taxKey: string;
  itemName: string;
  period: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** The date itself if it is a working day, else the first working day after it. */
export function nextWorkingDay(date: string, holidays: HolidayCalendar): string {
  let d = date;
  while (isRestDay(d, holidays)) d = addDays(d, 1);
  return d;
}

/** The `n`-th working day after `date` (n ≥ 1). */
function workingDaysAfter(date: string, n: number, holidays: HolidayCalendar): string {
  let d = date;
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (!isRestDay(d, holidays)) left -= 1;
  }
  return d;
}

/**
 * The block of consecutive rest days around `date`, kept within [min, max]. The SAT counts a holiday with
 * the weekend it is joined to: in 2024 "6月8日至10日放假3天" counted Sat 8 and Sun 9, though only Mon 10 is
 * a statutory holiday (and the arrangement marks only the 10th as one).
 */
function restRun(
  date: string,
  min: string,
  max: string,
  holidays: HolidayCalendar,
): { start: string; end: string; days: number; holiday: boolean } {
  let start = date;
  let end = date;
  while (addDays(start, -1) >= min && isRestDay(addDays(start, -1), holidays)) start = addDays(start, -1);
  while (addDays(end, 1) <= max && isRestDay(addDays(end, 1), holidays)) end = addDays(end, 1);
  let days = 0;
  let holiday = false;
  for (let d = start; d <= end; d = addDays(d, 1)) {
    days += 1;
    holiday ||= isHoliday(d, holidays);
  }
  return { start, end, days, holiday };
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
function monthDay(date: string, withMonth = true): string {
  const [, m, d] = parts(date);
  return withMonth ? `${m}月${d}日` : `${d}日`;
}
function describeRun(run: { start: string; end: string; days: number }): string {
  if (run.start === run.end) return `${monthDay(run.start)}放假1天`;
  const sameMonth = run.start.slice(0, 7) === run.end.slice(0, 7);
  return `${monthDay(run.start)}至${monthDay(run.end, !sameMonth)}放假${run.days}天`;
}

/** Moves a deadline that falls on a rest day to the next working day (article 109, first sentence). */
function restDayShift(
  date: string,
  min: string,
  max: string,
  holidays: HolidayCalendar,
): Pick<AdjustedDeadline, 'deadline' | 'reason'> {
  if (!isRestDay(date, holidays)) return { deadline: date, reason: null };
  const run = restRun(date, min, max, holidays);
  const reason = run.holiday ? describeRun(run) : `${monthDay(date)}为${WEEKDAYS[weekdayOf(date)]}`;
  return { deadline: nextWorkingDay(date, holidays), reason };
}

/**
 * The deadline of filings due "within 15 days after the period" in the given month, as the SAT publishes
 * it each year. Article 109: three or more consecutive statutory holidays within the filing window extend
 * it by that many days; a last day on a rest day moves to the next working day. As the SAT applies it:
 * - the days counted are the rest days of a holiday block (with its joined weekend) that fall on the 1st–15th
 *   (2025-02: the Spring Festival ran from 28 Jan, only "2月1日至4日放假4天" count), and the block must have
 *   3 or more of them there (2025-06: 31 May–2 Jun has 2 in June, so no extension, only 15 Jun → 16 Jun);
 * - the extension is counted in working days after the 15th (2025-05: 15 May + 5 working days = 22 May,
 *   not 20 May), which also carries it past weekends and make-up days correctly.
 */
export function monthlyFilingDeadline(year: number, month: number, holidays: HolidayCalendar): AdjustedDeadline {
  const first = ymd(year, month, 1);
  const statutoryDate = ymd(year, month, 15);
  const monthEnd = ymd(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const provisional = !holidays.isPublished(year);
  let extensionDays = 0;
  const reasons: string[] = [];
  for (let d = first; d <= statutoryDate; d = addDays(d, 1)) {
    if (!isRestDay(d, holidays)) continue;
    const inWindow = restRun(d, first, statutoryDate, holidays);
    if (inWindow.days >= 3 && inWindow.holiday) {
      extensionDays += inWindow.days;
      reasons.push(describeRun(restRun(d, first, monthEnd, holidays))); // the notice names the whole block in the month
    }
    d = inWindow.end;
  }
  if (extensionDays > 0) {
    return {
      statutoryDate,
      deadline: workingDaysAfter(statutoryDate, extensionDays, holidays),
      reason: reasons.join('，'),
      extensionDays,
      provisional,
    };
  }
  return { statutoryDate, ...restDayShift(statutoryDate, first, monthEnd, holidays), extensionDays: 0, provisional };
}

/**
 * The annual CIT settlement deadline for tax year `taxYear`: 31 May of the next year, moved off a rest day.
 * The 3-holiday extension is not applied: the SAT notices cover only the monthly/quarterly 15-day window,
 * and a 5-month window is not shortened in a way that needs it.
 */
export function annualSettlementDeadline(taxYear: number, holidays: HolidayCalendar): AdjustedDeadline {
  const year = taxYear + 1;
  const statutoryDate = ymd(year, 5, 31);
  return {
    statutoryDate,
    ...restDayShift(statutoryDate, ymd(year, 5, 1), ymd(year, 6, 30), holidays),
    extensionDays: 0,
    provisional: !holidays.isPublished(year),
  };
}

/**
 * The filing deadline of a tax type (itemNo) for a period ('YYYYMM' of its last month, see periods.ts), or
 * null for a per-transaction tax (deed tax), which has no calendar deadline.
 */
export function filingDeadline(taxType: string, period: string, opts: DeadlineOptions): FilingDeadline | null {
  const rule = deadlineRuleOf(taxType);
  if (rule === 'perTransaction') return null;
  const span = parsePeriod(period, periodicityOf(taxType, opts));
  if (rule === 'annualSettlement' && span.periodicity !== 'yearly') {
    throw new RangeError(`Tax type ${taxType} is settled yearly, got a ${span.periodicity} period`);
  }
  const entry = taxTypeByNo(taxType);
  const adjusted = deadlineOfPeriod(rule, span.year, span.month, opts.holidays);
  return { taxType, taxKey: entry?.key ?? taxType, itemName: entry?.itemName ?? taxType, period, ...adjusted };
}

/** The deadline of a period ending in `month` of `year` under a calendar rule. */
function deadlineOfPeriod(
  rule: Exclude<DeadlineRule, 'perTransaction'>,
  year: number,
  month: number,
  holidays: HolidayCalendar,
): AdjustedDeadline {
  if (rule === 'annualSettlement') return annualSettlementDeadline(year, holidays);
  return month === 12 ? monthlyFilingDeadline(year + 1, 1, holidays) : monthlyFilingDeadline(year, month + 1, holidays);
}

/**
 * The deadline of a stored period ('YYYYMM' of its last month) whatever its periodicity, or null for a
 * per-transaction tax: what a period or task keeps, recomputed when a year's holiday arrangement is entered.
 */
export function storedPeriodDeadline(
  taxType: string,
  period: string,
  holidays: HolidayCalendar,
): AdjustedDeadline | null {
  const rule = deadlineRuleOf(taxType);
  if (rule === 'perTransaction') return null;
  return deadlineOfPeriod(rule, Number(period.slice(0, 4)), Number(period.slice(4, 6)), holidays);
}

export interface MonthDeadlineOptions {
  /** Tax types (itemNo) to list; all of TAX_TYPES by default. */
  taxTypes?: readonly string[];
  /** Per tax type periodicity overrides, e.g. { '01': 'quarterly' } for a small-scale taxpayer. */
  periodicities?: Readonly<Record<string, Periodicity>>;
  holidays: HolidayCalendar;
}

/**
 * The filing deadlines that fall in a calendar month, for the calendar's month view, ordered by date and
 * tax type. A quarterly tax appears only in the month after its quarter, a yearly one once a year.
 */
export function deadlinesOfMonth(year: number, month: number, opts: MonthDeadlineOptions): FilingDeadline[] {
  const types = opts.taxTypes ?? TAX_TYPES.map((t) => t.itemNo);
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const prefix = ymd(year, month, 1).slice(0, 7);
  const out: FilingDeadline[] = [];
  for (const taxType of types) {
    const periodicity = opts.periodicities?.[taxType] ?? periodicityOf(taxType);
    const rule = deadlineRuleOf(taxType);
    let period: string | null = null;
    if (rule === 'annualSettlement') period = periodKey(year - 1, 12);
    else if (rule === 'fifteenthOfNextMonth' && periodContaining(py, pm, periodicity) === periodKey(py, pm))
      period = periodKey(py, pm);
    const d = period === null ? null : filingDeadline(taxType, period, { periodicity, holidays: opts.holidays });
    if (d && d.deadline.startsWith(prefix)) out.push(d);
  }
  return out.sort((a, b) =>
    a.deadline === b.deadline ? a.taxType.localeCompare(b.taxType) : a.deadline < b.deadline ? -1 : 1,
  );
}

/** A task as the calendar sees it: its tax type, its period and its stored state. */
export interface CalendarTask extends TaxTaskRef {
  state: StoredTaxTaskState;
}

/**
 * Whether a task is overdue on `today`: not yet filed and `today` is after its period's filing deadline
 * (a per-transaction tax is never overdue by the calendar). See tasks.ts deriveTaskState.
 */
export function isTaskOverdue(task: CalendarTask, today: DateInput, opts: DeadlineOptions): boolean {
  const d = filingDeadline(task.taxType, task.period, opts);
  return deriveTaskState(task.state, d ? d.deadline : null, today) === 'overdue';
}

/** The calendar day of `date` at +08:00, 'YYYY-MM-DD' (a bare 'YYYY-MM-DD' is itself). */
export function calendarDay(date: DateInput): string {
  const { year, month, day } = displayCalendarDate(date);
  return ymd(year, month, day);
}

/** A taxable period with its calendar span and its filing deadline: what the server keeps per enterprise. */
export interface DatedTaxablePeriod extends TaxablePeriod {
  period: string;
  beginDate: string;
  endDate: string;
  /** The last filing day after the holiday rules; null for a per-transaction tax. */
  deadline: string | null;
  /** Why the deadline moved (SAT wording), or null. */
  deadlineReason: string | null;
  /** The deadline assumed the statutory holidays: the year's arrangement is not entered yet (预计). */
  deadlineProvisional: boolean;
}

/** The §3 period of a tax type (periods.ts taxablePeriod) with its span and deadline (filingDeadline). */
export function datedTaxablePeriod(taxType: string, period: string, opts: DeadlineOptions): DatedTaxablePeriod {
  const base = taxablePeriod(taxType, period, opts);
  const span = parsePeriod(period, periodicityOf(taxType, opts));
  const due = filingDeadline(taxType, period, opts);
  return {
    ...base,
    period,
    beginDate: span.begin,
    endDate: span.end,
    deadline: due?.deadline ?? null,
    deadlineReason: due?.reason ?? null,
    deadlineProvisional: due?.provisional ?? false,
  };
}
