import type { ColumnsType } from 'antd/es/table';
import { TABLE_SCROLL_Y } from '@portal/shared';

/**
 * The width rules of the list kit's tables (pure: tested in test/list-columns.test.ts).
 *
 * - Every column has a width (one column without one takes the room left: its `minWidth`, or FLEX_COLUMN_WIDTH, is
 *   counted). The table's scroll width is their sum, so when the columns do not fit the page the table scrolls
 *   sideways instead of sliding columns under the fixed 操作 column.
 * - The 操作 column is as wide as its buttons: computed from their labels (ACTION_* below are antd's small link
 *   button and the cell padding of the kit's table sizes).
 * - The body shows whole rows: its height is the most rows from the top that fit in §9's 460 px (a one-line row is
 *   ROW_HEIGHT, so ten of them fill it exactly), plus the horizontal scroll bar when there is one.
 */

/** One line of the kit's table body (list.css sets it: ten rows are TABLE_SCROLL_Y). */
export const ROW_HEIGHT = 46;

/** What a column without a width is counted as in the table's scroll width. */
export const FLEX_COLUMN_WIDTH = 160;

/** antd's selection (checkbox) column and expand-icon column. */
export const SELECTION_COLUMN_WIDTH = 32;
export const EXPAND_COLUMN_WIDTH = 48;

/** The horizontal padding of a cell, per table size (antd: large 16, middle 8, small 8). */
export const CELL_PADDING_X = { large: 16, middle: 8, small: 8 } as const;
export type TableSize = keyof typeof CELL_PADDING_X;

/** A small link button (antd size="small"): 7 px padding and a 1 px border on each side of its label. */
export const ACTION_BUTTON_CHROME = 16;

/** The 更多 dropdown trigger's label and its down arrow (a 12 px icon after the button's 8 px gap). */
export const MORE_LABEL = '更多';
const MORE_ICON = 20;

/** Full-width characters (CJK, full-width punctuation, kana, hangul) take a whole em. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The width of a text in the table's font: full-width characters one em, the others (Latin, digits) 0.6 em. */
export function textWidth(text: string, fontSize = 14): number {
  let em = 0;
  for (const ch of text) em += FULL_WIDTH.test(ch) ? 1 : 0.6;
  return Math.ceil(em * fontSize);
}

/** The width of one small link button with this label. */
export function actionButtonWidth(label: string): number {
  return textWidth(label) + ACTION_BUTTON_CHROME + (label === MORE_LABEL ? MORE_ICON : 0);
}

/**
 * The 操作 column's width for these buttons side by side (the labels of the row with the widest set, 更多 included
 * when some actions are in its dropdown): the buttons, the cell's padding, and 1 px for the fixed column's edge.
 */
export function actionColumnWidth(labels: readonly string[], size: TableSize = 'middle'): number {
  const buttons = labels.reduce((sum, label) => sum + actionButtonWidth(label), 0);
  return buttons + 2 * CELL_PADDING_X[size] + 1;
}

/** A column's width as the table's scroll width counts it. */
function widthOf(column: ColumnsType<object>[number]): number {
  if (typeof column.width === 'number') return column.width;
  if (typeof column.width === 'string' && /^\d+(px)?$/.test(column.width)) return parseInt(column.width, 10);
  if ('children' in column && Array.isArray(column.children)) {
    return column.children.reduce((sum, c) => sum + widthOf(c), 0);
  }
  const min = (column as { minWidth?: number }).minWidth;
  return typeof min === 'number' ? min : FLEX_COLUMN_WIDTH;
}

/** The table's scroll width: its columns' widths, and the selection and expand columns antd adds. */
export function scrollXOf<T>(
  columns: ColumnsType<T>,
  extra: { selection?: boolean; expandable?: boolean } = {},
): number {
  const sum = (columns as ColumnsType<object>).reduce((total, c) => total + widthOf(c), 0);
  return sum + (extra.selection ? SELECTION_COLUMN_WIDTH : 0) + (extra.expandable ? EXPAND_COLUMN_WIDTH : 0);
}

/**
 * The body height that ends on a row's edge: the most rows from the top whose heights fit in `limit`. Fewer rows
 * than that leave the limit as it is (the body is only as tall as its rows); a first row taller than the limit too.
 */
export function wholeRowsHeight(rowHeights: readonly number[], limit: number = TABLE_SCROLL_Y): number {
  let height = 0;
  for (const h of rowHeights) {
    if (height + h > limit) return height > 0 ? Math.ceil(height) : limit;
    height += h;
  }
  return limit;
}
