import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReplicaDatabase, startTestServer, type TestDatabase, type TestServer } from '../test/harness';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres';
import { PgBus } from './pg-bus';
import { type FrameClient, makeAccount, openFrames, setStream } from './test-helpers';

// Two replicas on a PostgreSQL of this test's own, which it stops for a few seconds and starts again
// (a database restart): both replicas keep answering (503 in the envelope while the database is
// away), `/readyz` reports them not ready and then ready again, and realtime frames flow between
// them afterwards. Runs in the PostgreSQL pass of the suite (which has the PostgreSQL binaries).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** How long the database is away: longer than several reconnect attempts of the bus. */
const OUTAGE_MS = 6000;

async function readyStatus(server: TestServer): Promise<number> {
  return (await fetch(`${server.origin}/readyz`)).status;
}

/** Polls until `check` holds, at most `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(onPostgres)('a PostgreSQL outage under two replicas', () => {
  let postgres: ThrowawayPostgres;
  const databases: TestDatabase[] = [];
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let apikey: string;
  let productIds: number[];
  const open: FrameClient[] = [];

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    for (let i = 0; i < 2; i += 1) databases.push(await openReplicaDatabase(postgres.url));
    const [busA, busB] = [new PgBus(postgres.url), new PgBus(postgres.url)];
    await Promise.all([busA.whenReady(), busB.whenReady()]);
    a = await startTestServer({ seed: false, database: databases[0]!, realtimeBus: busA });
    b = await startTestServer({ seed: false, database: databases[1]!, realtimeBus: busB });
    token = (await makeAccount(a, 'outage@rt.test')).token;
    const client = a.client({ token });
    const stream = await client.streams.create({ kind: 'live', title: 'Outage' });
    apikey = stream.apikey;
    const p1 = await client.feedItems.create(stream.id, { title: 'Scarf', price: 10 });
    const p2 = await client.feedItems.create(stream.id, { title: 'Gloves', price: 12 });
    productIds = [p1.id, p2.id];
    await setStream(a, stream.id, { status: 1, settings: { show_chat: true } });
  }, 60_000);

  afterAll(async () => {
    for (const c of open) c.close();
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    postgres?.destroy();
  });

  it('both replicas outlive the outage and realtime frames flow again after it', async () => {
    expect([await readyStatus(a), await readyStatus(b)]).toEqual([200, 200]);
    const viewer = await openFrames(b);
    open.push(viewer);
    viewer.send({ t: 'hello', apikey, role: 'viewer', viewer_id: 'viewer-on-b' });
    await viewer.next('welcome');
    const admin = await openFrames(a);
    open.push(admin);
    admin.send({ t: 'hello', apikey, role: 'admin', token });
    await admin.next('welcome');

    postgres.stop();
    const stopped = Date.now();
    // While the database is away: an answer in the spec's envelope (503), not a crash or a hang.
    for (const server of [a, b]) {
      const res = await server.fetch('/user/me', { token });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({
        success: false,
        error: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect(await readyStatus(server)).toBe(503);
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stopped))));
    postgres.start();

    // Both replicas ready again (database and realtime bus) and serving.
    await until(async () => (await readyStatus(a)) === 200 && (await readyStatus(b)) === 200, 20_000);
    expect((await b.fetch('/user/me', { token })).status).toBe(200);
    // A pin made through replica A reaches the viewer on replica B.
    admin.send({ t: 'pin', product_id: productIds[1] });
    const pin = await viewer.next('pin', (f) => f.product_id === productIds[1], 1000);
    expect(pin.product_id).toBe(productIds[1]);
    // And a viewer who connects to B now gets the room.
    const late = await openFrames(b);
    open.push(late);
    late.send({ t: 'hello', apikey, role: 'viewer', viewer_id: 'late-viewer' });
    await late.next('welcome');
    expect((await late.next('feed-info')).items.map((p) => p.id).sort()).toEqual([...productIds].sort());
  }, 60_000);
});
