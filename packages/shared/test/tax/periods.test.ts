import { describe, expect, it } from 'vitest';
import { TAX_TYPES } from '../../src/tax/period.ts';
import {
  TAX_PERIODICITY,
  currentPeriod,
  parsePeriod,
  periodContaining,
  periodicityOf,
  taxablePeriod,
  taxablePeriodsBetween,
} from '../../src/tax/periods.ts';

describe('periodicityOf', () => {
  it('every tax type of the dictionary has a periodicity', () => {
    expect(Object.keys(TAX_PERIODICITY).sort()).toEqual(TAX_TYPES.map((t) => t.itemNo).sort());
  });

  it.each<[string, string]>([
    ['01', 'monthly'],
    ['05', 'monthly'],
    ['12', 'monthly'],
    ['02', 'quarterly'],
    ['08', 'quarterly'],
    ['22', 'quarterly'],
    ['03', 'yearly'],
    ['06', 'yearly'],
    ['19', 'yearly'],
    ['20', 'yearly'],
  ])('%s is %s', (taxType, periodicity) => {
    expect(periodicityOf(taxType)).toBe(periodicity);
  });

  it('an override wins; an unknown tax type throws', () => {
    expect(periodicityOf('01', { periodicity: 'quarterly' })).toBe('quarterly');
    expect(() => periodicityOf('04')).toThrow(RangeError);
  });
});

describe('parsePeriod: YYYYMM of the last month', () => {
  it.each([
    ['202402', 'monthly', { year: 2024, month: 2, quarter: null, begin: '2024-02-01', end: '2024-02-29' }],
    ['202506', 'quarterly', { year: 2025, month: 6, quarter: 2, begin: '2025-04-01', end: '2025-06-30' }],
    ['202512', 'yearly', { year: 2025, month: 12, quarter: null, begin: '2025-01-01', end: '2025-12-31' }],
  ] as const)('%s %s', (period, periodicity, span) => {
    expect(parsePeriod(period, periodicity)).toEqual({ periodicity, ...span });
  });

  it.each([
    ['2025-01', 'monthly'],
    ['202513', 'monthly'],
    ['202500', 'monthly'],
    ['202505', 'quarterly'],
    ['202511', 'yearly'],
  ] as const)('rejects %s as %s', (period, periodicity) => {
    expect(() => parsePeriod(period, periodicity)).toThrow(RangeError);
  });

  it.each([
    [2025, 5, 'monthly', '202505'],
    [2025, 5, 'quarterly', '202506'],
    [2025, 5, 'yearly', '202512'],
  ] as const)('periodContaining(%i, %i, %s) → %s', (year, month, periodicity, period) => {
    expect(periodContaining(year, month, periodicity)).toBe(period);
  });
});

describe('§3 taxablePeriod fields', () => {
  it.each([
    [
      'monthly VAT',
      '01',
      '202502',
      {
        id: '01-202502',
        taxKey: 'VAT',
        taxYear: 2025,
        taxMonth: 2,
        taxQuarter: null,
        taxQuarterBeginAndEndDate: '2025-02-01~2025-02-28',
        originTaxYear: 2025,
      },
    ],
    [
      'QCIT Q4 is filed the next year',
      '02',
      '202412',
      {
        id: '02-202412',
        taxKey: 'QCIT',
        taxYear: 2024,
        taxMonth: null,
        taxQuarter: 4,
        taxQuarterBeginAndEndDate: '2024-10-01~2024-12-31',
        originTaxYear: 2025,
      },
    ],
    [
      'annual CIT',
      '03',
      '202412',
      {
        id: '03-202412',
        taxKey: 'CIT',
        taxYear: 2024,
        taxMonth: null,
        taxQuarter: null,
        taxQuarterBeginAndEndDate: '2024-01-01~2024-12-31',
        originTaxYear: 2025,
      },
    ],
    [
      'a PBT tax keeps its PBT-* key',
      '08',
      '202509',
      {
        id: '08-202509',
        taxKey: 'PBT-STAMP',
        taxYear: 2025,
        taxMonth: null,
        taxQuarter: 3,
        taxQuarterBeginAndEndDate: '2025-07-01~2025-09-30',
        originTaxYear: 2025,
      },
    ],
  ])('%s', (_rule, taxType, period, fields) => {
    expect(taxablePeriod(taxType, period)).toEqual({ taxType, period, ...fields });
  });
});

describe('taxablePeriodsBetween: periods overlapping [from, to]', () => {
  const periods = (taxType: string, from: string, to: string, opts = {}) =>
    taxablePeriodsBetween(taxType, from, to, opts).map((p) => p.period);

  it.each<[string, string, string, string, string[]]>([
    ['monthly over a year end', '01', '2024-11-20', '2025-02-01', ['202411', '202412', '202501', '202502']],
    ['quarterly: a partly covered quarter counts', '02', '2024-12-31', '2025-04-01', ['202412', '202503', '202506']],
    ['yearly', '03', '2023-06-01', '2025-01-01', ['202312', '202412', '202512']],
    ['one day', '01', '2025-03-10', '2025-03-10', ['202503']],
    ['from after to gives nothing', '01', '2025-03-11', '2025-03-10', []],
  ])('%s', (_rule, taxType, from, to, expected) => {
    expect(periods(taxType, from, to)).toEqual(expected);
  });

  it('ids are deterministic and follow an override', () => {
    expect(
      taxablePeriodsBetween('01', '2025-01-01', '2025-06-30', { periodicity: 'quarterly' }).map((p) => p.id),
    ).toEqual(['01-202503', '01-202506']);
  });
});

describe('§9 currentPeriod', () => {
  it.each<[string, string, string]>([
    ['01', '2025-03-15', '202502'], // tax month: the previous month before the 16th
    ['01', '2025-03-16', '202503'],
    ['01', '2025-01-10', '202412'],
    ['02', '2025-04-15', '202503'], // tax quarter starts on the 16th
    ['02', '2025-04-16', '202506'],
    ['02', '2025-01-15', '202412'],
    ['03', '2025-05-31', '202412'], // default tax year: the previous year until the end of May
    ['03', '2025-06-01', '202512'],
  ])('%s on %s → %s', (taxType, date, period) => {
    expect(currentPeriod(taxType, date).period).toBe(period);
  });

  it('a quarterly override uses the tax quarter', () => {
    expect(currentPeriod('01', '2025-04-10', { periodicity: 'quarterly' }).id).toBe('01-202503');
  });
});
