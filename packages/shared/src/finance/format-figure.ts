/** §9 number formatting of the product homes' figures (apart from the schemas: the landing page's chunk has no zod). */
import { formatChartNumber, formatNumber } from '../format.ts';
import type { ProductFigure } from './figures.ts';

/**
 * A figure as the home shows it (§9): 元 switch to 万 at ten thousand and to 亿 at a hundred million (below ten
 * thousand: thousands separators and 2 decimals); 吨 with thousands separators and the decimals the value has; 笔 as a
 * whole number. Zero reads 0, never '-': "no application in progress" is a fact, not a missing value.
 */
export function formatFigure(f: Pick<ProductFigure, 'value' | 'unit'>): string {
  const n = Number(f.value);
  if (!Number.isFinite(n)) return '-';
  if (f.unit === '元') {
    const text = Math.abs(n) >= 1e4 ? formatChartNumber(n) : formatNumber(n, { zeroAsHyphen: false });
    return `${text}元`;
  }
  if (f.unit === '笔') return `${formatNumber(n, { decimals: 0, zeroAsHyphen: false })}笔`;
  const decimals = Math.min(3, f.value.split('.')[1]?.length ?? 0);
  return `${formatNumber(n, { decimals, zeroAsHyphen: false })}吨`;
}
