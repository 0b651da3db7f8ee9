import { useEffect, useRef, useState } from 'react';
import { Empty, Spin } from 'antd';
import type { ComposeOption, ECharts } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { CHART_COLORS } from './format.ts';

/** The options the portal's charts may use (the parts echarts.ts registers). */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | DatasetComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

export interface ChartProps {
  option: ChartOption;
  /** Pixels; the width follows the container. */
  height?: number;
  /** What the chart shows, for screen readers (ECharts' aria description is on too). */
  ariaLabel: string;
  /** Shows the empty state instead of the chart. */
  empty?: boolean;
  emptyText?: string;
}

type EChartsModule = typeof import('./echarts.ts');
let loading: Promise<EChartsModule> | null = null;
/** ECharts is loaded once, the first time a chart is shown. */
function loadECharts(): Promise<EChartsModule> {
  loading ??= import('./echarts.ts').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/**
 * The portal's one ECharts wrapper: loads ECharts lazily, draws `option` with the portal palette, follows the
 * container's width (ResizeObserver) and disposes of the chart on unmount. Number formatting: format.ts (万/亿).
 */
export function Chart({ option, height = 320, ariaLabel, empty, emptyText = '暂无数据' }: ChartProps) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (empty) return;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    loadECharts()
      .then(({ echarts }) => {
        if (disposed || !el.current) return;
        chart.current = echarts.init(el.current, undefined, { renderer: 'canvas', locale: 'ZH' });
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(el.current);
        setReady(true);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setReady(false);
    };
  }, [empty]);

  useEffect(() => {
    if (ready && chart.current) {
      chart.current.setOption({ color: CHART_COLORS, aria: { enabled: true }, ...option }, { notMerge: true });
    }
  }, [ready, option]);

  if (empty) {
    return (
      <div className="portal-chart portal-chart--empty" style={{ height }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="portal-chart portal-chart--empty" style={{ height }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="图表加载失败，请刷新页面重试" />
      </div>
    );
  }
  return (
    <div className="portal-chart" style={{ position: 'relative', height }}>
      <div ref={el} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />
      {!ready && (
        <div
          style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Spin />
        </div>
      )}
    </div>
  );
}
