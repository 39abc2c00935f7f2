import { type ApiClient, BILLING_MESSAGES, isValidationError } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASQUERADE_REFUSED } from '../auth/masquerade';
import { accounts } from '../db/schema';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripe-stand-in';
import { makeMasquerade } from '../realtime/test-helpers';
import {
  DEMO_EMAIL,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';

// Issue 14 §3: the profile's billing against the real server, database and `stripe` client, with
// the product's own Stripe account replaced by a local stand-in at the HTTP boundary.

const SK = 'sk_test_51PlatformBillingKey000007777';
const PK = 'pk_test_51PlatformBillingKey000007777';
const WHSEC = 'whsec_PlatformBillingStandIn0001';

let stripe: StripeStandIn;
let server: TestServer;
let demo: { token: string; userId: number; client: ApiClient };
let other: { token: string; userId: number; client: ApiClient };
let staff: { token: string; userId: number; client: ApiClient };

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.accepted.add(SK);
  stripe.accepted.add(PK);
  server = await startTestServer({
    env: {
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_SECRET_KEY: SK,
      STRIPE_PUBLISHABLE_KEY: PK,
      STRIPE_WEBHOOK_SECRET: WHSEC,
    },
  });
  demo = await server.login(DEMO_EMAIL);
  other = await server.login(OTHER_EMAIL);
  staff = await server.login(STAFF_EMAIL);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

/** What Stripe.js does in the browser on confirmSetup: the publishable key and the client secret. */
async function confirmInBrowser(clientSecret: string, card = 'pm_card_visa'): Promise<string> {
  const id = clientSecret.split('_secret_')[0];
  const res = await fetch(`http://${stripe.host}:${stripe.port}/v1/setup_intents/${id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PK}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: card }),
  });
  const intent = (await res.json()) as { payment_method: string; status: string };
  expect(intent.status).toBe('succeeded');
  return intent.payment_method;
}

const since = (n: number) => stripe.requests.slice(n);
const customerOf = async (id: number) =>
  (await server.db.select().from(accounts).where(eq(accounts.id, id)))[0]?.stripeCustomerId ?? null;

describe('cards on file (000 §2 Payment methods, §7; issue 14 §3)', () => {
  it('lists nothing and asks Stripe nothing before the account has a customer', async () => {
    const before = stripe.requests.length;
    expect(await demo.client.billing.paymentMethods()).toEqual([]);
    expect(await demo.client.billing.orders()).toEqual([]);
    expect(await demo.client.billing.subscriptions()).toEqual([]);
    expect(since(before)).toEqual([]);
  });

  it('card-setup says this server takes cards, asking Stripe nothing (issue 30 defect 11)', async () => {
    const before = stripe.requests.length;
    expect(await demo.client.billing.cardSetup()).toEqual({ card_payments: true });
    expect(since(before)).toEqual([]);
    expect((await server.fetch('/payment/card-setup')).status).toBe(401);
  });

  it('check-card makes the customer once and a SetupIntent each time; adding the confirmed card makes it the default', async () => {
    const before = stripe.requests.length;
    const check = await demo.client.billing.checkCard();
    expect(check).toMatchObject({ has_card: false, publishable_key: PK });
    expect(check.client_secret).toMatch(/^seti_\w+_secret_\w+$/);
    const calls = since(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/setup_intents',
    ]);
    const customerForm = new URLSearchParams(calls[0]?.body);
    expect(customerForm.get('email')).toBe(DEMO_EMAIL);
    expect(customerForm.get('metadata[account_id]')).toBe(String(demo.userId));
    expect(calls[0]?.idempotencyKey).toMatch(new RegExp(`^smuc-customer-${demo.userId}-\\d+$`));
    expect(calls[0]?.authorization).toBe(`Bearer ${SK}`);
    const customer = await customerOf(demo.userId);
    expect(customer).toMatch(/^cus_/);
    const intentForm = new URLSearchParams(calls[1]?.body);
    expect(intentForm.get('customer')).toBe(customer);
    expect(intentForm.get('usage')).toBe('off_session');
    expect(intentForm.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(calls[1]?.idempotencyKey).toBeTruthy();
    // The secret key never leaves the server.
    expect(JSON.stringify(check)).not.toContain(SK);

    const pm = await confirmInBrowser(check.client_secret ?? '');
    const card = await demo.client.billing.addCard({ payment_method_id: pm });
    expect(card).toMatchObject({ id: pm, name: 'Visa •••• 4242', is_default: true, last4: '4242' });
    expect(card.expires).toMatch(/^08\/\d{4}$/);
    expect(stripe.customers.get(customer ?? '')?.invoice_settings.default_payment_method).toBe(pm);

    const again = stripe.requests.length;
    expect((await demo.client.billing.checkCard()).has_card).toBe(true);
    expect(since(again).map((r) => r.path)).not.toContain('/v1/customers');
  });

  it('adds a second card, makes it the default, deletes cards with the spec texts', async () => {
    const check = await demo.client.billing.checkCard();
    const pm = await confirmInBrowser(check.client_secret ?? '', 'pm_card_mastercard');
    const second = await demo.client.billing.addPaymentMethod({
      data: { payment_method_id: pm },
      default: false,
    });
    expect(second).toMatchObject({ name: 'Mastercard •••• 4444', is_default: false });
    let cards = await demo.client.billing.paymentMethods();
    expect(cards.map((c) => [c.last4, c.is_default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);

    expect(await demo.client.billing.makeDefault(pm)).toEqual({
      id: pm,
      message: BILLING_MESSAGES.defaultChanged,
    });
    cards = await demo.client.billing.paymentMethods();
    expect(cards.map((c) => [c.last4, c.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);

    const first = cards[1]?.id ?? '';
    expect(await demo.client.billing.removePaymentMethod(first)).toEqual({
      id: first,
      message: BILLING_MESSAGES.paymentMethodDeleted,
    });
    expect((await demo.client.billing.paymentMethods()).map((c) => c.last4)).toEqual(['4444']);
  });

  it("answers 404 for another account's card or one Stripe does not know, 422 for a malformed id", async () => {
    const [mine] = await demo.client.billing.paymentMethods();
    // The other account gets a customer of its own, then reaches for demo's card.
    await other.client.billing.checkCard();
    for (const [method, path] of [
      ['DELETE', `/user/payment-method/${mine?.id}`],
      ['PUT', `/user/payment-method/${mine?.id}/default`],
      ['DELETE', '/user/payment-method/pm_NotKnownToStripe'],
    ] as const) {
      const res = await server.fetch(path, { method, token: other.token });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const taken = await server.fetch('/payment/add-card', {
      method: 'POST',
      token: other.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment_method_id: mine?.id }),
    });
    expect(taken.status).toBe(404);
    expect((await demo.client.billing.paymentMethods()).map((c) => c.id)).toEqual([mine?.id]);
    const bad = await server.fetch('/user/payment-method/1', { method: 'DELETE', token: demo.token });
    expect(bad.status).toBe(422);
  });

  it("shows Stripe's card refusal as Stripe words it (000 §8)", async () => {
    const check = await demo.client.billing.checkCard();
    const id = (check.client_secret ?? '').split('_secret_')[0];
    const res = await fetch(`http://${stripe.host}:${stripe.port}/v1/setup_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PK}` },
      body: new URLSearchParams({
        client_secret: check.client_secret ?? '',
        payment_method: 'pm_card_chargeDeclined',
      }),
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Your card was declined.',
    );
  });
});

describe('allow extra viewers needs a card on file (001 §4)', () => {
  it('saves the switch for an account with a card, keeps it off for one without', async () => {
    const [mine] = await demo.client.streams.list({ per_page: 1 }).then((p) => p.items);
    expect(
      (await demo.client.streams.update(mine!.id, { allow_extra_viewers: true })).allow_extra_viewers,
    ).toBe(true);
    const [theirs] = await other.client.streams.list({ per_page: 1 }).then((p) => p.items);
    expect(
      (await other.client.streams.update(theirs!.id, { allow_extra_viewers: true })).allow_extra_viewers,
    ).toBe(false);
  });
});

describe('orders and subscription (000 §2 Profile, §3 Order and Subscription)', () => {
  it('lists the invoices as orders with the PDF link, newest first', async () => {
    const customer = (await customerOf(demo.userId)) ?? '';
    const older = stripe.addInvoice(customer, { created: 1_790_000_000, status: 'open', invoice_pdf: null });
    const newer = stripe.addInvoice(customer, { created: 1_795_000_000, total: 17_500, currency: 'huf' });
    const orders = await demo.client.billing.orders();
    expect(orders.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(orders[0]).toEqual({
      id: newer.id,
      number: newer.number,
      date: 1_795_000_000,
      status: { label: 'Paid', type: 'success' },
      description: '1 × Business (at €49.00 / month)',
      invoice: newer.invoice_pdf,
      total: { amount: 17_500, currency: 'huf' },
    });
    expect(orders[1]?.status).toEqual({ label: 'Open', type: 'warning' });
    expect(orders[1]?.invoice).toBeNull();
    const call = stripe.requests.at(-1);
    expect(`${call?.method} ${call?.path}`).toBe('GET /v1/invoices');
    expect(new URLSearchParams(call?.query).get('customer')).toBe(customer);
  });

  it('cancels an Active subscription at the period end with the spec text; then Cancel is refused', async () => {
    const customer = (await customerOf(demo.userId)) ?? '';
    const sub = stripe.addSubscription(customer);
    const [row] = await demo.client.billing.subscriptions();
    expect(row).toMatchObject({
      id: sub.id,
      order_id: stripe.invoices.get(sub.latest_invoice)?.number,
      next_payment: sub.items.data[0].current_period_end,
      status: { label: 'Active', type: 'success' },
      description: 'Business monthly',
      total: { amount: 4900, currency: 'eur' },
    });
    // Another account's subscription is not found.
    expect(
      (await server.fetch(`/user/subscription/${sub.id}`, { method: 'DELETE', token: other.token })).status,
    ).toBe(404);

    const before = stripe.requests.length;
    expect(await demo.client.billing.cancelSubscription(sub.id)).toEqual({
      id: sub.id,
      message: BILLING_MESSAGES.subscriptionCancelled,
    });
    const update = since(before).find((r) => r.method === 'POST');
    expect(update?.path).toBe(`/v1/subscriptions/${sub.id}`);
    expect(update?.body).toBe('cancel_at_period_end=true');
    expect(update?.idempotencyKey).toBeTruthy();
    const [after] = await demo.client.billing.subscriptions();
    expect(after).toMatchObject({
      status: { label: 'Cancelled at period end', type: 'warning' },
      next_payment: null,
    });
    const again = await demo.client.billing.cancelSubscription(sub.id).catch((e: unknown) => e);
    expect(isValidationError(again)).toBe(true);
    expect((again as Error).message).toBe(BILLING_MESSAGES.notCancellable);
  });
});

describe('who may (000 §6)', () => {
  it('refuses every billing change to a masqueraded session; check-card tells the card but offers no checkout', async () => {
    const masked = await makeMasquerade(server, demo.userId, staff.userId);
    for (const [method, path] of [
      ['POST', '/user/payment-method'],
      ['DELETE', '/user/payment-method/pm_x'],
      ['PUT', '/user/payment-method/pm_x/default'],
      ['POST', '/payment/add-card'],
      ['DELETE', '/user/subscription/sub_x'],
    ] as const) {
      const res = await server.fetch(path, {
        method,
        token: masked,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({}) : null,
      });
      expect(res.status, path).toBe(403);
      expect((await readJson(res)).error).toBe(MASQUERADE_REFUSED);
    }
    const check = await readJson(await server.fetch('/payment/check-card', { token: masked }));
    expect(check.data).toEqual({ has_card: true, publishable_key: null, client_secret: null });
  });

  it('refuses the orders, subscription and payment-method pages to an impression-based account', async () => {
    await server.db.update(accounts).set({ impressionBased: true }).where(eq(accounts.id, other.userId));
    try {
      for (const path of ['/user/orders', '/user/subscriptions', '/user/payment-methods']) {
        const res = await server.fetch(path, { token: other.token });
        expect(res.status, path).toBe(403);
        expect((await readJson(res)).error).toBe(BILLING_MESSAGES.impressionBased);
      }
    } finally {
      await server.db.update(accounts).set({ impressionBased: false }).where(eq(accounts.id, other.userId));
    }
  });
});

describe('the plan follows the subscription (issue 14 §3)', () => {
  const planOf = async (id: number) =>
    (await server.db.select().from(accounts).where(eq(accounts.id, id)))[0]?.plan;
  const deliver = (payload: string, secret = WHSEC) =>
    server.fetch('/webhooks/stripe-billing', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });

  it('moves the account to Free when Stripe ends its subscription; a bad signature changes nothing', async () => {
    const customer = (await customerOf(demo.userId)) ?? '';
    const before = await planOf(demo.userId);
    expect(before).toBe('business');
    const sub = stripe.addSubscription(customer, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    });
    const payload = JSON.stringify({
      id: 'evt_billing_1',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.deleted',
      data: { object: sub },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    try {
      const forged = await deliver(payload, 'whsec_NotTheSecret');
      expect(forged.status).toBe(400);
      expect(await planOf(demo.userId)).toBe('business');
      const res = await deliver(payload);
      expect(res.status).toBe(200);
      expect((await readJson(res)).data).toEqual({ received: true, changed: true });
      expect(await planOf(demo.userId)).toBe('free');
      // Stripe retries: the same event again leaves the account on Free.
      expect((await deliver(payload)).status).toBe(200);
      expect(await planOf(demo.userId)).toBe('free');
    } finally {
      await server.db.update(accounts).set({ plan: before }).where(eq(accounts.id, demo.userId));
    }
  });
});
