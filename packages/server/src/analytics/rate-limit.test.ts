import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, type TestServer } from '../test/harness';
import { RATE_LIMIT_MESSAGE } from './routes';

// Small buckets for this file only: 600 events per visitor, 1,000 per stream, slow refill.
process.env.INGEST_VISITOR_BURST = '600';
process.env.INGEST_VISITOR_RATE = '1';
process.env.INGEST_STREAM_BURST = '1000';
process.env.INGEST_STREAM_RATE = '1';

let server: TestServer;
let apikeys: string[];

beforeAll(async () => {
  server = await startTestServer();
  const { token } = await server.login('demo@smuc.test');
  apikeys = [];
  for (let i = 0; i < 2; i++) {
    const res = await server.fetch('/stream', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'embed', title: `Limited ${i}` }),
    });
    apikeys.push((await readJson(res)).data.apikey);
  }
});

afterAll(async () => {
  await server?.close();
});

const batch = (apikey: string, visitorId: string, n: number) =>
  Array.from({ length: n }, () => ({
    type: 'heart',
    apikey,
    visitor_id: visitorId,
    session_id: 'session-1',
    ts: Date.now(),
    viewer_token: server.viewerToken(apikey, visitorId),
  }));

const send = (body: unknown) =>
  server.fetch('/events', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(body),
  });

describe('POST /events rate limits', () => {
  it('answers 429 in the envelope with retry-after once a visitor used its bucket, storing nothing of that batch', async () => {
    const [k] = apikeys as [string];
    expect((await send(batch(k, 'visitor-aaaa', 500))).status).toBe(200);
    expect((await send(batch(k, 'visitor-aaaa', 100))).status).toBe(200);
    const limited = await send(batch(k, 'visitor-aaaa', 50));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await readJson(limited)).toEqual({ success: false, error: RATE_LIMIT_MESSAGE });
    // Another visitor of the same stream still passes.
    expect((await send(batch(k, 'visitor-bbbb', 300))).status).toBe(200);
    const hearts = await server.db.execute(
      `select coalesce(sum(hearts), 0)::int as n from stream_totals t join streams s on s.id = t.stream_id where s.apikey = '${k}'`,
    );
    expect((hearts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(900);
  });

  it('limits the stream as a whole across visitors, and each stream on its own', async () => {
    const [k, other] = apikeys as [string, string];
    // The stream already took 900 of its 1,000: a fresh visitor's 200 no longer fit.
    const limited = await send(batch(k, 'visitor-cccc', 200));
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error).toBe(RATE_LIMIT_MESSAGE);
    expect((await send(batch(other, 'visitor-cccc', 200))).status).toBe(200);
  });
});
