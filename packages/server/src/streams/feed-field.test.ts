import type { ApiClient } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, startTestServer, type TestServer } from '../test/harness';

/** Issue 19 defect 9: 000 §3 lists `feed` among a stream's fields; `GET /stream/{id}` carries the products. */
let server: TestServer;
let demo: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

describe('GET /stream/{id} feed', () => {
  it('answers the player products in list order with the player currency', async () => {
    const { id } = await demo.streams.create({ kind: 'ad', title: 'Feed field' });
    expect((await demo.streams.get(id)).feed).toEqual([]);
    await demo.feedItems.create(id, { title: 'First', price: '12,50' });
    await demo.feedItems.create(id, { title: 'Second', price: '1.299,00' });
    const feed = (await demo.streams.get(id)).feed ?? [];
    expect(feed.map((f) => [f.title, f.price, f.currency])).toEqual([
      ['First', 12.5, 'eur'],
      ['Second', 1299, 'eur'],
    ]);
  });
});
