import { z } from 'zod';
import { INT4_MAX, isoDateTime } from './common';
import { priceInputSchema } from './product';
import { productStatsSchema } from './product-stats';

/** Where a product link opens (001 §3). */
export const LINK_OPEN_IN = ['_blank', '_self'] as const;

const optionalText = (max: number) => z.string().max(max).nullable().optional();
/** `hh:mm:ss` as typed; `null` or empty when the end is not set. */
const timeText = z.string().max(16).nullable().optional();
/** A whole number an int4 column holds (issue 29 §5: larger ones are a 422 naming the field). */
const int4 = () =>
  z
    .number()
    .int()
    .min(-INT4_MAX - 1)
    .max(INT4_MAX);

/**
 * A feed item written by the editor (001 §3): what `POST /stream/{id}/feed-item`, `PUT …/{itemId}`
 * and `POST /stream/{id}/feed-item/bulk` take. Limits are generous here; the product rules
 * (`validateFeedItem`, `validateTimings`, 001 §5) decide and the server answers 422 with
 * per-field messages. `product_id` links the item to the account product it came from.
 */
export const feedItemInputSchema = z.object({
  product_id: int4().nullable().optional(),
  link: optionalText(2048),
  link_open_in: z.enum(LINK_OPEN_IN).default('_blank'),
  image: optionalText(2048),
  image_link: optionalText(2048),
  title: z.string().max(1000).default(''),
  description: optionalText(5000),
  price: priceInputSchema.optional(),
  sales_price: priceInputSchema.optional(),
  /** The currency the prices were given in (an account product's, a fetched page's); must be the player's. */
  currency: z.string().max(8).nullable().optional(),
  alternate_text: optionalText(1000),
  sku: optionalText(128),
  quantity: int4().min(0).nullable().optional(),
  cta: optionalText(1000),
  card_click_tracking: optionalText(2048),
  link_click_tracking: optionalText(2048),
  payable: z.boolean().default(false),
  show_in_feed: z.boolean().default(true),
  pinned: z.boolean().default(false),
  ordno: int4().min(0).optional(),
  pinned_from: timeText,
  pinned_to: timeText,
  first_from: timeText,
  first_to: timeText,
});
export type FeedItemInput = z.input<typeof feedItemInputSchema>;

/**
 * Body of `POST /stream/{id}/feed-item/bulk`: up to 500 rows, each a {@link feedItemInputSchema}
 * with the `id` of the item it updates (none creates one). The rows are checked one by one against
 * that schema and the product rules after the product currency is applied; the first row that fails
 * answers 422 with its errors keyed `{index}.{field}`.
 */
export const feedItemBulkInputSchema = z.array(z.object({ id: int4().optional() }).loose()).max(500);

/** Body of `POST /stream/{id}/feed-item/import`: the address of the product feed (RSS/Atom or CSV). */
export const feedImportInputSchema = z.object({ url: z.string().max(2048) });

/** Query of `GET /stream/feed-item/fetch` and `…/ai-fetch`: the product page to read. */
export const feedFetchQuerySchema = z.object({ url: z.string().min(1).max(2048) });

/**
 * A player's product as the server answers it (001 §3, 000 §3 Product (feed item)). Prices are
 * major units or `null`; times are `hh:mm:ss` text with their `*_in_sec` numeric forms (seconds from
 * the start of the video), `null` when unset. `updated` is a client-side flag (moved or edited, not saved).
 */
export const feedItemSchema = z.object({
  id: z.number().int(),
  stream_id: z.number().int(),
  product_id: z.number().int().nullable(),
  uniqueKey: z.string(),
  link: z.string().nullable(),
  link_open_in: z.enum(LINK_OPEN_IN),
  image: z.string().nullable(),
  image_link: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  sales_price: z.number().nullable(),
  currency: z.string(),
  alternate_text: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int().nullable(),
  cta: z.string().nullable(),
  card_click_tracking: z.string().nullable(),
  link_click_tracking: z.string().nullable(),
  payable: z.boolean(),
  show_in_feed: z.boolean(),
  pinned: z.boolean(),
  ordno: z.number().int(),
  migrated: z.boolean(),
  pinned_from: z.string().nullable(),
  pinned_to: z.string().nullable(),
  first_from: z.string().nullable(),
  first_to: z.string().nullable(),
  pinned_from_in_sec: z.number().int().nullable(),
  pinned_to_in_sec: z.number().int().nullable(),
  first_from_in_sec: z.number().int().nullable(),
  first_to_in_sec: z.number().int().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/** `GET /stream/feed-item/fetch?url` and `…/ai-fetch?url`: what a product page tells about itself. */
export const fetchedProductSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  /** The current price when the page also gives a higher regular one (`price`); `null` otherwise. */
  sales_price: z.number().nullable().default(null),
  currency: z.string().nullable(),
  sku: z.string().nullable(),
});
export type FetchedProduct = z.infer<typeof fetchedProductSchema>;

/** `GET /stream/feed-item/fetch-options`: which fetch methods this server offers (`ai` only when configured). */
export const fetchOptionsSchema = z.object({ ai: z.boolean() });

/** `POST /stream/{id}/feed-item/import {url}`: the imported items and the rows refused, 1-based. */
export const feedImportResultSchema = z.object({
  imported: z.number().int(),
  items: z.array(feedItemSchema),
  /** Refused rows: 1-based row, the rules' text, and what the row said (title and price as written). */
  rejected: z.array(
    z.object({
      row: z.number().int(),
      message: z.string(),
      title: z.string().nullable().optional(),
      price: z.string().nullable().optional(),
    }),
  ),
});
export type FeedImportResult = z.infer<typeof feedImportResultSchema>;

/** `GET /stream/{id}/feed-analytics?date_from&date_to` rows (001 §3): ctr = clicks / impressions × 100. */
export const feedAnalyticsRowSchema = productStatsSchema;
export type FeedAnalyticsRow = z.infer<typeof feedAnalyticsRowSchema>;

/** Dates of `feed-analytics`, `YYYY-MM-DD` (UTC days, both ends included). */
export const feedAnalyticsQuerySchema = z.object({ date_from: z.iso.date(), date_to: z.iso.date() });
