import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The plans (000 §1, §6): Free, Basic, Business, Enterprise and what each allows (000 §3
 * limitations, 001 §4 feature limits). Rows come from migration 0010; `accounts/plans.ts` is the only
 * module that reads them. Minutes and impressions are per month; -1 is unlimited.
 */
export const plans = pgTable('plans', {
  id: text('id').$type<'free' | 'basic' | 'business' | 'enterprise'>().primaryKey(),
  name: text('name').notNull(),
  /** Order on the packages page, cheapest first. */
  position: integer('position').notNull().unique(),
  dashboardStats: boolean('dashboard_stats').notNull(),
  maxStorageMinutes: integer('max_storage_minutes').notNull(),
  maxViewerMinutes: integer('max_viewer_minutes').notNull(),
  maxImpressions: integer('max_impressions').notNull(),
  paymentIntegration: boolean('payment_integration').notNull(),
  broadcaster: text('broadcaster').notNull(),
  streamingSoftware: boolean('streaming_software').notNull(),
  prerecordedVideoStreaming: boolean('prerecorded_video_streaming').notNull(),
  watermarkRemoval: boolean('watermark_removal').notNull(),
  customBranding: boolean('custom_branding').notNull(),
  chat: boolean('chat').notNull(),
  buttonColor: boolean('button_color').notNull(),
  textColor: boolean('text_color').notNull(),
  cover: boolean('cover').notNull(),
  googleAnalytics: boolean('google_analytics').notNull(),
  multiChannel: integer('multi_channel').notNull(),
  chatModeration: boolean('chat_moderation').notNull(),
});

/** An account holder (000 §3 User). Money is `numeric` in EUR major units. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  company: text('company'),
  country: text('country'),
  city: text('city'),
  postcode: text('postcode'),
  address: text('address'),
  phone: text('phone'),
  taxNumber: text('tax_number'),
  /** The account's plan; none (and not impression-based) sends the browser to the packages page (000 §2). */
  plan: text('plan')
    .$type<'free' | 'basic' | 'business' | 'enterprise'>()
    .references(() => plans.id),
  /**
   * Limits staff set for this account over its plan's (`PUT /staff/accounts/{id}/limitations`): a
   * partial set of the plan limit fields, e.g. `{"maxStorageMinutes": 6000}`; `{}` is none.
   */
  limitOverrides: jsonb('limit_overrides').$type<Record<string, unknown>>().notNull().default({}),
  /** Billing model: per impressions (true) or per viewer minutes (false) (000 §1). */
  impressionBased: boolean('impression_based').notNull().default(false),
  /** The account's language (000 §9): new accounts speak the default, hu; the demo accounts are seeded in en. */
  language: text('language').notNull().default('hu'),
  /** Staff may masquerade as other accounts (a later issue builds the flow). */
  staff: boolean('staff').notNull().default(false),
  /** The short allow-list of accounts that may create live and playback players (000 §2). */
  allowLive: boolean('allow_live').notNull().default(false),
  /** The current billing period (000 §3 `billing_period`); its end is the plan's renewal date. */
  billingFrom: timestamp('billing_from', { withTimezone: true }),
  billingTo: timestamp('billing_to', { withTimezone: true }),
  monthlyFee: numeric('monthly_fee', { precision: 12, scale: 2 }),
  staticCpmPrice: numeric('static_cpm_price', { precision: 12, scale: 4 }),
  videoCpmPrice: numeric('video_cpm_price', { precision: 12, scale: 4 }),
  /** The account's Customer at the product's own Stripe account (`cus_…`; issue 14 §3), made on first need. */
  stripeCustomerId: text('stripe_customer_id'),
  createdAt: createdAt(),
});

/**
 * Sessions and personal access tokens. Only a SHA-256 of the token is stored; the token itself
 * travels in the httpOnly cookie or as a bearer token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'session' | 'pat'>().notNull().default('session'),
    name: text('name'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request seen on a sign-in session, for the idle timeout (issue 13 §6); minute precision. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

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

/** Counters shared by the daily rollup and the lifetime totals of a stream. Minutes are viewer minutes. */
const streamCounters = () => ({
  impressions: integer('impressions').notNull().default(0),
  threeSecViews: integer('three_sec_views').notNull().default(0),
  viewers: integer('viewers').notNull().default(0),
  peakViewers: integer('peak_viewers').notNull().default(0),
  minutes: numeric('minutes', { precision: 14, scale: 2 }).notNull().default('0'),
  completes: integer('completes').notNull().default(0),
  productImpressions: integer('product_impressions').notNull().default(0),
  productClicks: integer('product_clicks').notNull().default(0),
  productLinkClicks: integer('product_link_clicks').notNull().default(0),
  productPurchases: integer('product_purchases').notNull().default(0),
  hearts: integer('hearts').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  subscribers: integer('subscribers').notNull().default(0),
  /** Clicks on the video itself (000 §3 report row `video_clicks`; migration 0007). */
  videoClicks: integer('video_clicks').notNull().default(0),
});

/** Per stream, per day rollup (UTC days) that reports and the dashboard read. */
export const streamDailyStats = pgTable(
  'stream_daily_stats',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...streamCounters(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.day] }), index('stream_daily_day_idx').on(t.day)],
);

/** Lifetime totals per stream, kept in step with the daily rollup so lists can sort by them cheaply. */
export const streamTotals = pgTable('stream_totals', {
  streamId: integer('stream_id')
    .primaryKey()
    .references(() => streams.id, { onDelete: 'cascade' }),
  ...streamCounters(),
});

/** An account's product (000 §3 Product). Prices are `numeric` major units. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku'),
    price: numeric('price', { precision: 12, scale: 2 }),
    salesPrice: numeric('sales_price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('eur'),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    link: text('link'),
    /** Set by `POST /product/{id}/migrate` (000 §4). */
    migrated: boolean('migrated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('products_account_idx').on(t.accountId)],
);

/** Per product, per stream, per day rollup of product events. */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    linkClicks: integer('link_clicks').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.streamId, t.day] }),
    index('product_daily_day_idx').on(t.day),
  ],
);

/**
 * A player's product (001 §3 feed item), optionally linked to the account product it came from
 * (`GET /product/{id}/relations` reads the link). Prices are `numeric` major units in the stream's
 * currency; timing ranges are seconds from the start of the video (the `*_in_sec` forms).
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: serial('id').primaryKey(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    uniqueKey: text('unique_key').notNull(),
    link: text('link'),
    linkOpenIn: text('link_open_in').notNull().default('_blank'),
    image: text('image'),
    imageLink: text('image_link'),
    title: text('title').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2 }),
    salesPrice: numeric('sales_price', { precision: 12, scale: 2 }),
    alternateText: text('alternate_text'),
    sku: text('sku'),
    quantity: integer('quantity'),
    cta: text('cta'),
    cardClickTracking: text('card_click_tracking'),
    linkClickTracking: text('link_click_tracking'),
    payable: boolean('payable').notNull().default(false),
    showInFeed: boolean('show_in_feed').notNull().default(true),
    pinned: boolean('pinned').notNull().default(false),
    ordno: integer('ordno').notNull().default(0),
    migrated: boolean('migrated').notNull().default(false),
    pinnedFromInSec: integer('pinned_from_in_sec'),
    pinnedToInSec: integer('pinned_to_in_sec'),
    firstFromInSec: integer('first_from_in_sec'),
    firstToInSec: integer('first_to_in_sec'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feed_items_stream_idx').on(t.streamId, t.ordno),
    index('feed_items_product_idx').on(t.productId),
  ],
);

/** A subscriber form of an account (000 §3 Subscriber form); players attach one by `subscriber_form_id`. */
export const subscriberForms = pgTable(
  'subscriber_forms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tabLabel: text('tab_label').notNull().default(''),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    nameEnabled: boolean('name_enabled').notNull().default(true),
    namePlaceholder: text('name_placeholder').notNull().default(''),
    emailPlaceholder: text('email_placeholder').notNull(),
    phoneEnabled: boolean('phone_enabled').notNull().default(false),
    phonePlaceholder: text('phone_placeholder').notNull().default(''),
    privacyUrl: text('privacy_url').notNull(),
    ctaLabel: text('cta_label').notNull().default(''),
    clickTracking: text('click_tracking').notNull().default(''),
    submitClickTracking: text('submit_click_tracking').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriber_forms_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * One viewer's subscription through a player's form. `customer` / `campaign` are copied from the
 * player's settings when it arrives ('' when unset), so exports group the way the player was set up then.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => subscriberForms.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id').references(() => streams.id, { onDelete: 'set null' }),
    customer: text('customer').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_form_idx').on(t.formId, t.customer, t.campaign),
    index('subscriptions_stream_idx').on(t.streamId, t.createdAt),
  ],
);

/**
 * An image uploaded through the direct-upload flow (001 §7): created by `POST /cloudflare/image`
 * with a one-time `uploadToken`, filled by the multipart POST to that link (`mime` set, token
 * cleared), kept by `POST /cloudflare/image/{id}` (`confirmedAt`). Unconfirmed rows expire.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uploadToken: text('upload_token').unique(),
    /** Sniffed content type once uploaded: image/jpeg, image/png, image/webp or image/svg+xml. */
    mime: text('mime'),
    allowSvg: boolean('allow_svg').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('media_images_account_idx').on(t.accountId, t.createdAt)],
);

/** A custom font of an account (000 §3 Font): regular and bold files in the media store. */
export const fonts = pgTable(
  'fonts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fontFamily: text('font_family').notNull(),
    /** font/ttf or font/otf (of the regular file). */
    mimeType: text('mime_type').notNull(),
    regularKey: text('regular_key').notNull(),
    boldKey: text('bold_key').notNull(),
    regularMime: text('regular_mime').notNull(),
    boldMime: text('bold_mime').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fonts_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A video uploaded with tus (001 §7): `uploading` until the last byte arrives, then probed by
 * ffmpeg (`ready` with `durationSeconds` and a poster, or `failed`). Stored minutes (000 §3
 * Monthly stat) are summed from the durations of `ready` videos.
 */
export const mediaVideos = pgTable(
  'media_videos',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id').references(() => streams.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    bytes: numeric('bytes', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('uploading'),
    durationSeconds: numeric('duration_seconds', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('media_videos_account_idx').on(t.accountId, t.createdAt)],
);

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

// --- Analytics reach (helper A, migration 0007) ---

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

// --- Realtime feed and chat (helper L3, migration 0004) ---

/**
 * Marks a session as a staff member's masquerade as the session's account (000 §2): such sessions
 * are read-only for destructive actions (the realtime hub lets them watch moderation, not act).
 */
export const sessionMasquerades = pgTable('session_masquerades', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  staffAccountId: integer('staff_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

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

// ---- Live recordings (issue 8, helper L2) ----------------------------------------------------

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

// ---- Connected platforms and restreaming (issue 15, helper H5) -------------------------------

/**
 * A connected Facebook Page or YouTube channel of an account (000 §2, §3 Connected platform).
 * `externalId` is the page or channel id (the spec's `id`); `tokenSealed` is the page access token
 * (Facebook) or the OAuth refresh token (YouTube), sealed with `crypto/secrets.ts` under the context
 * `connected_platform:<type>:<externalId>:<accountId>`, never returned. `administrator`: the page's
 * `tasks` include MANAGE (a page without it is shown disabled); `inactive`: the token stopped working.
 */
export const connectedPlatforms = pgTable(
  'connected_platforms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'facebook' | 'youtube'>().notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    tokenSealed: text('token_sealed').notNull(),
    administrator: boolean('administrator').notNull().default(true),
    inactive: boolean('inactive').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('connected_platforms_account_type_ext_idx').on(t.accountId, t.type, t.externalId)],
);

/**
 * The restream destinations picked for a stream (001 §3 `restreams`, in pick order). Deleting the
 * connected platform removes it from every stream.
 */
export const streamRestreams = pgTable(
  'stream_restreams',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => connectedPlatforms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    /**
     * A scheduled restream's remote broadcast created ahead (Facebook live video id or YouTube
     * broadcast id), its YouTube live stream id, its chat id, and the planned start it was made for.
     */
    remoteId: text('remote_id'),
    remoteStreamId: text('remote_stream_id'),
    remoteChatId: text('remote_chat_id'),
    remoteStart: timestamp('remote_start', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.platformId] })],
);

// --- Trust: staff masquerade and the audit log (issue 13) ---

/**
 * What staff did as other accounts and what the server refused (000 §6): masquerade start and stop
 * (staff id, account id, address, time) and every write refused to a masqueraded session. Append
 * only; nothing in the product updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action')
      .$type<
        'masquerade.start' | 'masquerade.stop' | 'write.refused' | 'limitations.set' | 'sign-in.unlock'
      >()
      .notNull(),
    /** The staff member acting (masquerade start/stop, refused writes of a masquerade, limit changes). */
    staffAccountId: integer('staff_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The account acted on. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    address: text('address'),
    /** The refused route (`PUT /stream/:id`), the limit settings written, and the like. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_account_idx').on(t.accountId, t.createdAt)],
);

// --- Hosts: site tokens for the WordPress and shop plugins (issue 16, 000 §2 Integrations) ---

/**
 * A per-site API token created on the Integrations page: shown once, kept as its SHA-256 only,
 * limited to its scopes, revocable (the row stays, `revoked_at` set), with the last time it was used.
 */
export const siteTokens = pgTable(
  'site_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, so the owner can tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    scopes: text('scopes')
      .array()
      .$type<Array<'players:read' | 'players:manage' | 'reports:read'>>()
      .notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('site_tokens_account_idx').on(t.accountId)],
);

/**
 * An account's connected card payment providers (000 §2 Payments, §3 Payment; issue 14 §1): its own
 * Stripe publishable key, and its secret key sealed with the server's secrets key (AES-256-GCM,
 * `crypto/secrets.ts`, bound to the row's account) with only a masked hint kept in clear.
 */
export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'stripe'>().notNull(),
    title: text('title').notNull(),
    publishableKey: text('publishable_key').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** `sk_test_…1234`: what the Payments page may show of the secret key. */
    secretHint: text('secret_hint').notNull(),
    live: boolean('live').notNull(),
    /**
     * The webhook endpoint the server registered at Stripe for this provider on add (`we_…`;
     * migration 0015) and its signing secret (`whsec_…`), sealed like the secret key. Null for a
     * provider added before checkout existed: its purchases are not recorded until it is added again.
     */
    webhookEndpointId: text('webhook_endpoint_id'),
    webhookSecretSealed: text('webhook_secret_sealed'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_providers_account_idx').on(t.accountId)],
);

/**
 * Orders paid through the in-player checkout (issue 14 §2; migration 0015): one per succeeded
 * PaymentIntent (`payment_intent_id` unique), written by the provider's Stripe webhook. `amount`
 * is in Stripe's minor units of `currency` (lower-case ISO 4217).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').references(() => paymentProviders.id, { onDelete: 'set null' }),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    feedItemId: integer('feed_item_id').references(() => feedItems.id, { onDelete: 'set null' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    index('orders_account_idx').on(t.accountId),
  ],
);

/**
 * Stripe events a provider's webhook has handled (issue 14 §2; migration 0015), by `event.id`: the
 * same event delivered again (Stripe retries until it gets a 2xx) is answered and changes nothing.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => paymentProviders.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.eventId] })],
);

// --- Sign-in abuse (issue 29 §3): state every replica shares and a restart keeps ---

/**
 * The counters of the request limits that must hold across replicas (`http/shared-rate-limit.ts`):
 * one row per key (`password:<address>`), its hits in the window that ends at `resets_at`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at').on(t.resetsAt)],
);

/**
 * Wrong passwords (`auth/login-throttle.ts`): per (e-mail, address) pair, and per e-mail across
 * addresses (`address` = ''). Past a count the row carries a lock that grows with each further
 * failure; staff lift an account's rows (`POST /staff/accounts/{userId}/sign-in-unlock`).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** Addresses an account signed in from: the account-wide lock lets them pass (issue 29 §3). */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.address] })],
);

/**
 * The answers of create requests that carried an `Idempotency-Key` (issue 32 §1, as Stripe keeps
 * them): per account and key, the request's fingerprint (method, path, body) and, once the handler
 * finished, the status, content type and body it answered (sealed: a new site token's secret is in
 * it). `status` null = still running. Rows older than 24 h are swept. Only `http/idempotency.ts`
 * reads or writes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    bodySealed: text('body_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
);
