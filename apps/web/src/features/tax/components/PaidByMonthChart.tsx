import { useMemo } from 'react';
import { Chart } from '../../../platform/charts/index.ts';
import { paidByMonthOption } from '../home-chart.ts';
import type { TaxHome } from '../types.ts';

/** Tax paid by month and tax type (stacked bars, 万/亿 on the axis). */
export function PaidByMonthChart({ rows }: { rows: TaxHome['paidByMonth'] }) {
  const option = useMemo(() => paidByMonthOption(rows), [rows]);
  return (
    <Chart
      option={option}
      height={340}
      ariaLabel="各月缴税情况（按税种）"
      empty={rows.length === 0}
      emptyText="暂无缴税记录"
    />
  );
}
