import { useLayoutEffect, useRef, useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { TABLE_SCROLL_Y } from '@portal/shared';
import { scrollXOf, wholeRowsHeight } from './columns.ts';

/**
 * The scroll of a kit table (columns.ts): `x` the sum of its columns' widths; `y` §9's 460 px cut to whole rows, plus
 * the horizontal scroll bar's height when the columns do not fit (antd's max-height holds that bar too). Put `ref` on
 * an element around the table; `rows` is its data (the height is measured again when it changes or the table resizes).
 */
export function useTableScroll<T>(
  columns: ColumnsType<T>,
  rows: readonly unknown[] | undefined,
  extra: { selection?: boolean; expandable?: boolean } = {},
) {
  const ref = useRef<HTMLDivElement>(null);
  const [y, setY] = useState<number>(TABLE_SCROLL_Y);
  const x = scrollXOf(columns, extra);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const measure = () => {
      const body = root.querySelector<HTMLElement>('.ant-table-body');
      if (!body) return;
      const heights = [...body.querySelectorAll<HTMLElement>('tbody > tr.ant-table-row')].map(
        (r) => r.getBoundingClientRect().height,
      );
      const bar = Math.max(0, body.offsetHeight - body.clientHeight);
      setY(wholeRowsHeight(heights) + bar);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    const table = root.querySelector('.ant-table-body > table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [rows, x]);

  return { ref, scroll: { x, y } };
}
