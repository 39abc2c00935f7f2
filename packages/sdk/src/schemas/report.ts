import { z } from 'zod';
import { currencySchema, isoDateTime, reportRangeSchema } from './common';

/** Query of `GET /report/dashboard` and `GET /report/top-products`: the range, this month by default. */
export const reportRangeQuerySchema = z.object({ range: reportRangeSchema.default('thismonth') });

/** One bucket of the dashboard viewers chart: a day (thismonth, last3months) or a month (lastyear). */
export const dashboardPointSchema = z.object({
  date: z.iso.date(),
  viewers: z.number().int(),
  hearts: z.number().int(),
  comments: z.number().int(),
});

/** `GET /report/dashboard?range`: chart buckets and range totals (minutes are viewer minutes). */
export const dashboardReportSchema = z.object({
  range: reportRangeSchema,
  from: isoDateTime,
  to: isoDateTime,
  bucket: z.enum(['day', 'month']),
  series: z.array(dashboardPointSchema),
  totals: z.object({
    viewers: z.number().int(),
    hearts: z.number().int(),
    comments: z.number().int(),
    impressions: z.number().int(),
    total_minutes: z.number(),
    /**
     * Impressions of the range filtered as invalid traffic (issue 29 §2: bots and headless
     * browsers, new viewers past the per-address cap), not in `impressions`.
     */
    filtered_impressions: z.number().int(),
  }),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;

/** `GET /report/top-products?range` rows (000 §3 Top product); prices in major units. */
export const topProductSchema = z.object({
  name: z.string(),
  currency: currencySchema,
  price: z.number().nullable(),
  sales_price: z.number().nullable(),
  photo: z.object({ url: z.string(), thumbnail_url: z.string() }).nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  purchases: z.number().int(),
  deleted: z.boolean(),
});
export type TopProduct = z.infer<typeof topProductSchema>;
