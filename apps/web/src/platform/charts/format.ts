import { formatChartNumber, formatNumber } from '@portal/shared';

/** §9 chart numbers: an axis label in 万/亿 (formatChartNumber). */
export function chartAxisLabel(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatChartNumber(n) : String(value);
}

/** A value in a tooltip: thousands separators and 2 decimals (formatNumber), 0 as 0.00. */
export function chartTooltipValue(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatNumber(n, { zeroAsHyphen: false }) : '-';
}

/** The portal palette for series (deep blue, energy green, then calm companions). */
export const CHART_COLORS = [
  '#0b5fa5',
  '#12a37f',
  '#f0a020',
  '#5b8ff9',
  '#e8684a',
  '#9270ca',
  '#2bb5c7',
  '#b8a44c',
  '#ff9d4d',
  '#6dc8ec',
];
