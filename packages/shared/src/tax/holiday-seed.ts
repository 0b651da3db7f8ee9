/**
 * The holiday arrangements the State Council published, as the chinese-days package keeps them (2004–2026 at
 * v1.5.7): what the tax_holidays table is seeded with, and what the deadline tests read for the published years.
 * Not exported from the package index (the data stays out of the web's bundle): '@portal/shared/tax/holiday-seed'.
 */
import chineseDays from 'chinese-days';
import type { HolidayDay } from './holidays.ts';

// The CommonJS build has no static named exports under Node's ESM loader; its default export has them all.
const { getDayDetail } = chineseDays;

/** First and last year chinese-days holds an arrangement for. */
export const CHINESE_DAYS_YEARS = { from: 2004, to: 2026 } as const;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The published arrangement of `year`: its days off and adjusted working days; [] for a year not covered. */
export function publishedArrangement(year: number): HolidayDay[] {
  const out: HolidayDay[] = [];
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 864e5) {
    const d = new Date(t);
    const date = `${year}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
    const detail = getDayDetail(date);
    // A festival's day reads 'Spring Festival,春节,4'; a plain day its weekday name.
    const [, name] = detail.name.split(',');
    if (name) out.push({ date, kind: detail.work ? 'workday' : 'holiday', name });
  }
  return out;
}

/** Every published arrangement chinese-days holds. */
export function publishedArrangements(): HolidayDay[] {
  const out: HolidayDay[] = [];
  for (let y = CHINESE_DAYS_YEARS.from; y <= CHINESE_DAYS_YEARS.to; y++) out.push(...publishedArrangement(y));
  return out;
}
