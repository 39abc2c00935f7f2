import Stripe from 'stripe';
import type { Config } from '../config';

/**
 * A Stripe client for one secret key (an account's own key; issue 14 §1). Calls go to Stripe, or
 * to `config.stripeApi` (a local stand-in in tests); no automatic retries, 20 s timeout.
 */
export function stripeFor(secretKey: string, config: Pick<Config, 'stripeApi'>): Stripe {
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
    await stripeFor(secretKey, config).balance.retrieve();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError
    ) {
      throw new StripeKeyRefused(error.message);
    }
    throw error;
  }
}
