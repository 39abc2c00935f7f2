/** Viewer events as they arrive and the state their ingest keeps (issue 6, data walk 2). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { streams } from './streams';

/**
 * Raw viewer events as the ingest endpoint accepted them (issue 6, Analytics): append-only, never
 * updated. `value` is the quartile (25, 50, 75) or the heartbeat's seconds; `feed_item_id` is the
 * product the event names and `product_id` the account product it links to (when it does).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    visitorId: text('visitor_id').notNull(),
    sessionId: text('session_id').notNull(),
    feedItemId: integer('feed_item_id'),
    productId: integer('product_id'),
    value: integer('value'),
    clientTs: timestamp('client_ts', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_stream_idx').on(t.streamId, t.clientTs)],
);

/**
 * Events of known players that count on no figure (issue 34 §3, migration 0027), kept raw so the
 * event export can hand them out marked: `reason` is `own` (the account's own views, staff views)
 * or an invalid traffic reason (`INVALID_TRAFFIC_REASONS` of the sdk). Same columns as
 * {@link analyticsEvents}; no rollup or report reads it, so nothing they count changes.
 */
export const analyticsExcludedEvents = pgTable(
  'analytics_excluded_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    type: text('type').notNull(),
    visitorId: text('visitor_id').notNull(),
    sessionId: text('session_id').notNull(),
    feedItemId: integer('feed_item_id'),
    productId: integer('product_id'),
    value: integer('value'),
    clientTs: timestamp('client_ts', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_excluded_events_stream_idx').on(t.streamId, t.clientTs)],
);

/** Visitors seen per stream per day: the rollup's `viewers` counts a visitor the first time it lands here. */
export const analyticsDailyVisitors = pgTable(
  'analytics_daily_visitors',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitorId: text('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.day, t.visitorId] })],
);

/** Visitors with a heartbeat per stream per UTC minute: the most in one minute of a day is its `peak_viewers`. */
export const analyticsMinuteViewers = pgTable(
  'analytics_minute_viewers',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    visitorId: text('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.minute, t.visitorId] })],
);

/**
 * Batch ids the ingest endpoint has stored (issue 13 §4): a batch sent again with the same id is
 * dropped as `replayed`. Kept as long as its events could still be accepted (48 h and 5 min).
 */
export const analyticsBatches = pgTable(
  'analytics_batches',
  {
    batchId: text('batch_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_batches_received_at').on(t.receivedAt)],
);

/**
 * When a visitor's impression on a stream last counted (client time): further impressions within
 * 30 min are dropped as `repeat_impression` (issue 13 §4). Rows older than the accept window and
 * the 30 min are pruned: any later impression counts anyway.
 */
export const analyticsImpressionWindows = pgTable(
  'analytics_impression_windows',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.visitorId] }),
    index('analytics_impression_windows_counted_at').on(t.countedAt),
  ],
);

/** Events the ingest endpoint dropped, per UTC day (of arrival) and reason (`DROP_REASONS` of the sdk). */
export const analyticsDrops = pgTable(
  'analytics_drops',
  {
    day: date('day').notNull(),
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason] })],
);

/**
 * Events of known players filtered as invalid traffic (issue 29 §2, migration 0023), per player,
 * UTC day of the event and reason (`INVALID_TRAFFIC_REASONS` of the sdk): `events` all of them,
 * `impressions` the impressions among them (what the reports call filtered impressions).
 */
export const analyticsInvalidTraffic = pgTable(
  'analytics_invalid_traffic',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reason: text('reason').notNull(),
    events: integer('events').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.day, t.reason] }),
    index('analytics_invalid_traffic_day').on(t.day),
  ],
);

/**
 * Visitors with a product impression per stream, feed item and UTC day: `reach` (unique visitors
 * who saw a product, 000 §3 per-product statistics, 001 §3 analytics per item) is the count of
 * distinct `visitor_hash` over a range (a 64-bit hash of `visitor_id` the database keeps, migration
 * 0018: integers count several times faster than collated text). `product_id` is the account
 * product the feed item links to.
 */
export const analyticsProductVisitors = pgTable(
  'analytics_product_visitors',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    feedItemId: integer('feed_item_id').notNull(),
    day: date('day').notNull(),
    visitorId: text('visitor_id').notNull(),
    visitorHash: bigint('visitor_hash', { mode: 'bigint' }).generatedAlwaysAs(
      sql`hashtextextended(visitor_id, 0)`,
    ),
    productId: integer('product_id'),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.feedItemId, t.day, t.visitorId] }),
    index('analytics_product_visitors_product_idx').on(t.productId, t.day),
  ],
);
