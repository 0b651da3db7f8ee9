/** Errors of a table check or an import, placed on the table: by cell, by row, and the ones about the table. */
import type { TaxTableColumn, TaxTableError } from './types.ts';

export interface PlacedErrors {
  /** `${row}:${column}` → messages. */
  cells: ReadonlyMap<string, string[]>;
  /** Rows (1-based) with at least one error. */
  rows: ReadonlySet<number>;
  /** Errors not about a cell of the table (a missing row, row 0). */
  table: readonly TaxTableError[];
}

export const cellKey = (row: number, column: string) => `${row}:${column}`;

export function placeErrors(errors: readonly TaxTableError[]): PlacedErrors {
  const cells = new Map<string, string[]>();
  const rows = new Set<number>();
  const table: TaxTableError[] = [];
  for (const e of errors) {
    if (e.row <= 0 || !e.column) {
      table.push(e);
      continue;
    }
    const key = cellKey(e.row, e.column);
    cells.set(key, [...(cells.get(key) ?? []), e.message]);
    rows.add(e.row);
  }
  return { cells, rows, table };
}

/**
 * The words naming where an error is: 第3行 (the row of the table, or of the file for an import), the sheet it is
 * on when the error names one, and the column's title (its key when the format does not know it).
 */
export function errorPlace(
  e: TaxTableError,
  columns: readonly Pick<TaxTableColumn, 'key' | 'title'>[],
): { row: string; sheet: string | null; column: string } {
  const title = columns.find((c) => c.key === e.column)?.title ?? e.column;
  return {
    row: e.row > 0 ? `第${e.row}行` : '整表',
    sheet: e.sheet ?? null,
    column: e.column ? title : '-',
  };
}
