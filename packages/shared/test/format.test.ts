import { describe, expect, it } from 'vitest';
import {
  displayAccount,
  displayCalendarDate,
  formatChartNumber,
  formatNumber,
  formatPeriod,
  maskPhone,
  toDisplayTime,
  type FormatNumberOptions,
} from '../src/format.ts';

describe('§9 formatChartNumber: 万 from 10 thousand, 亿 from 100 million', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [9999.5, '9999.5'],
    [10000, '1.00万'],
    [12345, '1.23万'],
    [12355, '1.24万'],
    [99999999, '1.00亿'], // would round to 10000.00万
    [100000000, '1.00亿'],
    [123456789, '1.23亿'],
    [1234567890123, '12345.68亿'],
    [-9999, '-9999'],
    [-10000, '-1.00万'],
    [-12345, '-1.23万'],
    [-123456789, '-1.23亿'],
  ])('%d → %s', (n, text) => {
    expect(formatChartNumber(n)).toBe(text);
  });
});

describe('§9 formatNumber', () => {
  it.each<[string, number | string | null | undefined, FormatNumberOptions | undefined, string]>([
    ['thousands separators with 2 decimals by default', 1234567.891, undefined, '1,234,567.89'],
    ['pads to 2 decimals', 1000, undefined, '1,000.00'],
    ['rounds half up on the decimal text', 1.005, undefined, '1.01'],
    ['small numbers have no separator', 12.3, undefined, '12.30'],
    ['negative numbers', -1234567.891, undefined, '-1,234,567.89'],
    ['numeric strings', '1234.5', undefined, '1,234.50'],
    ['numeric strings with separators', '1,234.5', undefined, '1,234.50'],
    ['zero is a hyphen by default', 0, undefined, '-'],
    ["'0' is a hyphen by default", '0', undefined, '-'],
    ['null is a hyphen by default', null, undefined, '-'],
    ['undefined is a hyphen by default', undefined, undefined, '-'],
    ["'' is a hyphen by default", '', undefined, '-'],
    ['zero with zeroAsHyphen false', 0, { zeroAsHyphen: false }, '0.00'],
    ['null with zeroAsHyphen false reads as 0', null, { zeroAsHyphen: false }, '0.00'],
    ['non-numeric text is a hyphen', 'abc', { zeroAsHyphen: false }, '-'],
    ['a tiny value rounding to zero is not negative', -0.001, undefined, '0.00'],
    ['decimals 0', 1234.5, { decimals: 0 }, '1,235'],
    ['decimals 4', 1234.56789, { decimals: 4 }, '1,234.5679'],
    ['percent', 0.1234, { percent: true }, '12.34%'],
    ['percent over 100', 12.5, { percent: true }, '1,250.00%'],
    ['percent zero is a hyphen', 0, { percent: true }, '-'],
    ['percent zero with zeroAsHyphen false', 0, { percent: true, zeroAsHyphen: false }, '0.00%'],
    ['ten-thousand scale', 123456789, { tenThousand: true }, '12,345.68'],
    ['ten-thousand scale with 4 decimals', 12345, { tenThousand: true, decimals: 4 }, '1.2345'],
    ['very small values', 1e-7, { decimals: 8 }, '0.00000010'],
    ['very large values', 1e21, { decimals: 0 }, '1,000,000,000,000,000,000,000'],
  ])('%s: %j → %s', (_rule, value, opts, text) => {
    expect(formatNumber(value, opts)).toBe(text);
  });
});

describe('§3 maskPhone: last 4 digits only', () => {
  it.each<[string | null | undefined, string]>([
    ['13800001234', '*******1234'],
    ['1234', '1234'],
    ['123', '123'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('§3 displayAccount: a leading s_ is not shown', () => {
  it.each<[string | null | undefined, string]>([
    ['s_zhangsan', 'zhangsan'],
    ['zhangsan', 'zhangsan'],
    ['user_s_x', 'user_s_x'],
    ['S_zhangsan', 'S_zhangsan'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (account, shown) => {
    expect(displayAccount(account)).toBe(shown);
  });
});

describe('display calendar date (+08:00)', () => {
  it.each<[string | Date | number, { year: number; month: number; day: number }]>([
    ['2024-01-15', { year: 2024, month: 1, day: 15 }],
    ['2024-01-15T15:59:59Z', { year: 2024, month: 1, day: 15 }],
    ['2024-01-15T16:00:00Z', { year: 2024, month: 1, day: 16 }], // midnight in Beijing
    ['2024-01-16T00:30:00+08:00', { year: 2024, month: 1, day: 16 }],
    [new Date('2023-12-31T16:00:00Z'), { year: 2024, month: 1, day: 1 }],
    [Date.UTC(2024, 5, 30, 16), { year: 2024, month: 7, day: 1 }],
  ])('%j', (input, date) => {
    expect(displayCalendarDate(input)).toEqual(date);
  });

  it('rejects an invalid date', () => {
    expect(() => displayCalendarDate('not a date')).toThrow(RangeError);
  });
});

describe('§9 formatPeriod: YYYYMM', () => {
  it.each<[string | Date, string]>([
    ['2024-01-15', '202401'],
    ['2024-12-31', '202412'],
    [new Date('2024-03-31T16:00:00Z'), '202404'],
  ])('%j → %s', (date, period) => {
    expect(formatPeriod(date)).toBe(period);
  });
});

describe('§9 toDisplayTime at +08:00', () => {
  it.each<[string | null | undefined, string]>([
    ['2024-05-01T02:03:04Z', '2024-05-01 10:03:04'],
    ['2024-05-01T20:00:00Z', '2024-05-02 04:00:00'],
    ['2024-05-01T10:03:04+08:00', '2024-05-01 10:03:04'],
    ['2024-05-01T10:03:04.123Z', '2024-05-01 18:03:04'],
    // An answer's display time (already +08:00) stays as it is.
    ['2024-05-01 10:03:04', '2024-05-01 10:03:04'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['garbage', ''],
  ])('%j → %j', (iso, shown) => {
    expect(toDisplayTime(iso)).toBe(shown);
  });
});
