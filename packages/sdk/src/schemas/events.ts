import { z } from 'zod';
import { MAX_EVENTS_PER_BATCH } from './event-limits';

/**
 * Viewer analytics events (issue 6, Analytics): what the player sends to the public ingest
 * endpoint `POST /events` as one JSON array per request (`navigator.sendBeacon` sends it as
 * `text/plain`). Every event names its player by the stream's `apikey`, the viewer by a
 * `visitor_id` (kept per browser), the page view by a `session_id` and carries the client
 * timestamp `ts` in epoch milliseconds. Product events name the player's product by its feed item
 * id (`product_id`, the `id` of `GET /stream/{id}/feed-items`).
 */

/** Kinds of events that carry nothing beyond the common fields. */
export const PLAIN_EVENT_TYPES = [
  'impression',
  /** Playback started for the first time in the page view (issue 34 §2, the funnel's second step). */
  'play',
  'three_sec_view',
  'complete',
  'heart',
  'comment',
  'share',
  'subscription',
  /** A click on the video itself (a video ad's click-through to its `ad_url`, the CTA): the report's `video_clicks`. */
  'video_click',
] as const;
/** Kinds of events about one of the player's products. */
export const PRODUCT_EVENT_TYPES = [
  'product_impression',
  'product_click',
  'product_link_click',
  /** Add to cart or Buy pressed on the product (issue 34 §2, the funnel's fifth step). */
  'add_to_cart',
  'purchase',
] as const;
/** Every event kind the ingest endpoint accepts. */
export const EVENT_TYPES = [...PLAIN_EVENT_TYPES, 'quartile', 'heartbeat', ...PRODUCT_EVENT_TYPES] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export { HEARTBEAT_SECONDS, MAX_EVENTS_PER_BATCH } from './event-limits';

/** Visitor and session ids: opaque client-made strings (a UUID fits). */
const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'An id of 8 to 64 letters, digits, _ or -.');

const common = {
  apikey: z.string().min(1).max(64),
  visitor_id: clientId,
  session_id: clientId,
  /** Client time of the event, epoch milliseconds. */
  ts: z.number().int().positive(),
  /**
   * The viewer token `GET /player/{apikey}` handed out (header `smuc-viewer-token`) for this player
   * and visitor (issue 29 §2): an event without a valid one is filtered as invalid traffic.
   */
  viewer_token: z.string().max(128).optional(),
};

const plainEvent = z.object({ type: z.enum(PLAIN_EVENT_TYPES), ...common });
const productEvent = z.object({
  type: z.enum(PRODUCT_EVENT_TYPES),
  ...common,
  product_id: z.number().int().positive(),
});
const quartileEvent = z.object({
  type: z.literal('quartile'),
  ...common,
  quartile: z.union([z.literal(25), z.literal(50), z.literal(75)]),
});
const heartbeatEvent = z.object({
  type: z.literal('heartbeat'),
  ...common,
  /** Seconds watched since the previous heartbeat (1 to 60; {@link HEARTBEAT_SECONDS} while playing). */
  seconds: z.number().int().min(1).max(60),
});

/** One viewer event; `type` picks its shape. */
export const viewerEventSchema = z.discriminatedUnion('type', [
  plainEvent,
  productEvent,
  quartileEvent,
  heartbeatEvent,
]);
export type ViewerEvent = z.infer<typeof viewerEventSchema>;

const eventItems = z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH);

/**
 * A batch as the endpoint reads it: `{batch_id, events}` with 1 to {@link MAX_EVENTS_PER_BATCH}
 * items, or the bare array of items (older trackers). Items are validated one by one with
 * {@link viewerEventSchema}, so a bad event is dropped, not the batch. `batch_id` (8 to 64 of
 * `A-Za-z0-9_-`, chosen by the sender once per batch) makes a resent batch count once: a beacon
 * retried through `fetch`, or the same body replayed, is answered 200 with every event dropped as
 * `replayed` (issue 13 §4, §7).
 */
export const eventBatchSchema = z.union([
  eventItems,
  z.object({ batch_id: clientId, events: eventItems }).strict(),
]);
export type EventBatch = z.infer<typeof eventBatchSchema>;

/**
 * The time within which a visitor's further `impression` events on one player count once: 30 min
 * (issue 13 §4). Impressions drive billing and plan quotas, so reloading a page does not add one.
 */
export const IMPRESSION_WINDOW_MS = 30 * 60 * 1000;

/**
 * Why an event of a known player was filtered as invalid traffic (issue 29 §2, IAB/MRC general
 * invalid traffic): `bot`, a known bot, crawler, HTTP library or headless browser by its user agent
 * (or no user agent); `no_viewer_token`, no valid viewer token for the event's player and
 * visitor (the sender never loaded the player, or the token expired); `viewer_cap`, a new visitor past the cap on new viewers per address and
 * player a minute. Filtered events are counted per player, day and reason, not on the player.
 */
export const INVALID_TRAFFIC_REASONS = ['bot', 'no_viewer_token', 'viewer_cap'] as const;
export type InvalidTrafficReason = (typeof INVALID_TRAFFIC_REASONS)[number];

/**
 * Why the endpoint dropped an event. `replayed`: its batch was already stored (by its `batch_id`,
 * or, for a bare array, by its content); `repeat_impression`: an impression of a visitor on a
 * player within {@link IMPRESSION_WINDOW_MS} of one that counted; the
 * {@link INVALID_TRAFFIC_REASONS}.
 */
export const DROP_REASONS = [
  'invalid',
  'unknown_stream',
  'unknown_product',
  'out_of_window',
  'own',
  'replayed',
  'repeat_impression',
  ...INVALID_TRAFFIC_REASONS,
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** `POST /events` answer: how many events were stored and how many were dropped, by reason. */
export const ingestResultSchema = z.object({
  accepted: z.number().int(),
  dropped: z.object(
    Object.fromEntries(DROP_REASONS.map((r) => [r, z.number().int()])) as {
      [K in DropReason]: z.ZodNumber;
    },
  ),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;
