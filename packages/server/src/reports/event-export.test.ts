import { EXPORTED_EVENT_COLUMNS, exportedEventSchema, parseCsv } from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';
import { PAGE_ROWS } from './event-export';

// Issue 34 §3: the raw events of the account's players to take away, streamed page by page, own
// and filtered views marked, one documented row shape.

const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let token: string;
let otherToken: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

async function newPlayer(title: string, as = token): Promise<{ id: number; apikey: string }> {
  const res = await server.fetch('/stream', {
    method: 'POST',
    token: as,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'embed', title }),
  });
  expect(res.status).toBe(201);
  return (await readJson(res)).data;
}

const event = (apikey: string, visitor: string, type = 'impression', signed = true) => ({
  type,
  apikey,
  visitor_id: visitor,
  session_id: `s-${visitor}`,
  ts: Date.now(),
  ...(signed ? { viewer_token: server.viewerToken(apikey, visitor) } : {}),
});

const send = (events: unknown[], init: { ua?: string; token?: string } = {}) =>
  server.fetch('/events', {
    method: 'POST',
    token: init.token,
    headers: { 'content-type': 'text/plain', ...(init.ua ? { 'user-agent': init.ua } : {}) },
    body: JSON.stringify({ batch_id: `b-${Math.random().toString(36).slice(2)}`, events }),
  });

const ndjson = (text: string) =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => exportedEventSchema.parse(JSON.parse(l)));

describe('GET /report/events (issue 34 §3)', () => {
  it('exports counted, own and filtered events of one player, each marked, times in UTC', async () => {
    const player = await newPlayer('Export marks');
    expect(
      (await send([event(player.apikey, 'viewer-aaaa'), event(player.apikey, 'viewer-aaaa', 'heart')]))
        .status,
    ).toBe(200);
    expect((await send([event(player.apikey, 'owner-bbbb')], { token })).status).toBe(200);
    expect((await send([event(player.apikey, 'robot-cccc')], { ua: HEADLESS_UA })).status).toBe(200);
    expect((await send([event(player.apikey, 'nosig-dddd', 'impression', false)])).status).toBe(200);

    const res = await server.fetch(`/report/events?stream_id=${player.id}&from=${today}&to=${today}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('x-time-zone')).toBe('UTC');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="events_${today}_${today}.ndjson"`,
    );
    const rows = ndjson(await res.text());
    expect(res.headers.get('x-total-count')).toBe(String(rows.length));
    const marks = Object.fromEntries(rows.map((r) => [`${r.visitor_id} ${r.type}`, r.traffic]));
    expect(marks).toEqual({
      'viewer-aaaa impression': 'counted',
      'viewer-aaaa heart': 'counted',
      'owner-bbbb impression': 'own',
      'robot-cccc impression': 'bot',
      'nosig-dddd impression': 'no_viewer_token',
    });
    for (const r of rows) {
      expect(r.stream_id).toBe(player.id);
      expect(r.ts.endsWith('Z')).toBe(true);
    }
    // The figures are unchanged: only the counted impression is on the player.
    const { rows: stats } = (await server.db.execute(
      sql`select coalesce(sum(impressions), 0)::int as n from stream_daily_stats where stream_id = ${player.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(stats[0]?.n).toBe(1);
  });

  it('streams more than a page in order, without a gap or a repeat, across both tables and equal times', async () => {
    const player = await newPlayer('Export pages');
    const n = PAGE_ROWS * 2 + 17;
    // Ten events share each millisecond, so the keyset must order by id within a time, and every
    // seventh is an own view in the other table at the same times.
    // Inside the exported day itself (UTC): "an hour ago" was yesterday when the suite ran just
    // after midnight, and the export of today was empty.
    const dayStart = sql`(${today}::date + time '00:01') at time zone 'UTC'`;
    await server.db.execute(sql`
      insert into analytics_events (stream_id, type, visitor_id, session_id, client_ts)
      select ${player.id}, 'heartbeat', 'v-' || g, 's-' || g, ${dayStart} + (g / 10) * interval '1 millisecond'
      from generate_series(1, ${n}) g where g % 7 <> 0`);
    await server.db.execute(sql`
      insert into analytics_excluded_events (stream_id, reason, type, visitor_id, session_id, client_ts)
      select ${player.id}, 'own', 'heartbeat', 'v-' || g, 's-' || g, ${dayStart} + (g / 10) * interval '1 millisecond'
      from generate_series(1, ${n}) g where g % 7 = 0`);
    const res = await server.fetch(`/report/events?stream_id=${player.id}&from=${today}&to=${today}`, {
      token,
    });
    const rows = ndjson(await res.text());
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r.id)).size).toBe(n);
    expect(new Set(rows.map((r) => r.visitor_id)).size).toBe(n);
    expect(rows.filter((r) => r.traffic === 'own')).toHaveLength(Math.floor(n / 7));
    const times = rows.map((r) => r.ts);
    expect([...times].sort()).toEqual(times);
  });

  it('writes the CSV like the report CSV: titles in the language, UTC said, `;` and CRLF', async () => {
    const player = await newPlayer('Export CSV');
    await send([
      event(player.apikey, 'viewer-eeee'),
      { ...event(player.apikey, 'viewer-eeee', 'quartile'), quartile: 50 },
    ]);
    const res = await server.fetch(
      `/report/events?stream_id=${player.id}&from=${today}&to=${today}&format=csv`,
      { token, headers: { 'accept-language': 'hu' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = parseCsv(text.slice(0, -2));
    expect(header).toHaveLength(EXPORTED_EVENT_COLUMNS.length);
    expect(header).toContain('Időpont (UTC)');
    expect(lines).toHaveLength(2);
    const quartile = lines.find((l) => l[EXPORTED_EVENT_COLUMNS.indexOf('type')] === 'quartile');
    expect(quartile?.[EXPORTED_EVENT_COLUMNS.indexOf('value')]).toBe('50');
    expect(quartile?.[EXPORTED_EVENT_COLUMNS.indexOf('traffic')]).toBe('counted');
  });

  it('exports every player of the account without stream_id, and nothing of another account', async () => {
    const mine = await newPlayer('Export mine');
    const theirs = await newPlayer('Export theirs', otherToken);
    await send([event(mine.apikey, 'viewer-ffff')]);
    await send([event(theirs.apikey, 'viewer-gggg')]);
    const res = await server.fetch(`/report/events?from=${today}&to=${today}`, { token });
    const rows = ndjson(await res.text());
    expect(rows.some((r) => r.stream_id === mine.id)).toBe(true);
    expect(rows.some((r) => r.stream_id === theirs.id)).toBe(false);
    expect(
      (await server.fetch(`/report/events?stream_id=${theirs.id}&from=${today}&to=${today}`, { token }))
        .status,
    ).toBe(404);
  });

  it('answers 401 without a session and 422 for a bad range or format', async () => {
    expect((await server.fetch(`/report/events?from=${today}&to=${today}`)).status).toBe(401);
    for (const q of [
      'from=2026-11-02&to=2026-11-01',
      'from=2024-01-01&to=2026-01-01',
      `from=${today}`,
      `from=${today}&to=${today}&format=xml`,
      'from=yesterday&to=today',
    ])
      expect({ q, status: (await server.fetch(`/report/events?${q}`, { token })).status }).toEqual({
        q,
        status: 422,
      });
  });
});
