import { maskStripeKey, type PaymentProvider, stripeKeyMode } from '@smuc/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import { secretBoxFor } from '../crypto/secrets';
import type { Db } from '../db/client';
import { paymentProviders } from '../db/schema';

export type PaymentProviderRow = typeof paymentProviders.$inferSelect;

/** The additional authenticated data a secret key is sealed under: it opens only for its account. */
const secretContext = (accountId: number) => `payment_provider:${accountId}`;

/** A row in the wire shape of 000 §3 Payment; the secret key only as its masked hint. */
export function toPaymentProvider(row: PaymentProviderRow): PaymentProvider {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    data: { publishable_key: row.publishableKey, secret_key: row.secretHint },
    live: row.live,
    created_at: row.createdAt.toISOString(),
  };
}

/** The account's providers, oldest first. */
export function listPaymentProviders(db: Db, accountId: number): Promise<PaymentProviderRow[]> {
  return db
    .select()
    .from(paymentProviders)
    .where(eq(paymentProviders.accountId, accountId))
    .orderBy(asc(paymentProviders.createdAt), asc(paymentProviders.id));
}

/** Stores a provider whose keys were checked; the secret key is sealed before it reaches the database. */
export async function insertPaymentProvider(
  db: Db,
  config: Config,
  input: { accountId: number; title: string; publishableKey: string; secretKey: string },
): Promise<PaymentProviderRow> {
  const [row] = await db
    .insert(paymentProviders)
    .values({
      accountId: input.accountId,
      type: 'stripe',
      title: input.title,
      publishableKey: input.publishableKey,
      secretSealed: secretBoxFor(config).seal(input.secretKey, secretContext(input.accountId)),
      secretHint: maskStripeKey(input.secretKey),
      live: stripeKeyMode(input.secretKey, 'secret') === 'live',
    })
    .returning();
  if (!row) throw new Error('payment provider insert returned no row');
  return row;
}

/** Removes one provider of the account; answers whether it existed. */
export async function deletePaymentProvider(db: Db, accountId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(paymentProviders)
    .where(and(eq(paymentProviders.id, id), eq(paymentProviders.accountId, accountId)))
    .returning({ id: paymentProviders.id });
  return gone.length > 0;
}

/** The plain secret key of a provider, for calls to Stripe only. */
export function providerSecretKey(config: Config, row: PaymentProviderRow): string {
  return secretBoxFor(config).open(row.secretSealed, secretContext(row.accountId));
}
