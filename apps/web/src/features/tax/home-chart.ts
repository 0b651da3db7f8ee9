/** The 税务首页 chart: tax paid by month (x) and tax type (stacked series), amounts in 万/亿 (§9). */
import type { ChartOption } from '../../platform/charts/index.ts';
import { chartAxisLabel, chartTooltipValue } from '../../platform/charts/index.ts';
import type { TaxHome } from './types.ts';

/** '202503' or '2025-03' → '2025-03'. */
export function monthLabel(month: string): string {
  return /^\d{6}$/.test(month) ? `${month.slice(0, 4)}-${month.slice(4)}` : month;
}

/** Months in order, one series per tax type (in order of first appearance), missing cells as 0. */
export function paidByMonthSeries(rows: TaxHome['paidByMonth']): {
  months: string[];
  series: { taxType: string; name: string; data: number[] }[];
} {
  const months = [...new Set(rows.map((r) => monthLabel(r.month)))].sort();
  const types = new Map<string, string>();
  for (const r of rows) if (!types.has(r.taxType)) types.set(r.taxType, r.itemName);
  const series = [...types].map(([taxType, name]) => ({
    taxType,
    name,
    data: months.map((m) =>
      rows
        .filter((r) => r.taxType === taxType && monthLabel(r.month) === m)
        .reduce((sum, r) => sum + (Number(r.amount) || 0), 0),
    ),
  }));
  return { months, series };
}

interface TooltipItem {
  axisValueLabel?: string;
  marker?: string;
  seriesName?: string;
  value?: unknown;
}

export function paidByMonthOption(rows: TaxHome['paidByMonth']): ChartOption {
  const { months, series } = paidByMonthSeries(rows);
  return {
    grid: { left: 8, right: 16, top: 44, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll', textStyle: { color: '#3a4a5c' } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const items = (Array.isArray(params) ? params : [params]) as TooltipItem[];
        const total = items.reduce((s, i) => s + (Number(i.value) || 0), 0);
        const lines = items
          .filter((i) => Number(i.value) !== 0)
          .map((i) => `${i.marker ?? ''}${i.seriesName ?? ''}：${chartTooltipValue(i.value)} 元`);
        return [`${items[0]?.axisValueLabel ?? ''}，合计 ${chartTooltipValue(total)} 元`, ...lines].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: months, axisTick: { alignWithLabel: true } },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => chartAxisLabel(v) },
      splitLine: { lineStyle: { type: 'dashed', color: '#e6edf5' } },
    },
    series: series.map((s) => ({ type: 'bar', name: s.name, stack: 'paid', data: s.data, barMaxWidth: 36 })),
  };
}
