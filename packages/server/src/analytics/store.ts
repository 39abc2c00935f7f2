import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  analyticsDailyVisitors,
  analyticsDrops,
  analyticsEvents,
  analyticsExcludedEvents,
  analyticsInvalidTraffic,
  analyticsMinuteViewers,
  analyticsProductVisitors,
  productDailyStats,
} from '../db/schema';
import { streamStillExists } from '../streams/reads';
import { type DropCounts, noDrops } from './classify';
import { claimBatches, pruneReplayGuards, repeatImpressions } from './replay-guard';
import type { FilteredEvent, ResolvedEvent } from './resolve';
import { addStreamStats, type StreamDelta } from './stats-writer';

/** Rows per multi-row insert (9 columns each, well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;
/** Raw events per insert of `analytics_events` (one JSON parameter each). */
const RAW_CHUNK = 5000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000);

/** The stream counter each event type adds one to; `subscription` adds none (see {@link storeEvents}). */
const COUNTER: Partial<Record<ResolvedEvent['type'], keyof StreamDelta>> = {
  impression: 'impressions',
  play: 'plays',
  three_sec_view: 'threeSecViews',
  complete: 'completes',
  product_impression: 'productImpressions',
  product_click: 'productClicks',
  product_link_click: 'productLinkClicks',
  add_to_cart: 'productAddToCarts',
  purchase: 'productPurchases',
  heart: 'hearts',
  comment: 'comments',
  share: 'shares',
  video_click: 'videoClicks',
};
const PRODUCT_COLUMN = {
  product_impression: 'impressions',
  product_click: 'clicks',
  product_link_click: 'linkClicks',
  purchase: 'purchases',
} as const;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function uniqueBy<T>(rows: T[], key: (r: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const r of rows) if (!seen.has(key(r))) seen.set(key(r), r);
  return [...seen.values()];
}

/** One request's accepted events and the drops it counted; `batchId` as the sender chose it. */
export interface IncomingBatch {
  batchId?: string;
  events: ResolvedEvent[];
  drops: DropCounts;
  /** Its events filtered as invalid traffic (issue 29 §2), counted per player apart. */
  filtered?: FilteredEvent[];
}

/** What became of one batch's accepted events: stored, or dropped as a replay or a repeated impression. */
export interface BatchOutcome {
  stored: number;
  replayed: number;
  repeatImpressions: number;
}

/**
 * Stores the accepted events of `batches` and rolls them up, all in ONE transaction (a batch is stored whole or not
 * at all), on the UTC day of each event's client time:
 * - raw rows into `analytics_events` (append-only);
 * - `stream_daily_stats` / `stream_totals` through {@link addStreamStats}: one per event for
 *   impressions, plays, three_sec_views, completes, product_* counters (add_to_cart →
 *   product_add_to_carts), hearts, comments, shares;
 *   `viewers` + 1 the first time a visitor appears on a stream on a day (any event);
 *   `minutes` + heartbeat seconds / 60; `peak_viewers` = the most distinct visitors with a
 *   heartbeat in one UTC minute of the day (kept as a maximum); `video_clicks` one per `video_click`;
 * - `analytics_product_visitors`: each visitor once per stream, feed item and day with a product
 *   impression (the per-product `reach` counts distinct visitors over a range);
 * - `product_daily_stats` for product events whose feed item links an account product (what
 *   `GET /stream/{id}/feed-analytics` and the top products read);
 * - `analytics_drops` (+ `drops` on `today`);
 * - `analytics_invalid_traffic`: the batches' events filtered as invalid traffic, per player, UTC
 *   day of the event and reason (events and, of those, impressions);
 * - `analytics_excluded_events`: those filtered events and the own views, raw with their reason
 *   (the event export's marked rows, issue 34 §3).
 * `subscription` events are stored raw only: `POST /stream/{apikey}/subscribe` already counts the
 * subscriber, so counting the event too would count it twice.
 * Before all that, a batch whose id was stored before is dropped whole as `replayed`, and
 * impressions repeated within 30 min as `repeat_impression` (`replay-guard.ts`).
 * Answers, per batch, what became of its events.
 */
export async function storeEvents(db: Db, batches: IncomingBatch[], today: string): Promise<BatchOutcome[]> {
  return db.transaction(async (tx) => {
    const replayed = await claimBatches(
      tx,
      batches.map((b) => b.batchId),
    );
    const drops = noDrops();
    for (const [i, batch] of batches.entries()) {
      // A replayed batch adds nothing, not even its drops: they were counted the first time.
      if (replayed.has(i)) drops.replayed += batch.events.length;
      else for (const [k, n] of Object.entries(batch.drops)) drops[k as keyof DropCounts] += n;
    }
    const excluded = batches.flatMap((b, i) => (replayed.has(i) ? [] : (b.filtered ?? [])));
    await countInvalidTraffic(
      tx as unknown as Db,
      excluded.filter((f) => f.reason !== 'own'),
    );
    await keepExcluded(tx as unknown as Db, excluded);
    const fresh = batches.flatMap((b, i) => (replayed.has(i) ? [] : b.events));
    const repeats = await repeatImpressions(tx, fresh);
    drops.repeat_impression += repeats.size;
    const events = repeats.size > 0 ? fresh.filter((e) => !repeats.has(e)) : fresh;
    await writeRollups(tx as unknown as Db, events, drops, today);
    if (Date.now() - lastPruned > PRUNE_EVERY_MS) {
      await pruneReplayGuards(tx, Date.now());
      lastPruned = Date.now();
    }
    return batches.map((b, i) => {
      if (replayed.has(i)) return { stored: 0, replayed: b.events.length, repeatImpressions: 0 };
      const repeated = b.events.filter((e) => repeats.has(e)).length;
      return { stored: b.events.length - repeated, replayed: 0, repeatImpressions: repeated };
    });
  });
}

/**
 * Adds filtered events to `analytics_invalid_traffic` (stream, UTC day of the event, reason):
 * `events` all of them, `impressions` the `impression` events among them.
 */
async function countInvalidTraffic(tx: Db, filtered: FilteredEvent[]) {
  if (filtered.length === 0) return;
  const counts = new Map<string, { s: number; d: string; r: string; e: number; i: number }>();
  for (const f of filtered) {
    const d = dayOf(f.ts);
    const key = `${f.streamId}|${d}|${f.reason}`;
    const row = counts.get(key) ?? { s: f.streamId, d, r: f.reason, e: 0, i: 0 };
    row.e += 1;
    if (f.type === 'impression') row.i += 1;
    counts.set(key, row);
  }
  await tx.execute(sql`
    insert into ${analyticsInvalidTraffic} (stream_id, day, reason, events, impressions)
    select s, d, r, e, i from json_to_recordset(${JSON.stringify([...counts.values()])}::json)
      as x(s int, d date, r text, e int, i int)
    where ${streamStillExists(sql`s`)}
    on conflict (stream_id, day, reason) do update set
      events = ${analyticsInvalidTraffic.events} + excluded.events,
      impressions = ${analyticsInvalidTraffic.impressions} + excluded.impressions`);
}

/** An event as one record of the JSON parameter the raw inserts unpack with `json_to_recordset`. */
const rawRow = (e: ResolvedEvent) => ({
  s: e.streamId,
  t: e.type,
  v: e.visitorId,
  x: e.sessionId,
  f: e.feedItemId,
  p: e.productId,
  n: e.value,
  c: e.ts.toISOString(),
});

/**
 * Keeps the events that count on no figure raw in `analytics_excluded_events` with their reason
 * (`own` or the invalid traffic reason), for the event export (issue 34 §3); one JSON parameter per
 * chunk as for `analytics_events`. A player deleted for good meanwhile keeps nothing.
 */
async function keepExcluded(tx: Db, excluded: FilteredEvent[]) {
  for (const part of chunks(excluded, RAW_CHUNK)) {
    const rows = part.map((e) => ({ ...rawRow(e), r: e.reason }));
    await tx.execute(sql`
      insert into ${analyticsExcludedEvents} (stream_id, reason, type, visitor_id, session_id, feed_item_id, product_id, value, client_ts)
      select s, r, t, v, x, f, p, n, c from json_to_recordset(${JSON.stringify(rows)}::json)
        as j(s int, r text, t text, v text, x text, f int, p int, n int, c timestamptz)
      where ${streamStillExists(sql`s`)}`);
  }
}

/** Pruning of the replay guards runs with a write at most once an hour per process. */
const PRUNE_EVERY_MS = 3600_000;
let lastPruned = 0;

/** The raw rows and rollups of the events that count, and the drops; inside the ingest transaction. */
async function writeRollups(tx: Db, events: ResolvedEvent[], drops: DropCounts, today: string) {
  {
    for (const part of chunks(events, RAW_CHUNK)) {
      // One JSON parameter per chunk instead of 8 parameters per row: PostgreSQL unpacks it with
      // json_to_recordset, which is several times cheaper to bind and parse (most of all on PGlite).
      const rows = part.map(rawRow);
      await tx.execute(sql`
        insert into ${analyticsEvents} (stream_id, type, visitor_id, session_id, feed_item_id, product_id, value, client_ts)
        select s, t, v, x, f, p, n, c from json_to_recordset(${JSON.stringify(rows)}::json)
          as r(s int, t text, v text, x text, f int, p int, n int, c timestamptz)`);
    }

    const deltas = new Map<string, StreamDelta>();
    const delta = (streamId: number, day: string) => {
      const key = `${streamId}|${day}`;
      const d = deltas.get(key) ?? {};
      deltas.set(key, d);
      return d;
    };
    const add = (d: StreamDelta, k: keyof StreamDelta, n: number) => {
      d[k] = (d[k] ?? 0) + n;
    };
    const seconds = new Map<string, number>();
    for (const e of events) {
      const day = dayOf(e.ts);
      const counter = COUNTER[e.type];
      if (counter) add(delta(e.streamId, day), counter, 1);
      if (e.type === 'heartbeat') {
        const key = `${e.streamId}|${day}`;
        seconds.set(key, (seconds.get(key) ?? 0) + (e.value ?? 0));
      }
    }
    for (const [key, s] of seconds) {
      const [streamId, day] = key.split('|') as [string, string];
      add(delta(Number(streamId), day), 'minutes', s / 60);
    }

    const visitors = uniqueBy(
      events.map((e) => ({ streamId: e.streamId, day: dayOf(e.ts), visitorId: e.visitorId })),
      (v) => `${v.streamId}|${v.day}|${v.visitorId}`,
    );
    for (const part of chunks(visitors, RAW_CHUNK)) {
      const added = rowsOf<{ stream_id: number; day: string }>(
        await tx.execute(sql`
          insert into ${analyticsDailyVisitors} (stream_id, day, visitor_id)
          select s, d, v from json_to_recordset(${JSON.stringify(part.map((v) => ({ s: v.streamId, d: v.day, v: v.visitorId })))}::json)
            as r(s int, d date, v text)
          on conflict do nothing
          returning stream_id, day::text as day`),
      );
      for (const r of added) add(delta(r.stream_id, r.day), 'viewers', 1);
    }

    const productViewers = uniqueBy(
      events.flatMap((e) =>
        e.type === 'product_impression' && e.feedItemId !== null
          ? [
              {
                streamId: e.streamId,
                feedItemId: e.feedItemId,
                day: dayOf(e.ts),
                visitorId: e.visitorId,
                productId: e.productId,
              },
            ]
          : [],
      ),
      (v) => `${v.streamId}|${v.feedItemId}|${v.day}|${v.visitorId}`,
    );
    for (const part of chunks(productViewers, RAW_CHUNK)) {
      const rows = part.map((v) => ({
        s: v.streamId,
        f: v.feedItemId,
        d: v.day,
        v: v.visitorId,
        p: v.productId,
      }));
      await tx.execute(sql`
        insert into ${analyticsProductVisitors} (stream_id, feed_item_id, day, visitor_id, product_id)
        select s, f, d, v, p from json_to_recordset(${JSON.stringify(rows)}::json)
          as r(s int, f int, d date, v text, p int)
        on conflict do nothing`);
    }

    const watching = uniqueBy(
      events
        .filter((e) => e.type === 'heartbeat')
        .map((e) => ({ streamId: e.streamId, minute: minuteOf(e.ts), visitorId: e.visitorId })),
      (v) => `${v.streamId}|${v.minute.getTime()}|${v.visitorId}`,
    );
    const touched = new Map<string, { streamId: number; minute: Date }>();
    for (const part of chunks(watching, RAW_CHUNK)) {
      const rows = part.map((v) => ({ s: v.streamId, m: v.minute.toISOString(), v: v.visitorId }));
      const added = rowsOf<{ stream_id: number; ms: number }>(
        await tx.execute(sql`
          insert into ${analyticsMinuteViewers} (stream_id, minute, visitor_id)
          select s, m, v from json_to_recordset(${JSON.stringify(rows)}::json) as r(s int, m timestamptz, v text)
          on conflict do nothing
          returning stream_id, (extract(epoch from minute) * 1000)::float8 as ms`),
      );
      for (const r of added)
        touched.set(`${r.stream_id}|${r.ms}`, { streamId: r.stream_id, minute: new Date(r.ms) });
    }
    for (const part of chunks([...touched.values()])) {
      // The (stream, minute) pairs go in as two array parameters: a long `(a, b) in (…)` list
      // nests one expression per pair and overflows PGlite's stack beyond a few hundred pairs.
      const streamIds = `{${part.map((t) => t.streamId).join(',')}}`;
      const minutes = `{${part.map((t) => t.minute.toISOString()).join(',')}}`;
      const counted = await tx.execute(sql`
        select m.stream_id, m.minute, count(*)::int as n
        from unnest(${streamIds}::int[], ${minutes}::timestamptz[]) as t(stream_id, minute)
        join analytics_minute_viewers m on m.stream_id = t.stream_id and m.minute = t.minute
        group by m.stream_id, m.minute`);
      const rows = (counted as unknown as { rows: { stream_id: number; minute: string | Date; n: number }[] })
        .rows;
      for (const r of rows) {
        const d = delta(r.stream_id, dayOf(new Date(r.minute)));
        d.peakViewers = Math.max(d.peakViewers ?? 0, r.n);
      }
    }

    for (const [key, d] of deltas) {
      const [streamId, day] = key.split('|') as [string, string];
      await addStreamStats(tx as unknown as Db, Number(streamId), day, d);
    }

    const products = new Map<
      string,
      { productId: number; streamId: number; day: string } & Record<
        (typeof PRODUCT_COLUMN)[keyof typeof PRODUCT_COLUMN],
        number
      >
    >();
    for (const e of events) {
      if (e.productId === null || !(e.type in PRODUCT_COLUMN)) continue;
      const day = dayOf(e.ts);
      const key = `${e.productId}|${e.streamId}|${day}`;
      let row = products.get(key);
      if (!row) {
        row = {
          productId: e.productId,
          streamId: e.streamId,
          day,
          impressions: 0,
          clicks: 0,
          linkClicks: 0,
          purchases: 0,
        };
        products.set(key, row);
      }
      row[PRODUCT_COLUMN[e.type as keyof typeof PRODUCT_COLUMN]] += 1;
    }
    for (const part of chunks([...products.values()])) {
      await tx
        .insert(productDailyStats)
        .values(part)
        .onConflictDoUpdate({
          target: [productDailyStats.productId, productDailyStats.streamId, productDailyStats.day],
          set: {
            impressions: sql`${productDailyStats.impressions} + excluded.impressions`,
            clicks: sql`${productDailyStats.clicks} + excluded.clicks`,
            linkClicks: sql`${productDailyStats.linkClicks} + excluded.link_clicks`,
            purchases: sql`${productDailyStats.purchases} + excluded.purchases`,
          },
        });
    }

    const dropRows = Object.entries(drops)
      .filter(([, n]) => n > 0)
      .map(([reason, count]) => ({ day: today, reason, count }));
    if (dropRows.length > 0) {
      await tx
        .insert(analyticsDrops)
        .values(dropRows)
        .onConflictDoUpdate({
          target: [analyticsDrops.day, analyticsDrops.reason],
          set: { count: sql`${analyticsDrops.count} + excluded.count` },
        });
    }
  }
}
