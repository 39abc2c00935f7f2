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

/**
 * Stripe's zero-decimal currencies: the API amount is in major units (stripe.com/docs/currencies).
 * None of them is a player currency today; kept so a new currency cannot be charged 100× over.
 */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
/**
 * Stripe's special cases: two-decimal in the API (100 = one unit) but charged in whole units only
 * (HUF and TWD pay out in whole units, and Stripe asks for amounts divisible by 100; ISK refuses
 * anything else with `invalid_charge_amount_no_decimal_compatible`).
 */
const WHOLE_UNITS_IN_HUNDREDTHS = new Set(['huf', 'isk', 'twd']);

/**
 * A price in major units → the integer `amount` Stripe's API expects for `currency` (lower-case
 * ISO 4217): × 100 for two-decimal currencies (`19.99 eur` → 1999), as is for zero-decimal ones,
 * and for HUF (and ISK, TWD) rounded to a whole unit first, then × 100 (`1990 huf` → 199000,
 * `1990.4 huf` → 199000). `NaN` for an amount that is not a finite number ≥ 0.
 */
export function stripeMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount) || amount < 0) return Number.NaN;
  const c = currency.toLowerCase();
  if (ZERO_DECIMAL.has(c)) return Math.round(amount);
  if (WHOLE_UNITS_IN_HUNDREDTHS.has(c)) return Math.round(amount) * 100;
  // 1.005 × 100 is 100.49999… in binary; six decimals are kept before rounding, so it gives 101.
  return Math.round(Number((amount * 100).toFixed(6)));
}

/**
 * What a viewer pays for a product: the price the card shows (000 §5 Price display, `displayPrice`),
 * that is the sales price when it is a number above 0, else the price; `null` when neither is.
 * Major units.
 */
export function chargedPrice(price: number | null, salesPrice: number | null): number | null {
  const positive = (v: number | null) => (v !== null && Number.isFinite(v) && v > 0 ? v : null);
  return positive(salesPrice) ?? positive(price);
}
