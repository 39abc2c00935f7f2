import { randomUUID } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type BillingStatus,
  type Order,
  type PaymentMethod,
  type Subscription,
} from '@smuc/sdk';
import type Stripe from 'stripe';
import { updateAccount } from '../accounts/repository';
import type { Account } from '../auth/context';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { invalid, notFound } from '../http/errors';
import { loadStripe, stripeFor } from '../payments/stripe';

/**
 * The product's own Stripe account (issue 14 §3): a function answering its client, made at the
 * first call (Stripe's library loads then) and shared from then on; null when the server has none
 * (`STRIPE_SECRET_KEY` unset).
 */
export function billingStripe(
  config: Pick<Config, 'billingStripe' | 'stripeApi'>,
): (() => Promise<Stripe>) | null {
  const settings = config.billingStripe;
  if (!settings) return null;
  let client: Promise<Stripe> | null = null;
  return () => {
    client ??= stripeFor(settings.secretKey, config).catch((error: unknown) => {
      client = null;
      throw error;
    });
    return client;
  };
}

/**
 * The account's Stripe Customer id, made on first need (`POST /v1/customers` with the account's
 * e-mail, name and `metadata[account_id]`, under an idempotency key of the account) and kept on the
 * account row.
 */
export async function ensureCustomer(db: Db, stripe: Stripe, account: Account): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const name = `${account.firstname} ${account.lastname}`.trim();
  const customer = await stripe.customers.create(
    {
      email: account.email,
      ...(name ? { name } : {}),
      metadata: { account_id: String(account.id) },
    },
    { idempotencyKey: `smuc-customer-${account.id}-${account.createdAt.getTime()}` },
  );
  await updateAccount(db, account.id, { stripeCustomerId: customer.id });
  return customer.id;
}

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  cartes_bancaires: 'Cartes Bancaires',
};

/** A Stripe card PaymentMethod as the profile lists it (000 §3 Payment method). */
export function toPaymentMethod(pm: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod {
  const card = pm.card;
  const brand =
    BRANDS[card?.brand ?? ''] ?? (card?.brand ? card.brand[0]?.toUpperCase() + card.brand.slice(1) : 'Card');
  const last4 = card?.last4 ?? '';
  const holder = pm.billing_details?.name?.trim();
  return {
    id: pm.id,
    name: `${holder ? `${holder}, ` : ''}${brand} •••• ${last4}`,
    expires: card ? `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}` : '',
    is_default: pm.id === defaultId,
    brand,
    last4,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The customer's default card (`invoice_settings.default_payment_method`), or null. */
export async function defaultPaymentMethodOf(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await stripe.customers.retrieve(customerId);
  if ('deleted' in customer && customer.deleted) return null;
  return idOf((customer as Stripe.Customer).invoice_settings?.default_payment_method);
}

/** The customer's cards, the default first. */
export async function listCards(stripe: Stripe, customerId: string): Promise<PaymentMethod[]> {
  const [defaultId, list] = await Promise.all([
    defaultPaymentMethodOf(stripe, customerId),
    stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
  ]);
  const cards = list.data.map((pm) => toPaymentMethod(pm, defaultId));
  return cards.sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/**
 * A PaymentMethod of this customer, or 404 (another customer's card, or one Stripe does not know,
 * is answered as not found, like another account's ids).
 */
export async function ownCard(stripe: Stripe, customerId: string, id: string): Promise<Stripe.PaymentMethod> {
  const { errors } = await loadStripe();
  const pm = await stripe.paymentMethods.retrieve(id).catch((error: unknown) => {
    if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) throw notFound();
    throw error;
  });
  if (idOf(pm.customer) !== customerId) throw notFound();
  return pm;
}

/** Makes the card the customer's default for invoices (`POST /v1/customers/{id}`). */
export async function setDefaultCard(stripe: Stripe, customerId: string, id: string): Promise<void> {
  await stripe.customers.update(
    customerId,
    { invoice_settings: { default_payment_method: id } },
    { idempotencyKey: randomUUID() },
  );
}

/**
 * Keeps a card the Payment Element confirmed on the customer: a SetupIntent of this customer has
 * attached it already; a card with no customer is attached; another customer's card is a 404.
 * It becomes the default when asked or when the customer has none.
 */
export async function keepCard(
  stripe: Stripe,
  customerId: string,
  id: string,
  makeDefault: boolean,
): Promise<PaymentMethod> {
  const { errors } = await loadStripe();
  let pm = await stripe.paymentMethods.retrieve(id).catch((error: unknown) => {
    if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) throw notFound();
    throw error;
  });
  const owner = idOf(pm.customer);
  if (owner && owner !== customerId) throw notFound();
  if (!owner)
    pm = await stripe.paymentMethods.attach(id, { customer: customerId }, { idempotencyKey: randomUUID() });
  let defaultId = await defaultPaymentMethodOf(stripe, customerId);
  if (makeDefault || !defaultId) {
    await setDefaultCard(stripe, customerId, id);
    defaultId = id;
  }
  return toPaymentMethod(pm, defaultId);
}

const INVOICE_STATUS: Record<string, BillingStatus> = {
  draft: { label: 'Draft', type: 'neutral' },
  open: { label: 'Open', type: 'warning' },
  paid: { label: 'Paid', type: 'success' },
  uncollectible: { label: 'Uncollectible', type: 'danger' },
  void: { label: 'Void', type: 'neutral' },
};

/** A Stripe invoice as an order row (000 §3 Order). */
export function toOrder(invoice: Stripe.Invoice): Order {
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? invoice.id ?? '',
    date: invoice.created,
    status: INVOICE_STATUS[invoice.status ?? 'draft'] ?? { label: 'Draft', type: 'neutral' },
    description: invoice.description ?? invoice.lines?.data[0]?.description ?? '',
    invoice: invoice.invoice_pdf ?? null,
    total: { amount: invoice.total, currency: invoice.currency },
  };
}

/** The label of an active subscription: the only one Cancel is offered for (000 §5). */
export const ACTIVE_LABEL = 'Active';

/** A subscription's status label and colour (000 §3): active and ending at period end is not Active. */
export function subscriptionStatus(sub: Stripe.Subscription): BillingStatus {
  if ((sub.status === 'active' || sub.status === 'trialing') && (sub.cancel_at_period_end || sub.cancel_at))
    return { label: 'Cancelled at period end', type: 'warning' };
  switch (sub.status) {
    case 'active':
      return { label: ACTIVE_LABEL, type: 'success' };
    case 'trialing':
      return { label: 'Trial', type: 'success' };
    case 'past_due':
      return { label: 'Past due', type: 'danger' };
    case 'unpaid':
      return { label: 'Unpaid', type: 'danger' };
    case 'incomplete':
      return { label: 'Incomplete', type: 'warning' };
    case 'incomplete_expired':
      return { label: 'Expired', type: 'neutral' };
    case 'paused':
      return { label: 'Paused', type: 'neutral' };
    default:
      return { label: 'Cancelled', type: 'neutral' };
  }
}

/** A Stripe subscription as the profile's row (000 §3 Subscription), with `latest_invoice` expanded. */
export function toSubscription(sub: Stripe.Subscription): Subscription {
  const status = subscriptionStatus(sub);
  const items = sub.items?.data ?? [];
  const first = items[0];
  const renews = status.label === ACTIVE_LABEL || status.label === 'Trial' || status.label === 'Past due';
  const latest = sub.latest_invoice;
  return {
    id: sub.id,
    order_id:
      latest == null ? null : typeof latest === 'string' ? latest : (latest.number ?? latest.id ?? null),
    next_payment: renews ? (first?.current_period_end ?? null) : null,
    status,
    description: sub.description ?? first?.price?.nickname ?? '',
    total: {
      amount: items.reduce((sum, item) => sum + (item.price?.unit_amount ?? 0) * (item.quantity ?? 1), 0),
      currency: sub.currency,
    },
  };
}

/**
 * Runs a Stripe call for a route: Stripe's refusals of a card or a request are a 422 in Stripe's
 * words (000 §8 "Card provider errors are shown as returned"); no answer from Stripe is a 422 with
 * {@link BILLING_MESSAGES.unreachable}; our own HTTP errors pass through.
 */
export async function stripeCall<T>(
  run: () => Promise<T>,
  log: { warn: (o: object, m: string) => void },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const Stripe = await loadStripe();
    if (error instanceof Stripe.errors.StripeConnectionError) {
      log.warn({ reason: error.message }, 'stripe unreachable');
      throw invalid({ _: [BILLING_MESSAGES.unreachable] });
    }
    if (error instanceof Stripe.errors.StripeError) {
      log.warn({ type: error.type, code: error.code }, 'stripe refused a billing call');
      throw invalid({ _: [error.message] });
    }
    throw error;
  }
}

/**
 * Whether the account has a card on file at the product's Stripe account (001 §4 allow extra
 * viewers). False without a Stripe account of the server's, or before the account's first card.
 */
export async function hasCardOnFile(
  config: Config,
  account: Account,
  log: { warn: (o: object, m: string) => void },
): Promise<boolean> {
  const stripe = billingStripe(config);
  const customer = account.stripeCustomerId;
  if (!stripe || !customer) return false;
  const client = await stripe();
  const list = await stripeCall(
    () => client.customers.listPaymentMethods(customer, { type: 'card', limit: 1 }),
    log,
  );
  return list.data.length > 0;
}
