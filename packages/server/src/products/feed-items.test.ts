import { type ApiClient, NotFoundError, ValidationError } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentProvider } from '../payments/store';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let demo: ApiClient;
let demoToken: string;
let demoId: number;
let other: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo, token: demoToken, userId: demoId } = await server.login(DEMO_EMAIL));
  ({ client: other } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

const newPlayer = async (kind: 'ad' | 'live' = 'ad') =>
  (await demo.streams.create({ kind, title: 'Feed test' })).id;
const post = (path: string, body: unknown, method = 'POST') =>
  server.fetch(path, {
    method,
    token: demoToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('single feed item calls (001 §7)', () => {
  it('creates with every field of 001 §3 and answers times in both forms', async () => {
    const id = await newPlayer();
    const item = await demo.feedItems.create(id, {
      title: 'Scarf',
      link: 'https://shop.example/scarf',
      link_open_in: '_self',
      image: 'https://img.example/s.jpg',
      description: 'Soft',
      price: '39,90',
      sales_price: '29,90',
      alternate_text: 'Hot deal',
      sku: 'SC-1',
      quantity: 4,
      cta: 'Buy now',
      card_click_tracking: 'https://t.example/c',
      link_click_tracking: 'https://t.example/l',
      show_in_feed: false,
      pinned_from: '00:00:10',
      pinned_to: '00:01:05',
    });
    expect(item).toMatchObject({
      stream_id: id,
      title: 'Scarf',
      link_open_in: '_self',
      price: 39.9,
      sales_price: 29.9,
      currency: 'eur',
      quantity: 4,
      show_in_feed: false,
      payable: false,
      ordno: 0,
      pinned_from: '00:00:10',
      pinned_to: '00:01:05',
      pinned_from_in_sec: 10,
      pinned_to_in_sec: 65,
      first_from: null,
    });
    expect(item.uniqueKey).toMatch(/^[0-9a-f]{16}$/);
    const second = await demo.feedItems.create(id, { title: 'Gloves', price: 10 });
    expect(second.ordno).toBe(1);
    const updated = await demo.feedItems.update(id, item.id, { title: 'Scarf 2', price: 30 });
    expect(updated).toMatchObject({ title: 'Scarf 2', price: 30, pinned_from: null, ordno: 0 });
    expect(await demo.feedItems.remove(id, second.id)).toEqual({ id: second.id });
    expect((await demo.feedItems.list(id)).map((i) => i.title)).toEqual(['Scarf 2']);
  });

  it('re-checks every rule with the spec texts', async () => {
    const id = await newPlayer();
    const res = await post(`/stream/${id}/feed-item`, {
      title: '',
      price: '5',
      sales_price: '6',
      cta: 'c'.repeat(25),
      payable: true,
    });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.errors).toEqual({
      title: ['Name is required.'],
      cta: ['The CTA label can be at most 24 characters.'],
      sales_price: ['Sales prices should be lower than the normal price'],
      payable: ['Please choose a payment integration in order to activate this function'],
    });
    const noPrice = await readJson(await post(`/stream/${id}/feed-item`, { title: 'A' }));
    expect(noPrice.errors).toEqual({ price: ['The price is required unless an alternate text is set.'] });
    expect((await demo.feedItems.create(id, { title: 'A', alternate_text: 'Ask us' })).price).toBeNull();
  });

  it('applies the card provider minimums when the player has Stripe', async () => {
    const id = await newPlayer();
    // A player takes only a payment type the account has connected (the Payments page checks the
    // keys with Stripe; here the provider row is stored directly).
    await insertPaymentProvider(server.db, server.config, {
      accountId: demoId,
      title: 'Shop',
      publishableKey: 'pk_test_51FeedItemsTestKey',
      secretKey: 'sk_test_51FeedItemsTestKey1234',
    });
    await demo.streams.update(id, { payment: 'stripe', currency: 'huf' });
    const low = await readJson(
      await post(`/stream/${id}/feed-item`, { title: 'A', price: 100, payable: true }),
    );
    expect(low.errors).toEqual({ price: ['The minimum price in "HUF" is 175 HUF'] });
    const ok = await demo.feedItems.create(id, { title: 'A', price: 175, payable: true });
    expect(ok).toMatchObject({ payable: true, currency: 'huf' });
  });

  it('an account product keeps its currency: a HUF product is refused in a EUR player (issue 19 defect 2)', async () => {
    const product = await demo.products.create({ name: 'Bőr csizma', price: '54990', currency: 'huf' });
    const eur = await newPlayer();
    const refused = await post(`/stream/${eur}/feed-item`, {
      product_id: product.id,
      title: 'Bőr csizma',
      price: 54990,
    });
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).errors).toEqual({
      price: ['The price is in HUF, but this player sells in EUR.'],
    });
    const bulk = await post(`/stream/${eur}/feed-item/bulk`, [
      { product_id: product.id, title: 'Bőr csizma', price: 54990 },
    ]);
    expect((await readJson(bulk)).errors).toEqual({
      '0.price': ['The price is in HUF, but this player sells in EUR.'],
    });
    expect(await demo.feedItems.list(eur)).toEqual([]);
    const huf = await newPlayer();
    await demo.streams.update(huf, { currency: 'huf' });
    const item = await demo.feedItems.create(huf, {
      product_id: product.id,
      title: 'Bőr csizma',
      price: 54990,
    });
    expect(item).toMatchObject({ price: 54990, currency: 'huf' });
  });

  it('pinning one unpins every other (001 §4)', async () => {
    const id = await newPlayer();
    const a = await demo.feedItems.create(id, { title: 'A', price: 1, pinned: true });
    const b = await demo.feedItems.create(id, { title: 'B', price: 1 });
    await demo.feedItems.update(id, b.id, { title: 'B', price: 1, pinned: true });
    const list = await demo.feedItems.list(id);
    expect(list.map((i) => [i.id, i.pinned])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
  });

  it('refuses overlapping, one-ended and reversed timings', async () => {
    const id = await newPlayer();
    await demo.feedItems.create(id, { title: 'A', price: 1, first_from: '00:00:00', first_to: '00:01:00' });
    const overlap = await readJson(
      await post(`/stream/${id}/feed-item`, {
        title: 'B',
        price: 1,
        first_from: '00:00:30',
        first_to: '00:02:00',
      }),
    );
    expect(overlap.errors).toEqual({ first_from: ['This timeframe is blocked by other product'] });
    const oneEnd = await readJson(
      await post(`/stream/${id}/feed-item`, { title: 'B', price: 1, pinned_to: '00:00:30' }),
    );
    expect(oneEnd.errors).toEqual({ pinned_from: ['Both start and end values are mandatory.'] });
    const reversed = await readJson(
      await post(`/stream/${id}/feed-item`, {
        title: 'B',
        price: 1,
        pinned_from: '00:02:00',
        pinned_to: '00:01:00',
      }),
    );
    expect(reversed.errors).toEqual({ pinned_from: ['Invalid time frame.'] });
    const adjacent = await demo.feedItems.create(id, {
      title: 'B',
      price: 1,
      first_from: '00:01:00',
      first_to: '00:02:00',
    });
    expect(adjacent.first_from_in_sec).toBe(60);
    expect((await demo.feedItems.list(id)).length).toBe(2);
  });

  it('drops timings on live players (001 §4)', async () => {
    const id = await newPlayer('live');
    const item = await demo.feedItems.create(id, {
      title: 'A',
      price: 1,
      pinned_from: '00:00:01',
      pinned_to: '00:00:05',
    });
    expect(item.pinned_from_in_sec).toBeNull();
  });
});

describe('bulk and delete all', () => {
  it('creates and reorders in one call, all or nothing', async () => {
    const id = await newPlayer();
    const created = await demo.feedItems.bulk(id, [
      { title: 'A', price: 1 },
      { title: 'B', price: 2 },
      { title: 'C', price: 3 },
    ]);
    expect(created.map((i) => [i.title, i.ordno])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    const [a, b, c] = created;
    await demo.feedItems.bulk(id, [
      { id: c!.id, title: 'C', price: 3, ordno: 0 },
      { id: a!.id, title: 'A', price: 1, ordno: 1 },
      { id: b!.id, title: 'B', price: 2, ordno: 2 },
    ]);
    expect((await demo.feedItems.list(id)).map((i) => i.title)).toEqual(['C', 'A', 'B']);
    const bad = await post(`/stream/${id}/feed-item/bulk`, [
      { title: 'D', price: 1 },
      { title: '', price: 1 },
    ]);
    expect(bad.status).toBe(422);
    expect((await readJson(bad)).errors).toEqual({ '1.title': ['Name is required.'] });
    expect((await demo.feedItems.list(id)).length).toBe(3);
    expect(await demo.feedItems.removeAll(id)).toEqual({ deleted: 3 });
    expect(await demo.feedItems.list(id)).toEqual([]);
  });
});

describe('scoping', () => {
  it("answers 404 for another account's player and items", async () => {
    const id = await newPlayer();
    const item = await demo.feedItems.create(id, { title: 'Mine', price: 1 });
    await expect(other.feedItems.list(id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.feedItems.create(id, { title: 'X', price: 1 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.feedItems.remove(id, item.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.feedItems.removeAll(id)).rejects.toBeInstanceOf(NotFoundError);
    const otherPlayer = await other.streams.create({ kind: 'ad', title: 'Other' });
    await expect(
      other.feedItems.update(otherPlayer.id, item.id, { title: 'X', price: 1 }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.feedItems.list(id))[0]!.title).toBe('Mine');
  });
  it("refuses to link another account's product, alone or in a bulk row, and stores nothing", async () => {
    // Issue 13 §3: events on the attacker's player used to reach the victim's top products.
    const victimProduct = await demo.products.create({ name: 'Victim boots', price: '100', currency: 'eur' });
    const attackerPlayer = await other.streams.create({ kind: 'ad', title: 'Attacker' });
    const single = await other.feedItems
      .create(attackerPlayer.id, { title: 'Stolen', price: 1, product_id: victimProduct.id })
      .catch((e: unknown) => e);
    expect(single).toBeInstanceOf(ValidationError);
    expect((single as ValidationError).errors).toEqual({
      product_id: ['The product was not found in your account.'],
    });
    const bulk = await other.feedItems
      .bulk(attackerPlayer.id, [
        { title: 'Fine', price: 1 },
        { title: 'Stolen', price: 1, product_id: victimProduct.id },
      ])
      .catch((e: unknown) => e);
    expect((bulk as ValidationError).errors).toEqual({
      '1.product_id': ['The product was not found in your account.'],
    });
    expect(await other.feedItems.list(attackerPlayer.id)).toEqual([]);
  });
  it('validation errors are ValidationError in the sdk', async () => {
    const id = await newPlayer();
    await expect(demo.feedItems.create(id, { title: '' })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('GET /stream/{id}/feed-analytics', () => {
  it('sums the seeded product statistics per item with ctr as a percentage', async () => {
    const players = await demo.streams.list({ sort: 'natural', per_page: 3 });
    let rows: Awaited<ReturnType<typeof demo.feedItems.analytics>> = [];
    for (const p of players.items) {
      rows = await demo.feedItems.analytics(p.id, '2000-01-01', '2100-01-01');
      if (rows.some((r) => r.impressions > 0)) break;
    }
    const row = rows.find((r) => r.impressions > 0)!;
    expect(row).toBeDefined();
    expect(row.ctr).toBeCloseTo((row.clicks / row.impressions) * 100, 1);
    expect(row.total_interactions).toBe(row.clicks + row.link_clicks + row.purchases);
    const empty = await demo.feedItems.analytics(players.items[0]!.id, '1990-01-01', '1990-01-02');
    expect(empty.every((r) => r.impressions === 0)).toBe(true);
  });
  it('wants both dates', async () => {
    const id = await newPlayer();
    expect(
      (await server.fetch(`/stream/${id}/feed-analytics?date_from=2026-01-01`, { token: demoToken })).status,
    ).toBe(422);
  });
});
