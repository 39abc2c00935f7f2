import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../texts/rule-messages';
import { isoDateTime } from './common';

/** The card payment providers an account can connect (000 §2 Payments: "card payment provider"). */
export const PAYMENT_TYPES = ['stripe'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

// The English texts live in texts/rule-messages.ts, free of zod for the browser's catalogues.
export { PAYMENT_MESSAGES };

/**
 * Body of `POST /payment/add-payment` (000 §7 `{type, title, data}`): the provider's name and, for
 * Stripe, the account's own publishable and secret keys (000 §3 Payment).
 */
export const paymentAddSchema = z.object({
  type: paymentTypeSchema,
  title: z.string().trim().min(1, PAYMENT_MESSAGES.titleRequired).max(64),
  data: z.object({
    publishable_key: z.string().trim().min(1, PAYMENT_MESSAGES.publishableRequired).max(255),
    secret_key: z.string().trim().min(1, PAYMENT_MESSAGES.secretRequired).max(255),
  }),
});
export type PaymentAdd = z.input<typeof paymentAddSchema>;

/**
 * A connected payment provider as answered (000 §3 Payment: id, type, title, data). The secret key
 * never leaves the server: `data.secret_key` is its masked form (`sk_test_…1234`). `live` is false
 * for test keys.
 */
export const paymentProviderSchema = z.object({
  id: z.number().int(),
  type: paymentTypeSchema,
  title: z.string(),
  data: z.object({ publishable_key: z.string(), secret_key: z.string() }),
  live: z.boolean(),
  created_at: isoDateTime,
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Visitor, session and checkout ids the player makes: opaque strings (a UUID fits). */
const checkoutClientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'An id of 8 to 64 letters, digits, _ or -.');

/** The server's refusals of a viewer's checkout (issue 14 §2); Stripe's own refusals come in Stripe's words. */
export const CHECKOUT_MESSAGES = {
  /** The player takes no card payments: no `payment` chosen, no provider connected, or not in the plan. */
  noPayments: 'This player takes no card payments.',
  /** The product is not one of the player's payable, visible products, or has no price. */
  notPayable: 'This product cannot be bought here.',
  unreachable: 'Stripe could not be reached. Please try again.',
} as const;

/**
 * Body of the public `POST /stream/{apikey}/checkout` (issue 14 §2): the player's product (its feed
 * item id, as in the player document), an id the player makes once per opened checkout (a retry of
 * the same checkout gets the same PaymentIntent: it is the Idempotency-Key) and the viewer's
 * analytics ids, so the purchase the webhook records counts for the same visitor.
 */
export const checkoutInputSchema = z.object({
  product_id: z.number().int().positive().max(2_147_483_647),
  checkout_id: checkoutClientId,
  visitor_id: checkoutClientId.optional(),
  session_id: checkoutClientId.optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

/**
 * What a checkout answers: the PaymentIntent's client secret and the account's publishable key,
 * nothing else (the Payment Element is mounted with these two; the price is the card's own).
 */
export const checkoutSchema = z.object({
  client_secret: z.string(),
  publishable_key: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
