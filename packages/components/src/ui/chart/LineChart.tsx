import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { countAxis, cssVar, legendOnLastPoint } from './chart-options';

/** One line: a value per x; `faint` draws it thin, dashed and pale (a comparison period). */
export interface LineSeries {
  label: string;
  values: number[];
  faint?: boolean;
}

/** What a {@link LineChart} draws: x in seconds since epoch (UTC day starts) and its lines. */
export interface LineChartData {
  x: number[];
  lines: LineSeries[];
  /** Legend label of the x value, e.g. "Date". */
  xLabel: string;
  locale: string;
}

/**
 * A uPlot line chart of day values. Re-created when the number of lines changes, otherwise
 * `setData`; `setSize` follows the box's width. The legend shows exact values under the cursor, the last point's while the cursor is off the chart
 * (keyboard users read the same numbers in the table the chart sits above).
 */
export function LineChart({
  data,
  height = 220,
  ariaLabel,
}: {
  data: LineChartData;
  height?: number;
  ariaLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const latest = useRef(data);
  latest.current = data;
  const shape = data.lines.map((l) => `${l.label}|${l.faint ? 1 : 0}`).join('/');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is rebuilt only when its lines change
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const current = latest.current;
    const day = (ts: number) =>
      new Intl.DateTimeFormat(current.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(ts * 1000),
      );
    const count = new Intl.NumberFormat(current.locale);
    const primary = cssVar('--smuc-color-primary', '#4f46e5');
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { values: (_u, ticks) => ticks.map(day), stroke: '#4b5563', grid: { show: false }, space: 70 },
        countAxis(() => latest.current.locale),
      ],
      cursor: { y: false },
      legend: { show: true, live: true },
      hooks: legendOnLastPoint,
      series: [
        { label: current.xLabel, value: (_u, v) => (v == null ? '' : day(v)) },
        ...current.lines.map((line) => ({
          label: line.label,
          stroke: line.faint ? '#9ca3af' : primary,
          width: line.faint ? 1.5 : 2.5,
          dash: line.faint ? [6, 4] : undefined,
          points: { show: false },
          value: (_u: uPlot, v: number | null) => (v == null ? '' : count.format(v)),
        })),
      ],
    };
    chart.current = new uPlot(opts, [current.x, ...current.lines.map((l) => l.values)], el);
    const observer = new ResizeObserver(() => {
      chart.current?.setSize({ width: Math.max(200, el.clientWidth), height });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [height, shape]);

  useEffect(() => {
    chart.current?.setData([data.x, ...data.lines.map((l) => l.values)]);
  }, [data]);

  return <div ref={box} className="line-chart" role="img" aria-label={ariaLabel} />;
}
