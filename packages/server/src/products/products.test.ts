import { type ApiClient, NotFoundError, ValidationError } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let other: ApiClient;

beforeAll(async () => {
  delete process.env.AI_FETCH_URL;
  server = await startTestServer();
  ({ client: demo, token: demoToken } = await server.login(DEMO_EMAIL));
  ({ client: other } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

describe('GET /products (000 §2 Products)', () => {
  it('lists the seeded account products, deleted ones left out', async () => {
    const list = await demo.products.list();
    expect(list.map((p) => p.name)).toContain('Merino Wool Scarf');
    expect(list.map((p) => p.name)).not.toContain('Retired Travel Mug');
    expect(list).toHaveLength(7);
    const scarf = list.find((p) => p.sku === 'SCARF-01')!;
    expect(scarf).toMatchObject({ price: 39.9, sales_price: 29.9, currency: 'eur', migrated: false });
  });
  it('is scoped to the account', async () => {
    expect(await other.products.list()).toEqual([]);
  });
});

describe('POST /product, PUT /product/{id}', () => {
  it('creates with comma prices and answers it first in the list', async () => {
    const p = await demo.products.create({
      name: ' Linen Shirt ',
      price: '59,90',
      sales_price: '49,5',
      currency: 'huf',
    });
    expect(p).toMatchObject({
      name: 'Linen Shirt',
      price: 59.9,
      sales_price: 49.5,
      currency: 'huf',
      sku: null,
    });
    expect((await demo.products.list())[0]!.id).toBe(p.id);
    const updated = await demo.products.update(p.id, {
      name: 'Linen Shirt XL',
      sku: 'LIN-XL',
      price: 60,
      currency: 'huf',
    });
    expect(updated).toMatchObject({ name: 'Linen Shirt XL', sku: 'LIN-XL', price: 60, sales_price: null });
  });
  it('refuses a missing name and a sales price not lower, with the spec texts', async () => {
    const res = await server.fetch('/product', {
      method: 'POST',
      token: demoToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', price: '10', sales_price: '12' }),
    });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.errors).toEqual({
      name: ['Name is required.'],
      sales_price: ['Sales prices should be lower than the normal price'],
    });
    await expect(demo.products.create({ name: 'x'.repeat(129) })).rejects.toBeInstanceOf(ValidationError);
  });
  it("answers 404 for another account's product", async () => {
    const [p] = await demo.products.list();
    await expect(other.products.update(p!.id, { name: 'Stolen' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.products.remove(p!.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.products.relations(p!.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('relations, delete and migrate', () => {
  it('lists the players carrying a product, and none for a new one', async () => {
    const fresh = await demo.products.create({ name: 'Unused', price: 1 });
    expect(await demo.products.relations(fresh.id)).toEqual([]);
    const stream = await demo.streams.create({ kind: 'ad', title: 'Carrier A' });
    await demo.feedItems.create(stream.id, { title: 'Unused', price: 1, product_id: fresh.id });
    expect(await demo.products.relations(fresh.id)).toEqual([{ id: stream.id, title: 'Carrier A' }]);
    await demo.streams.remove(stream.id);
    expect(await demo.products.relations(fresh.id)).toEqual([]);
  });
  it('the seeded products are on seeded players', async () => {
    const list = await demo.products.list();
    const related = await Promise.all(list.map((p) => demo.products.relations(p.id)));
    expect(related.some((r) => r.length > 0)).toBe(true);
  });
  it('deletes: gone from the list, 404 afterwards; the player keeps its copy', async () => {
    const p = await demo.products.create({ name: 'Short lived', price: 2 });
    const stream = await demo.streams.create({ kind: 'ad', title: 'Keeps copy' });
    await demo.feedItems.create(stream.id, { title: 'Short lived', price: 2, product_id: p.id });
    expect(await demo.products.remove(p.id)).toEqual({ id: p.id });
    expect((await demo.products.list()).map((x) => x.id)).not.toContain(p.id);
    await expect(demo.products.remove(p.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.feedItems.list(stream.id)).map((i) => i.title)).toEqual(['Short lived']);
  });
  it('migrate marks the product migrated', async () => {
    const p = await demo.products.create({ name: 'Old style', price: 3 });
    expect((await demo.products.migrate(p.id)).migrated).toBe(true);
    expect((await demo.products.list()).find((x) => x.id === p.id)?.migrated).toBe(true);
  });
  it('keeps the top-products report working after product changes', async () => {
    const top = await demo.reports.topProducts('last3months');
    expect(top.length).toBeGreaterThan(0);
  });
});

describe('fetch options', () => {
  it('offers no AI fetch without AI_FETCH_URL, and ai-fetch answers 404', async () => {
    expect(await demo.feedItems.fetchOptions()).toEqual({ ai: false });
    const res = await server.fetch('/stream/feed-item/ai-fetch?url=https://shop.example', {
      token: demoToken,
    });
    expect(res.status).toBe(404);
  });
  it('needs a session', async () => {
    expect((await server.fetch('/products')).status).toBe(401);
    expect((await server.fetch('/stream/feed-item/fetch?url=x')).status).toBe(401);
  });
});
