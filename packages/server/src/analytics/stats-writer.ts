import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { streamDailyStats, streamTotals } from '../db/schema';

/** Counter increments for one stream on one day; `minutes` are viewer minutes, `peakViewers` a maximum. */
export type StreamDelta = Partial<
  Record<
    | 'impressions'
    | 'threeSecViews'
    | 'viewers'
    | 'peakViewers'
    | 'minutes'
    | 'completes'
    | 'productImpressions'
    | 'productClicks'
    | 'productLinkClicks'
    | 'productPurchases'
    | 'hearts'
    | 'comments'
    | 'shares'
    | 'subscribers'
    | 'videoClicks'
    | 'plays'
    | 'productAddToCarts',
    number
  >
>;

const COLUMNS = {
  impressions: 'impressions',
  threeSecViews: 'three_sec_views',
  viewers: 'viewers',
  peakViewers: 'peak_viewers',
  minutes: 'minutes',
  completes: 'completes',
  productImpressions: 'product_impressions',
  productClicks: 'product_clicks',
  productLinkClicks: 'product_link_clicks',
  productPurchases: 'product_purchases',
  hearts: 'hearts',
  comments: 'comments',
  shares: 'shares',
  subscribers: 'subscribers',
  videoClicks: 'video_clicks',
  plays: 'plays',
  productAddToCarts: 'product_add_to_carts',
} as const;

/**
 * Adds counter increments to a stream's daily rollup and lifetime totals in one transaction, so
 * the two never disagree. `peakViewers` keeps the maximum instead of adding.
 */
export async function addStreamStats(db: Db, streamId: number, day: string, delta: StreamDelta) {
  const keys = Object.keys(delta) as (keyof StreamDelta)[];
  if (keys.length === 0) return;
  const values = Object.fromEntries(keys.map((k) => [k, k === 'minutes' ? String(delta[k]) : delta[k]]));
  const merge = (table: 'stream_daily_stats' | 'stream_totals') =>
    Object.fromEntries(
      keys.map((k) => {
        const col = sql.raw(`"${COLUMNS[k]}"`);
        const current = sql.raw(`"${table}"."${COLUMNS[k]}"`);
        return [
          k,
          k === 'peakViewers'
            ? sql`greatest(${current}, excluded.${col})`
            : sql`${current} + excluded.${col}`,
        ];
      }),
    );
  await db.transaction(async (tx) => {
    await tx
      .insert(streamDailyStats)
      .values({ streamId, day, ...values })
      .onConflictDoUpdate({
        target: [streamDailyStats.streamId, streamDailyStats.day],
        set: merge('stream_daily_stats'),
      });
    await tx
      .insert(streamTotals)
      .values({ streamId, ...values })
      .onConflictDoUpdate({ target: streamTotals.streamId, set: merge('stream_totals') });
  });
}
