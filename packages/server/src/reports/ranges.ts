import type { ReportRange } from '@smuc/sdk';

/** A report window in whole UTC days, inclusive, with the chart bucket it uses. */
export interface DayWindow {
  from: string;
  to: string;
  bucket: 'day' | 'month';
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The window of a dashboard range (000 §2) ending today (UTC): `thismonth` from the 1st, by day;
 * `last3months` the last 3 months (from the same day, clamped to a shorter month's end), by day;
 * `lastyear` the last 12 months from a month's 1st, by month.
 */
export function rangeWindow(range: ReportRange, now = new Date()): DayWindow {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (range === 'thismonth') start.setUTCDate(1);
  else if (range === 'last3months') {
    // Same day 3 months back, clamped to that month's last day (May 31 → Feb 28, not Mar 3).
    const day = start.getUTCDate();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - 3);
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    start.setUTCDate(Math.min(day, lastDay));
  } else {
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - 11);
  }
  return { from: isoDay(start), to: isoDay(now), bucket: range === 'lastyear' ? 'month' : 'day' };
}

/** Every bucket start (`YYYY-MM-DD`) of a window, so a chart has a bar for empty days too. */
export function bucketsOf(w: DayWindow): string[] {
  const out: string[] = [];
  const d = new Date(`${w.from}T00:00:00Z`);
  const end = new Date(`${w.to}T00:00:00Z`);
  while (d <= end) {
    out.push(isoDay(d));
    if (w.bucket === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}
