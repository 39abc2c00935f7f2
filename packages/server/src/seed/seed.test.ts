import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { type EventSeedPlayer, generateDayEvents } from './events';
import { prng } from './random';
import { seedDemo } from './seed';

let database: TestDatabase;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  expect(await seedDemo(database.db, { sessionsPerReach: 0.5 })).toBe(true);
});

afterAll(async () => {
  await database?.close();
});

describe('demo analytics seeded through the ingest pipeline', () => {
  it('has raw events behind every rollup: totals equal what the stored events add up to', async () => {
    const mismatches = await rows<{ stream_id: number }>(sql`
      with ev as (
        select stream_id,
          count(*) filter (where type = 'impression')::int as impressions,
          count(*) filter (where type = 'three_sec_view')::int as three_sec_views,
          count(*) filter (where type = 'complete')::int as completes,
          count(*) filter (where type = 'product_impression')::int as product_impressions,
          count(*) filter (where type = 'product_click')::int as product_clicks,
          count(*) filter (where type = 'product_link_click')::int as product_link_clicks,
          count(*) filter (where type = 'purchase')::int as product_purchases,
          count(*) filter (where type = 'heart')::int as hearts,
          count(*) filter (where type = 'comment')::int as comments,
          count(*) filter (where type = 'share')::int as shares,
          count(*) filter (where type = 'video_click')::int as video_clicks,
          round(coalesce(sum(value) filter (where type = 'heartbeat'), 0) / 60.0, 2) as minutes
        from analytics_events group by stream_id
      ), visitors as (
        select stream_id, count(*)::int as viewers
        from (select distinct stream_id, (client_ts at time zone 'UTC')::date, visitor_id from analytics_events) d
        group by stream_id
      )
      select t.stream_id from stream_totals t
      join ev on ev.stream_id = t.stream_id join visitors v on v.stream_id = t.stream_id
      where (t.impressions, t.three_sec_views, t.completes, t.product_impressions, t.product_clicks,
        t.product_link_clicks, t.product_purchases, t.hearts, t.comments, t.shares, t.video_clicks, t.viewers)
        is distinct from (ev.impressions, ev.three_sec_views, ev.completes, ev.product_impressions,
        ev.product_clicks, ev.product_link_clicks, ev.product_purchases, ev.hearts, ev.comments, ev.shares,
        ev.video_clicks, v.viewers)
        -- each day's minutes are kept to 2 decimals, so the lifetime sum may drift by 0.005 a day
        or abs(t.minutes - ev.minutes) > 0.01 + 0.005 * (select count(*) from stream_daily_stats d where d.stream_id = t.stream_id)`);
    expect(mismatches).toEqual([]);
    const [count] = await rows<{ events: number; streams: number; days: number }>(sql`
      select count(*)::int as events, count(distinct stream_id)::int as streams,
        count(distinct (client_ts at time zone 'UTC')::date)::int as days from analytics_events`);
    expect(count!.events).toBeGreaterThan(10_000);
    expect(count!.streams).toBeGreaterThanOrEqual(12);
    // 90 days including today; today has no sessions yet early in the UTC day (none start after now).
    expect(count!.days).toBeGreaterThanOrEqual(89);
    // The product rollup and the reach table come from the same product events.
    const [products] = await rows<{ rollup: number; events: number; reach_rows: number; pairs: number }>(sql`
      select (select sum(impressions)::int from product_daily_stats) as rollup,
        (select count(*)::int from analytics_events where type = 'product_impression') as events,
        (select count(*)::int from analytics_product_visitors) as reach_rows,
        (select count(*)::int from (select distinct stream_id, feed_item_id,
          (client_ts at time zone 'UTC')::date, visitor_id from analytics_events
          where type = 'product_impression') d) as pairs`);
    expect(products!.rollup).toBe(products!.events);
    expect(products!.reach_rows).toBe(products!.pairs);
  });

  it('has realistic shapes: the video funnel narrows, viewers are fewer than impressions, shows peak', async () => {
    const funnel = await rows<{
      id: number;
      i: number;
      v3: number;
      q25: number;
      q50: number;
      q75: number;
      c: number;
    }>(sql`
      select stream_id as id,
        count(*) filter (where type = 'impression')::int as i,
        count(*) filter (where type = 'three_sec_view')::int as v3,
        count(*) filter (where type = 'quartile' and value = 25)::int as q25,
        count(*) filter (where type = 'quartile' and value = 50)::int as q50,
        count(*) filter (where type = 'quartile' and value = 75)::int as q75,
        count(*) filter (where type = 'complete')::int as c
      from analytics_events group by stream_id`);
    for (const f of funnel) {
      expect(f.i).toBeGreaterThanOrEqual(f.v3);
      expect(f.v3).toBeGreaterThanOrEqual(f.q25);
      expect(f.q25).toBeGreaterThanOrEqual(f.q50);
      expect(f.q50).toBeGreaterThanOrEqual(f.q75);
      expect(f.q75).toBeGreaterThanOrEqual(f.c);
    }
    expect(funnel.some((f) => f.c > 0 && f.q25 > f.c)).toBe(true);
    const [totals] = await rows<{
      impressions: number;
      viewers: number;
      peak: number;
      subscribers: number;
    }>(sql`
      select sum(impressions)::int as impressions, sum(viewers)::int as viewers,
        max(peak_viewers)::int as peak, sum(subscribers)::int as subscribers from stream_totals`);
    expect(totals!.viewers).toBeLessThan(totals!.impressions);
    expect(totals!.peak).toBeGreaterThan(1);
    const [subscriptions] = await rows<{ n: number }>(sql`select count(*)::int as n from subscriptions`);
    expect(totals!.subscribers).toBe(subscriptions!.n);
  });

  it('follows the weekday rhythm: weekends draw more impressions than Mondays and Tuesdays', async () => {
    const byDow = await rows<{ dow: number; n: number }>(sql`
      select extract(dow from day)::int as dow, sum(impressions)::int as n
      from stream_daily_stats where day < current_date group by 1`);
    const n = (d: number) => byDow.find((r) => r.dow === d)?.n ?? 0;
    expect(n(0) + n(6)).toBeGreaterThan(n(1) + n(2));
  });
});

describe('generateDayEvents', () => {
  const players: EventSeedPlayer[] = [
    { apikey: 'live-key', kind: 'live', reach: 3, feedItemIds: [11, 12] },
    { apikey: 'ad-key', kind: 'ad', reach: 3, feedItemIds: [] },
  ];
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('is deterministic for the same seed and clock, and never later than now', () => {
    const run = () =>
      generateDayEvents(players, 0, {
        days: 90,
        sessionsPerReach: 4,
        now,
        random: prng(7),
        sessionsSoFar: [],
      });
    const a = run();
    expect(a.length).toBeGreaterThan(0);
    expect(run()).toEqual(a);
    expect(a.every((e) => e.ts < now)).toBe(true);
    const other = generateDayEvents(players, 0, {
      days: 90,
      sessionsPerReach: 4,
      now,
      random: prng(8),
      sessionsSoFar: [],
    });
    expect(other).not.toEqual(a);
  });

  it('sends 15-second heartbeats while playing and product events only for the player’s products', () => {
    const events = generateDayEvents(players, 1, {
      days: 90,
      sessionsPerReach: 10,
      now,
      random: prng(3),
      sessionsSoFar: [],
    });
    const beats = events.filter((e) => e.type === 'heartbeat');
    expect(beats.length).toBeGreaterThan(0);
    expect(beats.every((e) => 'seconds' in e && e.seconds >= 1 && e.seconds <= 15)).toBe(true);
    const productEvents = events.filter((e) => 'product_id' in e);
    expect(productEvents.length).toBeGreaterThan(0);
    expect(
      productEvents.every(
        (e) => e.apikey === 'live-key' && [11, 12].includes((e as { product_id: number }).product_id),
      ),
    ).toBe(true);
    // Every session starts with its impression.
    const sessions = new Set(events.map((e) => e.session_id));
    const impressions = new Set(events.filter((e) => e.type === 'impression').map((e) => e.session_id));
    expect(impressions).toEqual(sessions);
  });
});

describe('demo players follow the product rules', () => {
  it("links products only to players selling in the product's currency (issue 19 defect 2)", async () => {
    const mismatched = await rows<{ title: string }>(sql`
      select s.title from feed_items f
      join streams s on s.id = f.stream_id
      join products p on p.id = f.product_id
      where coalesce(s.settings->>'currency', 'eur') <> p.currency`);
    expect(mismatched).toEqual([]);
  });
});
