import type { ApiClient } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

// POST /stream/{id}/orders (issue 16 §4 purchase attribution): a shop plugin reports an order with
// a site token; the lines that match the player's products count as purchases in the reports.
let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
  otherToken = (await server.login(OTHER_EMAIL)).token;
});
afterAll(() => server?.close());

const siteToken = async (scopes: string[]) => {
  const response = await server.fetch('/site-tokens', {
    method: 'POST',
    token: demoToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Shop', scopes }),
  });
  return ((await readJson(response)).data as { token: string }).token;
};
const report = (id: number | string, body: unknown, token: string) =>
  server.fetch(`/stream/${id}/orders`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /stream/{id}/orders', () => {
  it('counts matched lines once per order, by feed item id, sku or link', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'Shop orders' });
    const [scarf, hat] = await demo.feedItems.bulk(id, [
      { title: 'Scarf', sku: 'SC-1', link: 'https://shop.example/product/scarf/', price: '20' },
      { title: 'Hat', link: 'https://shop.example/product/hat/', price: '10' },
    ]);
    const token = await siteToken(['players:read', 'players:manage']);
    const order = {
      order_id: '1042',
      currency: 'EUR',
      visitor_id: 'visitor-shop-01',
      items: [
        { sku: 'sc-1', quantity: 2, total: 40 },
        { link: 'http://www.shop.example/product/hat?utm_source=video', quantity: 1, total: 10 },
        { link: 'https://shop.example/product/hat?variant=red', quantity: 1, total: 10 },
        { feed_item_id: scarf!.id, quantity: 1, total: 20 },
        { sku: 'NOT-OURS', quantity: 1, total: 5 },
      ],
    };
    const first = await report(id, order, token);
    expect(first.status).toBe(200);
    expect((await readJson(first)).data).toEqual({ purchases: 3, unmatched: 2, duplicate: false });
    expect((await demo.streams.get(id)).product_purchases).toBe(3);
    const again = await readJson(await report(id, order, token));
    expect(again.data).toEqual({ purchases: 0, unmatched: 2, duplicate: true });
    expect((await demo.streams.get(id)).product_purchases).toBe(3);
    expect(hat).toBeDefined();
    const viaClient = await demo.feedItems.reportOrder(id, { ...order, order_id: '1043' });
    expect(viaClient).toEqual({ purchases: 3, unmatched: 2, duplicate: false });
  });

  it('wants players:manage, the own account and a valid body (4xx, nothing counted)', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'Shop orders 2' });
    await demo.feedItems.bulk(id, [{ title: 'Scarf', sku: 'SC-1', price: '5' }]);
    const order = { order_id: 'A-1', currency: 'EUR', items: [{ sku: 'SC-1', quantity: 1, total: 1 }] };
    const reader = await siteToken(['players:read', 'reports:read']);
    expect((await report(id, order, reader)).status).toBe(403);
    expect((await report(id, order, otherToken)).status).toBe(404);
    expect((await report('2147483648', order, demoToken)).status).toBe(404);
    for (const bad of [
      { ...order, items: [] },
      { ...order, currency: 'euro' },
      { ...order, order_id: '' },
      { ...order, visitor_id: 'x' },
      { ...order, items: [{ sku: 'SC-1', quantity: 0, total: 1 }] },
    ]) {
      const response = await report(id, bad, demoToken);
      expect(response.status).toBe(422);
      expect(await readJson(response)).toMatchObject({ success: false });
    }
    expect((await demo.streams.get(id)).product_purchases).toBe(0);
  });
});
