/** §9 number formatting of the product homes' figures: one case per rule. */
import { describe, expect, it } from 'vitest';
import type { ProductFigure } from '../src/finance/figures.ts';
import { formatFigure } from '../src/finance/format-figure.ts';

describe('formatFigure', () => {
  it.each<[string, ProductFigure['unit'], string]>([
    ['0.00', '元', '0.00元'],
    ['9999.50', '元', '9,999.50元'],
    ['10000.00', '元', '1.00万元'],
    ['1500000.00', '元', '150.00万元'],
    ['99999999.00', '元', '1.00亿元'],
    ['250000000.00', '元', '2.50亿元'],
    ['0', '笔', '0笔'],
    ['12345', '笔', '12,345笔'],
    ['125000', '吨', '125,000吨'],
    ['1234.5', '吨', '1,234.5吨'],
    ['-300.125', '吨', '-300.125吨'],
    ['abc', '元', '-'],
  ])('%s %s → %s', (value, unit, shown) => {
    expect(formatFigure({ value, unit })).toBe(shown);
  });
});
