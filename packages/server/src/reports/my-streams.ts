import {
  ctr,
  engagementRate,
  productInteractions,
  type ReportProduct,
  type ReportQuery,
  type ReportRow,
  totalInteractions,
  vcr,
} from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface AggregateRow {
  id: number;
  title: string;
  type: number;
  optimize_for_ad: boolean;
  customer: string | null;
  campaign: string | null;
  ad_size: string | null;
  created_at: Date | string;
  deleted: boolean;
  impressions: number;
  three_sec_views: number;
  viewers: number;
  peak_viewers: number;
  minutes: string;
  completes: number;
  product_impressions: number;
  product_clicks: number;
  product_link_clicks: number;
  product_purchases: number;
  hearts: number;
  comments: number;
  shares: number;
  subscribers: number;
  video_clicks: number;
}

interface ProductAggregate {
  stream_id: number;
  item: number;
  title: string;
  reach: number;
  impressions: number;
  clicks: number;
  link_clicks: number;
  purchases: number;
}

/** Case-insensitive equality on a settings text field, when a filter is given. */
const settingEquals = (field: 'customer' | 'campaign', value: string | undefined) =>
  value?.trim() ? sql`and lower(s.settings->>${field}) = lower(${value.trim()})` : sql``;

/**
 * The per-player report of an account for the inclusive UTC days `start`..`end` (000 §2, §3):
 * sums of the daily rollup per player, every live player (zeros when it had no activity) and every
 * deleted player that had activity in the range (marked `deleted`), newest first, each with its
 * per-product statistics (`reach`: distinct visitors with a product impression in the range, from
 * `analytics_product_visitors`). Impression-based accounts get `null` viewers, viewer minutes and stored
 * minutes. `stored_minutes` is 0 until recordings exist. Reads only the rollups
 * (`stream_daily_stats`, `product_daily_stats`, `analytics_product_visitors`), never raw events.
 */
export async function myStreamsReport(
  db: Db,
  account: { id: number; impressionBased: boolean },
  q: ReportQuery,
  publicUrl: string,
): Promise<ReportRow[]> {
  const rows = rowsOf<AggregateRow>(
    await db.execute(sql`
    with agg as (
      select d.stream_id,
        sum(d.impressions)::int as impressions, sum(d.three_sec_views)::int as three_sec_views,
        sum(d.viewers)::int as viewers, max(d.peak_viewers)::int as peak_viewers,
        sum(d.minutes)::text as minutes, sum(d.completes)::int as completes,
        sum(d.product_impressions)::int as product_impressions, sum(d.product_clicks)::int as product_clicks,
        sum(d.product_link_clicks)::int as product_link_clicks,
        sum(d.product_purchases)::int as product_purchases, sum(d.hearts)::int as hearts,
        sum(d.comments)::int as comments, sum(d.shares)::int as shares, sum(d.subscribers)::int as subscribers,
        sum(d.video_clicks)::int as video_clicks
      from stream_daily_stats d
      join streams a on a.id = d.stream_id and a.account_id = ${account.id}
      where d.day between ${q.start}::date and ${q.end}::date
      group by d.stream_id
    )
    select s.id, s.title, s.type::int as type, s.optimize_for_ad, s.settings->>'customer' as customer,
      s.settings->>'campaign' as campaign, s.settings->>'ad_size' as ad_size, s.created_at,
      s.deleted_at is not null as deleted,
      coalesce(agg.impressions, 0) as impressions, coalesce(agg.three_sec_views, 0) as three_sec_views,
      coalesce(agg.viewers, 0) as viewers, coalesce(agg.peak_viewers, 0) as peak_viewers,
      coalesce(agg.minutes, '0') as minutes, coalesce(agg.completes, 0) as completes,
      coalesce(agg.product_impressions, 0) as product_impressions,
      coalesce(agg.product_clicks, 0) as product_clicks,
      coalesce(agg.product_link_clicks, 0) as product_link_clicks,
      coalesce(agg.product_purchases, 0) as product_purchases, coalesce(agg.hearts, 0) as hearts,
      coalesce(agg.comments, 0) as comments, coalesce(agg.shares, 0) as shares,
      coalesce(agg.subscribers, 0) as subscribers, coalesce(agg.video_clicks, 0) as video_clicks
    from streams s left join agg on agg.stream_id = s.id
    where s.account_id = ${account.id} and (s.deleted_at is null or agg.stream_id is not null)
      ${settingEquals('customer', q.customer)} ${settingEquals('campaign', q.campaign)}
      ${q.stream_id === undefined ? sql`` : sql`and s.id = ${q.stream_id}`}
    order by s.created_at desc, s.id desc`),
  );
  if (rows.length === 0) return [];
  const products = rowsOf<ProductAggregate>(
    await db.execute(sql`
    with sums as (
      select pd.stream_id, pd.product_id, sum(pd.impressions)::int as impressions,
        sum(pd.clicks)::int as clicks, sum(pd.link_clicks)::int as link_clicks,
        sum(pd.purchases)::int as purchases
      from product_daily_stats pd
      join products p on p.id = pd.product_id and p.account_id = ${account.id}
      where pd.day between ${q.start}::date and ${q.end}::date
      group by pd.stream_id, pd.product_id
    ), reach as (
      select v.stream_id, v.product_id, count(distinct v.visitor_hash)::int as reach
      from analytics_product_visitors v
      join products p on p.id = v.product_id and p.account_id = ${account.id}
      where v.day between ${q.start}::date and ${q.end}::date
      group by v.stream_id, v.product_id
    )
    select sums.stream_id, p.id as item, p.name as title, coalesce(reach.reach, 0) as reach,
      sums.impressions, sums.clicks, sums.link_clicks, sums.purchases
    from sums
    join products p on p.id = sums.product_id
    left join reach on reach.stream_id = sums.stream_id and reach.product_id = sums.product_id
    order by sums.clicks desc, p.id`),
  );
  const byStream = new Map<number, ReportProduct[]>();
  for (const p of products) {
    const counters = { clicks: p.clicks, link_clicks: p.link_clicks, purchases: p.purchases };
    const list = byStream.get(p.stream_id) ?? [];
    list.push({
      item: p.item,
      title: p.title,
      reach: p.reach,
      impressions: p.impressions,
      ...counters,
      ctr: ctr(p.clicks, p.impressions),
      link_ctr: ctr(p.link_clicks, p.impressions),
      total_interactions: productInteractions(counters),
    });
    byStream.set(p.stream_id, list);
  }
  const viewerMetric = <T>(v: T) => (account.impressionBased ? null : v);
  return rows.map((r) => {
    const c = {
      impressions: r.impressions,
      viewers: r.viewers,
      completes: r.completes,
      threeSecViews: r.three_sec_views,
      productClicks: r.product_clicks,
      productLinkClicks: r.product_link_clicks,
      productPurchases: r.product_purchases,
      hearts: r.hearts,
      comments: r.comments,
      shares: r.shares,
      subscribers: r.subscribers,
    };
    return {
      id: r.id,
      title: r.title,
      customer: r.customer ?? '',
      campaign: r.campaign ?? '',
      player_url: `${publicUrl}/watch/${r.id}`,
      deleted: r.deleted,
      type: r.type,
      optimize_for_ad: r.optimize_for_ad,
      ad_size: (r.ad_size as ReportRow['ad_size']) ?? null,
      impressions: r.impressions,
      three_sec_views: r.three_sec_views,
      vcr: vcr(c),
      viewer_count: viewerMetric(r.peak_viewers),
      total_minutes: viewerMetric(Math.round(Number(r.minutes) * 100) / 100),
      stored_minutes: viewerMetric(0),
      video_clicks: r.video_clicks,
      product_impressions: r.product_impressions,
      product_clicks: r.product_clicks,
      product_link_clicks: r.product_link_clicks,
      product_ctr: ctr(r.product_clicks, r.product_impressions),
      product_link_ctr: ctr(r.product_link_clicks, r.product_impressions),
      product_purchases: r.product_purchases,
      hearts: r.hearts,
      comments: r.comments,
      shares: r.shares,
      total_interactions: totalInteractions(c),
      engagement_rate: engagementRate(c),
      created_at: new Date(r.created_at).toISOString(),
      products: byStream.get(r.id) ?? [],
    };
  });
}
