import type uPlot from 'uplot';

/** A CSS custom property of the page (a theme colour), or `fallback` outside a browser or when unset. */
export const cssVar = (name: string, fallback: string) =>
  typeof document === 'undefined'
    ? fallback
    : getComputedStyle(document.documentElement).getPropertyValue(name) || fallback;

/** Puts the last point's values in the legend (the latest day or month). */
function legendOnLast(u: uPlot) {
  const points = u.data[0]?.length ?? 0;
  if (points > 0) u.setLegend({ idx: points - 1 });
}

/**
 * uPlot hooks that keep the legend on the last point whenever the cursor is off the chart: a live
 * legend is otherwise empty until the first hover, which reads as "no data".
 */
export const legendOnLastPoint: uPlot.Hooks.Arrays = {
  ready: [legendOnLast],
  setData: [legendOnLast],
  setCursor: [
    (u) => {
      if (u.cursor.idx == null) legendOnLast(u);
    },
  ],
};

/**
 * The count (y) axis of the area's charts, its ticks written with `locale()` (the area's language,
 * e.g. `'ar'`). uPlot's default writes ticks in the browser's language, so an Arabic browser showed
 * the axis in Arabic-Indic digits beside Western digits everywhere else (issue 30): the dashboard
 * writes numbers one way, with the language's own Intl format, and that now includes the axes.
 */
export const countAxis = (locale: () => string): uPlot.Axis => ({
  stroke: '#4b5563',
  grid: { stroke: '#e5e7eb' },
  size: 56,
  values: (_u, ticks) => {
    const format = new Intl.NumberFormat(locale());
    return ticks.map((tick) => format.format(tick));
  },
});
