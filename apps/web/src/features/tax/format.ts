/** Display helpers of the tax pages (periods, amounts, dates); the rules behind them live in packages/shared. */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { TAX_PERIODICITY, TAX_TYPES, formatNumber, parsePeriod, toDisplayTime, type Periodicity } from '@portal/shared';

// The pages read dates in given formats ('YYYYMM' periods, 'YYYY-MM-DD' in the URL).
dayjs.extend(customParseFormat);

/** A 'YYYYMM' period as people read it: 2025年03月, 2025年第1季度, 2025年度. */
export function periodText(period: string | null | undefined, periodicity: Periodicity = 'monthly'): string {
  if (!period) return '-';
  try {
    const span = parsePeriod(period, periodicity);
    if (span.periodicity === 'quarterly') return `${span.year}年第${span.quarter}季度`;
    if (span.periodicity === 'yearly') return `${span.year}年度`;
    return `${span.year}年${String(span.month).padStart(2, '0')}月`;
  } catch {
    // A period that does not fit the periodicity (e.g. an override): shown as a month.
    return /^\d{6}$/.test(period) ? `${period.slice(0, 4)}年${period.slice(4)}月` : period;
  }
}

/** The periodicity of a tax type, as the enterprise profile sets it (default: the usual one, shared TAX_PERIODICITY). */
export function periodicityOf(
  taxType: string,
  profile?: readonly { taxType: string; periodicity: Periodicity }[] | null,
): Periodicity {
  return profile?.find((t) => t.taxType === taxType)?.periodicity ?? TAX_PERIODICITY[taxType] ?? 'monthly';
}

/** The period of a taxable-period record, from which of taxMonth / taxQuarter is set. */
export function periodRecordText(p: {
  period?: string | null;
  taxMonth?: string | number | null;
  taxQuarter?: string | number | null;
  taxYear: string | number;
}): string {
  if (p.taxQuarter !== null && p.taxQuarter !== undefined && p.taxQuarter !== '')
    return `${p.taxYear}年第${p.taxQuarter}季度`;
  if (p.taxMonth !== null && p.taxMonth !== undefined && p.taxMonth !== '')
    return `${p.taxYear}年${String(p.taxMonth).padStart(2, '0')}月`;
  return `${p.taxYear}年度`;
}

/** An amount in yuan: 1,234.50; null (not known yet) reads '-'. */
export function moneyText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  return formatNumber(value, { zeroAsHyphen: false });
}

/** An instant at +08:00 (YYYY-MM-DD HH:mm); '-' when missing. */
export function timeText(iso: string | null | undefined): string {
  const t = toDisplayTime(iso);
  return t ? t.slice(0, 16) : '-';
}

/**
 * Where a table's rows came from, as the table says it: 最近导入 and its time when a file was imported; 未经导入 and when it last changed when
 * it has rows that no file brought (the demo data, rows put there by the tax system); 尚未导入 only while it has none.
 */
export function tableSourceText(t: { importedAt: string | null; updatedAt: string | null; rowTotal: number }): string {
  if (t.importedAt) return `最近导入 ${timeText(t.importedAt)}`;
  if (t.rowTotal > 0) return t.updatedAt ? `未经导入，更新于 ${timeText(t.updatedAt)}` : '未经导入';
  return '尚未导入';
}

/** 'YYYY-MM-DD~YYYY-MM-DD' as 'YYYY-MM-DD 至 YYYY-MM-DD'. */
export function rangeText(range: string | null | undefined): string {
  if (!range) return '-';
  const [a, b] = range.split('~');
  return b ? `${a} 至 ${b}` : range;
}

/** A tax type's name from the dictionary (server list first, shared TAX_TYPES as fallback). */
export function taxTypeName(itemNo: string, dictionary?: readonly { itemNo: string; itemName: string }[]): string {
  return (
    dictionary?.find((t) => t.itemNo === itemNo)?.itemName ??
    TAX_TYPES.find((t) => t.itemNo === itemNo)?.itemName ??
    itemNo
  );
}

/** Days from `today` to `deadline` (both 'YYYY-MM-DD'); negative when past. */
export function daysUntil(deadline: string, today: string): number {
  const a = Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10));
  const b = Date.UTC(+deadline.slice(0, 4), +deadline.slice(5, 7) - 1, +deadline.slice(8, 10));
  return Math.round((b - a) / 86_400_000);
}

/** Today at +08:00 as 'YYYY-MM-DD'. */
export function todayText(now: Date = new Date()): string {
  return toDisplayTime(now).slice(0, 10);
}
