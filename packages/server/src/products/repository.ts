import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { streamsCarryingProduct } from '../streams/reads';

type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'sku' | 'price' | 'salesPrice' | 'currency' | 'imageUrl' | 'link'
>;

const live = (accountId: number) => and(eq(products.accountId, accountId), isNull(products.deletedAt));

/** The account's products that are not deleted, newest first. */
export function listProducts(db: Db, accountId: number) {
  return db
    .select()
    .from(products)
    .where(live(accountId))
    .orderBy(desc(products.createdAt), desc(products.id));
}

export async function findProduct(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(live(accountId), eq(products.id, id)))
    .limit(1);
  return row;
}

export async function insertProduct(db: Db, accountId: number, values: ProductValues) {
  const [row] = await db
    .insert(products)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

/** Updates a product of the account; answers the row or undefined when it is not the account's. */
export async function updateProduct(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<ProductValues> & { migrated?: boolean },
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(accountId), eq(products.id, id)))
    .returning();
  return row;
}

/**
 * Deletes a product: the row is kept (`deleted_at`) because the top-products report still names it
 * as deleted (000 §3); players keep their own copies (feed items).
 */
export async function softDeleteProduct(db: Db, accountId: number, id: number) {
  const rows = await db
    .update(products)
    .set({ deletedAt: new Date() })
    .where(and(live(accountId), eq(products.id, id)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The account's players (not deleted) that carry the product, by title: `{id, title}[]`. */
export function productRelations(db: Db, accountId: number, productId: number) {
  return streamsCarryingProduct(db, accountId, productId);
}
