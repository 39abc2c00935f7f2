/** The per day and lifetime rollups that reports, lists and the dashboard read (issue 6). */
import { date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './products';
import { streams } from './streams';

/** Counters shared by the daily rollup and the lifetime totals of a stream. Minutes are viewer minutes. */
const streamCounters = () => ({
  impressions: integer('impressions').notNull().default(0),
  threeSecViews: integer('three_sec_views').notNull().default(0),
  viewers: integer('viewers').notNull().default(0),
  peakViewers: integer('peak_viewers').notNull().default(0),
  minutes: numeric('minutes', { precision: 14, scale: 2 }).notNull().default('0'),
  completes: integer('completes').notNull().default(0),
  productImpressions: integer('product_impressions').notNull().default(0),
  productClicks: integer('product_clicks').notNull().default(0),
  productLinkClicks: integer('product_link_clicks').notNull().default(0),
  productPurchases: integer('product_purchases').notNull().default(0),
  hearts: integer('hearts').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  subscribers: integer('subscribers').notNull().default(0),
  /** Clicks on the video itself (000 §3 report row `video_clicks`; migration 0007). */
  videoClicks: integer('video_clicks').notNull().default(0),
  /** First playback starts, `play` events (issue 34 §2 funnel; migration 0029). */
  plays: integer('plays').notNull().default(0),
  /** Add to cart / Buy presses on products, `add_to_cart` events (issue 34 §2 funnel; migration 0029). */
  productAddToCarts: integer('product_add_to_carts').notNull().default(0),
});

/** Per stream, per day rollup (UTC days) that reports and the dashboard read. */
export const streamDailyStats = pgTable(
  'stream_daily_stats',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...streamCounters(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.day] }), index('stream_daily_day_idx').on(t.day)],
);

/** Lifetime totals per stream, kept in step with the daily rollup so lists can sort by them cheaply. */
export const streamTotals = pgTable('stream_totals', {
  streamId: integer('stream_id')
    .primaryKey()
    .references(() => streams.id, { onDelete: 'cascade' }),
  ...streamCounters(),
});

/** Per product, per stream, per day rollup of product events. */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    linkClicks: integer('link_clicks').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.streamId, t.day] }),
    index('product_daily_day_idx').on(t.day),
  ],
);
