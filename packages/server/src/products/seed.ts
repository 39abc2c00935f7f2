import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedItems, products, streams } from '../db/schema';

/**
 * Gives the account's first three players (by id) their products: the account products (not
 * deleted) that have analytics on that player, at most three each, the first one pinned. Run after
 * the analytics seed so `feed-analytics` has numbers to show.
 */
export async function seedProductFeeds(db: Db, accountId: number): Promise<void> {
  const players = await db
    .select({ id: streams.id, settings: streams.settings })
    .from(streams)
    .where(and(eq(streams.accountId, accountId), isNull(streams.deletedAt)))
    .orderBy(asc(streams.id))
    .limit(3);
  for (const player of players) {
    const rows = await db
      .selectDistinct({
        id: products.id,
        name: products.name,
        sku: products.sku,
        price: products.price,
        salesPrice: products.salesPrice,
      })
      .from(products)
      .where(
        and(
          eq(products.accountId, accountId),
          isNull(products.deletedAt),
          sql`exists (select 1 from product_daily_stats s where s.product_id = ${products.id} and s.stream_id = ${player.id})`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(3);
    if (rows.length === 0) continue;
    await db.insert(feedItems).values(
      rows.map((p, i) => ({
        streamId: player.id,
        productId: p.id,
        uniqueKey: `seed-${player.id}-${p.id}`,
        title: p.name,
        sku: p.sku,
        price: p.price,
        salesPrice: p.salesPrice,
        pinned: i === 0,
        ordno: i,
      })),
    );
  }
}
