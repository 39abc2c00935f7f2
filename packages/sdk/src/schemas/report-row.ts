import { z } from 'zod';
import { REPORT_GROUP_BY } from '../rules/report';
import { productStatsSchema } from './product-stats';
import { adSizeSchema } from './stream';

/** `GET /report/my-streams` query: inclusive UTC days and optional exact customer / campaign. */
export const reportQuerySchema = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  customer: z.string().max(128).optional(),
  campaign: z.string().max(128).optional(),
  /** One player only (the editor's analytics panel); a player of another account gives no row. */
  stream_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** `GET /report/my-streams/csv` query: the report's, plus one line per player (`stream`) or per product. */
export const reportCsvQuerySchema = reportQuerySchema.extend({
  group_by: z.enum(REPORT_GROUP_BY).default('stream'),
});

/**
 * Query of `GET /tool/autosuggest/customer?name` and `…/campaign?customer&name` (000 §7 Tools): the
 * typed beginning (`''` lists all) and, for campaigns, the customer they belong to.
 */
export const autosuggestQuerySchema = z.object({
  name: z.string().max(128).default(''),
  customer: z.string().max(128).optional(),
});

/** Per-product statistics of one report row (000 §3); rates in percent. */
export const reportProductSchema = productStatsSchema;
export type ReportProduct = z.infer<typeof reportProductSchema>;

/**
 * Report row per player for a range (000 §3). `viewer_count` is the peak of concurrent viewers,
 * `total_minutes` viewer minutes, `stored_minutes` recorded minutes; rates in percent.
 * Impression-based accounts get `null` for the three viewer metrics (000 §2).
 */
export const reportRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  customer: z.string(),
  campaign: z.string(),
  player_url: z.string(),
  deleted: z.boolean(),
  type: z.number().int(),
  optimize_for_ad: z.boolean(),
  ad_size: adSizeSchema.nullable(),
  impressions: z.number().int(),
  three_sec_views: z.number().int(),
  vcr: z.number(),
  viewer_count: z.number().int().nullable(),
  total_minutes: z.number().nullable(),
  stored_minutes: z.number().nullable(),
  /** Clicks on the video itself (`video_click` events: a video ad's click-through, the CTA). */
  video_clicks: z.number().int(),
  product_impressions: z.number().int(),
  product_clicks: z.number().int(),
  product_link_clicks: z.number().int(),
  product_ctr: z.number(),
  product_link_ctr: z.number(),
  product_purchases: z.number().int(),
  hearts: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  total_interactions: z.number().int(),
  engagement_rate: z.number(),
  created_at: z.iso.datetime({ offset: true }),
  products: z.array(reportProductSchema),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** The metrics the report chart can show per day (issue 19, Charts). */
export const REPORT_CHART_METRICS = [
  'viewers',
  'impressions',
  'product_clicks',
  'product_purchases',
] as const;
export type ReportChartMetric = (typeof REPORT_CHART_METRICS)[number];

/** One UTC day of the report chart: distinct viewers of the day summed over players, counts. */
export const reportDaySchema = z.object({
  date: z.iso.date(),
  viewers: z.number().int(),
  impressions: z.number().int(),
  product_clicks: z.number().int(),
  product_purchases: z.number().int(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

/**
 * `GET /report/daily` (same query as the report): every day of `start`..`end` (zeros included)
 * and, index by index, the days of the previous period of the same length that ends the day
 * before `start`, for the chart's comparison line.
 */
export const reportDailySchema = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  previous_start: z.iso.date(),
  previous_end: z.iso.date(),
  days: z.array(reportDaySchema),
  previous: z.array(reportDaySchema),
});
export type ReportDaily = z.infer<typeof reportDailySchema>;
