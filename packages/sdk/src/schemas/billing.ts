import { z } from 'zod';

/**
 * The spec's texts of the profile's billing pages (000 §8 Messages), answered by the server and
 * shown by the profile, plus the server's refusals for billing calls.
 */
export const BILLING_MESSAGES = {
  paymentMethodDeleted: 'Payment method deleted successfully.',
  defaultChanged: 'Changed default payment method successfully.',
  subscriptionCancelled: 'Subscription cancelled successfully.',
  /** The orders, subscription and payment-methods pages are for subscribers only (000 §2, §6). */
  impressionBased: 'Billing is not available for impression-based accounts.',
  /** The server has no Stripe account of its own (`STRIPE_SECRET_KEY` unset). */
  notConfigured: 'Card payments are not set up on this server.',
  /** A subscription that is not active (or already ends at period end) cannot be cancelled. */
  notCancellable: 'Only an active subscription can be cancelled.',
  /** Stripe could not be reached. */
  unreachable: 'Stripe could not be reached. Please try again.',
  /** A path or body id that is not Stripe's. */
  paymentMethodId: 'This is not a payment method id.',
  subscriptionId: 'This is not a subscription id.',
} as const;

/** A Stripe PaymentMethod id (`pm_…`) as a path or body value. */
export const paymentMethodIdSchema = z
  .string()
  .max(255)
  .regex(/^pm_[A-Za-z0-9_]+$/, BILLING_MESSAGES.paymentMethodId);

/** A Stripe Subscription id (`sub_…`) as a path value. */
export const subscriptionIdSchema = z
  .string()
  .max(255)
  .regex(/^sub_[A-Za-z0-9_]+$/, BILLING_MESSAGES.subscriptionId);

/**
 * A card on file (000 §3 Payment method: id, name, expires, is_default). `name` is the card as a
 * person reads it (`Visa •••• 4242`, or the cardholder's name first when Stripe has one),
 * `expires` is `MM/YYYY`.
 */
export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string(),
  expires: z.string(),
  is_default: z.boolean(),
  brand: z.string(),
  last4: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * A billing status as the profile shows it (000 §3 `status (label, type)`): `label` is the English
 * label (`Active`, `Paid`, …; the profile translates it), `type` the colour it is drawn in.
 */
export const billingStatusSchema = z.object({
  label: z.string(),
  type: z.enum(['success', 'warning', 'danger', 'neutral']),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** An amount in the currency's minor units (cents; HUF in fillér, as Stripe counts it). */
export const billingTotalSchema = z.object({ amount: z.number().int(), currency: z.string() });
export type BillingTotal = z.infer<typeof billingTotalSchema>;

/**
 * An order: one Stripe invoice of the account (000 §3 Order: id, date (unix seconds), status,
 * description, invoice). `number` is the invoice number shown in the Order column, `invoice` the
 * invoice PDF link Stripe gives (null while the invoice is a draft).
 */
export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  date: z.number().int(),
  status: billingStatusSchema,
  description: z.string(),
  invoice: z.string().nullable(),
  total: billingTotalSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The account's subscription (000 §3 Subscription: id, order_id, next_payment, status,
 * description) plus its `total` per period. `next_payment` is unix seconds, null when the
 * subscription ends instead of renewing.
 */
export const subscriptionSchema = z.object({
  id: subscriptionIdSchema,
  order_id: z.string().nullable(),
  next_payment: z.number().int().nullable(),
  status: billingStatusSchema,
  description: z.string(),
  total: billingTotalSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * Answer of `GET /payment/card-setup`: whether this server takes cards at all (its own Stripe account
 * is set up), so the Payment methods page can disable "Add card" with the reason instead of opening
 * an empty checkout. Costs nothing at Stripe, unlike `check-card`, which makes a SetupIntent.
 */
export const cardSetupSchema = z.object({ card_payments: z.boolean() });
export type CardSetup = z.infer<typeof cardSetupSchema>;

/**
 * Answer of `GET /payment/check-card` (000 §7): whether the account has a card on file (001 §4
 * allow extra viewers) and, for adding one, the product's publishable key and a SetupIntent's
 * client secret for the Payment Element (both null for masqueraded sessions).
 */
export const cardCheckSchema = z.object({
  has_card: z.boolean(),
  publishable_key: z.string().nullable(),
  client_secret: z.string().nullable(),
});
export type CardCheck = z.infer<typeof cardCheckSchema>;

/** Body of `POST /payment/add-card` (000 §7): the PaymentMethod the Payment Element confirmed. */
export const addCardSchema = z.object({ payment_method_id: paymentMethodIdSchema });
export type AddCard = z.infer<typeof addCardSchema>;

/** Body of `POST /user/payment-method` (000 §7 `{data, default}`). */
export const paymentMethodAddSchema = z.object({
  data: addCardSchema,
  default: z.boolean().default(false),
});
export type PaymentMethodAdd = z.input<typeof paymentMethodAddSchema>;

/** Answer of the billing changes: the spec's success text (000 §8) and the id concerned. */
export const billingDoneSchema = z.object({ id: z.string(), message: z.string() });
export type BillingDone = z.infer<typeof billingDoneSchema>;
