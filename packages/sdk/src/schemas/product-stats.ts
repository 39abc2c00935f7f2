import { z } from 'zod';

/**
 * A product's statistics over a range (000 §3 per-product statistics, 001 §3 analytics per item):
 * `item` is the feed item id (the account product id in reports); `reach` the unique visitors who
 * saw the product (a product impression) in the range; `ctr` = clicks / impressions × 100 and
 * `link_ctr` = link clicks / impressions × 100, in percent.
 */
export const productStatsSchema = z.object({
  item: z.number().int(),
  title: z.string(),
  reach: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  link_clicks: z.number().int(),
  ctr: z.number(),
  link_ctr: z.number(),
  purchases: z.number().int(),
  total_interactions: z.number().int(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;
