import { describe, expect, it } from 'vitest';
import { eventBatchSchema, viewerEventSchema } from '../schemas/events';
import { createTracker } from './tracker';

function fakes(beaconAnswer = true) {
  /** Each beacon's events, its batch id and the body as sent. */
  const beacons: { url: string; data: unknown[]; batchId: string; body: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const target = new EventTarget();
  return {
    beacons,
    fetches,
    target,
    options: {
      endpoint: 'https://dash.example/smucrestapi/v2/events',
      apikey: 'key-1',
      visitorId: 'visitor-0001',
      sessionId: 'session-0001',
      flushIntervalMs: 0,
      target,
      now: () => 1_700_000_000_000,
      sendBeacon: (url: string, data: string) => {
        const batch = JSON.parse(data) as { batch_id: string; events: unknown[] };
        beacons.push({ url, data: batch.events, batchId: batch.batch_id, body: data });
        return beaconAnswer;
      },
      fetch: async (url: string, init: RequestInit) => {
        fetches.push({ url, init });
        return new Response(null);
      },
    },
  };
}

describe('createTracker', () => {
  it('puts the viewer token the player document came with on every event (issue 29 §2)', () => {
    const f = fakes();
    const tracker = createTracker({ ...f.options, viewerToken: 'v1.abc.signature' });
    tracker.track('impression');
    tracker.track('quartile', { quartile: 25 });
    tracker.flush();
    const events = f.beacons[0]!.data as Record<string, unknown>[];
    expect(events.map((e) => e.viewer_token)).toEqual(['v1.abc.signature', 'v1.abc.signature']);
    expect(events.every((e) => viewerEventSchema.safeParse(e).success)).toBe(true);
  });

  it('holds events until pagehide, then sends them as one beacon of valid events', () => {
    const f = fakes();
    const tracker = createTracker(f.options);
    tracker.track('impression');
    tracker.track('heartbeat', { seconds: 15 });
    tracker.track('product_click', { product_id: 7 });
    expect(f.beacons).toHaveLength(0);
    expect(tracker.pending).toBe(3);
    f.target.dispatchEvent(new Event('pagehide'));
    expect(f.beacons).toHaveLength(1);
    expect(f.beacons[0]!.url).toBe('https://dash.example/smucrestapi/v2/events');
    expect(f.beacons[0]!.data).toEqual([
      {
        type: 'impression',
        apikey: 'key-1',
        visitor_id: 'visitor-0001',
        session_id: 'session-0001',
        ts: 1_700_000_000_000,
      },
      {
        type: 'heartbeat',
        apikey: 'key-1',
        visitor_id: 'visitor-0001',
        session_id: 'session-0001',
        ts: 1_700_000_000_000,
        seconds: 15,
      },
      {
        type: 'product_click',
        apikey: 'key-1',
        visitor_id: 'visitor-0001',
        session_id: 'session-0001',
        ts: 1_700_000_000_000,
        product_id: 7,
      },
    ]);
    for (const event of f.beacons[0]!.data) expect(viewerEventSchema.safeParse(event).success).toBe(true);
    expect(tracker.pending).toBe(0);
    f.target.dispatchEvent(new Event('pagehide'));
    expect(f.beacons).toHaveLength(1);
    expect(f.fetches).toHaveLength(0);
  });

  it('flushes by itself when the batch is full and splits into batches of maxBatch', () => {
    const f = fakes();
    const tracker = createTracker({ ...f.options, maxBatch: 2 });
    tracker.track('heart');
    expect(f.beacons).toHaveLength(0);
    tracker.track('share');
    expect(f.beacons.map((b) => b.data.length)).toEqual([2]);
    tracker.track('comment');
    tracker.destroy();
    expect(f.beacons.map((b) => b.data.length)).toEqual([2, 1]);
    tracker.track('heart');
    f.target.dispatchEvent(new Event('pagehide'));
    expect(f.beacons).toHaveLength(2);
  });

  it('falls back to fetch keepalive with a text/plain body when the beacon is refused', () => {
    const f = fakes(false);
    const tracker = createTracker(f.options);
    tracker.track('quartile', { quartile: 50 });
    tracker.flush();
    expect(f.beacons).toHaveLength(1);
    expect(f.fetches).toHaveLength(1);
    const { init } = f.fetches[0]!;
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(new Headers(init.headers).get('content-type')).toBe('text/plain;charset=UTF-8');
    // The very same body, batch id included: the server counts the batch once if both arrive.
    expect(init.body).toBe(f.beacons[0]!.body);
  });

  it('sends each batch with its own batch id in the shape the endpoint accepts', () => {
    const f = fakes();
    const tracker = createTracker({ ...f.options, maxBatch: 1 });
    tracker.track('heart');
    tracker.track('share');
    expect(f.beacons).toHaveLength(2);
    for (const b of f.beacons) expect(eventBatchSchema.safeParse(JSON.parse(b.body)).success).toBe(true);
    expect(f.beacons[0]!.batchId).not.toBe(f.beacons[1]!.batchId);
    tracker.destroy();
  });

  it('flushes on its interval', async () => {
    const f = fakes();
    const tracker = createTracker({ ...f.options, flushIntervalMs: 20 });
    tracker.track('three_sec_view');
    await new Promise((r) => setTimeout(r, 60));
    expect(f.beacons).toHaveLength(1);
    tracker.destroy();
  });

  it('makes a visitor id and a session id the schema accepts when none are given', () => {
    const f = fakes();
    const { visitorId: _v, sessionId: _s, ...rest } = f.options;
    const tracker = createTracker(rest);
    tracker.track('impression');
    tracker.flush();
    expect(viewerEventSchema.safeParse(f.beacons[0]!.data[0]).success).toBe(true);
    expect(tracker.visitorId).not.toBe(tracker.sessionId);
    tracker.destroy();
  });
});
