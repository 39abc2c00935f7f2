import { type CreateKind, HEARTBEAT_SECONDS, type ViewerEvent } from '@smuc/sdk';
import { noDrops } from '../analytics/classify';
import { resolveEvents } from '../analytics/resolve';
import { type IngestWriter, ingestWriterOf } from '../analytics/writer';
import type { Db } from '../db/client';

/** A demo player the generator sends viewers to. */
export interface EventSeedPlayer {
  apikey: string;
  kind: CreateKind;
  /** Relative audience size (sessions a day = reach × `sessionsPerReach`, before the rhythm); 0: none. */
  reach: number;
  /** The player's products (feed item ids) in feed order; the first one is the pinned one. */
  feedItemIds: number[];
}

export interface EventSeedOptions {
  /** Days of history ending today (UTC), today included. */
  days: number;
  /** Viewer sessions a day per unit of `reach` on an average weekday. */
  sessionsPerReach: number;
  /** Clock (epoch ms): no event is later than this; today's sessions stop here. */
  now: number;
  /** Uniform random numbers in [0, 1): a seeded PRNG makes the demo the same on every fresh start. */
  random: () => number;
  /** Sessions generated so far per player (by index), carried from day to day; start with `[]`. */
  sessionsSoFar: number[];
}

/** The golden ratio's fraction: n × GOLDEN mod 1 spreads evenly over [0, 1) for n = 1, 2, 3… */
const GOLDEN = 0.6180339887498949;

const DAY_MS = 86_400_000;

/**
 * Traffic by UTC weekday (Sunday first): shoppers watch more towards the weekend.
 * Averages 1, so `sessionsPerReach` is the mean.
 */
const WEEKDAY = [1.15, 0.85, 0.9, 0.95, 1.0, 1.1, 1.05];

/** Share of a day's on-demand sessions starting in each UTC hour: a night low, a lunch bump and an evening peak. */
const HOURS = [
  0.8, 0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 1.6, 2.4, 2.6, 2.8, 3.0, 3.6, 3.4, 3.0, 3.0, 3.2, 3.8, 4.6, 5.4, 5.8,
  5.0, 3.4, 1.8,
];
const HOUR_TOTAL = HOURS.reduce((a, b) => a + b, 0);

/** How long each kind's video runs, in seconds (a live show is its broadcast window). */
const VIDEO_SECONDS: Record<CreateKind, number> = {
  live: 3600,
  playback: 2700,
  embed: 150,
  ad: 30,
  photo_ad: 0,
};

/** UTC hour the daily show of a live or playback player starts at, by its position among such players. */
const SHOW_HOURS = [19, 8, 20, 18, 12, 17];

function pickHour(u: number): number {
  let acc = 0;
  for (let h = 0; h < 24; h++) {
    acc += HOURS[h]! / HOUR_TOTAL;
    if (u < acc) return h;
  }
  return 23;
}

/** A Poisson-ish count around `mean` (normal approximation, never below 0), from the seeded PRNG. */
function around(mean: number, random: () => number): number {
  const z = (random() + random() + random() - 1.5) * 2; // roughly N(0, 1)
  return Math.max(0, Math.round(mean + z * Math.sqrt(mean)));
}

/** Visitor ids of the sdk's shape (8–64 of `A-Za-z0-9_-`), stable per player and visitor number. */
const visitorId = (player: number, n: number) =>
  `seedv${player.toString(36)}x${n.toString(36).padStart(6, '0')}`;

/**
 * Viewer events of one UTC day for every player, in the shape the player's tracker sends them
 * (sdk `ViewerEvent`, products named by feed item id). Per session of a visitor:
 * - `impression`; then a `play` and a `three_sec_view` for most (not for photo ads, which have no video);
 * - while the video plays, a `heartbeat` every {@link HEARTBEAT_SECONDS} s (the last one with the
 *   remaining seconds), `quartile` 25/50/75 and `complete` as the watched share passes them
 *   (the funnel impression → 3-s view → quartiles → complete); live and playback players run a
 *   daily one-hour show, so their viewers overlap and the minute peak is real;
 * - products: each of the player's products is shown (`product_impression`, the pinned one most
 *   often), some are clicked, some of those open the product link and are added to the cart, a
 *   few are bought;
 * - a `video_click` now and then (mostly ads), hearts and comments (more on live shows), shares.
 * Sessions follow the weekday rhythm ({@link WEEKDAY}), the hour-of-day curve ({@link HOURS}) and
 * a gentle growth towards today; returning visitors come from a pool per player, so viewers are
 * fewer than impressions. Deterministic for the same `random` sequence and `now`.
 */
export function generateDayEvents(
  players: EventSeedPlayer[],
  dayIndex: number,
  options: EventSeedOptions,
): ViewerEvent[] {
  const { random, now, days, sessionsPerReach } = options;
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS - dayIndex * DAY_MS;
  const weekday = WEEKDAY[new Date(dayStart).getUTCDay()]!;
  const growth = 0.8 + 0.4 * ((days - dayIndex) / days);
  const events: ViewerEvent[] = [];
  let showIndex = 0;
  for (const [p, player] of players.entries()) {
    const show = player.kind === 'live' || player.kind === 'playback';
    const showHour = show ? SHOW_HOURS[showIndex++ % SHOW_HOURS.length]! : 0;
    if (player.reach <= 0) continue;
    const sessions = around(player.reach * sessionsPerReach * weekday * growth, random);
    // Regular visitors of this player (a pool over the whole period).
    const pool = Math.max(8, Math.round(player.reach * sessionsPerReach * days * 0.7));
    const video = VIDEO_SECONDS[player.kind];
    const today: string[] = [];
    for (let s = 0; s < sessions; s++) {
      // Some come back the same day (another page view), some are regulars, the rest are new.
      const u = random();
      const visitor_id =
        u < 0.3 && today.length > 0
          ? today[Math.floor(random() * today.length)]!
          : u < 0.5
            ? visitorId(p, Math.floor(random() * pool))
            : visitorId(p, pool + dayIndex * 10_000 + s);
      today.push(visitor_id);
      const session_id = `seeds${p.toString(36)}d${dayIndex}s${s}`;
      const start = show
        ? dayStart + showHour * 3_600_000 + Math.floor(random() * 50 * 60_000)
        : dayStart + pickHour(random()) * 3_600_000 + Math.floor(random() * 3_600_000);
      if (start >= now) continue;
      const base = { apikey: player.apikey, visitor_id, session_id };
      const push = (at: number, event: Record<string, unknown>) => {
        if (at < now) events.push({ ...base, ts: at, ...event } as ViewerEvent);
      };
      push(start, { type: 'impression' });
      let watchedUntil = start + 1000;
      if (video > 0 && random() < (player.kind === 'ad' ? 0.6 : 0.72)) {
        // The first playback start (the funnel's `play`); no extra draw, so the sequence stays.
        push(start + 500, { type: 'play' });
        push(start + 3000, { type: 'three_sec_view' });
        // Watched share: many leave early, a good part finish (ads), live viewers stay minutes.
        const share = show
          ? Math.min(1, (-Math.log(1 - random()) * 150) / video)
          : random() < (player.kind === 'ad' ? 0.45 : 0.3)
            ? 1
            : random() ** 1.5;
        const showEnd = dayStart + showHour * 3_600_000 + video * 1000;
        const watched = show
          ? Math.max(3, Math.min(share * video, (showEnd - start) / 1000))
          : Math.max(3, share * video);
        for (let t = HEARTBEAT_SECONDS; t <= watched; t += HEARTBEAT_SECONDS)
          push(start + t * 1000, { type: 'heartbeat', seconds: HEARTBEAT_SECONDS });
        const rest = Math.floor(watched % HEARTBEAT_SECONDS);
        if (rest >= 1) push(start + watched * 1000, { type: 'heartbeat', seconds: rest });
        if (!show) {
          for (const q of [25, 50, 75] as const)
            if (watched >= (video * q) / 100)
              push(start + ((video * q) / 100) * 1000, { type: 'quartile', quartile: q });
          if (share >= 1) push(start + video * 1000, { type: 'complete' });
        }
        watchedUntil = start + watched * 1000;
      }
      const span = Math.max(1000, watchedUntil - start);
      for (const [i, item] of player.feedItemIds.entries()) {
        if (random() >= (i === 0 ? 0.9 : 0.55)) continue;
        const seen = start + 1500 + Math.floor(random() * span);
        push(seen, { type: 'product_impression', product_id: item });
        if (random() >= 0.07) continue;
        push(seen + 4000, { type: 'product_click', product_id: item });
        if (random() >= 0.6) continue;
        push(seen + 6000, { type: 'product_link_click', product_id: item });
        push(seen + 9000, { type: 'add_to_cart', product_id: item });
        if (random() < 0.18) push(seen + 240_000, { type: 'purchase', product_id: item });
      }
      if (random() < (player.kind === 'ad' || player.kind === 'photo_ad' ? 0.012 : 0.003))
        push(start + Math.floor(random() * span), { type: 'video_click' });
      // Hearts and comments are rare per session; a low-discrepancy sequence per player keeps their
      // rate exact over the player's sessions, so even a small audience has some.
      const n = (options.sessionsSoFar[p] ?? 0) + 1;
      options.sessionsSoFar[p] = n;
      const rare = (rate: number, phase: number) => (n * GOLDEN + phase) % 1 < rate;
      if (rare(show ? 0.12 : 0.04, 0.13 * p)) push(start + Math.floor(random() * span), { type: 'heart' });
      if (rare(show ? 0.05 : 0.01, 0.5 + 0.07 * p))
        push(start + Math.floor(random() * span), { type: 'comment' });
      if (random() < 0.01) push(start + Math.floor(random() * span), { type: 'share' });
    }
  }
  return events;
}

/**
 * Seeds `options.days` days of viewer events for `players` through the ingest pipeline: the events
 * are bound to their players and products by `resolveEvents` and stored and rolled up by the
 * {@link IngestWriter} (raw `analytics_events` plus every rollup, one transaction per day), exactly
 * as `POST /events` stores them. Only the HTTP layer's clock window (48 h) is skipped, since history
 * is older than that. Answers the number of events stored.
 */
export async function seedViewerEvents(
  db: Db,
  players: EventSeedPlayer[],
  options: EventSeedOptions,
): Promise<number> {
  const writer = ingestWriterOf(db);
  let stored = 0;
  for (let d = options.days - 1; d >= 0; d--) {
    const drops = noDrops();
    const resolved = await resolveEvents(db, generateDayEvents(players, d, options), null, drops);
    const dropped = Object.values(drops).reduce((a, b) => a + b, 0);
    if (dropped > 0) throw new Error(`seed: ${dropped} generated events did not resolve`);
    await writer.write(resolved, noDrops());
    stored += resolved.length;
  }
  return stored;
}
