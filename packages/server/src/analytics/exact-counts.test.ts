import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

// Issue 13 §7: a feed item typed in the editor showed 0 impressions and 0 clicks while its reach
// was 100. N simulated viewers send known events through the public endpoint; the feed analytics,
// the report and the dashboard show exactly those counts, for typed items and catalogue items alike.

const VIEWERS = 12;
const today = () => new Date().toISOString().slice(0, 10);
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

async function api(method: string, path: string, body?: unknown) {
  const response = await server.fetch(path, {
    method,
    token,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await readJson(response)).data;
}

describe('exact analytics counts (issue 13 §7)', () => {
  it('counts every event of N viewers once, on typed and catalogue feed items', async () => {
    const player = await api('POST', '/stream', { kind: 'embed', title: 'Exact counts' });
    const typed = await api('POST', `/stream/${player.id}/feed-item`, { title: 'Typed scarf', price: 12 });
    const product = await api('POST', '/product', { name: 'Catalogue hat', price: 20 });
    const linked = await api('POST', `/stream/${player.id}/feed-item`, {
      title: 'Catalogue hat',
      price: 20,
      product_id: product.id,
    });

    // Each viewer: one impression, one product impression on both items; every third viewer clicks
    // the typed item, every fourth clicks the catalogue item's link.
    const expected = { impressions: VIEWERS, typedClicks: 0, linkedLinkClicks: 0 };
    for (let v = 0; v < VIEWERS; v++) {
      const visitor = `exact-visitor-${v}-${player.id}`;
      const base = {
        apikey: player.apikey,
        visitor_id: visitor,
        session_id: `s-${visitor}`,
        ts: Date.now(),
        viewer_token: server.viewerToken(player.apikey, visitor),
      };
      const batch: Record<string, unknown>[] = [
        { ...base, type: 'impression' },
        { ...base, type: 'product_impression', product_id: typed.id },
        { ...base, type: 'product_impression', product_id: linked.id },
      ];
      if (v % 3 === 0) {
        batch.push({ ...base, type: 'product_click', product_id: typed.id });
        expected.typedClicks++;
      }
      if (v % 4 === 0) {
        batch.push({ ...base, type: 'product_link_click', product_id: linked.id });
        expected.linkedLinkClicks++;
      }
      const response = await server.fetch('/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      expect((await readJson(response)).data.accepted).toBe(batch.length);
    }

    const feed = await api(
      'GET',
      `/stream/${player.id}/feed-analytics?date_from=${today()}&date_to=${today()}`,
    );
    const row = (id: number) => feed.find((r: { item: number }) => r.item === id);
    expect(row(typed.id)).toMatchObject({
      reach: VIEWERS,
      impressions: VIEWERS,
      clicks: expected.typedClicks,
    });
    expect(row(linked.id)).toMatchObject({
      reach: VIEWERS,
      impressions: VIEWERS,
      clicks: 0,
      link_clicks: expected.linkedLinkClicks,
    });

    const report = await api('GET', `/report/my-streams?start=${today()}&end=${today()}`);
    const line = report.find((r: { id: number }) => r.id === player.id);
    expect(line).toMatchObject({ impressions: expected.impressions, product_impressions: 2 * VIEWERS });
  });
});
