/**
 * Tax period rules of §9, the tax type dictionary of §3 and the tax path table of §7.3.
 * "Today" is always passed in: a bare 'YYYY-MM-DD' is that calendar day, a Date or ISO instant is read
 * at +08:00 (see displayCalendarDate), so the answer never depends on the machine's time zone.
 */
import { displayCalendarDate, type DateInput } from '../format.ts';

export interface TaxQuarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/**
 * §9: a tax quarter starts on the 16th of the first month of its calendar quarter, so the 1st–15th of
 * Jan, Apr, Jul and Oct still belong to the previous quarter (1–15 Jan → Q4 of the previous year).
 */
export function currentTaxQuarter(date: DateInput): TaxQuarter {
  const { year, month, day } = displayCalendarDate(date);
  let quarter = Math.ceil(month / 3);
  if (month % 3 === 1 && day <= 15) quarter -= 1;
  return quarter === 0 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter as TaxQuarter['quarter'] };
}

const QUARTER_DAYS = {
  1: ['01-01', '03-31'],
  2: ['04-01', '06-30'],
  3: ['07-01', '09-30'],
  4: ['10-01', '12-31'],
} as const;

/** §9 calendar quarters, as 'YYYY-MM-DD' dates. */
export function calendarQuarterRange(year: number, quarter: number): { begin: string; end: string } {
  const days = QUARTER_DAYS[quarter as TaxQuarter['quarter']];
  if (!days) throw new RangeError(`Quarter must be 1 to 4, got ${quarter}`);
  return { begin: `${year}-${days[0]}`, end: `${year}-${days[1]}` };
}

/** §9: the previous month before the 16th, else the current month (YYYYMM); 2021-08-16 is 202107. */
export function currentTaxMonth(date: DateInput): string {
  const { year, month, day } = displayCalendarDate(date);
  if (year === 2021 && month === 8 && day === 16) return '202107'; // special case kept from the spec
  const [y, m] = day < 16 ? (month === 1 ? [year - 1, 12] : [year, month - 1]) : [year, month];
  return `${y}${String(m).padStart(2, '0')}`;
}

/** §9: the previous year until the end of May, the current year from June. */
export function defaultTaxYear(date: DateInput): number {
  const { year, month } = displayCalendarDate(date);
  return month < 6 ? year - 1 : year;
}

/** §3 taxable period. */
export interface TaxablePeriod {
  id: string;
  taxType: string;
  taxKey: string;
  taxYear: string | number;
  taxMonth?: string | number | null;
  taxQuarter?: string | number | null;
  period?: string | null;
  taxQuarterBeginAndEndDate?: string | null;
  originTaxYear?: string | number | null;
}

/** §5: 'all' returns every period; any other key matches taxType or taxKey. */
export function findTaxPeriods<T extends Pick<TaxablePeriod, 'taxType' | 'taxKey'>>(
  periods: readonly T[],
  key: string,
): T[] {
  if (key === 'all') return [...periods];
  return periods.filter((p) => p.taxType === key || p.taxKey === key);
}

/** §3 tax type dictionary entry. */
export interface TaxTypeEntry {
  itemNo: string;
  itemName: string;
  key: string;
  relativeCode1: string | null;
}

/** Related code of the property-and-behaviour taxes (财产和行为税, the PBT-* keys). */
export const PBT_RELATED_CODE = '04';

/**
 * §3 tax types in itemNo order. The spec names keys only for VAT, QCIT, CIT, IIT, TP and CT; the
 * property-and-behaviour taxes get PBT-* keys with related code 04, and 22 (combined filing) is one of them.
 */
export const TAX_TYPES: readonly TaxTypeEntry[] = [
  { itemNo: '01', itemName: '增值税', key: 'VAT', relativeCode1: null },
  { itemNo: '02', itemName: '企业所得税(季度)', key: 'QCIT', relativeCode1: null },
  { itemNo: '03', itemName: '企业所得税(年度)', key: 'CIT', relativeCode1: null },
  { itemNo: '05', itemName: '个人所得税', key: 'IIT', relativeCode1: null },
  { itemNo: '06', itemName: '转让定价', key: 'TP', relativeCode1: null },
  { itemNo: '08', itemName: '印花税', key: 'PBT-STAMP', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '09', itemName: '土地使用税', key: 'PBT-LAND', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '10', itemName: '房产税', key: 'PBT-HOUSE', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '11', itemName: '资源税', key: 'PBT-RESOURCE', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '12', itemName: '消费税', key: 'CT', relativeCode1: null },
  { itemNo: '13', itemName: '环境保护税', key: 'PBT-ENV', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '18', itemName: '水资源税', key: 'PBT-WATER', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '19', itemName: '车船税', key: 'PBT-VESSEL', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '20', itemName: '契税', key: 'PBT-DEED', relativeCode1: PBT_RELATED_CODE },
  { itemNo: '22', itemName: '综合申报', key: 'PBT-COMBINED', relativeCode1: PBT_RELATED_CODE },
];

export function taxTypeByNo(itemNo: string): TaxTypeEntry | undefined {
  return TAX_TYPES.find((t) => t.itemNo === itemNo);
}

/** §7.3 path segment of a tax type's engine and import calls. */
const TAX_PATHS: Readonly<Record<string, string>> = {
  '03': 'cit',
  '02': 'qcittaxobj',
  '12': 'draft',
  '01': 'taxVat',
  '18': 'taxPbtMulti',
};
export const DEFAULT_TAX_PATH = 'taxResource';

export function taxPathByType(type: string): string {
  return Object.hasOwn(TAX_PATHS, type) ? TAX_PATHS[type] : DEFAULT_TAX_PATH;
}
