import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { downgradeStripeCustomer } from '../accounts/repository';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { PUBLIC } from '../http/openapi';
import { loadStripe } from '../payments/stripe';
import { WEBHOOK_SIGNATURE_REFUSED } from '../payments/webhook';

/**
 * `POST /webhooks/stripe-billing` (issue 14 §3 "the plan follows"): the product's own Stripe
 * account calls it; the body is verified against `Stripe-Signature` with `STRIPE_WEBHOOK_SECRET`
 * on the raw bytes (404 while no secret is set; 400 {@link WEBHOOK_SIGNATURE_REFUSED} when the
 * signature does not verify, nothing written). `customer.subscription.deleted` — a subscription
 * cancelled at the period's end has ended — moves the customer's account to the Free plan; every
 * other verified event is answered 200 and ignored. Repeating an event changes nothing more.
 */
const answer = z.object({
  success: z.literal(true),
  data: z.object({ received: z.literal(true), changed: z.boolean() }),
});

export const billingWebhookRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (
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
      '/webhooks/stripe-billing',
      { schema: { response: { 200: answer }, ...PUBLIC } },
      async (request) => {
        const secret = config.billingStripe?.webhookSecret;
        if (!secret) throw notFound();
        const payload = typeof request.body === 'string' ? request.body : '';
        const { webhooks } = await loadStripe();
        let event: Stripe.Event;
        try {
          event = webhooks.constructEvent(payload, String(request.headers['stripe-signature'] ?? ''), secret);
        } catch {
          throw new HttpError(400, WEBHOOK_SIGNATURE_REFUSED);
        }
        if (event.type !== 'customer.subscription.deleted')
          return ok({ received: true as const, changed: false });
        const sub = event.data.object;
        const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
        const changed = await downgradeStripeCustomer(db, customer);
        return ok({ received: true as const, changed });
      },
    );
};
