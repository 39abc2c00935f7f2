import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

// Issue 29 §2: impressions anyone can make. The apikey is public in every embed and visitor ids
// are the client's choice, so one address posting fresh visitor ids made 5,000 viewers in 0.6 s.

/** A desktop browser's user agent (a real viewer). */
const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
});
afterAll(() => server?.close());

async function newPlayer(title: string): Promise<{ id: number; apikey: string }> {
  const res = await server.fetch('/stream', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'embed', title }),
  });
  expect(res.status).toBe(201);
  return (await readJson(res)).data;
}

const send = (body: unknown, ua = BROWSER_UA) =>
  server.fetch('/events', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': ua },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The player's counters of today, as the reports read them. */
async function counted(streamId: number) {
  const { rows } = (await server.db.execute(sql`
    select coalesce(sum(viewers), 0)::int as viewers, coalesce(sum(impressions), 0)::int as impressions,
      coalesce(sum(hearts), 0)::int as hearts
    from stream_daily_stats where stream_id = ${streamId}`)) as unknown as {
    rows: { viewers: number; impressions: number; hearts: number }[];
  };
  return rows[0]!;
}

let seq = 0;
const impression = (apikey: string, visitor: string) => ({
  type: 'impression',
  apikey,
  visitor_id: visitor,
  session_id: `s-${visitor}`,
  ts: Date.now(),
  viewer_token: server.viewerToken(apikey, visitor),
});

describe('invalid traffic (issue 29 §2)', () => {
  it('ten batches of 500 fresh visitor ids from one address count at most the new-viewer cap', async () => {
    const player = await newPlayer('IVT flood');
    let filtered = 0;
    for (let b = 0; b < 10; b++) {
      const events = Array.from({ length: 500 }, () => impression(player.apikey, `flood-${b}-${++seq}-xx`));
      const res = await send({ batch_id: `flood-batch-${b}-${player.id}`, events });
      expect(res.status).toBe(200);
      filtered += (await readJson(res)).data.dropped.viewer_cap ?? 0;
    }
    const after = await counted(player.id);
    // 60 new viewers per address and player a minute (INGEST_NEW_VIEWERS_PER_MINUTE's default).
    expect(after.viewers).toBeLessThanOrEqual(60);
    expect(after.impressions).toBe(after.viewers);
    // Filtered, not silently dropped: every impression past the cap is counted as invalid traffic.
    expect(filtered).toBe(5000 - after.viewers);
    const res = await server.fetch('/report/dashboard?range=thismonth', { token });
    expect((await readJson(res)).data.totals.filtered_impressions).toBeGreaterThanOrEqual(filtered);
  });

  it('a viewer under the cap keeps counting every event, in any number of batches', async () => {
    const player = await newPlayer('IVT one viewer');
    const visitor = `steady-${++seq}-viewer`;
    for (let b = 0; b < 3; b++) {
      const hearts = Array.from({ length: 100 }, () => ({
        ...impression(player.apikey, visitor),
        type: 'heart',
      }));
      const res = await send({ batch_id: `steady-${b}-${player.id}`, events: hearts });
      expect((await readJson(res)).data.accepted).toBe(100);
    }
    expect(await counted(player.id)).toMatchObject({ viewers: 1, hearts: 300 });
  });

  it('known bots and headless browsers are filtered as invalid traffic, not counted', async () => {
    const player = await newPlayer('IVT bots');
    for (const ua of [HEADLESS_UA, 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0']) {
      const res = await send(
        { batch_id: `bot-${++seq}-${player.id}`, events: [impression(player.apikey, `bot-${seq}-v`)] },
        ua,
      );
      expect(res.status).toBe(200);
      expect((await readJson(res)).data).toMatchObject({ accepted: 0, dropped: { bot: 1 } });
    }
    expect(await counted(player.id)).toMatchObject({ viewers: 0, impressions: 0 });
    const { rows } = (await server.db.execute(sql`
      select reason, events::int, impressions::int from analytics_invalid_traffic
      where stream_id = ${player.id}`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ reason: 'bot', events: 3, impressions: 3 }]);
  });

  it('a batch without batch_id sent twice counts once', async () => {
    const player = await newPlayer('IVT bare replay');
    const visitor = `bare-${++seq}-viewer`;
    const body = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({
        ...impression(player.apikey, visitor),
        type: 'heart',
        ts: Date.now() - i,
      })),
    );
    expect((await readJson(await send(body))).data.accepted).toBe(200);
    const again = await readJson(await send(body));
    expect(again.data).toMatchObject({ accepted: 0, dropped: { replayed: 200 } });
    expect((await counted(player.id)).hearts).toBe(200);
  });

  it('counts only events with the viewer token the player document came with, for that player and visitor', async () => {
    const player = await newPlayer('IVT tokens');
    const other = await newPlayer('IVT tokens, another player');
    const visitor = `token-${++seq}-viewer`;
    const doc = await server.fetch(`/player/${player.apikey}?visitor=${visitor}`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('smuc-visitor-id')).toBe(visitor);
    expect(doc.headers.get('access-control-expose-headers')).toContain('smuc-viewer-token');
    const token = doc.headers.get('smuc-viewer-token')!;
    expect(token).toMatch(/^v1\./);
    // The same document again (304) still hands out a token; a bot gets none.
    const again = await server.fetch(`/player/${player.apikey}?visitor=${visitor}`, {
      headers: { 'if-none-match': doc.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('smuc-viewer-token')).toMatch(/^v1\./);
    const bot = await server.fetch(`/player/${player.apikey}`, { headers: { 'user-agent': HEADLESS_UA } });
    expect(bot.headers.get('smuc-viewer-token')).toBeNull();
    // A malformed visitor id gets a new one, named in the header.
    const fresh = await server.fetch(`/player/${player.apikey}?visitor=${encodeURIComponent('no way')}`);
    expect(fresh.headers.get('smuc-visitor-id')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    const heart = (apikey: string, visitorId: string, viewerToken?: string) => {
      const { viewer_token: _, ...base } = impression(apikey, visitorId);
      return { ...base, type: 'heart', ...(viewerToken === undefined ? {} : { viewer_token: viewerToken }) };
    };
    const [head, expires, mac] = token.split('.');
    const cases = [
      heart(player.apikey, visitor, token),
      heart(player.apikey, visitor),
      heart(player.apikey, `someone-else-${seq}`, token),
      heart(other.apikey, visitor, token),
      heart(player.apikey, visitor, `${head}.${expires}.${mac!.slice(0, -2)}AA`),
      heart(player.apikey, visitor, `${head}.${(Date.now() + 1000).toString(36)}.${mac}`),
    ];
    const res = await send({ batch_id: `tokens-${seq}-${player.id}`, events: cases });
    expect((await readJson(res)).data).toMatchObject({ accepted: 1, dropped: { no_viewer_token: 5 } });
    expect(await counted(player.id)).toMatchObject({ viewers: 1, hearts: 1 });
    expect(await counted(other.id)).toMatchObject({ viewers: 0, hearts: 0 });
  });
});
