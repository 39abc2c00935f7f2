import type Stripe from 'stripe';
import type { Config } from '../config';

let loading: Promise<typeof Stripe> | null = null;

/**
 * Stripe's library (its `Stripe` class: `errors`, `webhooks`), imported at its first use and shared
 * from then on, so a server without a Stripe key or provider does not carry it (about 21 MiB
 * resident; issue 18 target 3). Every Stripe path of the server (payments, billing, both webhooks)
 * takes it from here. A failed first load is retried on the next call.
 */
export function loadStripe(): Promise<typeof Stripe> {
  loading ??= import('stripe').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A Stripe client for one secret key (an account's own key; issue 14 §1). Calls go to Stripe, or
 * to `config.stripeApi` (a local stand-in in tests); no automatic retries, 20 s timeout.
 */
export async function stripeFor(secretKey: string, config: Pick<Config, 'stripeApi'>): Promise<Stripe> {
  const Stripe = await loadStripe();
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    ...(config.stripeApi ?? {}),
  });
}

/** Why Stripe refused a key, in Stripe's words (000 §8: card provider errors are shown as returned). */
export class StripeKeyRefused extends Error {}

/**
 * Checks a secret key with one authenticated call (`GET /v1/balance`). Resolves when Stripe accepts
 * it; raises {@link StripeKeyRefused} with Stripe's message when it refuses it (authentication or
 * permission), and lets network failures through.
 */
export async function verifySecretKey(secretKey: string, config: Pick<Config, 'stripeApi'>): Promise<void> {
  try {
    await (await stripeFor(secretKey, config)).balance.retrieve();
  } catch (error) {
    const Stripe = await loadStripe();
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    ) {
      throw new StripeKeyRefused(error.message);
    }
    throw error;
  }
}

/** The Stripe events a provider's webhook endpoint is registered for (issue 14 §2). */
export const WEBHOOK_EVENTS = ['payment_intent.succeeded'] as const;

/**
 * Registers the provider's webhook endpoint in the account's Stripe account (`POST
 * /v1/webhook_endpoints`, the events of {@link WEBHOOK_EVENTS}, `url` our public
 * `/webhooks/stripe/{providerId}`) and answers its id and signing secret (`whsec_…`, given by
 * Stripe only in this answer). Stripe's refusals (a key without the permission, a URL Stripe will
 * not call) raise {@link StripeKeyRefused} with Stripe's message; network failures pass through.
 */
export async function registerWebhook(
  secretKey: string,
  config: Pick<Config, 'stripeApi'>,
  url: string,
): Promise<{ id: string; secret: string }> {
  try {
    const endpoint = await (await stripeFor(secretKey, config)).webhookEndpoints.create({
      url,
      enabled_events: [...WEBHOOK_EVENTS],
      description: 'SMUC player checkout',
    });
    if (!endpoint.secret) throw new StripeKeyRefused('Stripe gave no webhook signing secret.');
    return { id: endpoint.id, secret: endpoint.secret };
  } catch (error) {
    const Stripe = await loadStripe();
    if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeConnectionError')
      throw new StripeKeyRefused(error.message);
    throw error;
  }
}

/** Removes a webhook endpoint the server registered (`DELETE /v1/webhook_endpoints/{id}`). */
export async function deleteWebhook(
  secretKey: string,
  config: Pick<Config, 'stripeApi'>,
  endpointId: string,
): Promise<void> {
  await (await stripeFor(secretKey, config)).webhookEndpoints.del(endpointId);
}
