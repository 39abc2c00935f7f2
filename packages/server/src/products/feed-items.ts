import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedItems } from '../db/schema';
import { notFound } from '../http/errors';
import { inAccountStreams } from '../streams/reads';
import type { FeedItemValues } from './feed-rules';

/**
 * The one door to the `feed_items` table (issue 33 §3): a player's copies of products, as its
 * editor, its viewers, checkout, the shop plugin and analytics read them. Every read and write of
 * the table outside one listed join goes through here (`products/door.test.ts` holds the rule).
 * None checks rights: callers pass a stream id they already scoped to the account.
 */

/** A database or a transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A feed item row as stored. */
export type FeedItemRow = typeof feedItems.$inferSelect;

/** A player's feed items by position. */
export function listFeedItems(db: Db | Tx, streamId: number) {
  return db
    .select()
    .from(feedItems)
    .where(eq(feedItems.streamId, streamId))
    .orderBy(asc(feedItems.ordno), asc(feedItems.id));
}

const uniqueKey = () => randomBytes(8).toString('hex');

/**
 * Writes feed items of one player in one transaction (all or nothing): rows with an `id` are
 * updated (only the player's own), the others inserted at the end of the list unless `ordno` is
 * given. When a written item is pinned, every other item of the player is unpinned (001 §4).
 * Raises 404 when an `id` is not the player's (nothing written).
 */
export async function writeFeedItems(
  db: Db,
  streamId: number,
  writes: { id?: number | undefined; values: FeedItemValues; ordno?: number | undefined }[],
): Promise<number[]> {
  return db.transaction(async (tx: Tx) => {
    const [{ max } = { max: -1 }] = await tx
      .select({ max: sql<number>`coalesce(max(${feedItems.ordno}), -1)::int` })
      .from(feedItems)
      .where(eq(feedItems.streamId, streamId));
    let next = max + 1;
    const ids: number[] = [];
    for (const w of writes) {
      if (w.id !== undefined) {
        const [row] = await tx
          .update(feedItems)
          .set({ ...w.values, ...(w.ordno !== undefined ? { ordno: w.ordno } : {}), updatedAt: new Date() })
          .where(and(eq(feedItems.id, w.id), eq(feedItems.streamId, streamId)))
          .returning({ id: feedItems.id });
        // Throwing inside the transaction rolls back every write of this call.
        if (!row) throw notFound('The requested product was not found.');
        ids.push(row.id);
      } else {
        const [row] = await tx
          .insert(feedItems)
          .values({ ...w.values, streamId, uniqueKey: uniqueKey(), ordno: w.ordno ?? next++ })
          .returning({ id: feedItems.id });
        ids.push(row!.id);
      }
    }
    const pinned = writes
      .map((w, i) => (w.values.pinned ? ids[i]! : null))
      .filter((x): x is number => x !== null);
    const keep = pinned.at(-1);
    if (keep !== undefined)
      await tx
        .update(feedItems)
        .set({ pinned: false, updatedAt: new Date() })
        .where(
          and(eq(feedItems.streamId, streamId), eq(feedItems.pinned, true), sql`${feedItems.id} <> ${keep}`),
        );
    return ids;
  });
}

export async function deleteFeedItem(db: Db, streamId: number, itemId: number) {
  const rows = await db
    .delete(feedItems)
    .where(and(eq(feedItems.streamId, streamId), eq(feedItems.id, itemId)))
    .returning({ id: feedItems.id });
  return rows.length > 0;
}

export async function deleteAllFeedItems(db: Db, streamId: number) {
  const rows = await db
    .delete(feedItems)
    .where(eq(feedItems.streamId, streamId))
    .returning({ id: feedItems.id });
  return rows.length;
}

/** Feed items by id (of one player), in the order of `ids`. */
export async function feedItemsByIds(db: Db, streamId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.streamId, streamId), inArray(feedItems.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/**
 * Per feed item product statistics of a player between two UTC days (inclusive), from the
 * product rollup of the account product each item came from; `reach` is the number of distinct
 * visitors with an impression of the item in the range (`analytics_product_visitors`).
 */
export async function feedAnalytics(db: Db, streamId: number, from: string, to: string) {
  // Counted per feed item from the stored events (issue 13 §7): the product rollup is keyed by the
  // account product, so items typed in the editor (no product) showed 0 impressions while their
  // reach was right, and two items of one product shared their numbers. The stream and time index
  // of `analytics_events` bounds the read to this player and range. Days are UTC, like every rollup.
  const result = await db.execute(sql`
    select f.id as item, f.title,
      (select count(distinct v.visitor_hash)::int from analytics_product_visitors v
        where v.stream_id = f.stream_id and v.feed_item_id = f.id
          and v.day between ${from}::date and ${to}::date) as reach,
      coalesce(e.impressions, 0)::int as impressions,
      coalesce(e.clicks, 0)::int as clicks,
      coalesce(e.link_clicks, 0)::int as link_clicks,
      coalesce(e.purchases, 0)::int as purchases
    from feed_items f
    left join (
      select feed_item_id,
        count(*) filter (where type = 'product_impression') as impressions,
        count(*) filter (where type = 'product_click') as clicks,
        count(*) filter (where type = 'product_link_click') as link_clicks,
        count(*) filter (where type = 'purchase') as purchases
      from analytics_events
      where stream_id = ${streamId} and feed_item_id is not null
        and client_ts >= (${from}::date)::timestamp at time zone 'UTC'
        and client_ts < (${to}::date + 1)::timestamp at time zone 'UTC'
      group by feed_item_id
    ) e on e.feed_item_id = f.id
    where f.stream_id = ${streamId}
    order by f.ordno, f.id`);
  return (
    result as unknown as {
      rows: {
        item: number;
        title: string;
        reach: number;
        impressions: number;
        clicks: number;
        link_clicks: number;
        purchases: number;
      }[];
    }
  ).rows;
}

/** A player's feed items that viewers see (`show_in_feed`), by position. */
export function visibleFeedItems(db: Db, streamId: number) {
  return db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.streamId, streamId), eq(feedItems.showInFeed, true)))
    .orderBy(asc(feedItems.ordno), asc(feedItems.id));
}

/** One feed item of the player; `undefined` when the id is not the player's. */
export async function findFeedItem(
  db: Db,
  streamId: number,
  itemId: number,
): Promise<FeedItemRow | undefined> {
  const [row] = await db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.id, itemId), eq(feedItems.streamId, streamId)));
  return row;
}

/**
 * One feed item of a player of the account (deleted players too), with its stream and account
 * product ids: what a paid order records. `undefined` when the item, the player and the account do
 * not belong together.
 */
export async function findAccountFeedItem(db: Db | Tx, accountId: number, streamId: number, itemId: number) {
  const [row] = await db
    .select({ id: feedItems.id, productId: feedItems.productId, streamId: feedItems.streamId })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.id, itemId),
        eq(feedItems.streamId, streamId),
        inAccountStreams(feedItems.streamId, accountId),
      ),
    );
  return row;
}

/** The stream and account product of each of these feed items (any player), for viewer events; unknown ids are left out. */
export async function feedItemRefs(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: feedItems.id, streamId: feedItems.streamId, productId: feedItems.productId })
    .from(feedItems)
    .where(inArray(feedItems.id, ids));
}

/** The ids of every feed item of the account's players (deleted players too), by position. */
export function accountFeedItemIds(db: Db, accountId: number) {
  return db
    .select({ id: feedItems.id, streamId: feedItems.streamId })
    .from(feedItems)
    .where(inAccountStreams(feedItems.streamId, accountId, { withDeleted: true }))
    .orderBy(asc(feedItems.ordno), asc(feedItems.id));
}

/** Whether any feed item of the stream is payable (001 §5 check 7). */
export async function hasPayableProduct(db: Db, streamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(and(eq(feedItems.streamId, streamId), eq(feedItems.payable, true)))
    .limit(1);
  return row !== undefined;
}

/** An account product as the demo seed copies it into a player's feed. */
export interface SeedProduct {
  id: number;
  name: string;
  sku: string | null;
  price: string | null;
  salesPrice: string | null;
}

/** Copies account products into a player's feed in this order, the first one pinned (the demo seed). */
export async function linkSeedProducts(db: Db, streamId: number, chosen: SeedProduct[]): Promise<void> {
  await db.insert(feedItems).values(
    chosen.map((p, i) => ({
      streamId,
      productId: p.id,
      uniqueKey: `seed-${streamId}-${p.id}`,
      title: p.name,
      sku: p.sku,
      price: p.price,
      salesPrice: p.salesPrice,
      pinned: i === 0,
      ordno: i,
    })),
  );
}

/** Gives the feed items copied from a product that have no image of their own the product's image. */
export async function fillFeedItemImages(db: Db, productId: number, url: string): Promise<void> {
  await db
    .update(feedItems)
    .set({ image: url })
    .where(and(eq(feedItems.productId, productId), isNull(feedItems.image)));
}
