/**
 * §3 taxable periods of an enterprise: which periods a tax type has, their fields, and the current one.
 * The §9 "current" rules (tax month, tax quarter, default tax year) live in period.ts and are reused here.
 *
 * A period is keyed by `period` = 'YYYYMM' of its LAST month (所属期止): 202503 is March 2025 for a monthly
 * tax, Q1 2025 for a quarterly one and the whole of 2025 is 202512 for a yearly one. Keying on the last
 * month means every periodic filing is due in the month after `period`, whatever the periodicity.
 */
import { displayCalendarDate, type DateInput } from '../format.ts';
import {
  calendarQuarterRange,
  currentTaxMonth,
  currentTaxQuarter,
  defaultTaxYear,
  taxTypeByNo,
  type TaxablePeriod,
} from './period.ts';

export type Periodicity = 'monthly' | 'quarterly' | 'yearly';

/**
 * How often each tax type of TAX_TYPES is filed. The law often lets the tax office choose; these are the
 * usual choices for a large enterprise (a general VAT taxpayer), and a caller can override them per call
 * (PeriodOptions.periodicity), e.g. quarterly VAT for a small-scale taxpayer (see vat.ts vatPeriodicity).
 * - monthly: 01 VAT (增值税暂行条例/增值税法: 1 month for most taxpayers), 05 IIT withholding (个人所得税法
 *   第十四条: by the 15th of the next month), 12 CT (消费税 is filed with VAT, also monthly).
 * - quarterly: 02 QCIT (企业所得税法第五十四条: monthly or quarterly prepayment; quarterly is the norm),
 *   08 stamp (印花税法第十六条: quarterly, yearly or per transaction), 09 land use and 10 building (set by the
 *   province, quarterly is the common choice), 11 resource (资源税法第十二条: monthly or quarterly), 13
 *   environmental (环境保护税法第十八条: quarterly), 18 water (quarterly in the nationwide pilot), 22 combined
 *   PBT filing (财产和行为税合并申报 follows the quarterly taxes it combines).
 * - yearly: 03 CIT settlement and 06 TP related-party reporting (filed with the annual CIT), 19 vessel
 *   (车船税法实施条例第二十条: filed yearly) and 20 deed. Deed tax is really due per transaction (契税法第十条:
 *   before the title registration); a yearly period gives its tasks a bucket (see calendar.ts for its deadline).
 */
export const TAX_PERIODICITY: Readonly<Record<string, Periodicity>> = {
  '01': 'monthly',
  '02': 'quarterly',
  '03': 'yearly',
  '05': 'monthly',
  '06': 'yearly',
  '08': 'quarterly',
  '09': 'quarterly',
  '10': 'quarterly',
  '11': 'quarterly',
  '12': 'monthly',
  '13': 'quarterly',
  '18': 'quarterly',
  '19': 'yearly',
  '20': 'yearly',
  '22': 'quarterly',
};

export interface PeriodOptions {
  /** Overrides TAX_PERIODICITY for this enterprise, e.g. 'quarterly' VAT of a small-scale taxpayer. */
  periodicity?: Periodicity;
}

/** The periodicity of a tax type (itemNo); an unknown tax type is a programming error, so it throws. */
export function periodicityOf(taxType: string, opts: PeriodOptions = {}): Periodicity {
  if (!Object.hasOwn(TAX_PERIODICITY, taxType)) throw new RangeError(`Unknown tax type: ${taxType}`);
  return opts.periodicity ?? TAX_PERIODICITY[taxType];
}

/** A period resolved to its calendar span. */
export interface PeriodSpan {
  periodicity: Periodicity;
  year: number;
  /** Last month of the span, 1–12. */
  month: number;
  /** Set for quarterly periods only. */
  quarter: 1 | 2 | 3 | 4 | null;
  /** First and last day, 'YYYY-MM-DD'. */
  begin: string;
  end: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Writes a year and last month as the §9 'YYYYMM' period. */
export function periodKey(year: number, month: number): string {
  return `${year}${pad2(month)}`;
}

/**
 * Reads a 'YYYYMM' period of the given periodicity. A quarterly period must end in Mar/Jun/Sep/Dec and a
 * yearly one in Dec, so one period has one key and `${taxType}-${period}` ids never collide.
 */
export function parsePeriod(period: string, periodicity: Periodicity): PeriodSpan {
  const m = /^(\d{4})(\d{2})$/.exec(period);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) throw new RangeError(`Period must be YYYYMM, got ${period}`);
  const year = Number(m[1]);
  if (periodicity === 'monthly') {
    return {
      periodicity,
      year,
      month,
      quarter: null,
      begin: `${year}-${pad2(month)}-01`,
      end: `${year}-${pad2(month)}-${lastDay(year, month)}`,
    };
  }
  if (periodicity === 'quarterly') {
    if (month % 3 !== 0) throw new RangeError(`A quarterly period ends in Mar, Jun, Sep or Dec, got ${period}`);
    const quarter = (month / 3) as 1 | 2 | 3 | 4;
    return { periodicity, year, month, quarter, ...calendarQuarterRange(year, quarter) };
  }
  if (month !== 12) throw new RangeError(`A yearly period ends in December, got ${period}`);
  return { periodicity, year, month, quarter: null, begin: `${year}-01-01`, end: `${year}-12-31` };
}

/** The period of this periodicity whose span contains the given calendar month. */
export function periodContaining(year: number, month: number, periodicity: Periodicity): string {
  if (periodicity === 'monthly') return periodKey(year, month);
  if (periodicity === 'quarterly') return periodKey(year, Math.ceil(month / 3) * 3);
  return periodKey(year, 12);
}

/** Separator of TaxablePeriod.taxQuarterBeginAndEndDate ('2025-01-01~2025-03-31'). */
export const PERIOD_RANGE_SEPARATOR = '~';

/**
 * The §3 taxable period of a tax type. Fields the spec leaves open are filled as follows:
 * - id `${taxType}-${period}`: deterministic, so the server can upsert on it.
 * - taxMonth only for monthly periods and taxQuarter only for quarterly ones (null otherwise), so a
 *   screen can tell the periodicity from which one is set.
 * - taxQuarterBeginAndEndDate is the span of any period (所属期起止), not only of a quarter.
 * - taxYear is the year the period belongs to (所属年度); originTaxYear is the year its filing falls due
 *   in, which is the next year for periods ending in December (Q4, December, yearly).
 */
export function taxablePeriod(taxType: string, period: string, opts: PeriodOptions = {}): TaxablePeriod {
  const span = parsePeriod(period, periodicityOf(taxType, opts));
  const entry = taxTypeByNo(taxType);
  return {
    id: `${taxType}-${period}`,
    taxType,
    taxKey: entry ? entry.key : taxType,
    taxYear: span.year,
    taxMonth: span.periodicity === 'monthly' ? span.month : null,
    taxQuarter: span.quarter,
    period,
    taxQuarterBeginAndEndDate: `${span.begin}${PERIOD_RANGE_SEPARATOR}${span.end}`,
    originTaxYear: span.month === 12 ? span.year + 1 : span.year,
  };
}

/**
 * Every period of a tax type whose span overlaps [from, to] (both inclusive), oldest first. Dates are
 * calendar days at +08:00 (see displayCalendarDate). from after to gives [].
 */
export function taxablePeriodsBetween(
  taxType: string,
  from: DateInput,
  to: DateInput,
  opts: PeriodOptions = {},
): TaxablePeriod[] {
  const periodicity = periodicityOf(taxType, opts);
  const a = displayCalendarDate(from);
  const b = displayCalendarDate(to);
  const ymd = (d: typeof a) => d.year * 10000 + d.month * 100 + d.day;
  if (ymd(a) > ymd(b)) return [];
  const keys: string[] = [];
  // Walk the calendar months from `from` to `to`; consecutive months of one quarter or year share a key.
  for (let i = a.year * 12 + a.month - 1; i <= b.year * 12 + b.month - 1; i++) {
    const key = periodContaining(Math.floor(i / 12), (i % 12) + 1, periodicity);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys.map((p) => taxablePeriod(taxType, p, { periodicity }));
}

/**
 * The period being worked on at `date` (§9): the tax month for monthly taxes (the previous month before the
 * 16th), the tax quarter for quarterly ones (a quarter starts on the 16th of its first month), and the
 * default tax year for yearly ones (the previous year until the end of May, when the annual CIT is due).
 */
export function currentPeriod(taxType: string, date: DateInput, opts: PeriodOptions = {}): TaxablePeriod {
  const periodicity = periodicityOf(taxType, opts);
  let period: string;
  if (periodicity === 'monthly') period = currentTaxMonth(date);
  else if (periodicity === 'quarterly') {
    const q = currentTaxQuarter(date);
    period = periodKey(q.year, q.quarter * 3);
  } else period = periodKey(defaultTaxYear(date), 12);
  return taxablePeriod(taxType, period, { periodicity });
}
