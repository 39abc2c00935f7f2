/**
 * Metric definitions, written once (000 §3 report row, 001 §3 analytics per item). The server
 * computes with these functions and the reports help modal lists {@link METRIC_DEFINITIONS}.
 */

/** Raw counters a rollup holds. */
export interface MetricCounters {
  impressions: number;
  viewers: number;
  completes: number;
  threeSecViews: number;
  productClicks: number;
  productLinkClicks: number;
  productPurchases: number;
  hearts: number;
  comments: number;
  shares: number;
  subscribers: number;
}

/** Interactions: product clicks, product link clicks, purchases, hearts, comments, shares and subscriptions. */
export function totalInteractions(c: MetricCounters): number {
  return (
    c.productClicks +
    c.productLinkClicks +
    c.productPurchases +
    c.hearts +
    c.comments +
    c.shares +
    c.subscribers
  );
}

/** A percentage `part / whole × 100` rounded to 2 decimals; 0 when `whole` is 0. */
export function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

/** Engagement rate (%): interactions over impressions, or over viewers when nothing counted impressions. */
export function engagementRate(c: MetricCounters): number {
  return rate(totalInteractions(c), c.impressions > 0 ? c.impressions : c.viewers);
}

/** Video completion rate (%): completed views over impressions. */
export function vcr(c: MetricCounters): number {
  return rate(c.completes, c.impressions);
}

/** CTR (%): clicks over impressions × 100 (001 §3). */
export const ctr = (clicks: number, impressions: number) => rate(clicks, impressions);

/** i18n keys of every metric's name and definition, in report column order. */
export const METRIC_DEFINITIONS = [
  'impressions',
  'three_sec_views',
  'vcr',
  'viewer_count',
  'total_minutes',
  'stored_minutes',
  'video_clicks',
  'product_impressions',
  'product_clicks',
  'product_link_clicks',
  'product_ctr',
  'product_link_ctr',
  'product_purchases',
  'hearts',
  'comments',
  'shares',
  'total_interactions',
  'engagement_rate',
] as const;

/**
 * Metrics the definitions modal explains beyond the report's columns, each with the column it
 * stands next to. `viewers`: people who watched, each visitor counted once per player and UTC day
 * (the stream's `total_viewers`, summed over the player's lifetime, on the players list; the report
 * chart's Viewers per day). It is not `viewer_count`, the peak of viewers watching at once.
 * `filtered_impressions`: loads not counted as impressions because they were invalid traffic (issue
 * 29 §2: bots and headless agents, events without the server's viewer token, new viewers over the
 * per-address cap); the dashboard's Viewers card says how many in its range.
 */
export const EXTRA_METRIC_DEFINITIONS = [
  { metric: 'viewers', before: 'viewer_count' },
  { metric: 'filtered_impressions', before: 'three_sec_views' },
] as const;

/** A product's interactions in the report (000 §3 per-product statistics): clicks, link clicks and purchases. */
export function productInteractions(p: { clicks: number; link_clicks: number; purchases: number }): number {
  return p.clicks + p.link_clicks + p.purchases;
}
