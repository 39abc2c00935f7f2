import { type FeedItem, formatTime, type Product } from '@smuc/sdk';
import type { feedItems, products } from '../db/schema';

type ProductRow = typeof products.$inferSelect;
type FeedItemRow = typeof feedItems.$inferSelect;

const money = (v: string | null) => (v === null ? null : Number(v));

/** A products row → the wire shape of `GET /products` (prices as numbers, image as URL). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: money(row.price),
    sales_price: money(row.salesPrice),
    currency: row.currency as Product['currency'],
    image: row.imageUrl,
    link: row.link,
    migrated: row.migrated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A feed_items row → the wire shape (001 §3); `currency` is the player's, times in both forms. */
export function toFeedItem(row: FeedItemRow, currency: string): FeedItem {
  return {
    id: row.id,
    stream_id: row.streamId,
    product_id: row.productId,
    uniqueKey: row.uniqueKey,
    link: row.link,
    link_open_in: row.linkOpenIn === '_self' ? '_self' : '_blank',
    image: row.image,
    image_link: row.imageLink,
    title: row.title,
    description: row.description,
    price: money(row.price),
    sales_price: money(row.salesPrice),
    currency,
    alternate_text: row.alternateText,
    sku: row.sku,
    quantity: row.quantity,
    cta: row.cta,
    card_click_tracking: row.cardClickTracking,
    link_click_tracking: row.linkClickTracking,
    payable: row.payable,
    show_in_feed: row.showInFeed,
    pinned: row.pinned,
    ordno: row.ordno,
    migrated: row.migrated,
    pinned_from: formatTime(row.pinnedFromInSec),
    pinned_to: formatTime(row.pinnedToInSec),
    first_from: formatTime(row.firstFromInSec),
    first_to: formatTime(row.firstToInSec),
    pinned_from_in_sec: row.pinnedFromInSec,
    pinned_to_in_sec: row.pinnedToInSec,
    first_from_in_sec: row.firstFromInSec,
    first_to_in_sec: row.firstToInSec,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
