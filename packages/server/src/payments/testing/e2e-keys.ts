/**
 * Test keys of the product's own Stripe account in end-to-end runs (`STRIPE_SECRET_KEY`,
 * `STRIPE_PUBLISHABLE_KEY`): made-up test-mode keys that only the local Stripe stand-in knows.
 */
export const E2E_STRIPE_KEYS = {
  secretKey: 'sk_test_51E2EPlatformBilling00008888',
  publishableKey: 'pk_test_51E2EPlatformBilling00008888',
} as const;
