import { z } from 'zod';
import { isoDateTime } from './common';

/** The card payment providers an account can connect (000 §2 Payments: "card payment provider"). */
export const PAYMENT_TYPES = ['stripe'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** Texts of the add form (000 §5 "Payment provider add: name, publishable key and secret key required"). */
export const PAYMENT_MESSAGES = {
  titleRequired: 'Name is required.',
  publishableRequired: 'Publishable key is required.',
  secretRequired: 'Secret key is required.',
  publishableFormat: 'This is not a Stripe publishable key (it starts with pk_test_ or pk_live_).',
  secretFormat: 'This is not a Stripe secret key (it starts with sk_ or rk_, then test_ or live_).',
  modeMismatch: 'The publishable key and the secret key must both be test keys or both be live keys.',
  notInPlan: 'Payment integration is only available for Business and Enterprise users.',
} as const;

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
