/** The account's own card payment providers, the orders paid through them and the Stripe events handled once. */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { feedItems } from './products';
import { streams } from './streams';

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
