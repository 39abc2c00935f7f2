import { type ApiClient, CHECKOUT_MESSAGES } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, orders, paymentProviders } from '../db/schema';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { type StripeStandIn, startStripeStandIn } from './testing/stripe-stand-in';
import { WEBHOOK_SIGNATURE_REFUSED } from './webhook';

// Issue 14 §2 and §4: a viewer's checkout in the player and the provider's Stripe webhook, against
// the real server, database and `stripe` client, with Stripe replaced at the HTTP boundary by the
// local stand-in. What this cannot prove: that Stripe itself accepts these requests, and the Payment
// Element's own screens (3-D Secure, wallets); only a real Stripe test account shows those.

const PK = 'pk_test_51CheckoutPublishable00000';
const SK = 'sk_test_51CheckoutSecretKey000004321';

let stripe: StripeStandIn;
let server: TestServer;
let demo: { token: string; client: ApiClient };
let providerId: number;
let player: { id: number; apikey: string };
/** Every answer body and log line of this file's server, for the secrets check. */
const seen: string[] = [];

const today = () => new Date().toISOString().slice(0, 10);
const id = () => crypto.randomUUID();

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.accepted.add(SK);
  // Every log call of a request, at every level, written down as one JSON line.
  const logs: FastifyBaseLogger = {
    level: 'trace',
    child: () => logs,
    silent: () => undefined,
    ...Object.fromEntries(
      (['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const).map((level) => [
        level,
        (...args: unknown[]) => {
          seen.push(JSON.stringify({ level, args }));
        },
      ]),
    ),
  } as unknown as FastifyBaseLogger;
  server = await startTestServer({
    env: { STRIPE_API_HOST: stripe.host, STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' },
    beforeListen: (app) => {
      app.addHook('onRequest', async (request) => {
        request.log = logs;
        request.log.info({ url: request.url, headers: request.headers }, 'incoming request');
      });
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (typeof payload === 'string') seen.push(payload);
        return payload;
      });
    },
  });
  demo = await server.login(DEMO_EMAIL);
  const provider = await demo.client.payments.add({
    type: 'stripe',
    title: 'Shop',
    data: { publishable_key: PK, secret_key: SK },
  });
  providerId = provider.id;
  const [mine] = await demo.client.streams.list({ per_page: 1 }).then((p) => p.items);
  const saved = await demo.client.streams.update(mine!.id, {
    payment: 'stripe',
    currency: 'eur',
    privacy_policy_url: 'https://shop.test/privacy',
  });
  player = { id: saved.id, apikey: saved.apikey };
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const checkout = (body: Record<string, unknown>, apikey = player.apikey) =>
  server.fetch(`/stream/${apikey}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://viewer.test' },
    body: JSON.stringify(body),
  });

const product = (over: Record<string, unknown> = {}) =>
  demo.client.feedItems.create(player.id, {
    title: 'Silk scarf',
    price: '19.99',
    payable: true,
    ...over,
  });

/** The PaymentIntent the stand-in made for the last checkout. */
const lastIntent = () =>
  [...stripe.paymentIntents.values()].at(-1) as Record<string, unknown> & { id: string };

/** The provider's webhook secret as Stripe gave it (the stand-in keeps what it answered). */
const webhookSecret = () => {
  const [endpoint] = [...stripe.webhookEndpoints.values()].filter((e) =>
    String(e.url).endsWith(`/webhooks/stripe/${providerId}`),
  );
  return String(endpoint?.secret);
};

const succeeded = (intent: Record<string, unknown>, eventId = `evt_${id().replaceAll('-', '')}`) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: { ...intent, status: 'succeeded', amount_received: intent.amount } },
  });

const deliver = (payload: string, secret = webhookSecret(), to = providerId) =>
  server.fetch(`/webhooks/stripe/${to}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });

async function purchases(itemId: number) {
  const res = await server.fetch(`/report/my-streams?start=${today()}&end=${today()}`, { token: demo.token });
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON under test
  const row = ((await readJson(res)).data as any[]).find((r) => r.id === player.id);
  const feed = await server.fetch(
    `/stream/${player.id}/feed-analytics?date_from=${today()}&date_to=${today()}`,
    { token: demo.token },
  );
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON under test
  const item = ((await readJson(feed)).data as any[]).find((r) => r.item === itemId);
  return { report: row?.product_purchases ?? 0, product: item?.purchases ?? 0 };
}

describe('adding a provider registers its webhook (issue 14 §2)', () => {
  it('creates the webhook endpoint at Stripe for our address and keeps its secret sealed', async () => {
    const endpoint = [...stripe.webhookEndpoints.values()].find((e) =>
      String(e.url).endsWith(`/smucrestapi/v2/webhooks/stripe/${providerId}`),
    );
    expect(endpoint?.enabled_events).toEqual(['payment_intent.succeeded']);
    const [row] = await server.db.select().from(paymentProviders).where(eq(paymentProviders.id, providerId));
    expect(row?.webhookEndpointId).toBe(endpoint?.id);
    expect(row?.webhookSecretSealed).not.toContain(String(endpoint?.secret).slice(6));
  });
});

describe('POST /stream/{apikey}/checkout (issue 14 §2)', () => {
  it('creates a PaymentIntent with the account key for the sales price in cents; answers only the secret and key', async () => {
    const item = await product({ price: '24.90', sales_price: '19.99' });
    const before = stripe.requests.length;
    const checkoutId = id();
    const res = await checkout({ product_id: item.id, checkout_id: checkoutId, visitor_id: 'visitor-0001' });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    const intent = lastIntent();
    expect(body.data).toEqual({ client_secret: intent.client_secret, publishable_key: PK });
    const [call] = stripe.requests.slice(before);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/payment_intents');
    expect(call?.authorization).toBe(`Bearer ${SK}`);
    expect(call?.idempotencyKey).toBe(`smuc-checkout-${player.id}-${checkoutId}`);
    const form = new URLSearchParams(call?.body);
    expect(form.get('amount')).toBe('1999');
    expect(form.get('currency')).toBe('eur');
    expect(form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(form.get('metadata[smuc_stream_id]')).toBe(String(player.id));
    expect(form.get('metadata[smuc_product_id]')).toBe(String(item.id));
    expect(form.get('metadata[smuc_visitor_id]')).toBe('visitor-0001');
  });

  it('charges HUF in whole forints times 100 (Stripe treats HUF as two-decimal in its API)', async () => {
    await demo.client.streams.update(player.id, { currency: 'huf' });
    try {
      const item = await product({ price: '4990', sales_price: null });
      const res = await checkout({ product_id: item.id, checkout_id: id() });
      expect(res.status).toBe(200);
      const form = new URLSearchParams(stripe.requests.at(-1)?.body);
      expect(form.get('currency')).toBe('huf');
      expect(form.get('amount')).toBe('499000');
    } finally {
      await demo.client.streams.update(player.id, { currency: 'eur' });
    }
  });

  it('re-checks the 000 §9 minimum on the server and asks Stripe nothing below it', async () => {
    const item = await product({ price: '5.00' });
    // A price stored before the rule held (or changed in the database): the server still refuses it.
    await server.db.update(feedItems).set({ price: '0.40' }).where(eq(feedItems.id, item.id));
    const before = stripe.requests.length;
    const res = await checkout({ product_id: item.id, checkout_id: id() });
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors?.product_id).toEqual(['The minimum price in "EUR" is 0.5 EUR']);
    expect(stripe.requests.length).toBe(before);
  });

  it('refuses products that are not payable, hidden, or of another player; unknown players are 404', async () => {
    const plain = await product({ payable: false });
    const hidden = await product({ show_in_feed: false });
    for (const productId of [plain.id, hidden.id, 2_000_000]) {
      const res = await checkout({ product_id: productId, checkout_id: id() });
      expect(res.status, String(productId)).toBe(404);
      expect((await readJson(res)).error).toBe(CHECKOUT_MESSAGES.notPayable);
    }
    expect((await checkout({ product_id: plain.id, checkout_id: id() }, 'no-such-player')).status).toBe(404);
    const bad = await checkout({ product_id: 3_000_000_000, checkout_id: 'x' });
    expect(bad.status).toBe(422);
  });

  it('refuses a player whose payment integration is off', async () => {
    const item = await product();
    await demo.client.streams.update(player.id, { payment: null });
    try {
      const res = await checkout({ product_id: item.id, checkout_id: id() });
      expect(res.status).toBe(422);
      expect((await readJson(res)).error).toBe(CHECKOUT_MESSAGES.noPayments);
    } finally {
      await demo.client.streams.update(player.id, { payment: 'stripe' });
    }
  });

  it('announces the checkout address in the player document only when the player takes card payments', async () => {
    const doc = await readJson(await server.fetch(`/player/${player.apikey}`));
    // biome-ignore lint/suspicious/noExplicitAny: raw JSON under test
    expect((doc.data as any).endpoints.checkout).toBe(
      `${server.config.publicUrl}/smucrestapi/v2/stream/${player.apikey}/checkout`,
    );
  });
});

describe('POST /webhooks/stripe/{providerId} (issue 14 §2, §4)', () => {
  it('a signed payment_intent.succeeded raises product_purchases by exactly one, once per event', async () => {
    const item = await product();
    expect(
      (await checkout({ product_id: item.id, checkout_id: id(), visitor_id: 'visitor-0002' })).status,
    ).toBe(200);
    const intent = lastIntent();
    const before = await purchases(item.id);
    const payload = succeeded(intent);
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect((await readJson(res)).data).toEqual({ received: true, recorded: true });
    const after = await purchases(item.id);
    expect(after.report - before.report).toBe(1);
    expect(after.product - before.product).toBe(1);
    const [order] = await server.db.select().from(orders).where(eq(orders.paymentIntentId, intent.id));
    expect(order).toMatchObject({ streamId: player.id, feedItemId: item.id, amount: 1999, currency: 'eur' });
    // Stripe delivers the same event again: answered, nothing counted twice.
    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect((await readJson(again)).data).toEqual({ received: true, recorded: false });
    // A second event for the same PaymentIntent does not count either.
    expect((await readJson(await deliver(succeeded(intent)))).data).toEqual({
      received: true,
      recorded: false,
    });
    expect(await purchases(item.id)).toEqual(after);
  });

  it('a bad signature changes nothing (400), nor does an unknown provider (404)', async () => {
    const item = await product();
    await checkout({ product_id: item.id, checkout_id: id() });
    const intent = lastIntent();
    const before = await purchases(item.id);
    const forged = await deliver(succeeded(intent), 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect((await readJson(forged)).error).toBe(WEBHOOK_SIGNATURE_REFUSED);
    const unsigned = await server.fetch(`/webhooks/stripe/${providerId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: succeeded(intent),
    });
    expect(unsigned.status).toBe(400);
    expect((await deliver(succeeded(intent), webhookSecret(), 2_000_000)).status).toBe(404);
    expect((await server.fetch('/webhooks/stripe/99999999999', { method: 'POST' })).status).toBe(422);
    expect(await purchases(item.id)).toEqual(before);
    expect(await server.db.select().from(orders).where(eq(orders.paymentIntentId, intent.id))).toEqual([]);
  });

  it('removing the provider deletes its webhook endpoint at Stripe', async () => {
    const extra = await demo.client.payments.add({
      type: 'stripe',
      title: 'Second shop',
      data: { publishable_key: PK, secret_key: SK },
    });
    const [row] = await server.db.select().from(paymentProviders).where(eq(paymentProviders.id, extra.id));
    expect(stripe.webhookEndpoints.has(row!.webhookEndpointId!)).toBe(true);
    await demo.client.payments.remove(extra.id);
    expect(stripe.webhookEndpoints.has(row!.webhookEndpointId!)).toBe(false);
  });
});

describe('secrets (issue 14 §4)', () => {
  it('no answer body or log line of this run holds the secret key or a webhook secret', () => {
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.some((line) => line.includes('incoming request'))).toBe(true);
    const secrets = [SK, ...[...stripe.webhookEndpoints.values()].map((e) => String(e.secret))];
    for (const secret of secrets) expect(seen.filter((line) => line.includes(secret))).toEqual([]);
  });
});

describe('Stripe unreachable (issue 14 §2)', () => {
  it('answers 422 with the retry text, never a 5xx', async () => {
    const item = await product();
    await stripe.close();
    const res = await checkout({ product_id: item.id, checkout_id: id() });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toBe(CHECKOUT_MESSAGES.unreachable);
  });
});
