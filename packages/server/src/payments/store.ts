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

/** Removes one provider of the account; answers the removed row, undefined when it was not there. */
export async function deletePaymentProvider(
  db: Db,
  accountId: number,
  id: number,
): Promise<PaymentProviderRow | undefined> {
  const [gone] = await db
    .delete(paymentProviders)
    .where(and(eq(paymentProviders.id, id), eq(paymentProviders.accountId, accountId)))
    .returning();
  return gone;
}

/** The sealing context of a provider's webhook signing secret: it opens only for its provider. */
const webhookContext = (accountId: number, providerId: number) =>
  `payment_provider_webhook:${accountId}:${providerId}`;

/** Keeps the webhook endpoint registered for a provider and its signing secret, sealed (issue 14 §2). */
export async function setProviderWebhook(
  db: Db,
  config: Config,
  row: PaymentProviderRow,
  webhook: { id: string; secret: string },
): Promise<void> {
  await db
    .update(paymentProviders)
    .set({
      webhookEndpointId: webhook.id,
      webhookSecretSealed: secretBoxFor(config).seal(webhook.secret, webhookContext(row.accountId, row.id)),
    })
    .where(eq(paymentProviders.id, row.id));
}

/** The plain webhook signing secret of a provider (`whsec_…`), null when none was registered. */
export function providerWebhookSecret(config: Config, row: PaymentProviderRow): string | null {
  if (!row.webhookSecretSealed) return null;
  return secretBoxFor(config).open(row.webhookSecretSealed, webhookContext(row.accountId, row.id));
}

/** One provider by id, whatever its account (the webhook names it by id); undefined when gone. */
export async function findPaymentProvider(db: Db, id: number): Promise<PaymentProviderRow | undefined> {
  const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id));
  return row;
}

/** The plain secret key of a provider, for calls to Stripe only. */
export function providerSecretKey(config: Config, row: PaymentProviderRow): string {
  return secretBoxFor(config).open(row.secretSealed, secretContext(row.accountId));
}
