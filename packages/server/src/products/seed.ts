import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { accountStreamRows } from '../streams/reads';
import { linkSeedProducts } from './feed-items';

/**
 * Gives the account's first three players (by id) their products: three of the account products
 * (not deleted), a different first one per player, the first one pinned. Run before the analytics
 * seed, whose viewer events name these feed items, so `feed-analytics` has numbers to show.
 */
export async function seedProductFeeds(db: Db, accountId: number): Promise<void> {
  const players = (await accountStreamRows(db, accountId)).slice(0, 3);
  const available = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      salesPrice: products.salesPrice,
      currency: products.currency,
    })
    .from(products)
    .where(and(eq(products.accountId, accountId), isNull(products.deletedAt)))
    .orderBy(asc(products.id));
  for (const [k, player] of players.entries()) {
    // A player sells in one currency: only products priced in it are linked (issue 19 defect 2).
    const currency = String(player.settings.currency ?? 'eur');
    const sameCurrency = available.filter((p) => p.currency === currency);
    const rows = Array.from(
      { length: Math.min(3, sameCurrency.length) },
      (_, i) => sameCurrency[(k + i) % sameCurrency.length]!,
    );
    if (rows.length === 0) continue;
    await linkSeedProducts(db, player.id, rows);
  }
}
