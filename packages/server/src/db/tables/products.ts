/** The account's products and a player's feed items (000 §3 Product, 001 §4). */
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';
import { streams } from './streams';

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
