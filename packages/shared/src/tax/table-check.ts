/**
 * The "engine validate" of tax tables (§7.3 POST /{taxtype path}/engineValidate), as a pure function: a
 * table format (columns and total rules) and the rows a user filled or imported give every error, in
 * Chinese, with its row and column, so the server can answer and the web can mark the cells. The same checks run
 * row by row on a stream (createTaxTableChecker), so an import of 100,000 rows never holds the table in memory.
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

/**
 * Columns that together name one document (发票代码 + 发票号码): a document is listed once. Tables of a task sharing
 * the same `group` are checked against each other too (an input invoice deducted twice, §7.3 engine validate).
 */
export interface TaxUniqueKey {
  columns: readonly string[];
  group: string;
}

export interface TaxTableFormat {
  tableCode: string;
  name: string;
  version: string;
  /** Column holding each row's line number (栏次), used by RowRef; rows are referred to by position without it. */
  rowKey?: string;
  columns: readonly TaxTableColumn[];
  totals?: readonly TaxTotalRule[];
  /** Rows the import template comes with (a return's 栏次 and 项目), for the user to fill in. */
  presetRows?: readonly TaxTableRow[];
  /** A document may be listed once (see TaxUniqueKey). */
  uniqueKey?: TaxUniqueKey;
}

/**
 * The unique key of a row (its key cells' trimmed text), or null when every key cell is empty or a required one is
 * (a required cell left empty is reported as such, once, not also as a duplicate of another row with that gap).
 */
export function uniqueKeyOf(format: TaxTableFormat, row: TaxTableRow): string | null {
  const key = format.uniqueKey;
  if (!key) return null;
  const cells = key.columns.map((c) => (isEmpty(row[c]) ? '' : String(row[c]).trim()));
  const requiredEmpty = key.columns.some(
    (c, i) => cells[i] === '' && format.columns.find((f) => f.key === c)?.required,
  );
  return requiredEmpty || cells.every((c) => c === '') ? null : JSON.stringify(cells);
}

/** Where else a document is listed: key (uniqueKeyOf) → '《表名》第n行'. */
export type ListedElsewhere = ReadonlyMap<string, string>;

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

/** Cents as plain decimal text with 2 places ('-1234.50'): how an amount is stored and sent. */
export function centsText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * A cell as it is stored once the row passed the checks: null when empty, an amount as centsText ('1,234.5' →
 * '1234.50'), any other value trimmed. So the same table imported twice stores the same text.
 */
export function storedCell(column: TaxTableColumn, value: TaxTableCell): string | null {
  if (isEmpty(value)) return null;
  if (column.type === 'number') {
    const cents = toCents(value);
    if (cents !== null) return centsText(cents);
  }
  return String(value).trim();
}

/** Cents as the §9 number display: thousands separators and 2 decimals (0 reads 0.00, not '-'). */
export function formatCents(cents: bigint): string {
  return formatNumber(centsText(cents), { zeroAsHyphen: false });
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

/** What the checker keeps of a row that a total refers to: where it is, its row number, its number cells. */
interface KeptRow {
  position: number;
  display: number;
  amounts: Map<string, bigint>;
}

/**
 * Checks a table row by row, for tables too large to hold (a 100,000-row import): `addRow` answers the row's own
 * errors at once, `finish` the totals across rows. It keeps only the rows the totals name (their number cells), so
 * its memory does not grow with the table. The errors are those of checkTaxTable, which is built on it.
 */
export interface TaxTableChecker {
  /**
   * The errors of one data row: its cells, then the column totals that apply to every row (they need only this row).
   * `displayRow` is the row number the errors name (an import passes the worksheet's row); its position by default.
   */
  addRow(row: TaxTableRow, displayRow?: number): TaxTableError[];
  /** The totals across rows (row and cell totals, column totals over listed rows), in rule order. Call once, last. */
  finish(): TaxTableError[];
  /** Data rows added so far. */
  readonly rowCount: number;
}

/** The checker and, per rule, what it found: checkTaxTable merges them back into rule order. */
interface RuleChecker {
  addRow(row: TaxTableRow, displayRow?: number): { cells: TaxTableError[]; totals: [rule: number, TaxTableError][] };
  finishByRule(): TaxTableError[][];
  readonly rowCount: number;
}

/** Options of a check: the worksheet named in every error, and the documents the task's other tables list. */
export interface TaxTableCheckOptions {
  sheet?: string;
  elsewhere?: ListedElsewhere;
}

function ruleChecker(format: TaxTableFormat, opts: TaxTableCheckOptions): RuleChecker {
  assertTaxTableFormat(format);
  const make = (row: number, column: string, message: string): TaxTableError =>
    opts.sheet === undefined ? { row, column, message } : { sheet: opts.sheet, row, column, message };
  const rowKey = format.rowKey;
  const rules = format.totals ?? [];
  const title = new Map(format.columns.map((c) => [c.key, c.title]));
  const colLabel = (key: string) => `“${title.get(key)}”`;

  // A row reference as the key it is kept under: the 栏次 text, or '#n' for the n-th row; null when it can name no
  // row (a position that is not a whole number ≥ 1).
  const refKey = (ref: RowRef): string | null => {
    if (rowKey !== undefined) return String(ref);
    const n = Number(ref);
    return Number.isInteger(n) && n >= 1 ? `#${n}` : null;
  };
  // The cells the totals read, by row reference: only these rows are kept (the first row holding a 栏次, as before).
  const wanted = new Map<string, Set<string>>();
  const want = (ref: RowRef, columns: readonly string[]) => {
    const key = refKey(ref);
    if (key === null) return;
    const set = wanted.get(key) ?? new Set<string>();
    columns.forEach((c) => set.add(c));
    wanted.set(key, set);
  };
  for (const rule of rules) {
    if (rule.kind === 'row') [rule.row, ...rule.sumOf, ...(rule.minus ?? [])].forEach((r) => want(r, rule.columns));
    else if (rule.kind === 'cell')
      [rule.cell, ...rule.sumOf, ...(rule.minus ?? [])].forEach((c) => want(c.row, [c.column]));
    else if (rule.rows) rule.rows.forEach((r) => want(r, [rule.column, ...rule.sumOf, ...(rule.minus ?? [])]));
  }
  const kept = new Map<string, KeptRow>();
  let count = 0;
  // The rows each document was listed on so far (its first row), for the unique key.
  const listed = new Map<string, number>();
  const keyColumns = format.uniqueKey?.columns ?? [];
  const describeKey = (row: TaxTableRow) =>
    keyColumns
      .filter((c) => !isEmpty(row[c]))
      .map((c) => `${title.get(c)}“${String(row[c]).trim()}”`)
      .join('、');

  /** Checks target = Σ plus − Σ minus; undefined when a cell is missing or invalid (already reported). */
  const compare = (
    amount: (t: Term) => bigint | undefined,
    target: Term,
    plus: readonly Term[],
    minus: readonly Term[],
    display: number | null,
  ): TaxTableError | undefined => {
    const values = [target, ...plus, ...minus].map(amount);
    if (target.index === null || display === null || values.some((v) => v === undefined)) return undefined;
    const [actual, ...rest] = values as bigint[];
    const expected = rest.reduce((sum, v, k) => (k < plus.length ? sum + v : sum - v), 0n);
    if (actual === expected) return undefined;
    const expr = [...plus.map((p, k) => (k === 0 ? p.label : `+${p.label}`)), ...minus.map((m) => `-${m.label}`)].join(
      '',
    );
    return make(
      display,
      target.column,
      `${target.label}应为${expr}=${formatCents(expected)}，实际为${formatCents(actual)}`,
    );
  };

  return {
    get rowCount() {
      return count;
    },

    addRow(row, displayRow) {
      count += 1;
      const n = displayRow ?? count;
      const cells: TaxTableError[] = [];
      // Cents of every valid number cell of the row; an invalid cell, or a required one left empty, is absent, so the
      // totals it takes part in are skipped instead of adding a second message about the same mistake. An optional
      // amount left empty reads 0.
      const amounts = new Map<string, bigint>();
      for (const col of format.columns) {
        const v = row[col.key];
        if (isEmpty(v)) {
          if (col.required) cells.push(make(n, col.key, `第${n}行“${col.title}”不能为空`));
          else if (col.type === 'number') amounts.set(col.key, 0n);
          continue;
        }
        const text = String(v).trim();
        if (col.type === 'number') {
          const cents = toCents(v);
          if (cents === null) cells.push(make(n, col.key, `第${n}行“${col.title}”不是有效的数字：${text}`));
          else amounts.set(col.key, cents);
        } else if (col.type === 'date') {
          if (!isRealDate(text))
            cells.push(make(n, col.key, `第${n}行“${col.title}”不是有效的日期（格式为YYYY-MM-DD）：${text}`));
        } else if (col.maxLength !== undefined && [...text].length > col.maxLength) {
          cells.push(make(n, col.key, `第${n}行“${col.title}”不能超过${col.maxLength}个字符`));
        }
      }

      const doc = uniqueKeyOf(format, row);
      if (doc !== null) {
        const column = keyColumns[keyColumns.length - 1];
        const first = listed.get(doc);
        const other = opts.elsewhere?.get(doc);
        if (first !== undefined) cells.push(make(n, column, `第${n}行${describeKey(row)}与第${first}行重复`));
        else if (other !== undefined) cells.push(make(n, column, `第${n}行${describeKey(row)}已在${other}填写`));
        if (first === undefined) listed.set(doc, n);
      }

      const key = rowKey === undefined ? `#${count}` : isEmpty(row[rowKey]) ? null : String(row[rowKey]).trim();
      const columns = key === null ? undefined : wanted.get(key);
      if (key !== null && columns && !kept.has(key)) {
        const keep = new Map<string, bigint>();
        for (const c of columns) {
          const cents = amounts.get(c);
          if (cents !== undefined) keep.set(c, cents);
        }
        kept.set(key, { position: count, display: n, amounts: keep });
      }

      // Column totals over every row: named by the row's 栏次 when it has one, else by its number.
      const totals: [number, TaxTableError][] = [];
      const label = rowKey === undefined || isEmpty(row[rowKey]) ? `第${n}行` : `第${String(row[rowKey]).trim()}栏`;
      rules.forEach((rule, i) => {
        if (rule.kind !== 'column' || rule.rows) return;
        const term = (column: string) => ({ index: count, column, label: colLabel(column) });
        const error = compare(
          (t) => amounts.get(t.column),
          { index: count, column: rule.column, label: `${label}${colLabel(rule.column)}` },
          rule.sumOf.map(term),
          (rule.minus ?? []).map(term),
          n,
        );
        if (error) totals.push([i, error]);
      });
      return { cells, totals };
    },

    finishByRule() {
      const byRule: TaxTableError[][] = rules.map(() => []);
      const reportedMissing = new Set<string>();
      let current: TaxTableError[] = [];
      /** The kept row of a reference; a row missing from the table is reported once and gives undefined. */
      const find = (ref: RowRef): KeptRow | undefined => {
        const key = refKey(ref);
        const row = key === null ? undefined : kept.get(key);
        if (row && (rowKey !== undefined || row.position <= count)) return row;
        if (!reportedMissing.has(String(ref))) {
          reportedMissing.add(String(ref));
          current.push(make(0, '', `表中缺少${rowKey === undefined ? `第${ref}行` : `第${ref}栏`}`));
        }
        return undefined;
      };
      const rowLabel = (ref: RowRef, row: KeptRow | undefined) =>
        rowKey === undefined ? `第${row ? row.display : ref}行` : `第${ref}栏`;
      const byPosition = new Map([...kept.values()].map((r) => [r.position, r]));
      const amount = (t: Term) => (t.index === null ? undefined : byPosition.get(t.index)?.amounts.get(t.column));
      const add = (error: TaxTableError | undefined) => error && current.push(error);

      rules.forEach((rule, i) => {
        current = byRule[i];
        if (rule.kind === 'row') {
          const target = find(rule.row);
          const plus = rule.sumOf.map((ref) => ({ ref, row: find(ref) }));
          const minus = (rule.minus ?? []).map((ref) => ({ ref, row: find(ref) }));
          for (const column of rule.columns) {
            const term = (r: { ref: RowRef; row: KeptRow | undefined }) => ({
              index: r.row?.position ?? null,
              column,
              label: rowLabel(r.ref, r.row),
            });
            add(
              compare(
                amount,
                { index: target?.position ?? null, column, label: `${rowLabel(rule.row, target)}${colLabel(column)}` },
                plus.map(term),
                minus.map(term),
                target?.display ?? null,
              ),
            );
          }
        } else if (rule.kind === 'column') {
          if (!rule.rows) return; // checked row by row in addRow
          for (const ref of rule.rows) {
            const row = find(ref);
            const term = (column: string) => ({ index: row?.position ?? null, column, label: colLabel(column) });
            add(
              compare(
                amount,
                {
                  index: row?.position ?? null,
                  column: rule.column,
                  label: `${rowLabel(ref, row)}${colLabel(rule.column)}`,
                },
                rule.sumOf.map(term),
                (rule.minus ?? []).map(term),
                row?.display ?? null,
              ),
            );
          }
        } else {
          const cellTerm = (c: CellRef) => {
            const row = find(c.row);
            return {
              index: row?.position ?? null,
              column: c.column,
              label: `${rowLabel(c.row, row)}${colLabel(c.column)}`,
              row,
            };
          };
          const target = cellTerm(rule.cell);
          add(
            compare(
              amount,
              target,
              rule.sumOf.map(cellTerm),
              (rule.minus ?? []).map(cellTerm),
              target.row?.display ?? null,
            ),
          );
        }
      });
      return byRule;
    },
  };
}

/** A checker for `format` (see TaxTableChecker); `sheet` names the worksheet in every error. */
export function createTaxTableChecker(format: TaxTableFormat, opts: TaxTableCheckOptions = {}): TaxTableChecker {
  const inner = ruleChecker(format, opts);
  let finished = false;
  return {
    get rowCount() {
      return inner.rowCount;
    },
    addRow(row, displayRow) {
      if (finished) throw new Error('the checker has finished');
      const { cells, totals } = inner.addRow(row, displayRow);
      return totals.length === 0 ? cells : [...cells, ...totals.map(([, e]) => e)];
    },
    finish() {
      if (finished) throw new Error('the checker has finished');
      finished = true;
      return inner.finishByRule().flat();
    },
  };
}

/**
 * Every error of `rows` against `format`: cell errors row by row, then total errors in rule order (a column total
 * over every row lists its rows in order). The rows are in memory here; an import uses createTaxTableChecker.
 */
export function checkTaxTable(
  format: TaxTableFormat,
  rows: readonly TaxTableRow[],
  opts: TaxTableCheckOptions = {},
): TaxTableError[] {
  const checker = ruleChecker(format, opts);
  const cells: TaxTableError[] = [];
  const rowTotals: TaxTableError[][] = (format.totals ?? []).map(() => []);
  for (const row of rows) {
    const found = checker.addRow(row);
    cells.push(...found.cells);
    for (const [rule, error] of found.totals) rowTotals[rule].push(error);
  }
  const acrossRows = checker.finishByRule();
  return [...cells, ...rowTotals.flatMap((errors, i) => [...errors, ...acrossRows[i]])];
}
