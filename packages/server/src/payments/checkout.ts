import {
  CHECKOUT_MESSAGES,
  CURRENCY_MINIMUMS,
  chargedPrice,
  checkoutInputSchema,
  checkoutSchema,
  productIssueText,
  stripeMinorUnits,
} from '@smuc/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitationsOf } from '../accounts/plans';
import { findAccount } from '../accounts/repository';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { paymentProviders } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { HttpError, invalid, notFound } from '../http/errors';
import { PUBLIC } from '../http/openapi';
import { findFeedItem } from '../products/feed-items';
import { findStreamByApikey } from '../streams/reads';
import { settingsOf } from '../streams/serialize';
import { providerSecretKey } from './store';
import { loadStripe, stripeFor } from './stripe';
import { CHECKOUT_METADATA } from './webhook';

const apikeyParams = z.object({ apikey: z.string().min(1).max(64) });

/** A stored `numeric` price → a number in major units, null when unset. */
const money = (value: string | null) => (value === null ? null : Number(value));

/** Checkouts per network address per minute: `CHECKOUT_RATE_PER_MINUTE`, default 20. */
function checkoutsPerMinute(): number {
  const n = Number(process.env.CHECKOUT_RATE_PER_MINUTE);
  return Number.isFinite(n) && n > 0 ? n : 20;
}

/**
 * The public `POST /stream/{apikey}/checkout {product_id, checkout_id, visitor_id?, session_id?}`
 * (issue 14 §2): a viewer's Buy in `<smuc-player>`. The player must take card payments (`payment`
 * is `stripe`, the plan has payment integration and the account has a provider: its oldest one is
 * used), the product must be one of its visible payable products with a price. The server charges
 * the price the card shows (sales price when set, `chargedPrice`) in the player's currency,
 * re-checks the 000 §9 minimum (422 with the product rule's text), and creates a PaymentIntent
 * with the account's own secret key: the amount in Stripe's minor units (`stripeMinorUnits`: HUF
 * as whole forints × 100), automatic payment methods, the player, product and visitor in its
 * metadata (the webhook reads them back) and `Idempotency-Key` `smuc-checkout-{stream}-{checkout_id}`,
 * so a retried checkout gets the same PaymentIntent. Answers only the client secret and the
 * publishable key. 404 for an unknown player or product; Stripe's refusals are a 422 in Stripe's
 * words, an unreachable Stripe a 422 too (as `POST /payment/add-payment` answers it). No session
 * plays a part; pages on any site call it.
 */
export function checkoutRoutes(app: FastifyInstance, db: Db, config: Config) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/stream/:apikey/checkout',
    {
      schema: {
        params: apikeyParams,
        body: checkoutInputSchema,
        ...PUBLIC,
        response: okAnswer(checkoutSchema),
      },
      config: {
        crossSite: 'open',
        rateLimit: {
          max: checkoutsPerMinute(),
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `checkout:${request.ip}`,
          errorResponseBuilder: () =>
            new HttpError(429, 'Too many checkouts from this address. Please try again later.'),
        },
      },
    },
    async (request) => {
      const input = request.body;
      const stream = await findStreamByApikey(db, request.params.apikey);
      if (!stream) throw notFound('This player does not exist.');
      const settings = settingsOf(stream);
      const account = await findAccount(db, stream.accountId);
      const [provider] = await db
        .select()
        .from(paymentProviders)
        .where(and(eq(paymentProviders.accountId, stream.accountId), eq(paymentProviders.type, 'stripe')))
        .orderBy(asc(paymentProviders.createdAt), asc(paymentProviders.id))
        .limit(1);
      if (
        settings.payment !== 'stripe' ||
        !account ||
        !provider ||
        !(await limitationsOf(db, account)).paymentIntegration
      )
        throw invalid({ _: [CHECKOUT_MESSAGES.noPayments] });
      const item = await findFeedItem(db, stream.id, input.product_id);
      const price = item ? chargedPrice(money(item.price), money(item.salesPrice)) : null;
      if (!item?.payable || !item.showInFeed || price === null) throw notFound(CHECKOUT_MESSAGES.notPayable);
      const currency = (settings.currency || 'eur').toLowerCase();
      const min = CURRENCY_MINIMUMS[currency as keyof typeof CURRENCY_MINIMUMS];
      if (min !== undefined && price < min) {
        const code =
          item.salesPrice !== null && money(item.salesPrice) === price ? 'minimumSalesPrice' : 'minimumPrice';
        throw invalid({
          product_id: [
            productIssueText({ field: 'price', code, params: { currency: currency.toUpperCase(), min } }),
          ],
        });
      }
      const metadata: Record<string, string> = {
        [CHECKOUT_METADATA.stream]: String(stream.id),
        [CHECKOUT_METADATA.feedItem]: String(item.id),
      };
      if (input.visitor_id) metadata[CHECKOUT_METADATA.visitor] = input.visitor_id;
      if (input.session_id) metadata[CHECKOUT_METADATA.session] = input.session_id;
      const Stripe = await loadStripe();
      try {
        const client = await stripeFor(providerSecretKey(config, provider), config);
        const intent = await client.paymentIntents.create(
          {
            amount: stripeMinorUnits(price, currency),
            currency,
            automatic_payment_methods: { enabled: true },
            description: item.title.slice(0, 500),
            metadata,
          },
          { idempotencyKey: `smuc-checkout-${stream.id}-${input.checkout_id}` },
        );
        if (!intent.client_secret) throw new Stripe.errors.StripeAPIError({ message: 'No client secret.' });
        return ok({ client_secret: intent.client_secret, publishable_key: provider.publishableKey });
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeConnectionError ||
          !(error instanceof Stripe.errors.StripeError)
        ) {
          request.log.warn({ reason: (error as Error).message }, 'stripe checkout failed');
          throw invalid({ _: [CHECKOUT_MESSAGES.unreachable] });
        }
        throw invalid({ _: [error.message] });
      }
    },
  );
}
