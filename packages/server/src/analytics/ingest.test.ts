import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDrops, analyticsEvents, feedItems, streams } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { noDrops } from './classify';
import { storeEvents } from './store';

let server: TestServer;
let demoToken: string;
let otherToken: string;
/** A demo player with a product linked to an account product. */
let player: { id: number; apikey: string; itemId: number };

const today = () => new Date().toISOString().slice(0, 10);
let seq = 0;
/** A fresh visitor id (ids must be 8 to 64 characters). */
const visitor = () => `visitor-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

function event(
  apikey: string,
  visitorId: string,
  type: string,
  extra: Record<string, unknown> = {},
  ts = Date.now(),
) {
  return {
    type,
    apikey,
    visitor_id: visitorId,
    session_id: `s-${visitorId}`,
    ts,
    viewer_token: server.viewerToken(apikey, visitorId),
    ...extra,
  };
}

/** Every drop reason at 0 (the answer's `dropped`). */
const NO_DROPS = {
  invalid: 0,
  unknown_stream: 0,
  unknown_product: 0,
  out_of_window: 0,
  own: 0,
  replayed: 0,
  repeat_impression: 0,
  bot: 0,
  no_viewer_token: 0,
  viewer_cap: 0,
};

/** The player's all-time impressions and stored raw events. */
async function streamCounts(id: number) {
  const s = (await readJson(await server.fetch(`/stream/${id}`, { token: demoToken }))).data;
  return { impressions: s.impressions as number, stored: await storedEvents(id) };
}

function send(
  body: unknown,
  init: { token?: string; contentType?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'content-type': init.contentType ?? 'application/json',
    ...init.headers,
  };
  return server.fetch('/events', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
    ...(init.token ? { token: init.token } : {}),
  });
}

async function dashboard() {
  const res = await server.fetch('/report/dashboard?range=thismonth', { token: demoToken });
  expect(res.status).toBe(200);
  return (await readJson(res)).data.totals as {
    viewers: number;
    hearts: number;
    comments: number;
    impressions: number;
    total_minutes: number;
  };
}

async function reportRow(streamId: number) {
  const res = await server.fetch(`/report/my-streams?start=${today()}&end=${today()}`, { token: demoToken });
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON under test
  return ((await readJson(res)).data as any[]).find((r) => r.id === streamId);
}

async function feedRow(streamId: number, itemId: number) {
  const res = await server.fetch(
    `/stream/${streamId}/feed-analytics?date_from=${today()}&date_to=${today()}`,
    {
      token: demoToken,
    },
  );
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON under test
  return ((await readJson(res)).data as any[]).find((r) => r.item === itemId);
}

async function storedEvents(streamId: number) {
  const [row] = await server.db
    .select({ n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.streamId, streamId));
  return row!.n;
}

async function drops(reason: string) {
  const [row] = await server.db
    .select({ n: analyticsDrops.count })
    .from(analyticsDrops)
    .where(and(eq(analyticsDrops.day, today()), eq(analyticsDrops.reason, reason)));
  return row?.n ?? 0;
}

/** A new, empty demo player (all its counters start at zero). */
async function newPlayer(): Promise<{ id: number; apikey: string }> {
  const res = await server.fetch('/stream', {
    method: 'POST',
    token: demoToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'embed', title: `Analytics ${++seq}` }),
  });
  expect(res.status).toBe(201);
  const { id, apikey } = (await readJson(res)).data;
  return { id, apikey };
}

beforeAll(async () => {
  server = await startTestServer();
  demoToken = (await server.login(DEMO_EMAIL)).token;
  otherToken = (await server.login(OTHER_EMAIL)).token;
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

afterAll(async () => {
  await server?.close();
});

describe('POST /events', () => {
  it('stores a batch and moves the dashboard, the report and the feed analytics by exactly its counts', async () => {
    const [dash0, row0, feed0, stored0] = [
      await dashboard(),
      await reportRow(player.id),
      await feedRow(player.id, player.itemId),
      await storedEvents(player.id),
    ];
    const a = visitor();
    const b = visitor();
    const k = player.apikey;
    const item = { product_id: player.itemId };
    // b's second impression comes within 30 min of the first: it does not count (issue 13 §4).
    const batch = [
      event(k, a, 'impression'),
      event(k, b, 'impression'),
      event(k, b, 'impression'),
      event(k, a, 'three_sec_view'),
      event(k, b, 'three_sec_view'),
      event(k, a, 'quartile', { quartile: 25 }),
      event(k, a, 'complete'),
      event(k, a, 'heartbeat', { seconds: 15 }),
      event(k, a, 'heartbeat', { seconds: 15 }),
      event(k, b, 'heartbeat', { seconds: 15 }),
      event(k, a, 'product_impression', item),
      event(k, b, 'product_impression', item),
      event(k, a, 'product_click', item),
      event(k, a, 'product_link_click', item),
      event(k, a, 'purchase', item),
      event(k, a, 'heart'),
      event(k, b, 'heart'),
      event(k, b, 'comment'),
      event(k, a, 'share'),
    ];
    const res = await send(batch);
    expect(res.status).toBe(200);
    expect((await readJson(res)).data).toEqual({
      accepted: batch.length - 1,
      dropped: { ...NO_DROPS, repeat_impression: 1 },
    });
    expect(await storedEvents(player.id)).toBe(stored0 + batch.length - 1);

    const dash1 = await dashboard();
    expect(dash1.viewers - dash0.viewers).toBe(2);
    expect(dash1.impressions - dash0.impressions).toBe(2);
    expect(dash1.hearts - dash0.hearts).toBe(2);
    expect(dash1.comments - dash0.comments).toBe(1);
    expect(Math.round((dash1.total_minutes - dash0.total_minutes) * 100)).toBe(75);

    const row1 = await reportRow(player.id);
    const before = row0 ?? {
      impressions: 0,
      three_sec_views: 0,
      product_impressions: 0,
      product_clicks: 0,
      product_link_clicks: 0,
      product_purchases: 0,
      hearts: 0,
      comments: 0,
      shares: 0,
      total_minutes: 0,
    };
    expect(row1.impressions - before.impressions).toBe(2);
    expect(row1.three_sec_views - before.three_sec_views).toBe(2);
    expect(row1.product_impressions - before.product_impressions).toBe(2);
    expect(row1.product_clicks - before.product_clicks).toBe(1);
    expect(row1.product_link_clicks - before.product_link_clicks).toBe(1);
    expect(row1.product_purchases - before.product_purchases).toBe(1);
    expect(row1.shares - before.shares).toBe(1);

    const feed1 = await feedRow(player.id, player.itemId);
    expect(feed1.impressions - feed0.impressions).toBe(2);
    expect(feed1.clicks - feed0.clicks).toBe(1);
    expect(feed1.link_clicks - feed0.link_clicks).toBe(1);
    expect(feed1.purchases - feed0.purchases).toBe(1);

    // The same visitors again on the same day: events count, viewers do not, nor does an impression
    // within 30 min of a's first.
    const again = await send([event(k, a, 'impression'), event(k, b, 'heart')]);
    expect(again.status).toBe(200);
    expect((await readJson(again)).data).toEqual({
      accepted: 1,
      dropped: { ...NO_DROPS, repeat_impression: 1 },
    });
    const dash2 = await dashboard();
    expect(dash2.viewers).toBe(dash1.viewers);
    expect(dash2.impressions).toBe(dash1.impressions);
    expect(dash2.hearts - dash1.hearts).toBe(1);
  });

  it('counts viewers once per day, minutes from heartbeats and the peak from heartbeats per minute', async () => {
    const p = await newPlayer();
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    // The minute before this one: 3 visitors watching; this minute: 2 of them; one more only impresses.
    const [v1, v2, v3, v4] = [visitor(), visitor(), visitor(), visitor()];
    const hb = (v: string, ts: number) => event(p.apikey, v, 'heartbeat', { seconds: 15 }, ts);
    const res = await send([
      hb(v1, minute - 50_000),
      hb(v1, minute - 35_000),
      hb(v2, minute - 40_000),
      hb(v3, minute - 30_000),
      hb(v1, minute + 100),
      hb(v2, minute + 200),
      event(p.apikey, v4, 'impression', {}, minute + 300),
    ]);
    expect(res.status).toBe(200);
    const stream = async () =>
      (await readJson(await server.fetch(`/stream/${p.id}`, { token: demoToken }))).data;
    let s = await stream();
    // Both minutes fall on today's UTC day unless the test runs across midnight.
    if (
      new Date(minute - 50_000).toISOString().slice(0, 10) === new Date(minute).toISOString().slice(0, 10)
    ) {
      expect(s.total_viewers).toBe(4);
      expect(s.viewer_count).toBe(3);
    }
    expect(s.total_minutes).toBe(1.5);
    // A later batch raising this minute's count to 3 keeps the peak at 3; to 4 raises it.
    await send([hb(v3, minute + 500)]);
    s = await stream();
    expect(s.viewer_count).toBe(3);
    await send([hb(v4, minute + 600)]);
    s = await stream();
    expect(s.viewer_count).toBe(4);
    expect(s.total_minutes).toBe(2);
    expect(await storedEvents(p.id)).toBe(9);
  });

  it('keeps exact counts and the exact peak when many viewers send at the same time', async () => {
    const p = await newPlayer();
    const ts = Math.floor(Date.now() / 60_000) * 60_000 + 1000;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => {
        const v = visitor();
        return send([
          event(p.apikey, v, 'impression', {}, ts),
          event(p.apikey, v, 'heartbeat', { seconds: 15 }, ts),
        ]);
      }),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(200));
    const s = (await readJson(await server.fetch(`/stream/${p.id}`, { token: demoToken }))).data;
    expect(s.viewer_count).toBe(25);
    expect(s.total_viewers).toBe(25);
    expect(s.total_minutes).toBe(6.25);
    expect(await storedEvents(p.id)).toBe(50);
  });

  it('stores a batch whole or not at all: one failing row leaves no event, rollup or drop behind', async () => {
    const p = await newPlayer();
    const invalid0 = await drops('invalid');
    const good = {
      streamId: p.id,
      type: 'impression' as const,
      visitorId: visitor(),
      sessionId: 'session-x',
      feedItemId: null,
      productId: null,
      value: null,
      ts: new Date(),
    };
    // The second event's product does not exist: the raw rows, visitors and stream rollup are written
    // before its product rollup breaks the foreign key, and the transaction takes them all back.
    const broken = { ...good, type: 'product_click' as const, feedItemId: 1, productId: 999_999 };
    await expect(
      storeEvents(server.db, [{ events: [good, broken], drops: { ...noDrops(), invalid: 4 } }], today()),
    ).rejects.toThrow();
    expect(await storedEvents(p.id)).toBe(0);
    const s = (await readJson(await server.fetch(`/stream/${p.id}`, { token: demoToken }))).data;
    expect([s.impressions, s.total_viewers]).toEqual([0, 0]);
    expect(await drops('invalid')).toBe(invalid0);
    await storeEvents(server.db, [{ events: [good], drops: noDrops() }], today());
    expect(await storedEvents(p.id)).toBe(1);
  });

  it('rolls up one write spread over thousands of minutes (a day of history) with exact peaks', async () => {
    const p = await newPlayer();
    const start = Date.parse(`${today()}T00:00:00Z`) - 86_400_000;
    // 2,000 minutes of yesterday and today, one heartbeat each by a new visitor, two in minute 0.
    const heartbeats = Array.from({ length: 2000 }, (_, i) => ({
      streamId: p.id,
      type: 'heartbeat' as const,
      visitorId: `spread-${i}-${seq}`,
      sessionId: 'session-spread',
      feedItemId: null,
      productId: null,
      value: 15,
      ts: new Date(start + i * 60_000),
    }));
    heartbeats.push({ ...heartbeats[0]!, visitorId: `spread-extra-${seq}` });
    await storeEvents(server.db, [{ events: heartbeats, drops: noDrops() }], today());
    expect(await storedEvents(p.id)).toBe(2001);
    const rows = await server.db.execute(
      sql`select day::text as day, peak_viewers, viewers from stream_daily_stats where stream_id = ${p.id} order by day`,
    );
    const days = (rows as unknown as { rows: { day: string; peak_viewers: number; viewers: number }[] }).rows;
    expect(days.map((d) => d.peak_viewers)).toEqual([2, 1]);
    expect(days.reduce((n, d) => n + d.viewers, 0)).toBe(2001);
  });

  it('counts a batch sent twice with the same batch id once, and says so', async () => {
    const p = await newPlayer();
    const v = visitor();
    const body = {
      batch_id: `batch-${v}`,
      events: [event(p.apikey, v, 'impression'), event(p.apikey, v, 'heart'), { broken: true }],
    };
    const first = await send(body);
    expect((await readJson(first)).data).toEqual({ accepted: 2, dropped: { ...NO_DROPS, invalid: 1 } });
    const counts = await streamCounts(p.id);
    expect(counts).toEqual({ impressions: 1, stored: 2 });
    const invalid = await drops('invalid');
    // The beacon and its fetch fallback both arrived, and a third copy is replayed later.
    for (const copy of [JSON.stringify(body), JSON.stringify(body)]) {
      const res = await send(copy, { contentType: 'text/plain;charset=UTF-8' });
      expect(res.status).toBe(200);
      expect((await readJson(res)).data).toMatchObject({ accepted: 0, dropped: { replayed: 2 } });
    }
    expect(await streamCounts(p.id)).toEqual(counts);
    expect(await drops('invalid')).toBe(invalid);
    // Two copies in one write (sent at the same moment) also count once.
    const twin = { batch_id: `twin-${v}`, events: [event(p.apikey, v, 'share')] };
    const both = await Promise.all([send(twin), send(twin)]);
    const accepted = await Promise.all(both.map(async (r) => (await readJson(r)).data.accepted));
    expect(accepted.sort()).toEqual([0, 1]);
    expect((await streamCounts(p.id)).stored).toBe(3);
  });

  it('counts one impression per visitor and player within 30 minutes, either side', async () => {
    const p = await newPlayer();
    const q = await newPlayer();
    const v = visitor();
    const now = Date.now();
    const at = (ms: number) => event(p.apikey, v, 'impression', {}, now + ms);
    const res = await send([
      at(0),
      at(-29 * 60_000), // a late beacon 29 min before: the same visit
      at(-31 * 60_000), // 31 min before: another visit
      at(60_000),
      event(q.apikey, v, 'impression'), // another player
      event(p.apikey, visitor(), 'impression'), // another visitor
    ]);
    expect((await readJson(res)).data).toEqual({
      accepted: 4,
      dropped: { ...NO_DROPS, repeat_impression: 2 },
    });
    expect((await streamCounts(p.id)).impressions).toBe(3);
    expect((await streamCounts(q.id)).impressions).toBe(1);
    // A reload a minute later, in a new batch: still the same visit.
    const reload = await send({ batch_id: `reload-${v}`, events: [at(120_000)] });
    expect((await readJson(reload)).data.accepted).toBe(0);
    expect((await streamCounts(p.id)).impressions).toBe(3);
  });

  it('takes text/plain bodies as navigator.sendBeacon sends them, from any origin', async () => {
    const p = await newPlayer();
    const res = await send(JSON.stringify([event(p.apikey, visitor(), 'impression')]), {
      contentType: 'text/plain;charset=UTF-8',
      headers: { origin: 'https://shop.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect((await readJson(res)).data.accepted).toBe(1);
    expect(await storedEvents(p.id)).toBe(1);
  });

  it('drops and counts bad events, storing the good ones of the batch', async () => {
    const p = await newPlayer();
    const [invalid0, unknownStream0, unknownProduct0, window0] = [
      await drops('invalid'),
      await drops('unknown_stream'),
      await drops('unknown_product'),
      await drops('out_of_window'),
    ];
    const v = visitor();
    const res = await send([
      event(p.apikey, v, 'impression'),
      event(p.apikey, v, 'explode'),
      event(p.apikey, 'short', 'impression'),
      event(p.apikey, v, 'quartile', { quartile: 30 }),
      event(p.apikey, v, 'heartbeat', { seconds: 0 }),
      event(p.apikey, v, 'product_click'),
      { nonsense: true },
      event('no-such-apikey', v, 'impression'),
      event(p.apikey, v, 'product_click', { product_id: player.itemId }),
      event(p.apikey, v, 'impression', {}, Date.now() - 3 * 24 * 3600 * 1000),
      event(p.apikey, v, 'impression', {}, Date.now() + 3600 * 1000),
      event(p.apikey, v, 'heart'),
    ]);
    expect(res.status).toBe(200);
    expect((await readJson(res)).data).toEqual({
      accepted: 2,
      dropped: { ...NO_DROPS, invalid: 6, unknown_stream: 1, unknown_product: 1, out_of_window: 2 },
    });
    expect(await storedEvents(p.id)).toBe(2);
    expect(await drops('invalid')).toBe(invalid0 + 6);
    expect(await drops('unknown_stream')).toBe(unknownStream0 + 1);
    expect(await drops('unknown_product')).toBe(unknownProduct0 + 1);
    expect(await drops('out_of_window')).toBe(window0 + 2);
    const s = (await readJson(await server.fetch(`/stream/${p.id}`, { token: demoToken }))).data;
    expect(s.total_viewers).toBe(1);
  });

  it('answers 422 for a body that is not a batch and counts its items as invalid', async () => {
    const invalid0 = await drops('invalid');
    for (const body of ['not json', '{"type":"impression"}', '[]']) {
      const res = await send(body, { contentType: 'text/plain' });
      expect(res.status).toBe(422);
      const json = await readJson(res);
      expect(json.success).toBe(false);
      expect(json.error).toBe('A batch is {batch_id, events} or a JSON array, with 1 to 500 events.');
    }
    const p = await newPlayer();
    const tooMany = Array.from({ length: 501 }, () => event(p.apikey, visitor(), 'impression'));
    expect((await send(tooMany)).status).toBe(422);
    expect(await storedEvents(p.id)).toBe(0);
    expect(await drops('invalid')).toBe(invalid0 + 3 + 501);
  });

  it('counts reach as distinct visitors with a product impression, and video clicks, in the report and feed analytics', async () => {
    const row0 = await reportRow(player.id);
    const item0 = await feedRow(player.id, player.itemId);
    const product0 = row0.products.find((p: { title: string }) => p.title === item0.title);
    const [a, b, c] = [visitor(), visitor(), visitor()];
    const impression = (v: string) =>
      event(player.apikey, v, 'product_impression', { product_id: player.itemId });
    // Five impressions by two visitors (a three times): reach 2. Visitor c only clicks the video twice.
    const res = await send([
      impression(a),
      impression(a),
      impression(b),
      impression(a),
      impression(b),
      event(player.apikey, c, 'video_click'),
      event(player.apikey, c, 'video_click'),
    ]);
    expect((await readJson(res)).data.accepted).toBe(7);
    const item1 = await feedRow(player.id, player.itemId);
    expect(item1.impressions - item0.impressions).toBe(5);
    expect(item1.reach - item0.reach).toBe(2);
    const row1 = await reportRow(player.id);
    expect(row1.video_clicks - row0.video_clicks).toBe(2);
    const product1 = row1.products.find((p: { title: string }) => p.title === item0.title);
    expect(product1.reach - (product0?.reach ?? 0)).toBe(2);
    expect(product1.impressions - (product0?.impressions ?? 0)).toBe(5);
    // A visitor seen before today does not add reach again on the same day.
    await send([impression(b)]);
    expect((await feedRow(player.id, player.itemId)).reach).toBe(item1.reach);
  });

  it("does not count the player account's own signed-in views, by bearer token or session cookie", async () => {
    const p = await newPlayer();
    const dash0 = await dashboard();
    const own0 = await drops('own');
    const v = visitor();
    const byToken = await send([event(p.apikey, v, 'impression'), event(p.apikey, v, 'heart')], {
      token: demoToken,
    });
    expect((await readJson(byToken)).data).toMatchObject({ accepted: 0, dropped: { own: 2 } });
    const byCookie = await send([event(p.apikey, v, 'impression')], {
      headers: { cookie: `smuc_session=${demoToken}` },
    });
    expect((await readJson(byCookie)).data).toMatchObject({ accepted: 0, dropped: { own: 1 } });
    expect(await storedEvents(p.id)).toBe(0);
    expect(await drops('own')).toBe(own0 + 3);
    expect(await dashboard()).toEqual(dash0);
    // Another account's session is a viewer like any other.
    const byOther = await send([event(p.apikey, v, 'impression')], { token: otherToken });
    expect((await readJson(byOther)).data.accepted).toBe(1);
    expect((await dashboard()).impressions).toBe(dash0.impressions + 1);
  });
});
