import { describe, expect, it } from 'vitest';
import {
  TAX_TYPES,
  calendarQuarterRange,
  currentTaxMonth,
  currentTaxQuarter,
  defaultTaxYear,
  findTaxPeriods,
  taxPathByType,
  taxTypeByNo,
} from '../../src/tax/period.ts';

describe('§9 currentTaxQuarter: a quarter starts on the 16th after the calendar quarter starts', () => {
  it.each<[string, number, number]>([
    ['2024-01-01', 2023, 4],
    ['2024-01-15', 2023, 4], // season 4 of the previous year until 15 Jan
    ['2024-01-16', 2024, 1], // season 1 from 16 Jan
    ['2024-02-29', 2024, 1],
    ['2024-03-31', 2024, 1],
    ['2024-04-15', 2024, 1], // … to 15 Apr
    ['2024-04-16', 2024, 2], // season 2 from 16 Apr
    ['2024-07-15', 2024, 2], // … to 15 Jul
    ['2024-07-16', 2024, 3], // season 3 from 16 Jul
    ['2024-10-15', 2024, 3], // … to 15 Oct
    ['2024-10-16', 2024, 4], // season 4 from 16 Oct
    ['2024-12-31', 2024, 4], // … to 31 Dec
  ])('%s → %i Q%i', (date, year, quarter) => {
    expect(currentTaxQuarter(date)).toEqual({ year, quarter });
  });

  it.each<[string, Date, number, number]>([
    ['15 Jan 23:59 in Beijing is still the old quarter', new Date('2024-01-15T15:59:59Z'), 2023, 4],
    ['16 Jan 00:00 in Beijing (15 Jan in UTC) is the new quarter', new Date('2024-01-15T16:00:00Z'), 2024, 1],
  ])('%s', (_rule, date, year, quarter) => {
    expect(currentTaxQuarter(date)).toEqual({ year, quarter });
  });
});

describe('§9 calendarQuarterRange', () => {
  it.each([
    [2024, 1, '2024-01-01', '2024-03-31'],
    [2024, 2, '2024-04-01', '2024-06-30'],
    [2024, 3, '2024-07-01', '2024-09-30'],
    [2024, 4, '2024-10-01', '2024-12-31'],
  ])('%i Q%i → %s to %s', (year, quarter, begin, end) => {
    expect(calendarQuarterRange(year, quarter)).toEqual({ begin, end });
  });

  it.each([0, 5, 1.5])('quarter %d is rejected', (quarter) => {
    expect(() => calendarQuarterRange(2024, quarter)).toThrow(RangeError);
  });
});

describe('§9 currentTaxMonth: previous month before the 16th, else this month', () => {
  it.each<[string | Date, string]>([
    ['2024-03-01', '202402'],
    ['2024-03-15', '202402'],
    ['2024-03-16', '202403'],
    ['2024-03-31', '202403'],
    ['2024-01-15', '202312'], // January before the 16th is December of the previous year
    ['2024-01-16', '202401'],
    ['2024-12-16', '202412'],
    ['2021-08-16', '202107'], // the special case
    ['2021-08-15', '202107'],
    ['2021-08-17', '202108'],
    ['2022-08-16', '202208'], // the special case is that one day only
    [new Date('2024-03-15T16:00:00Z'), '202403'], // 16 Mar 00:00 in Beijing
  ])('%j → %s', (date, month) => {
    expect(currentTaxMonth(date)).toBe(month);
  });
});

describe('§9 defaultTaxYear: previous year before June', () => {
  it.each([
    ['2024-01-01', 2023],
    ['2024-05-31', 2023],
    ['2024-06-01', 2024],
    ['2024-12-31', 2024],
  ])('%s → %i', (date, year) => {
    expect(defaultTaxYear(date)).toBe(year);
  });
});

describe('§5 findTaxPeriods', () => {
  const periods = [
    { id: '1', taxType: '01', taxKey: 'VAT', taxYear: '2024' },
    { id: '2', taxType: '02', taxKey: 'QCIT', taxYear: '2024' },
    { id: '3', taxType: '08', taxKey: 'PBT-STAMP', taxYear: '2024' },
  ];
  it.each<[string, string, string[]]>([
    ['all returns every period', 'all', ['1', '2', '3']],
    ['matches by taxType', '02', ['2']],
    ['matches by taxKey', 'PBT-STAMP', ['3']],
    ['no match', '99', []],
  ])('%s', (_rule, key, ids) => {
    expect(findTaxPeriods(periods, key).map((p) => p.id)).toEqual(ids);
  });

  it('all returns a copy', () => {
    expect(findTaxPeriods(periods, 'all')).not.toBe(periods);
  });
});

describe('§3 tax type dictionary', () => {
  it.each([
    ['01', '增值税', 'VAT', null],
    ['02', '企业所得税(季度)', 'QCIT', null],
    ['03', '企业所得税(年度)', 'CIT', null],
    ['05', '个人所得税', 'IIT', null],
    ['06', '转让定价', 'TP', null],
    ['08', '印花税', 'PBT-STAMP', '04'],
    ['09', '土地使用税', 'PBT-LAND', '04'],
    ['10', '房产税', 'PBT-HOUSE', '04'],
    ['11', '资源税', 'PBT-RESOURCE', '04'],
    ['12', '消费税', 'CT', null],
    ['13', '环境保护税', 'PBT-ENV', '04'],
    ['18', '水资源税', 'PBT-WATER', '04'],
    ['19', '车船税', 'PBT-VESSEL', '04'],
    ['20', '契税', 'PBT-DEED', '04'],
    ['22', '综合申报', 'PBT-COMBINED', '04'],
  ])('%s %s (%s, related %s)', (itemNo, itemName, key, relativeCode1) => {
    expect(taxTypeByNo(itemNo)).toEqual({ itemNo, itemName, key, relativeCode1 });
  });

  it('lists the 15 types in itemNo order; every PBT-* key has related code 04', () => {
    expect(TAX_TYPES.map((t) => t.itemNo)).toEqual([
      '01',
      '02',
      '03',
      '05',
      '06',
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '18',
      '19',
      '20',
      '22',
    ]);
    for (const t of TAX_TYPES) expect(t.key.startsWith('PBT-')).toBe(t.relativeCode1 === '04');
  });

  it('an unknown type is not found', () => {
    expect(taxTypeByNo('04')).toBeUndefined();
  });
});

describe('§7.3 taxPathByType', () => {
  it.each([
    ['03', 'cit'],
    ['02', 'qcittaxobj'],
    ['12', 'draft'],
    ['01', 'taxVat'],
    ['18', 'taxPbtMulti'],
    ['08', 'taxResource'],
    ['11', 'taxResource'],
    ['22', 'taxResource'],
    ['constructor', 'taxResource'],
  ])('%s → %s', (type, path) => {
    expect(taxPathByType(type)).toBe(path);
  });
});
