/** The players (`streams`, 000 §3 Stream) and the copies the players list reads (migrations 0019, 0022). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * A player (000 §3, 001 §3). Columns that lists filter or sort on are real columns; the rest of the
 * editor's settings live in `settings` (validated by the sdk's schema on every write).
 * Deleted players keep their row (`deleted_at`) so reports still show them.
 */
export const streams = pgTable(
  'streams',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    orientation: smallint('orientation').notNull().default(1),
    optimizeForAd: boolean('optimize_for_ad').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    apikey: text('apikey').notNull().unique(),
    streamkey: text('streamkey').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('streams_account_created_idx').on(t.accountId, t.createdAt),
    index('streams_account_title_idx').on(t.accountId, sql`lower(${t.title})`),
    // The players list (issue 18): the count of an account's players reads this small index only
    // (index-only scan once VACUUM has marked the pages all-visible), never the wide rows.
    index('streams_account_live_idx').on(t.accountId, t.createdAt, t.id).where(sql`deleted_at is null`),
    // Title search `lower(title) like '%fragment%'` through trigrams (pg_trgm, migration 0006).
    index('streams_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/**
 * How many not-deleted players an account has per combination of the columns the players list
 * filters on (issue 18): the list's total is a sum over these few rows instead of a count over the
 * wide `streams` rows. Written only by the triggers of migration 0017, in the writing transaction.
 */
export const streamListCounts = pgTable(
  'stream_list_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    orientation: smallint('orientation').notNull(),
    optimizeForAd: boolean('optimize_for_ad').notNull(),
    /** Players of the group; 0 once the last one is deleted or moved to another group. */
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type, t.status, t.orientation, t.optimizeForAd] })],
);

/**
 * A narrow copy of each not-deleted player's list columns (issue 18): a search or a liked/commented
 * sort ranks here (`title_lower` = `lower(streams.title)`, trigram-indexed) instead of over the wide
 * `streams` rows. Written only by the triggers of migration 0019, in the writing transaction; a
 * `streams` row's delete takes its copy along.
 */
export const streamListRows = pgTable(
  'stream_list_rows',
  {
    streamId: integer('stream_id')
      .primaryKey()
      .references(() => streams.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    orientation: smallint('orientation').notNull(),
    optimizeForAd: boolean('optimize_for_ad').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    titleLower: text('title_lower').notNull(),
    /** `stream_totals.hearts` and `.comments` (0 without totals), for the liked/commented sorts (migration 0022). */
    hearts: integer('hearts').notNull().default(0),
    comments: integer('comments').notNull().default(0),
  },
  (t) => [
    index('stream_list_rows_account_idx').on(t.accountId),
    index('stream_list_rows_latest_idx').on(t.accountId, t.createdAt.desc(), t.streamId.desc()),
    index('stream_list_rows_title_trgm_idx').using('gin', sql`${t.titleLower} gin_trgm_ops`),
    index('stream_list_rows_liked_idx').on(t.accountId, t.hearts.desc(), t.streamId.desc()),
    index('stream_list_rows_commented_idx').on(t.accountId, t.comments.desc(), t.streamId.desc()),
  ],
);

/**
 * Each account's version of its `stream_list_rows` (issue 31 §5): a new value from one sequence
 * whenever a copy row a search count depends on is inserted, deleted or changed, in the writing
 * transaction (migration 0025's triggers; no row after a TRUNCATE until the next change). The
 * players list keeps a search's count with the version it was counted at.
 */
export const streamListVersions = pgTable('stream_list_versions', {
  accountId: integer('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
