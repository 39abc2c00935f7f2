import { INT4_MAX } from '@smuc/sdk';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { noDrops } from '../analytics/classify';
import { storeEvents } from '../analytics/store';
import { API_PREFIX } from '../api-prefix';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { orders, stripeWebhookEvents } from '../db/schema';
import { ok } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { PUBLIC } from '../http/openapi';
import { findAccountFeedItem } from '../products/feed-items';
import { findPaymentProvider, type PaymentProviderRow, providerWebhookSecret } from './store';
import { loadStripe } from './stripe';

/** The 400 text of a webhook call whose `Stripe-Signature` does not verify (Stripe retries it). */
export const WEBHOOK_SIGNATURE_REFUSED = 'The Stripe signature of this event does not verify.';

/** The public address Stripe calls for one provider: `{PUBLIC_URL}/smucrestapi/v2/webhooks/stripe/{id}`. */
export const webhookUrl = (config: Pick<Config, 'publicUrl'>, providerId: number) =>
  `${config.publicUrl}${API_PREFIX}/webhooks/stripe/${providerId}`;

/**
 * The metadata keys the checkout puts on a PaymentIntent (`payments/checkout.ts`) and the webhook
 * reads back: which player and product were bought, by which visitor.
 */
export const CHECKOUT_METADATA = {
  stream: 'smuc_stream_id',
  feedItem: 'smuc_product_id',
  visitor: 'smuc_visitor_id',
  session: 'smuc_session_id',
} as const;

const providerParams = z.object({ providerId: z.coerce.number().int().positive().max(INT4_MAX) });
const answer = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true), recorded: z.boolean() }),
});

/** A visitor or session id as the analytics store takes it; another value becomes `fallback`. */
const clientId = (value: string | undefined, fallback: string) =>
  value && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : fallback;

/**
 * Records one succeeded PaymentIntent of a provider, in ONE transaction: the event id is claimed
 * (a second delivery of the same event stops here), the order is written (a second event for the
 * same PaymentIntent stops here too) and the `purchase` analytics event is stored and rolled up
 * (`product_purchases` of the player's day and totals, the product's `purchases`), for the visitor
 * who bought when the checkout passed their ids. A PaymentIntent that names no player and product
 * of the provider's account (made outside our checkout) is claimed and left alone. Answers whether
 * a purchase was counted.
 */
export async function recordPaymentIntent(
  db: Db,
  provider: PaymentProviderRow,
  event: { id: string; type: string; created: number },
  intent: Stripe.PaymentIntent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(stripeWebhookEvents)
      .values({ providerId: provider.id, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: stripeWebhookEvents.eventId });
    if (claimed.length === 0) return false;
    const streamId = Number(intent.metadata?.[CHECKOUT_METADATA.stream]);
    const feedItemId = Number(intent.metadata?.[CHECKOUT_METADATA.feedItem]);
    if (!Number.isSafeInteger(streamId) || !Number.isSafeInteger(feedItemId)) return false;
    const item = await findAccountFeedItem(tx, provider.accountId, streamId, feedItemId);
    if (!item) return false;
    const written = await tx
      .insert(orders)
      .values({
        accountId: provider.accountId,
        providerId: provider.id,
        streamId: item.streamId,
        feedItemId: item.id,
        paymentIntentId: intent.id,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (written.length === 0) return false;
    const buyer = `stripe_${intent.id}`.slice(0, 64);
    await storeEvents(
      tx as unknown as Db,
      [
        {
          events: [
            {
              streamId: item.streamId,
              type: 'purchase',
              visitorId: clientId(intent.metadata?.[CHECKOUT_METADATA.visitor], buyer),
              sessionId: clientId(intent.metadata?.[CHECKOUT_METADATA.session], buyer),
              feedItemId: item.id,
              productId: item.productId,
              value: null,
              ts: new Date(event.created * 1000),
            },
          ],
          drops: noDrops(),
        },
      ],
      new Date().toISOString().slice(0, 10),
    );
    return true;
  });
}

/**
 * `POST /webhooks/stripe/{providerId}` (issue 14 §2): Stripe's calls for one connected provider.
 * The body is verified against `Stripe-Signature` with the provider's webhook signing secret
 * (registered on add, `payments/stripe.ts` `registerWebhook`) on the raw bytes, so this plugin reads
 * JSON as text. 404 for an unknown provider or one without a webhook; 400
 * {@link WEBHOOK_SIGNATURE_REFUSED} when the signature does not verify (nothing is written);
 * `payment_intent.succeeded` is recorded by {@link recordPaymentIntent}; every other verified event
 * is answered 200 and ignored. Idempotent on `event.id`. No session plays a part.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  // Signatures are over the exact bytes Stripe sent: keep the body as text in this plugin only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/webhooks/stripe/:providerId',
      { schema: { params: providerParams, response: { 200: answer }, ...PUBLIC } },
      async (request) => {
        const provider = await findPaymentProvider(db, request.params.providerId);
        const secret = provider ? providerWebhookSecret(config, provider) : null;
        if (!provider || !secret) throw notFound();
        const signature = request.headers['stripe-signature'];
        const payload = typeof request.body === 'string' ? request.body : '';
        const { webhooks } = await loadStripe();
        let event: Stripe.Event;
        try {
          event = webhooks.constructEvent(payload, String(signature ?? ''), secret);
        } catch {
          throw new HttpError(400, WEBHOOK_SIGNATURE_REFUSED);
        }
        if (event.type !== 'payment_intent.succeeded')
          return ok({ received: true as const, recorded: false });
        const recorded = await recordPaymentIntent(db, provider, event, event.data.object);
        return ok({ received: true as const, recorded });
      },
    );
};
