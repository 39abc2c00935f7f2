import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_STRIPE_KEYS, routeStripe } from './stripe';

// Issue 14 §2, §4: a viewer on another site buys a payable product inside <smuc-player>. The
// server's Stripe calls go to the Stripe stand-in (started by playwright.config.ts), js.stripe.com
// is intercepted with the Stripe.js stand-in (e2e/stripe-js-stand-in.js), and the stand-in sends
// the signed webhook back to the server, as Stripe does. Proves our wiring end to end, not Stripe's
// own form, 3-D Secure or redirects.

const API = '/smucrestapi/v2';
let server: Server | undefined;
let pageUrl = '';
let purchases: () => Promise<number>;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post(`${API}/auth/token`, {
    data: { email: 'demo@smuc.test', password: 'demo1234' },
  });
  const { token } = (await login.json()).data;
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: string, path: string, data?: unknown) => {
    const res = await api.fetch(`${API}${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  const providers = await call('GET', '/payment/get-connected-payments');
  if (providers.length === 0)
    await call('POST', '/payment/add-payment', {
      type: 'stripe',
      title: 'Scarf shop',
      data: { publishable_key: E2E_STRIPE_KEYS.publishableKey, secret_key: E2E_STRIPE_KEYS.secretKey },
    });
  const list = await call('GET', '/my-streams?per_page=50');
  let stream = list.items[0];
  for (const candidate of list.items) {
    const doc = await (await api.get(`${API}/player/${candidate.apikey}`)).json();
    if (['vod', 'embed'].includes(doc.data?.kind)) {
      stream = candidate;
      break;
    }
  }
  await call('PUT', `/stream/${stream.id}`, {
    payment: 'stripe',
    show_product_list: true,
    currency: 'eur',
    privacy_policy_url: 'https://shop.test/privacy',
  });
  await call('POST', `/stream/${stream.id}/feed-item`, {
    title: 'Checkout scarf',
    price: '24.90',
    sales_price: '19.99',
    payable: true,
    pinned: true,
  });
  const today = new Date().toISOString().slice(0, 10);
  purchases = async () => {
    const rows = await call('GET', `/report/my-streams?start=${today}&end=${today}`);
    return rows.find((r: { id: number }) => r.id === stream.id)?.product_purchases ?? 0;
  };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A shop</title>
    <script type="module" src="${baseURL}/embed/player.js"></script></head>
    <body><h1>Our scarves</h1>
    <smuc-player apikey="${stream.apikey}" style="display:block;max-width:960px"></smuc-player></body></html>`;
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('a viewer on another site buys in the player; the webhook arrives and the report counts one purchase', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = await purchases();
  await routeStripe(page);
  await page.goto(pageUrl);
  const card = page.locator('smuc-player-products li', { hasText: 'Checkout scarf' });
  await card.getByRole('button', { name: 'Buy' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay €19.99' }).click();
  await expect(checkout.getByText('Thank you! Your payment was successful.')).toBeVisible();
  await expect.poll(purchases, { timeout: 20_000 }).toBe(before + 1);
});
