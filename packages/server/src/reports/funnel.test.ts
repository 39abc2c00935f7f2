import {
  exportedEventSchema,
  FUNNEL_STEPS,
  type FunnelStep,
  type ReportFunnel,
  type ReportRow,
} from '@smuc/sdk';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, streams } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

// Issue 34 §2: the funnel impression → play → product impression → product click → add to cart →
// purchase equals the report's own counts for the same range, per player and per account, with
// the filtered invalid traffic apart. Events go in through the real ingest route.

const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

let server: TestServer;
let token: string;
let otherToken: string;
let player: { id: number; apikey: string; itemId: number };
const end = new Date().toISOString().slice(0, 10);
const start = new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
  const [row] = await server.db
    .select({ id: streams.id, apikey: streams.apikey, itemId: feedItems.id })
    .from(feedItems)
    .innerJoin(streams, eq(streams.id, feedItems.streamId))
    .where(
      and(
        isNotNull(feedItems.productId),
        isNull(streams.deletedAt),
        eq(streams.accountId, sql`(select id from accounts where email = ${DEMO_EMAIL})`),
      ),
    )
    .limit(1);
  if (!row) throw new Error('the seed has no demo player with a linked product');
  player = row;
});
afterAll(() => server?.close());

/** One viewer's events of the given steps, product steps naming the player's feed item. */
const steps = (visitor: string, types: FunnelStep[], signed = true) =>
  types.map((type, i) => ({
    type,
    apikey: player.apikey,
    visitor_id: visitor,
    session_id: `s-${visitor}`,
    ts: Date.now() - 60_000 + i * 1000,
    ...(type.startsWith('product_') || type === 'add_to_cart' || type === 'purchase'
      ? { product_id: player.itemId }
      : {}),
    ...(signed ? { viewer_token: server.viewerToken(player.apikey, visitor) } : {}),
  }));

async function send(events: unknown[], init: { ua?: string; token?: string } = {}) {
  const res = await server.fetch('/events', {
    method: 'POST',
    token: init.token,
    headers: { 'content-type': 'text/plain', ...(init.ua ? { 'user-agent': init.ua } : {}) },
    body: JSON.stringify({ batch_id: `b-${Math.random().toString(36).slice(2)}`, events }),
  });
  expect(res.status).toBe(200);
  return (await readJson(res)).data as { accepted: number };
}

async function funnel(query: string, as = token): Promise<ReportFunnel> {
  const res = await server.fetch(`/report/funnel?start=${start}&end=${end}${query}`, { token: as });
  expect(res.status).toBe(200);
  return (await readJson(res)).data as ReportFunnel;
}

const byStep = (f: ReportFunnel, key: 'count' | 'filtered') =>
  Object.fromEntries(f.steps.map((s) => [s.step, s[key]])) as Record<FunnelStep, number>;

/** The report's own counts for the range: the report rows' sums and the exported raw events by type. */
async function reportCounts(query: string) {
  const rows = (
    await readJson(await server.fetch(`/report/my-streams?start=${start}&end=${end}${query}`, { token }))
  ).data as ReportRow[];
  const sum = (k: keyof ReportRow) => rows.reduce((a, r) => a + (r[k] as number), 0);
  const res = await server.fetch(`/report/events?from=${start}&to=${end}${query}`, { token });
  expect(res.status).toBe(200);
  const exported = (await res.text())
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => exportedEventSchema.parse(JSON.parse(l)));
  const counted = (type: string) => exported.filter((e) => e.type === type && e.traffic === 'counted').length;
  const filtered = (type: string) =>
    exported.filter((e) => e.type === type && e.traffic !== 'counted' && e.traffic !== 'own').length;
  return {
    rows: {
      impression: sum('impressions'),
      product_impression: sum('product_impressions'),
      product_click: sum('product_clicks'),
      purchase: sum('product_purchases'),
    },
    exported: Object.fromEntries(FUNNEL_STEPS.map((s) => [s, counted(s)])) as Record<FunnelStep, number>,
    filtered: Object.fromEntries(FUNNEL_STEPS.map((s) => [s, filtered(s)])) as Record<FunnelStep, number>,
  };
}

describe('GET /report/funnel (issue 34 §2)', () => {
  it('counts what the ingest accepted, step by step, and keeps filtered traffic apart', async () => {
    const before = await funnel(`&stream_id=${player.id}`);
    const all: FunnelStep[] = [...FUNNEL_STEPS];
    expect((await send(steps('funnel-v1', all))).accepted).toBe(6);
    expect(
      (await send(steps('funnel-v2', ['impression', 'play', 'product_impression', 'product_click'])))
        .accepted,
    ).toBe(4);
    expect((await send(steps('funnel-v3', ['impression']))).accepted).toBe(1);
    // A headless browser and an unsigned sender: filtered, shown apart; the owner's views: neither.
    await send(steps('funnel-bot1', ['impression', 'play', 'add_to_cart']), { ua: HEADLESS_UA });
    await send(steps('funnel-nosig', ['impression'], false));
    await send(steps('funnel-own1', all), { token });

    const after = await funnel(`&stream_id=${player.id}`);
    expect(after.stream_id).toBe(player.id);
    expect(after.steps.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
    const delta = (key: 'count' | 'filtered') =>
      Object.fromEntries(FUNNEL_STEPS.map((s) => [s, byStep(after, key)[s] - byStep(before, key)[s]]));
    expect(delta('count')).toEqual({
      impression: 3,
      play: 2,
      product_impression: 2,
      product_click: 2,
      add_to_cart: 1,
      purchase: 1,
    });
    expect(delta('filtered')).toEqual({
      impression: 2,
      play: 1,
      product_impression: 0,
      product_click: 0,
      add_to_cart: 1,
      purchase: 0,
    });
    // Drop-off and conversion follow from the counts.
    const [first, second] = after.steps;
    expect(second?.drop_off).toBe((first?.count ?? 0) - (second?.count ?? 0));
    expect(first?.drop_off).toBeNull();
    expect(first?.conversion).toBe(100);
  });

  it('equals the report’s own counts for the same range, per player and per account', async () => {
    for (const query of [`&stream_id=${player.id}`, '']) {
      const f = await funnel(query);
      const report = await reportCounts(query);
      const counts = byStep(f, 'count');
      expect({ query, ...counts }).toEqual({ query, ...counts, ...report.rows });
      expect({ query, ...counts }).toEqual({ query, ...report.exported });
      expect({ query, ...byStep(f, 'filtered') }).toEqual({ query, ...report.filtered });
      // Not a vacuous equality: the range holds every step.
      for (const step of FUNNEL_STEPS) expect({ step, n: counts[step] > 0 }).toEqual({ step, n: true });
    }
  });

  it('answers 404 for another account’s player, 422 for a reversed range, 401 without a session', async () => {
    const res = await server.fetch(`/report/funnel?start=${start}&end=${end}&stream_id=${player.id}`, {
      token: otherToken,
    });
    expect(res.status).toBe(404);
    const reversed = await server.fetch(`/report/funnel?start=${end}&end=${start}`, { token });
    expect(reversed.status).toBe(start === end ? 200 : 422);
    expect((await server.fetch(`/report/funnel?start=${start}&end=${end}`)).status).toBe(401);
    // The other account's own funnel does not see the demo's events.
    const other = await funnel('', otherToken);
    expect(byStep(other, 'count').play).toBe(0);
  });
});
