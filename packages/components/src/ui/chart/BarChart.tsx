import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { countAxis, cssVar, legendOnLastPoint } from './chart-options';

/** One bar series: x in seconds since epoch (bucket starts), y counts. */
export interface BarSeries {
  x: number[];
  y: number[];
  label: string;
  /** Legend label of the x value, e.g. "Date". */
  xLabel: string;
  /** `day` or `month`: how the x axis and the legend write dates. */
  bucket: 'day' | 'month';
  locale: string;
}

/**
 * A uPlot bar chart: created once, `setData` when data changes, `setSize` when only the size
 * changes, `destroy` on unmount. The legend shows the exact value under the cursor, the last point's while the cursor is off the chart.
 */
export function BarChart({
  series,
  height = 240,
  ariaLabel,
}: {
  series: BarSeries;
  height?: number;
  ariaLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const latest = useRef(series);
  latest.current = series;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fmt = (ts: number) =>
      new Intl.DateTimeFormat(
        latest.current.locale,
        latest.current.bucket === 'month'
          ? { month: 'short', year: 'numeric' }
          : { month: 'short', day: 'numeric', timeZone: 'UTC' },
      ).format(new Date(ts * 1000));
    const primary = cssVar('--smuc-color-primary', '#4f46e5');
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      scales: {
        // Half a bucket of padding on each side so the first and last bars are drawn whole.
        x: {
          time: false,
          range: (_u, min, max) => {
            const half =
              latest.current.x.length > 1 ? (max - min) / (latest.current.x.length - 1) / 2 : 43_200;
            return [min - half, max + half];
          },
        },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
      },
      axes: [
        { values: (_u, ticks) => ticks.map(fmt), stroke: '#4b5563', grid: { show: false }, space: 60 },
        countAxis(() => latest.current.locale),
      ],
      cursor: { y: false },
      legend: { show: true, live: true },
      hooks: legendOnLastPoint,
      series: [
        { label: latest.current.xLabel, value: (_u, v) => (v == null ? '' : fmt(v)) },
        {
          label: latest.current.label,
          fill: primary,
          stroke: primary,
          paths: uPlot.paths.bars!({ size: [0.7, 40] }),
          points: { show: false },
          value: (_u, v) => (v == null ? '' : new Intl.NumberFormat(latest.current.locale).format(v)),
        },
      ],
    };
    chart.current = new uPlot(opts, [latest.current.x, latest.current.y], el);
    const observer = new ResizeObserver(() => {
      chart.current?.setSize({ width: Math.max(200, el.clientWidth), height });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.setSeries(1, {});
    if (c.series[1]) c.series[1].label = series.label;
    c.setData([series.x, series.y]);
    const label = c.root.querySelector('.u-series:nth-child(2) .u-label');
    if (label) label.textContent = series.label;
  }, [series]);

  return <div ref={box} className="bar-chart" role="img" aria-label={ariaLabel} />;
}
