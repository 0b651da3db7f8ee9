export { Chart } from './Chart.tsx';
export type { ChartOption, ChartProps } from './Chart.tsx';
export { chartAxisLabel, chartTooltipValue, CHART_COLORS } from './format.ts';
