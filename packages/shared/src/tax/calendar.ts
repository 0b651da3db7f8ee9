/**
 * Tax filing calendar (§1 "tax calendar"): the statutory filing deadline of a tax type and period, moved
 * by 税收征收管理法实施细则 第一百零九条 the way the State Taxation Administration (SAT) applies it in its
 * yearly notice (e.g. 税总办征科函〔2024〕71号 for 2025, 税总办征科函〔2025〕64号 for 2026).
 *
 * Holidays and make-up working days come only from the `chinese-days` package (2004–2026 at v1.5.7). For a
 * year it does not cover, only weekends are known, and the result is marked `provisional`.
 */
import chineseDays from 'chinese-days';
import { displayCalendarDate, type DateInput } from '../format.ts';
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

// The CommonJS build has no static named exports under Node's ESM loader; its default export has them all.
const { findWorkday, getHolidaysInRange, isWorkday } = chineseDays;

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
  /** chinese-days has no holiday data for that year: only weekends were taken into account. */
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

const coverage = new Map<number, boolean>();
/** Whether chinese-days knows the holidays of `year`: every covered year has a Spring Festival. */
export function hasHolidayData(year: number): boolean {
  let known = coverage.get(year);
  if (known === undefined) {
    known = getHolidaysInRange(`${year}-01-01`, `${year}-12-31`, false).length > 0;
    coverage.set(year, known);
  }
  return known;
}

/** A rest day: a weekend or statutory holiday that is not a make-up working day (调休上班). */
export function isRestDay(date: string): boolean {
  return !isWorkday(date);
}

/** The date itself if it is a working day, else the first working day after it. */
export function nextWorkingDay(date: string): string {
  return findWorkday(0, date);
}

function isStatutoryHoliday(date: string): boolean {
  return getHolidaysInRange(date, date, false).length > 0;
}

/**
 * The block of consecutive rest days around `date`, kept within [min, max]. The SAT counts a holiday with
 * the weekend it is joined to: in 2024 "6月8日至10日放假3天" counted Sat 8 and Sun 9, though only Mon 10 is
 * a statutory holiday (and chinese-days marks only the 10th as one).
 */
function restRun(
  date: string,
  min: string,
  max: string,
): { start: string; end: string; days: number; holiday: boolean } {
  let start = date;
  let end = date;
  while (addDays(start, -1) >= min && isRestDay(addDays(start, -1))) start = addDays(start, -1);
  while (addDays(end, 1) <= max && isRestDay(addDays(end, 1))) end = addDays(end, 1);
  let days = 0;
  let holiday = false;
  for (let d = start; d <= end; d = addDays(d, 1)) {
    days += 1;
    holiday ||= isStatutoryHoliday(d);
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
function restDayShift(date: string, min: string, max: string): Pick<AdjustedDeadline, 'deadline' | 'reason'> {
  if (!isRestDay(date)) return { deadline: date, reason: null };
  const run = restRun(date, min, max);
  const [y, m, d] = parts(date);
  const reason = run.holiday
    ? describeRun(run)
    : `${monthDay(date)}为${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}`;
  return { deadline: nextWorkingDay(date), reason };
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
export function monthlyFilingDeadline(year: number, month: number): AdjustedDeadline {
  const first = ymd(year, month, 1);
  const statutoryDate = ymd(year, month, 15);
  const monthEnd = ymd(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const provisional = !hasHolidayData(year);
  let extensionDays = 0;
  const reasons: string[] = [];
  for (let d = first; d <= statutoryDate; d = addDays(d, 1)) {
    if (!isRestDay(d)) continue;
    const inWindow = restRun(d, first, statutoryDate);
    if (inWindow.days >= 3 && inWindow.holiday) {
      extensionDays += inWindow.days;
      reasons.push(describeRun(restRun(d, first, monthEnd))); // the notice names the whole block in the month
    }
    d = inWindow.end;
  }
  if (extensionDays > 0) {
    return {
      statutoryDate,
      deadline: findWorkday(extensionDays, statutoryDate),
      reason: reasons.join('，'),
      extensionDays,
      provisional,
    };
  }
  return { statutoryDate, ...restDayShift(statutoryDate, first, monthEnd), extensionDays: 0, provisional };
}

/**
 * The annual CIT settlement deadline for tax year `taxYear`: 31 May of the next year, moved off a rest day.
 * The 3-holiday extension is not applied: the SAT notices cover only the monthly/quarterly 15-day window,
 * and a 5-month window is not shortened in a way that needs it.
 */
export function annualSettlementDeadline(taxYear: number): AdjustedDeadline {
  const year = taxYear + 1;
  const statutoryDate = ymd(year, 5, 31);
  return {
    statutoryDate,
    ...restDayShift(statutoryDate, ymd(year, 5, 1), ymd(year, 6, 30)),
    extensionDays: 0,
    provisional: !hasHolidayData(year),
  };
}

/**
 * The filing deadline of a tax type (itemNo) for a period ('YYYYMM' of its last month, see periods.ts), or
 * null for a per-transaction tax (deed tax), which has no calendar deadline.
 */
export function filingDeadline(taxType: string, period: string, opts: PeriodOptions = {}): FilingDeadline | null {
  const rule = deadlineRuleOf(taxType);
  if (rule === 'perTransaction') return null;
  const span = parsePeriod(period, periodicityOf(taxType, opts));
  if (rule === 'annualSettlement' && span.periodicity !== 'yearly') {
    throw new RangeError(`Tax type ${taxType} is settled yearly, got a ${span.periodicity} period`);
  }
  const entry = taxTypeByNo(taxType);
  const adjusted =
    rule === 'annualSettlement'
      ? annualSettlementDeadline(span.year)
      : span.month === 12
        ? monthlyFilingDeadline(span.year + 1, 1)
        : monthlyFilingDeadline(span.year, span.month + 1);
  return { taxType, taxKey: entry?.key ?? taxType, itemName: entry?.itemName ?? taxType, period, ...adjusted };
}

export interface MonthDeadlineOptions {
  /** Tax types (itemNo) to list; all of TAX_TYPES by default. */
  taxTypes?: readonly string[];
  /** Per tax type periodicity overrides, e.g. { '01': 'quarterly' } for a small-scale taxpayer. */
  periodicities?: Readonly<Record<string, Periodicity>>;
}

/**
 * The filing deadlines that fall in a calendar month, for the calendar's month view, ordered by date and
 * tax type. A quarterly tax appears only in the month after its quarter, a yearly one once a year.
 */
export function deadlinesOfMonth(year: number, month: number, opts: MonthDeadlineOptions = {}): FilingDeadline[] {
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
    const d = period === null ? null : filingDeadline(taxType, period, { periodicity });
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
export function isTaskOverdue(task: CalendarTask, today: DateInput, opts: PeriodOptions = {}): boolean {
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
}

/** The §3 period of a tax type (periods.ts taxablePeriod) with its span and deadline (filingDeadline). */
export function datedTaxablePeriod(taxType: string, period: string, opts: PeriodOptions = {}): DatedTaxablePeriod {
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
  };
}
