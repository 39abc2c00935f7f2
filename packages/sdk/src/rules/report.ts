import { EXTRA_METRIC_DEFINITIONS, METRIC_DEFINITIONS } from './metrics';

/** Days in the report's default range, today included (000 §9). */
export const REPORT_DEFAULT_DAYS = 30;
/** Characters from which the player-name quick filter applies (000 §5 Reports). */
export const REPORT_QUICK_FILTER_MIN = 3;
/** Report table rows per page. */
export const REPORT_PAGE_SIZE = 25;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The default range: the last 30 UTC days ending today, as `YYYY-MM-DD` (`now` in epoch ms). */
export function defaultReportRange(now: number): { start: string; end: string } {
  return { start: isoDay(now - (REPORT_DEFAULT_DAYS - 1) * 86_400_000), end: isoDay(now) };
}

/**
 * Longest range a report (or an event export) may span, in days (a little over a year). The server
 * answers 422 beyond it, so the screen never asks for more.
 */
export const REPORT_MAX_DAYS = 400;

/**
 * "View Reports" is enabled only when both dates are set (000 §5), the start is not after the end
 * and the range spans less than {@link REPORT_MAX_DAYS} days (the server's 422 otherwise). `start`
 * and `end` are ISO days (`YYYY-MM-DD`) or `''`.
 */
export function canViewReports(start: string, end: string): boolean {
  if (start === '' || end === '') return false;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return days >= 0 && days < REPORT_MAX_DAYS;
}

/** The quick filter's effective text: the trimmed query from 3 characters, else '' (no filtering). */
export function effectiveQuickFilter(query: string): string {
  const q = query.trim();
  return q.length >= REPORT_QUICK_FILTER_MIN ? q : '';
}

/** A report row opens into per-product statistics only with product impressions, clicks or purchases. */
export function hasProductStats(row: {
  product_impressions: number;
  product_clicks: number;
  product_purchases: number;
}): boolean {
  return row.product_impressions > 0 || row.product_clicks > 0 || row.product_purchases > 0;
}

/** Metrics impression-based accounts do not see (000 §2 Reports). */
export const VIEWER_ONLY_METRICS = ['viewer_count', 'total_minutes', 'stored_minutes'] as const;

export type ReportMetric = (typeof METRIC_DEFINITIONS)[number];

/** The report's metric columns, in order: all of them, or the reduced set for impression-based accounts. */
export function reportMetrics(impressionBased: boolean): ReportMetric[] {
  return METRIC_DEFINITIONS.filter(
    (m) => !impressionBased || !(VIEWER_ONLY_METRICS as readonly string[]).includes(m),
  );
}

/** A metric the definitions modal explains: a report column or one of {@link EXTRA_METRIC_DEFINITIONS}. */
export type DefinedMetric = ReportMetric | (typeof EXTRA_METRIC_DEFINITIONS)[number]['metric'];

/**
 * The definitions modal's metrics, in order: the report's columns (`reportMetrics`) with each extra
 * metric before its column, left out where that column is (impression-based accounts see no viewers).
 */
export function definedMetrics(impressionBased: boolean): DefinedMetric[] {
  return reportMetrics(impressionBased).flatMap((m): DefinedMetric[] => [
    ...EXTRA_METRIC_DEFINITIONS.filter((x) => x.before === m).map((x) => x.metric),
    m,
  ]);
}

/** Report CSV groupings: one line per player, or one per player and product. */
export const REPORT_GROUP_BY = ['stream', 'product'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BY)[number];

/** File name of the report CSV, holding the start and end dates: `report_2026-10-23_2026-11-21.csv`. */
export const reportCsvName = (start: string, end: string) => `report_${start}_${end}.csv`;
