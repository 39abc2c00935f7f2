import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, type TestServer } from '../test/harness';
import { INTAKE_THROTTLED } from './intake-limits';

// Issue 13 §4: 60 subscriptions in under a second from one client were all taken. The public
// intake is capped per address (here 3 a minute, set before the server starts).

let server: TestServer;

beforeAll(async () => {
  process.env.SUBSCRIBE_RATE_PER_MINUTE = '3';
  process.env.INGEST_ADDRESS_RATE_PER_MINUTE = '3';
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  delete process.env.SUBSCRIBE_RATE_PER_MINUTE;
  delete process.env.INGEST_ADDRESS_RATE_PER_MINUTE;
  await server?.close();
});

async function burst(path: string, body: unknown, n: number) {
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < n; i++) {
    last = await server.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

describe('public intake limits per address (issue 13 §4)', () => {
  it('answers 429 with retry-after once an address used up its subscriptions', async () => {
    const { statuses, last } = await burst('/stream/no-such-player/subscribe', { email: 'a@example.com' }, 4);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readJson(last)).toMatchObject({ success: false, error: INTAKE_THROTTLED.subscribe });
  });

  it('caps event batches per address apart from subscriptions', async () => {
    const { statuses, last } = await burst('/events', [], 4);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(await readJson(last)).toMatchObject({ success: false, error: INTAKE_THROTTLED.events });
  });
});
