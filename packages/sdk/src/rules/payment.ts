import { PAYMENT_MESSAGES, type PaymentAdd } from '../schemas/payment';

/** Whether a Stripe key is a test or a live key, from its prefix; null when it is not that kind of key. */
export function stripeKeyMode(key: string, kind: 'publishable' | 'secret'): 'test' | 'live' | null {
  const prefixes = kind === 'publishable' ? ['pk'] : ['sk', 'rk'];
  const match = /^([a-z]{2})_(test|live)_[A-Za-z0-9]{8,}$/.exec(key.trim());
  if (!match || !prefixes.includes(match[1] ?? '')) return null;
  return match[2] as 'test' | 'live';
}

/**
 * The add form's rules for a card payment provider (000 §5; issue 14 §1), shared by the Payments
 * page and the server: name and both keys required, each key of its kind, and both keys of one
 * mode (a test publishable key with a live secret key, or the reverse, is refused). Answers
 * messages by field (`title`, `data.publishable_key`, `data.secret_key`); empty when valid.
 */
export function validatePaymentAdd(input: PaymentAdd): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const publishable = input.data.publishable_key.trim();
  const secret = input.data.secret_key.trim();
  if (!input.title.trim()) add('title', PAYMENT_MESSAGES.titleRequired);
  if (!publishable) add('data.publishable_key', PAYMENT_MESSAGES.publishableRequired);
  if (!secret) add('data.secret_key', PAYMENT_MESSAGES.secretRequired);
  const publishableMode = publishable ? stripeKeyMode(publishable, 'publishable') : null;
  const secretMode = secret ? stripeKeyMode(secret, 'secret') : null;
  if (publishable && !publishableMode) add('data.publishable_key', PAYMENT_MESSAGES.publishableFormat);
  if (secret && !secretMode) add('data.secret_key', PAYMENT_MESSAGES.secretFormat);
  if (publishableMode && secretMode && publishableMode !== secretMode) {
    add('data.secret_key', PAYMENT_MESSAGES.modeMismatch);
  }
  return errors;
}

/** A secret key as it may be shown: its prefix and last four characters (`sk_test_…1234`). */
export function maskStripeKey(key: string): string {
  const prefix = /^[a-z]{2}_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}
