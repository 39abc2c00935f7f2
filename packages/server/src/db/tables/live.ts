/** Live broadcasts: their timeline, chat and recordings (helper L3 migration 0004, issue 8). */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { streams } from './streams';

/** One broadcast of a live or fake-live player: video time (s) counts from `started_at`. */
export const liveBroadcasts = pgTable(
  'live_broadcasts',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('live_broadcasts_stream_idx').on(t.streamId, t.startedAt)],
);

/**
 * Pins and feed changes made during a broadcast, at their video time (s since `started_at`), so
 * replays and fake live show them at the same second. `kind` `pin`: `feed_item_id` (null = unpin);
 * `feed`: `items` is the public product list (sdk `PlayerProduct[]`).
 */
export const liveTimeline = pgTable(
  'live_timeline',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id').references(() => liveBroadcasts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'pin' | 'feed'>().notNull(),
    videoTime: integer('video_time').notNull(),
    feedItemId: integer('feed_item_id'),
    items: jsonb('items').$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('live_timeline_stream_idx').on(t.streamId, t.broadcastId, t.videoTime)],
);

/**
 * Chat messages of a player (issue 8). `state`: `visible`, `held` (reversed moderation: waits for
 * an admin), `filtered` (automatic moderation caught it), `deleted` (a moderator removed it).
 * `text` is stored as typed (plain text; clients never render it as HTML).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id'),
    viewerId: text('viewer_id').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    destination: text('destination').$type<'everywhere' | 'product'>().notNull().default('everywhere'),
    feedItemId: integer('feed_item_id'),
    state: text('state').$type<'held' | 'visible' | 'deleted' | 'filtered'>().notNull(),
    videoTime: integer('video_time'),
    createdAt: createdAt(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by'),
  },
  (t) => [index('chat_messages_stream_idx').on(t.streamId, t.createdAt)],
);

/** Viewers blocked from a player's chat (by their anonymous viewer id). */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    blockedBy: integer('blocked_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.viewerId] })],
);

/**
 * A recording of a live broadcast (001 §3 Recording: uid, name, created, duration, ready, active,
 * weight). Its file and poster live in the media store like an uploaded video, under the
 * `media_videos` row of the same id (which makes it count toward stored minutes).
 * `source`: `webrtc` (the studio) or `rtmp` (streaming software).
 */
export const streamRecordings = pgTable(
  'stream_recordings',
  {
    id: text('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    container: text('container').notNull(),
    source: text('source').$type<'webrtc' | 'rtmp'>().notNull().default('webrtc'),
    durationSeconds: numeric('duration_seconds', { mode: 'number' }).notNull(),
    ready: boolean('ready').notNull().default(true),
    active: boolean('active').notNull().default(true),
    weight: integer('weight').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('stream_recordings_stream_idx').on(t.streamId, t.createdAt)],
);
