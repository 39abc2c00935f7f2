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
