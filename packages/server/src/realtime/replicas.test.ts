import { StreamStatus } from '@smuc/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '../db/schema';
import {
  openReplicaDatabase,
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../test/harness';
import { PgBus } from './pg-bus';
import { type FrameClient, makeAccount, openFrames, setStream } from './test-helpers';

// Two replicas of the server on one PostgreSQL, each with its own PgBus (LISTEN/NOTIFY): what one
// replica's admin does reaches viewers connected to the other. Runs in the PostgreSQL pass of the
// suite (TEST_DATABASE_URL); PGlite is a single process and has no second replica to talk to.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('two replicas on one PostgreSQL', () => {
  let database: TestDatabase;
  /** Replica B's own connections (a second process does not share A's pool or hub). */
  let databaseB: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let apikey: string;
  let streamId: number;
  let productIds: number[];
  const open: FrameClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const busA = new PgBus(database.url!);
    const busB = new PgBus(database.url!);
    await Promise.all([busA.whenReady(), busB.whenReady()]);
    a = await startTestServer({ seed: false, database, realtimeBus: busA });
    databaseB = await openReplicaDatabase(database.url!);
    b = await startTestServer({ seed: false, database: databaseB, realtimeBus: busB });
    token = (await makeAccount(a, 'replicas@rt.test')).token;
    const client = a.client({ token });
    const stream = await client.streams.create({ kind: 'live', title: 'Two replicas' });
    apikey = stream.apikey;
    streamId = stream.id;
    const p1 = await client.feedItems.create(stream.id, { title: 'Scarf', price: 10 });
    const p2 = await client.feedItems.create(stream.id, { title: 'Gloves', price: 12 });
    productIds = [p1.id, p2.id];
    await setStream(a, stream.id, { status: 1, settings: { show_chat: true } });
  });

  afterAll(async () => {
    for (const c of open) c.close();
    await a?.close();
    await b?.close();
    await databaseB?.close();
    await database?.close();
  });

  it('a session made on one replica signs in on the other', async () => {
    const me = await b.client({ token }).user.me();
    expect(me.email).toBe('replicas@rt.test');
  });

  it('with no socket of the player on A, REST changes on A reach a viewer on B within 1 s', async () => {
    const viewer = await openFrames(b);
    open.push(viewer);
    viewer.send({ t: 'hello', apikey, role: 'viewer', viewer_id: 'rest-viewer-on-b' });
    await viewer.next('welcome');
    await viewer.next('feed-info');
    // A product added in the product manager (feed): the new feed, with it.
    const added = await a.client({ token }).feedItems.create(streamId, { title: 'Hat', price: 8 });
    const feed = await viewer.next('feed-info', (f) => f.items.some((p) => p.id === added.id), 1000);
    expect(feed.items.map((p) => p.id)).toContain(added.id);
    // A status change: the broadcast paused (straight in the database, as the live engine does)
    // and resumed in the studio on A; the viewer on B hears it well inside the hub's 2 s poll.
    await a.db.update(streams).set({ status: StreamStatus.paused }).where(eq(streams.id, streamId));
    await viewer.next('status', (f) => f.status === StreamStatus.paused, 5000);
    const res = await a.fetch(`/stream/${streamId}/resume`, { method: 'POST', token });
    expect(res.status).toBe(200);
    await viewer.next('status', (f) => f.status === StreamStatus.live, 1000);
    await a.client({ token }).feedItems.remove(streamId, added.id);
    await viewer.next('feed-info', (f) => !f.items.some((p) => p.id === added.id), 1000);
    viewer.close();
  });

  it('a pin made through replica A reaches a viewer on replica B within 1 s', async () => {
    const viewer = await openFrames(b);
    open.push(viewer);
    viewer.send({ t: 'hello', apikey, role: 'viewer', viewer_id: 'viewer-on-b' });
    await viewer.next('welcome');
    await viewer.next('feed-info');
    const admin = await openFrames(a);
    open.push(admin);
    admin.send({ t: 'hello', apikey, role: 'admin', token });
    await admin.next('welcome');
    // Both replicas now listen for the room; give B's subscription a moment to exist before A sends.
    const sent = Date.now();
    admin.send({ t: 'pin', product_id: productIds[1] });
    const pin = await viewer.next('pin', (f) => f.product_id === productIds[1], 1000);
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(pin.product_id).toBe(productIds[1]);
  });

  it('carries a frame larger than one NOTIFY payload (parts in one transaction)', async () => {
    const busA = new PgBus(database.url!);
    const busB = new PgBus(database.url!);
    await Promise.all([busA.whenReady(), busB.whenReady()]);
    try {
      // Random text does not compress, so this frame needs several parts.
      const big = Array.from({ length: 30_000 }, () =>
        String.fromCharCode(33 + Math.floor(Math.random() * 90)),
      ).join('');
      const received = new Promise<string>((resolve) =>
        busB.subscribe('room-x', (event) => resolve((event.frame as unknown as { text: string }).text)),
      );
      busA.publish('room-x', { audience: 'all', frame: { t: 'chat-error', text: big } as never });
      expect(await received).toBe(big);
    } finally {
      await busA.close();
      await busB.close();
    }
  });
});
