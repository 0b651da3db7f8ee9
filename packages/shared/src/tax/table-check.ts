/**
 * The "engine validate" of tax tables (§7.3 POST /{taxtype path}/engineValidate), as a pure function: a
 * table format (columns and total rules) and the rows a user filled or imported give every error, in
 * Chinese, with its row and column, so the server can answer and the web can mark the cells.
 *
 * Amounts are compared in whole cents (bigint) after rounding each cell half away from zero at 2 decimals
 * on its decimal text, so 0.1 + 0.2 equals 0.3 and a sum never differs by a float error.
 */
import { formatNumber } from '../format.ts';

export type TaxColumnType = 'text' | 'number' | 'date';

export interface TaxTableColumn {
  key: string;
  title: string;
  type: TaxColumnType;
  required?: boolean;
  /** Text columns: at most this many characters. */
  maxLength?: number;
}

/**
 * A row of the table: its 1-based position, or, when the format has a `rowKey`, the value of that column
 * (the 栏次 of a return: tax rules say "第11栏 = 第1栏 + 第5栏", whatever the position of those rows).
 */
export type RowRef = string | number;

export interface CellRef {
  row: RowRef;
  column: string;
}

/**
 * A total: the target must equal the sum of `sumOf` less the sum of `minus` (returns subtract rows too,
 * e.g. tax payable = output tax − input tax).
 * - row: in each listed column, row `row` = Σ rows `sumOf` − Σ rows `minus`.
 * - column: in each row (or the listed `rows`), column `column` = Σ columns `sumOf` − Σ columns `minus`.
 * - cell: one cell = Σ cells `sumOf` − Σ cells `minus`.
 */
export type TaxTotalRule =
  | { kind: 'row'; row: RowRef; sumOf: readonly RowRef[]; minus?: readonly RowRef[]; columns: readonly string[] }
  | { kind: 'column'; column: string; sumOf: readonly string[]; minus?: readonly string[]; rows?: readonly RowRef[] }
  | { kind: 'cell'; cell: CellRef; sumOf: readonly CellRef[]; minus?: readonly CellRef[] };

export interface TaxTableFormat {
  tableCode: string;
  name: string;
  version: string;
  /** Column holding each row's line number (栏次), used by RowRef; rows are referred to by position without it. */
  rowKey?: string;
  columns: readonly TaxTableColumn[];
  totals?: readonly TaxTotalRule[];
}

export type TaxTableCell = string | number | null | undefined;
export type TaxTableRow = Readonly<Record<string, TaxTableCell>>;

export interface TaxTableError {
  sheet?: string;
  /** 1-based position of the row among the data rows; 0 when the error is about a missing row. */
  row: number;
  /** Column key; '' when the error is about a missing row. */
  column: string;
  message: string;
}

const isEmpty = (v: TaxTableCell) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * An amount in cents, rounded half away from zero at 2 decimals; null for text that is not a number.
 * Accepts an optional sign, thousands separators ('1,234.5') and a JSON number. Empty reads 0.
 */
export function toCents(value: TaxTableCell): bigint | null {
  if (isEmpty(value)) return 0n;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Math.abs(value) >= 1e21) return BigInt(value) * 100n; // an integer here; String() would use exponent form
    text = String(value).includes('e') ? value.toFixed(20) : String(value);
  } else {
    text = (value as string).trim();
  }
  const m = /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(3, '0');
  let cents = BigInt(m[2].replace(/,/g, '')) * 100n + BigInt(frac.slice(0, 2));
  if (frac[2] >= '5') cents += 1n;
  return m[1] === '-' ? -cents : cents;
}

/** Cents as the §9 number display: thousands separators and 2 decimals (0 reads 0.00, not '-'). */
export function formatCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  const text = `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return formatNumber(text, { zeroAsHyphen: false });
}

function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * Throws when a format is inconsistent (duplicate column keys, a total over an unknown or non-number
 * column). That is a configuration mistake, not a user error, so it is not reported as a cell message.
 */
export function assertTaxTableFormat(format: TaxTableFormat): void {
  const byKey = new Map<string, TaxTableColumn>();
  for (const c of format.columns) {
    if (byKey.has(c.key)) throw new RangeError(`${format.tableCode}: duplicate column ${c.key}`);
    byKey.set(c.key, c);
  }
  if (format.rowKey !== undefined && !byKey.has(format.rowKey))
    throw new RangeError(`${format.tableCode}: unknown rowKey ${format.rowKey}`);
  const numberColumn = (key: string) => {
    if (byKey.get(key)?.type !== 'number')
      throw new RangeError(`${format.tableCode}: total over ${key}, which is not a number column`);
  };
  for (const rule of format.totals ?? []) {
    if (rule.kind === 'row') rule.columns.forEach(numberColumn);
    else if (rule.kind === 'column') [rule.column, ...rule.sumOf, ...(rule.minus ?? [])].forEach(numberColumn);
    else [rule.cell, ...rule.sumOf, ...(rule.minus ?? [])].forEach((c) => numberColumn(c.column));
  }
}

/** A cell of a total: its row position (null when the row is missing) and the words naming it in a message. */
type Term = { index: number | null; column: string; label: string };

/** Every error of `rows` against `format`: cell errors row by row, then total errors in rule order. */
export function checkTaxTable(
  format: TaxTableFormat,
  rows: readonly TaxTableRow[],
  opts: { sheet?: string } = {},
): TaxTableError[] {
  assertTaxTableFormat(format);
  const errors: TaxTableError[] = [];
  const push = (row: number, column: string, message: string) =>
    errors.push(opts.sheet === undefined ? { row, column, message } : { sheet: opts.sheet, row, column, message });

  // Cents of every valid number cell, keyed `${position}:${column}`. An invalid cell is absent, so the
  // totals it takes part in are skipped instead of adding a second message about the same mistake.
  const amounts = new Map<string, bigint>();
  rows.forEach((row, i) => {
    const n = i + 1;
    for (const col of format.columns) {
      const v = row[col.key];
      if (isEmpty(v)) {
        if (col.required) push(n, col.key, `第${n}行“${col.title}”不能为空`);
        if (col.type === 'number') amounts.set(`${n}:${col.key}`, 0n);
        continue;
      }
      const text = String(v).trim();
      if (col.type === 'number') {
        const cents = toCents(v);
        if (cents === null) push(n, col.key, `第${n}行“${col.title}”不是有效的数字：${text}`);
        else amounts.set(`${n}:${col.key}`, cents);
      } else if (col.type === 'date') {
        if (!isRealDate(text)) push(n, col.key, `第${n}行“${col.title}”不是有效的日期（格式为YYYY-MM-DD）：${text}`);
      } else if (col.maxLength !== undefined && [...text].length > col.maxLength) {
        push(n, col.key, `第${n}行“${col.title}”不能超过${col.maxLength}个字符`);
      }
    }
  });

  const rowKey = format.rowKey;
  const title = new Map(format.columns.map((c) => [c.key, c.title]));
  const colLabel = (key: string) => `“${title.get(key)}”`;
  const rowLabel = (ref: RowRef) => (rowKey === undefined ? `第${ref}行` : `第${ref}栏`);
  const reportedMissing = new Set<string>();
  /** The position of a row reference; a row missing from the table is reported once and gives null. */
  const find = (ref: RowRef): number | null => {
    let i: number;
    if (rowKey === undefined)
      i = Number.isInteger(Number(ref)) && Number(ref) >= 1 && Number(ref) <= rows.length ? Number(ref) - 1 : -1;
    else i = rows.findIndex((r) => !isEmpty(r[rowKey]) && String(r[rowKey]).trim() === String(ref));
    if (i >= 0) return i + 1;
    if (!reportedMissing.has(String(ref))) {
      reportedMissing.add(String(ref));
      push(0, '', `表中缺少${rowLabel(ref)}`);
    }
    return null;
  };
  const amount = (t: Term) => (t.index === null ? undefined : amounts.get(`${t.index}:${t.column}`));
  /** Checks target = Σ plus − Σ minus; skipped when a cell is missing or invalid (already reported). */
  const compare = (target: Term, plus: readonly Term[], minus: readonly Term[]) => {
    const values = [target, ...plus, ...minus].map(amount);
    if (target.index === null || values.some((v) => v === undefined)) return;
    const [actual, ...rest] = values as bigint[];
    const expected = rest.reduce((sum, v, k) => (k < plus.length ? sum + v : sum - v), 0n);
    if (actual === expected) return;
    const expr = [...plus.map((p, k) => (k === 0 ? p.label : `+${p.label}`)), ...minus.map((m) => `-${m.label}`)].join(
      '',
    );
    push(
      target.index,
      target.column,
      `${target.label}应为${expr}=${formatCents(expected)}，实际为${formatCents(actual)}`,
    );
  };

  for (const rule of format.totals ?? []) {
    if (rule.kind === 'row') {
      const target = find(rule.row);
      const plus = rule.sumOf.map((ref) => ({ ref, index: find(ref) }));
      const minus = (rule.minus ?? []).map((ref) => ({ ref, index: find(ref) }));
      for (const column of rule.columns) {
        const term = (r: { ref: RowRef; index: number | null }) => ({ index: r.index, column, label: rowLabel(r.ref) });
        compare(
          { index: target, column, label: `${rowLabel(rule.row)}${colLabel(column)}` },
          plus.map(term),
          minus.map(term),
        );
      }
    } else if (rule.kind === 'column') {
      // Every row by default; a row is named by its 栏次 when it has one, else by its position.
      const targets = rule.rows
        ? rule.rows.map((ref) => ({ index: find(ref), label: rowLabel(ref) }))
        : rows.map((r, i) => ({
            index: i + 1,
            label: rowKey === undefined || isEmpty(r[rowKey]) ? `第${i + 1}行` : rowLabel(String(r[rowKey]).trim()),
          }));
      for (const { index, label } of targets) {
        const term = (column: string) => ({ index, column, label: colLabel(column) });
        compare(
          { index, column: rule.column, label: `${label}${colLabel(rule.column)}` },
          rule.sumOf.map(term),
          (rule.minus ?? []).map(term),
        );
      }
    } else {
      const term = (c: CellRef) => ({
        index: find(c.row),
        column: c.column,
        label: `${rowLabel(c.row)}${colLabel(c.column)}`,
      });
      compare(term(rule.cell), rule.sumOf.map(term), (rule.minus ?? []).map(term));
    }
  }
  return errors;
}
