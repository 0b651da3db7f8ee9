import { describe, expect, it } from 'vitest';
import {
  assertTaxTableFormat,
  checkTaxTable,
  createTaxTableChecker,
  formatCents,
  storedCell,
  toCents,
  uniqueKeyOf,
  type TaxTableColumn,
  type TaxTableError,
  type TaxTableFormat,
  type TaxTableRow,
} from '../../src/tax/table-check.ts';

/** A cut-down VAT return: rows named by 栏次, line 3 = line 1 + line 2, line 5 = line 3 − line 4. */
const RETURN: TaxTableFormat = {
  tableCode: 'VAT_MAIN',
  name: '增值税纳税申报表',
  version: '2025.1',
  rowKey: 'lineNo',
  columns: [
    { key: 'lineNo', title: '栏次', type: 'text', required: true },
    { key: 'item', title: '项目', type: 'text', required: true, maxLength: 10 },
    { key: 'month', title: '本月数', type: 'number' },
    { key: 'year', title: '本年累计', type: 'number' },
  ],
  totals: [
    { kind: 'row', row: 3, sumOf: [1, 2], columns: ['month', 'year'] },
    { kind: 'row', row: 5, sumOf: [3], minus: [4], columns: ['month'] },
  ],
};
const RETURN_ROWS: TaxTableRow[] = [
  { lineNo: '1', item: '销售额', month: '100.10', year: '1,000.10' },
  { lineNo: '2', item: '其他销售额', month: 200.2, year: '0.20' },
  { lineNo: '3', item: '销售额合计', month: '300.30', year: '1000.30' },
  { lineNo: '4', item: '进项税额', month: '0.1', year: '' },
  { lineNo: '5', item: '应纳税额', month: '300.2', year: null },
];
const withCell = (row: number, key: string, value: string | number | null): TaxTableRow[] =>
  RETURN_ROWS.map((r, i) => (i === row - 1 ? { ...r, [key]: value } : r));

/** An invoice list: rows by position, a date column, and total = amount + tax in every row. */
const INVOICES: TaxTableFormat = {
  tableCode: 'INV_LIST',
  name: '发票清单',
  version: '1',
  columns: [
    { key: 'date', title: '开票日期', type: 'date', required: true },
    { key: 'amount', title: '金额', type: 'number', required: true },
    { key: 'tax', title: '税额', type: 'number' },
    { key: 'total', title: '价税合计', type: 'number' },
  ],
  totals: [
    { kind: 'column', column: 'total', sumOf: ['amount', 'tax'] },
    { kind: 'cell', cell: { row: 2, column: 'tax' }, sumOf: [{ row: 1, column: 'tax' }] },
  ],
};

describe('checkTaxTable: cell rules', () => {
  it('a correct table has no errors (0.1 + 0.2 style sums are exact)', () => {
    expect(checkTaxTable(RETURN, RETURN_ROWS)).toEqual([]);
  });

  it.each<[string, TaxTableRow[], { row: number; column: string; message: string }]>([
    ['a required cell is empty', withCell(2, 'item', ' '), { row: 2, column: 'item', message: '第2行“项目”不能为空' }],
    [
      'a text is too long',
      withCell(1, 'item', '一二三四五六七八九十一'),
      { row: 1, column: 'item', message: '第1行“项目”不能超过10个字符' },
    ],
    [
      'a number cell is not a number',
      withCell(4, 'month', '12a'),
      { row: 4, column: 'month', message: '第4行“本月数”不是有效的数字：12a' },
    ],
    [
      'thousands separators must be in groups of three',
      withCell(4, 'year', '1,23'),
      { row: 4, column: 'year', message: '第4行“本年累计”不是有效的数字：1,23' },
    ],
  ])('%s', (_rule, rows, error) => {
    expect(checkTaxTable(RETURN, rows)).toEqual([error]);
  });

  // An emptied required cell is one mistake: the totals it takes part in are skipped, as for a cell that is not a
  // number, instead of reading it as 0 and reporting the total too.
  it.each<[string, TaxTableRow[], string[]]>([
    [
      'an emptied required amount of a column total',
      [{ date: '2025-06-01', amount: '', tax: '13', total: '113' }],
      ['1:amount:第1行“金额”不能为空'],
    ],
    [
      'an emptied required amount of a row total (by 栏次)',
      [
        { lineNo: '1', amount: '100' },
        { lineNo: '2', amount: '  ' },
        { lineNo: '3', amount: '300' },
      ],
      ['2:amount:第2行“金额”不能为空'],
    ],
  ])('reports each emptied required cell once: %s', (_case, rows, expected) => {
    const format: TaxTableFormat =
      'lineNo' in rows[0]
        ? {
            tableCode: 'T',
            name: 'T',
            version: '1',
            rowKey: 'lineNo',
            columns: [
              { key: 'lineNo', title: '栏次', type: 'text', required: true },
              { key: 'amount', title: '金额', type: 'number', required: true },
            ],
            totals: [{ kind: 'row', row: 3, sumOf: [1, 2], columns: ['amount'] }],
          }
        : { ...INVOICES, totals: [INVOICES.totals![0]] };
    const errors = checkTaxTable(format, rows).map((e) => `${e.row}:${e.column}:${e.message}`);
    expect(errors).toEqual(expected);
    // The streaming checker (import, stored table) finds the same.
    const checker = createTaxTableChecker(format);
    const streamed = [...rows.flatMap((r) => checker.addRow(r)), ...checker.finish()];
    expect(streamed.map((e) => `${e.row}:${e.column}:${e.message}`)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['2025-02-30', '第1行“开票日期”不是有效的日期（格式为YYYY-MM-DD）：2025-02-30'],
    ['2025/02/01', '第1行“开票日期”不是有效的日期（格式为YYYY-MM-DD）：2025/02/01'],
  ])('a date %s is rejected', (date, message) => {
    expect(checkTaxTable({ ...INVOICES, totals: [] }, [{ date, amount: '1', tax: '0', total: '1' }])).toEqual([
      { row: 1, column: 'date', message },
    ]);
  });
});

describe('checkTaxTable: totals', () => {
  it.each<[string, TaxTableRow[], { row: number; column: string; message: string }[]]>([
    [
      'a row total that is not the sum shows both values',
      withCell(3, 'year', '1,000.31'),
      [{ row: 3, column: 'year', message: '第3栏“本年累计”应为第1栏+第2栏=1,000.30，实际为1,000.31' }],
    ],
    [
      'a subtraction',
      withCell(5, 'month', '300.30'),
      [{ row: 5, column: 'month', message: '第5栏“本月数”应为第3栏-第4栏=300.20，实际为300.30' }],
    ],
    [
      'an invalid addend is reported once and its totals are skipped',
      withCell(1, 'month', 'x'),
      [{ row: 1, column: 'month', message: '第1行“本月数”不是有效的数字：x' }],
    ],
    [
      'a missing row is reported once, with row 0',
      RETURN_ROWS.filter((r) => r.lineNo !== '3'),
      [{ row: 0, column: '', message: '表中缺少第3栏' }],
    ],
  ])('%s', (_rule, rows, errors) => {
    expect(checkTaxTable(RETURN, rows)).toEqual(errors);
  });

  it('rows are found by 栏次, not by position', () => {
    expect(checkTaxTable(RETURN, [...RETURN_ROWS].reverse())).toEqual([]);
  });

  it('amounts are compared at 2 decimals: 0.004 rounds away, 0.005 rounds up', () => {
    expect(checkTaxTable(RETURN, withCell(3, 'month', '300.304'))).toEqual([]);
    // 300.31 breaks line 3 = 1 + 2, and line 5 = 3 − 4 that depends on it.
    expect(checkTaxTable(RETURN, withCell(3, 'month', '300.305')).map((e) => e.message)).toEqual([
      '第3栏“本月数”应为第1栏+第2栏=300.30，实际为300.31',
      '第5栏“本月数”应为第3栏-第4栏=300.21，实际为300.20',
    ]);
  });

  it.each<[string, TaxTableRow[], { row: number; column: string; message: string }[]]>([
    [
      'a column total is checked in every row',
      [
        { date: '2025-01-02', amount: '100', tax: '13', total: '113' },
        { date: '2025-01-03', amount: '0.1', tax: '13', total: '0.3' },
      ],
      [{ row: 2, column: 'total', message: '第2行“价税合计”应为“金额”+“税额”=13.10，实际为0.30' }],
    ],
    [
      'a cell total',
      [
        { date: '2025-01-02', amount: '100', tax: '13', total: '113' },
        { date: '2025-01-03', amount: '100', tax: '12', total: '112' },
      ],
      [{ row: 2, column: 'tax', message: '第2行“税额”应为第1行“税额”=13.00，实际为12.00' }],
    ],
  ])('%s', (_rule, rows, errors) => {
    expect(checkTaxTable(INVOICES, rows)).toEqual(errors);
  });

  it('names the sheet when given', () => {
    expect(checkTaxTable(RETURN, withCell(2, 'item', ''), { sheet: '主表' })).toEqual([
      { sheet: '主表', row: 2, column: 'item', message: '第2行“项目”不能为空' },
    ]);
  });
});

describe('assertTaxTableFormat: configuration mistakes throw', () => {
  const base = RETURN;
  it.each<[string, TaxTableFormat]>([
    ['duplicate column keys', { ...base, columns: [...base.columns, base.columns[0]] }],
    ['unknown rowKey', { ...base, rowKey: 'nope' }],
    ['a total over a text column', { ...base, totals: [{ kind: 'row', row: 3, sumOf: [1], columns: ['item'] }] }],
    ['a total over an unknown column', { ...base, totals: [{ kind: 'column', column: 'month', sumOf: ['nope'] }] }],
  ])('%s', (_rule, format) => {
    expect(() => assertTaxTableFormat(format)).toThrow(RangeError);
  });
});

describe('toCents / formatCents: money without float error', () => {
  it.each<[string | number | null, bigint | null]>([
    ['', 0n],
    [null, 0n],
    ['1,234.567', 123457n],
    ['-0.005', -1n],
    ['0.004', 0n],
    ['+12', 1200n],
    ['12345678901234567.89', 1234567890123456789n],
    [0.1, 10n],
    [1.005, 101n], // rounded on the shortest decimal text, as formatNumber does
    [1e-7, 0n],
    [1e21, 100000000000000000000000n],
    ['1e3', null],
    ['.5', null],
    ['abc', null],
    [Number.NaN, null],
  ])('%j → %s', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each<[bigint, string]>([
    [123456789n, '1,234,567.89'],
    [-5n, '-0.05'],
    [0n, '0.00'],
  ])('%s cents read %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('createTaxTableChecker: the same checks, row by row', () => {
  /** Streams rows through a checker: every error addRow gave, then finish's. */
  const stream = (format: TaxTableFormat, rows: readonly TaxTableRow[], display?: (i: number) => number) => {
    const checker = createTaxTableChecker(format, { sheet: '数据' });
    const perRow = rows.flatMap((r, i) => checker.addRow(r, display?.(i)));
    return { perRow, finish: checker.finish(), rowCount: checker.rowCount };
  };

  it.each<[string, TaxTableFormat, TaxTableRow[]]>([
    ['a correct return', RETURN, RETURN_ROWS],
    [
      'a bad cell and a broken total',
      RETURN,
      withCell(3, 'year', '1,000.31').map((r, i) => (i === 1 ? { ...r, item: '' } : r)),
    ],
    ['a missing row', RETURN, RETURN_ROWS.filter((r) => r.lineNo !== '3')],
    [
      'a column total in every row and a cell total',
      INVOICES,
      [
        { date: '2025-01-02', amount: '100', tax: '13', total: '113' },
        { date: '2025-13-03', amount: '0.1', tax: '12', total: '0.3' },
      ],
    ],
  ])('%s: the same errors as checkTaxTable, as a set', (_case, format, rows) => {
    const { perRow, finish } = stream(format, rows);
    const sorted = (e: TaxTableError[]) => [...e].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sorted([...perRow, ...finish])).toEqual(sorted(checkTaxTable(format, rows, { sheet: '数据' })));
  });

  it('answers a row’s cell errors and its column totals at once, the totals across rows at the end', () => {
    const checker = createTaxTableChecker(INVOICES);
    expect(checker.addRow({ date: '2025-01-02', amount: '100', tax: '13', total: '113' })).toEqual([]);
    expect(checker.addRow({ date: '', amount: '1', tax: '12', total: '1' })).toEqual([
      { row: 2, column: 'date', message: '第2行“开票日期”不能为空' },
      { row: 2, column: 'total', message: '第2行“价税合计”应为“金额”+“税额”=13.00，实际为1.00' },
    ]);
    expect(checker.finish()).toEqual([
      { row: 2, column: 'tax', message: '第2行“税额”应为第1行“税额”=13.00，实际为12.00' },
    ]);
  });

  it('names the worksheet’s rows when given them (an import: header in row 1, a blank row skipped)', () => {
    const rows = [
      { date: '2025-01-02', amount: '100', tax: '13', total: '113' },
      { date: '2025-01-03', amount: 'x', tax: '12', total: '12' },
    ];
    const { perRow, finish } = stream(INVOICES, rows, (i) => [2, 4][i]);
    expect(perRow).toEqual([{ sheet: '数据', row: 4, column: 'amount', message: '第4行“金额”不是有效的数字：x' }]);
    expect(finish).toEqual([
      { sheet: '数据', row: 4, column: 'tax', message: '第4行“税额”应为第2行“税额”=13.00，实际为12.00' },
    ]);
  });

  it('uses the first row holding a 栏次, as checkTaxTable does', () => {
    const rows = [...RETURN_ROWS, { lineNo: '3', item: '重复', month: '1', year: '1' }];
    const { perRow, finish } = stream(RETURN, rows);
    expect([...perRow, ...finish]).toEqual([]);
  });

  it('checks 60,000 rows with a total over every row, reporting only the bad ones', () => {
    const checker = createTaxTableChecker({ ...INVOICES, totals: [INVOICES.totals![0]] });
    const errors: TaxTableError[] = [];
    for (let i = 1; i <= 60_000; i++) {
      const total = i % 20_000 === 0 ? '0' : String(i + 1);
      errors.push(...checker.addRow({ date: '2025-01-02', amount: String(i), tax: '1', total }));
    }
    errors.push(...checker.finish());
    expect(checker.rowCount).toBe(60_000);
    expect(errors.map((e) => e.row)).toEqual([20_000, 40_000, 60_000]);
  });

  it('refuses rows after finish, and a second finish', () => {
    const checker = createTaxTableChecker(INVOICES);
    checker.finish();
    expect(() => checker.addRow({})).toThrow();
    expect(() => checker.finish()).toThrow();
  });

  it('throws on an inconsistent format, like checkTaxTable', () => {
    expect(() => createTaxTableChecker({ ...RETURN, rowKey: 'nope' })).toThrow(RangeError);
  });
});

describe('storedCell: what an import stores', () => {
  const num = { key: 'a', title: '金额', type: 'number' } as const;
  const txt = { key: 't', title: '项目', type: 'text' } as const;
  it.each<[TaxTableColumn, string | number | null, string | null]>([
    [num, '1,234.5', '1234.50'],
    [num, 0.1, '0.10'],
    [num, '-0.005', '-0.01'],
    [num, ' ', null],
    [txt, '  销售额 ', '销售额'],
    [txt, null, null],
    [txt, 12, '12'],
  ])('%j %j → %j', (column, value, stored) => {
    expect(storedCell(column, value)).toBe(stored);
  });
});

describe('a document is listed once (uniqueKey: 发票代码 + 发票号码)', () => {
  const INPUT: TaxTableFormat = {
    tableCode: 'IN',
    name: '本期抵扣进项税额明细',
    version: '1',
    columns: [
      { key: 'invoiceCode', title: '发票代码', type: 'text' },
      { key: 'invoiceNo', title: '发票号码', type: 'text', required: true },
      { key: 'taxAmount', title: '税额', type: 'number' },
    ],
    uniqueKey: { columns: ['invoiceCode', 'invoiceNo'], group: 'inputInvoice' },
  };
  const row = (invoiceCode: string, invoiceNo: string) => ({ invoiceCode, invoiceNo, taxAmount: '13.00' });

  it.each<[string, TaxTableRow[], Map<string, string> | undefined, string[]]>([
    ['different invoices pass', [row('011', '1'), row('011', '2'), row('012', '1')], undefined, []],
    [
      'the same invoice twice: the second row is flagged, naming the first',
      [row('011', '1'), row('011', '2'), row(' 011 ', '1')],
      undefined,
      ['3:invoiceNo:第3行发票代码“011”、发票号码“1”与第1行重复'],
    ],
    [
      'a third copy names the first row too',
      [row('011', '1'), row('011', '1'), row('011', '1')],
      undefined,
      [
        '2:invoiceNo:第2行发票代码“011”、发票号码“1”与第1行重复',
        '3:invoiceNo:第3行发票代码“011”、发票号码“1”与第1行重复',
      ],
    ],
    [
      'an invoice another table of the period lists',
      [row('011', '1'), row('011', '5')],
      new Map([[JSON.stringify(['011', '5']), '《进项发票（城市）》第7行']]),
      ['2:invoiceNo:第2行发票代码“011”、发票号码“5”已在《进项发票（城市）》第7行填写'],
    ],
    [
      'a 数电 invoice without a code is keyed by its number',
      [row('', '24110000000000000001'), row('', '24110000000000000001')],
      undefined,
      ['2:invoiceNo:第2行发票号码“24110000000000000001”与第1行重复'],
    ],
    [
      'empty key cells are reported as empty, not as duplicates',
      [row('', ''), row('', '')],
      undefined,
      ['1:invoiceNo:第1行“发票号码”不能为空', '2:invoiceNo:第2行“发票号码”不能为空'],
    ],
    [
      'a code with its required number emptied is reported as empty once, not also as a duplicate',
      [row('011', ''), row('011', '')],
      new Map([[JSON.stringify(['011', '']), '《进项发票（城市）》第7行']]),
      ['1:invoiceNo:第1行“发票号码”不能为空', '2:invoiceNo:第2行“发票号码”不能为空'],
    ],
  ])('%s', (_case, rows, elsewhere, expected) => {
    expect(checkTaxTable(INPUT, rows, { elsewhere }).map((e) => `${e.row}:${e.column}:${e.message}`)).toEqual(expected);
  });

  it('uniqueKeyOf: null without a key, with every key cell empty, or with a required key cell empty', () => {
    expect(uniqueKeyOf(INPUT, row('011', '1'))).toBe(JSON.stringify(['011', '1']));
    expect(uniqueKeyOf(INPUT, row('', ''))).toBeNull();
    expect(uniqueKeyOf(INPUT, row('011', ''))).toBeNull();
    expect(uniqueKeyOf({ ...INPUT, uniqueKey: undefined }, row('011', '1'))).toBeNull();
  });
});
