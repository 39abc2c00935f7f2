import { IMPRESSION_WINDOW_MS } from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsBatches, analyticsImpressionWindows } from '../db/schema';
import { ACCEPT_FUTURE_MS, ACCEPT_PAST_MS } from './classify';
import type { ResolvedEvent } from './resolve';

/*
 * The one door to `analytics_batches` and `analytics_impression_windows` (issue 13 §4): what keeps
 * a resent batch and a reloaded page from counting twice. Every function runs inside the ingest
 * transaction (`storeEvents`), which the writer never runs twice at once, so check-then-write
 * here is exact within this process.
 */

type Tx = Pick<Db, 'execute'>;

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Records the batch ids of one write and answers the indexes of the batches already stored, by an
 * earlier write or earlier in this one (the first of two equal ids wins). Batches without an id
 * (older trackers, the server's own writers) are never replays.
 */
export async function claimBatches(tx: Tx, batchIds: (string | undefined)[]): Promise<Set<number>> {
  const replayed = new Set<number>();
  const firstIndex = new Map<string, number>();
  batchIds.forEach((id, i) => {
    if (id === undefined) return;
    if (firstIndex.has(id)) replayed.add(i);
    else firstIndex.set(id, i);
  });
  if (firstIndex.size === 0) return replayed;
  const added = rowsOf<{ batch_id: string }>(
    await tx.execute(sql`
      insert into ${analyticsBatches} (batch_id)
      select b from json_array_elements_text(${JSON.stringify([...firstIndex.keys()])}::json) as b
      on conflict do nothing
      returning batch_id`),
  );
  const fresh = new Set(added.map((r) => r.batch_id));
  for (const [id, i] of firstIndex) if (!fresh.has(id)) replayed.add(i);
  return replayed;
}

/**
 * The `impression` events that do not count: a visitor's impression on a stream within
 * {@link IMPRESSION_WINDOW_MS} (client time, either side) of the last one that counted, stored or
 * earlier in `events`. Records the counted ones. Other event types are never repeats.
 */
export async function repeatImpressions(tx: Tx, events: ResolvedEvent[]): Promise<Set<ResolvedEvent>> {
  const impressions = events
    .filter((e) => e.type === 'impression')
    .sort((a, b) => a.ts.getTime() - b.ts.getTime());
  const repeats = new Set<ResolvedEvent>();
  if (impressions.length === 0) return repeats;
  const key = (streamId: number, visitorId: string) => `${streamId}|${visitorId}`;
  const pairs = new Map(impressions.map((e) => [key(e.streamId, e.visitorId), e]));
  const lookup = [...pairs.values()].map((e) => ({ s: e.streamId, v: e.visitorId }));
  const last = new Map<string, number>();
  for (const r of rowsOf<{ stream_id: number; visitor_id: string; ms: number }>(
    await tx.execute(sql`
      select w.stream_id, w.visitor_id, (extract(epoch from w.counted_at) * 1000)::float8 as ms
      from json_to_recordset(${JSON.stringify(lookup)}::json) as r(s int, v text)
      join ${analyticsImpressionWindows} w on w.stream_id = r.s and w.visitor_id = r.v`),
  ))
    last.set(key(r.stream_id, r.visitor_id), r.ms);

  const counted = new Map<string, number>();
  for (const e of impressions) {
    const k = key(e.streamId, e.visitorId);
    const previous = last.get(k);
    const at = e.ts.getTime();
    // Late beacons arrive out of order: an impression counts when it is a full window away from
    // the last counted one on either side; the window then runs from the later of the two.
    if (previous !== undefined && Math.abs(at - previous) < IMPRESSION_WINDOW_MS) {
      repeats.add(e);
      continue;
    }
    const newest = Math.max(previous ?? at, at);
    last.set(k, newest);
    counted.set(k, newest);
  }
  if (counted.size > 0) {
    const rows = [...counted].map(([k, ms]) => {
      const [s, ...v] = k.split('|');
      return { s: Number(s), v: v.join('|'), c: new Date(ms).toISOString() };
    });
    await tx.execute(sql`
      insert into ${analyticsImpressionWindows} (stream_id, visitor_id, counted_at)
      select s, v, c from json_to_recordset(${JSON.stringify(rows)}::json) as r(s int, v text, c timestamptz)
      on conflict (stream_id, visitor_id) do update
        set counted_at = greatest(${analyticsImpressionWindows.countedAt}, excluded.counted_at)`);
  }
  return repeats;
}

/**
 * Deletes what can no longer matter, as of `now` (epoch ms): batch ids older than the accept
 * window (a replay of them is dropped as `out_of_window` anyway) and impression windows that
 * ended before the oldest acceptable event.
 */
export async function pruneReplayGuards(tx: Tx, now: number) {
  const batchesBefore = new Date(now - ACCEPT_PAST_MS - ACCEPT_FUTURE_MS).toISOString();
  const windowsBefore = new Date(now - ACCEPT_PAST_MS - IMPRESSION_WINDOW_MS).toISOString();
  await tx.execute(sql`delete from ${analyticsBatches} where received_at < ${batchesBefore}::timestamptz`);
  await tx.execute(
    sql`delete from ${analyticsImpressionWindows} where counted_at < ${windowsBefore}::timestamptz`,
  );
}
