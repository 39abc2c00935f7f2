import { type ApiClient, isValidationError, PAYMENT_MESSAGES } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASQUERADE_REFUSED } from '../auth/masquerade';
import { paymentProviders } from '../db/schema';
import { makeMasquerade } from '../realtime/test-helpers';
import { UNKNOWN_PAYMENT } from '../streams/references';
import {
  DEMO_EMAIL,
  OTHER_EMAIL,
  readJson,
  STAFF_EMAIL,
  startTestServer,
  type TestServer,
} from '../test/harness';
import { type StripeStandIn, startStripeStandIn } from './testing/stripe-stand-in';

// Issue 14 §1: the Payments page's calls against the real server, database and `stripe` client,
// with Stripe itself replaced by a local stand-in at the HTTP boundary.

const PK = 'pk_test_51StandInPublishable0000';
const SK = 'sk_test_51StandInSecretKey00001234';
const SK_LIVE = 'sk_live_51StandInSecretKey00009999';

let stripe: StripeStandIn;
let server: TestServer;
let demo: { token: string; userId: number; client: ApiClient };
let other: { token: string; userId: number; client: ApiClient };
let staffId: number;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  stripe.accepted.add(SK);
  server = await startTestServer({
    env: { STRIPE_API_HOST: stripe.host, STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' },
  });
  demo = await server.login(DEMO_EMAIL);
  other = await server.login(OTHER_EMAIL);
  staffId = (await server.login(STAFF_EMAIL)).userId;
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const add = (client: ApiClient, secret = SK, publishable = PK) =>
  client.payments.add({
    type: 'stripe',
    title: 'Webshop',
    data: { publishable_key: publishable, secret_key: secret },
  });

describe('POST /payment/add-payment (000 §7, issue 14 §1)', () => {
  it('checks the secret key with Stripe, stores it sealed and answers it masked; the list shows it', async () => {
    const before = stripe.requests.length;
    const provider = await add(demo.client);
    expect(provider).toMatchObject({
      type: 'stripe',
      title: 'Webshop',
      live: false,
      data: { publishable_key: PK, secret_key: 'sk_test_…1234' },
    });
    // Our real client checked the key, then registered the checkout's webhook (issue 14 §2), both
    // authenticated with the account's own key.
    const call = stripe.requests.slice(before);
    expect(call.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/balance',
      'POST /v1/webhook_endpoints',
    ]);
    expect(call[1]?.authorization).toBe(`Bearer ${SK}`);
    expect(call[0]?.authorization).toBe(`Bearer ${SK}`);
    expect(call[0]?.stripeVersion).toBeTruthy();
    const [row] = await server.db.select().from(paymentProviders);
    expect(row?.secretSealed).not.toContain(SK.slice(8));
    expect(row?.secretSealed.startsWith('v1.')).toBe(true);
    const list = await demo.client.payments.list();
    expect(list.map((p) => p.id)).toContain(provider.id);
    expect(JSON.stringify(list)).not.toContain(SK);
  });

  it("refuses a key Stripe does not know with Stripe's text, and stores nothing", async () => {
    const count = (await demo.client.payments.list()).length;
    const error = await add(demo.client, 'sk_test_51UnknownKey000000000005678').catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_test_\**5678$/);
    expect((await demo.client.payments.list()).length).toBe(count);
  });

  it('refuses a test publishable key with a live secret key before asking Stripe', async () => {
    const before = stripe.requests.length;
    const res = await server.fetch('/payment/add-payment', {
      method: 'POST',
      token: demo.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'stripe',
        title: 'Live',
        data: { publishable_key: PK, secret_key: SK_LIVE },
      }),
    });
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors?.['data.secret_key']).toEqual([PAYMENT_MESSAGES.modeMismatch]);
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 422 per field for missing values, never 500', async () => {
    const res = await server.fetch('/payment/add-payment', {
      method: 'POST',
      token: demo.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'stripe', title: '', data: { publishable_key: '', secret_key: '' } }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).errors ?? {}).sort()).toEqual([
      'data.publishable_key',
      'data.secret_key',
      'title',
    ]);
  });

  it('is refused to a plan without payment integration', async () => {
    const error = await add(other.client).catch((e: unknown) => e);
    expect((error as Error).message).toBe(PAYMENT_MESSAGES.notInPlan);
    expect(await other.client.payments.list()).toEqual([]);
  });

  it('is refused to a masqueraded session, as is removing', async () => {
    const masked = await makeMasquerade(server, demo.userId, staffId);
    for (const [method, path] of [
      ['POST', '/payment/add-payment'],
      ['DELETE', '/payment/1'],
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
  });
});

describe('DELETE /payment/{id}', () => {
  it("removes the account's provider; another account's id is a 404 and stays", async () => {
    const provider = await add(demo.client);
    const res = await server.fetch(`/payment/${provider.id}`, { method: 'DELETE', token: other.token });
    expect(res.status).toBe(404);
    await demo.client.payments.remove(provider.id);
    expect((await demo.client.payments.list()).map((p) => p.id)).not.toContain(provider.id);
  });
});

describe("a player's payment integration (001 §3 `payment`)", () => {
  it('takes a provider type the account has connected, and refuses one it has not', async () => {
    const other2 = await server.login(OTHER_EMAIL);
    const [own] = await other2.client.streams.list({ per_page: 1 }).then((p) => p.items);
    const refused = await other2.client.streams
      .update(own!.id, { payment: 'stripe' })
      .catch((e: unknown) => e);
    expect(isValidationError(refused)).toBe(true);
    expect((refused as { errors: Record<string, string[]> }).errors.payment).toEqual([UNKNOWN_PAYMENT]);
    await add(demo.client);
    const [mine] = await demo.client.streams.list({ per_page: 1 }).then((p) => p.items);
    const saved = await demo.client.streams.update(mine!.id, { payment: 'stripe' });
    expect(saved.payment).toBe('stripe');
  });
});
