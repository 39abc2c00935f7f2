import { type ApiClient, NotFoundError, parseCsv, subscribersCsv } from '@smuc/sdk';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, streams, subscriptions } from '../db/schema';
import { DEMO_EMAIL, OTHER_EMAIL, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let demo: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ client: demo } = await server.login(DEMO_EMAIL));
  ({ client: other } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

describe('GET /stream/subscribers', () => {
  it("counts each live player's subscribers as the database does", async () => {
    const counts = await demo.subscribers.counts();
    expect(counts.length).toBeGreaterThan(1);
    const [demoAccount] = await server.db.select().from(accounts).where(eq(accounts.email, DEMO_EMAIL));
    const expected = await server.db
      .select({ stream_id: streams.id, title: streams.title, subscribers: sql<number>`count(*)::int` })
      .from(subscriptions)
      .innerJoin(streams, eq(streams.id, subscriptions.streamId))
      .where(and(eq(streams.accountId, demoAccount!.id), isNull(streams.deletedAt)))
      .groupBy(streams.id)
      .orderBy(asc(streams.title));
    expect(counts).toEqual(expected);
    expect(await other.subscribers.counts()).toEqual([]);
  });
});

describe('GET /stream/{id}/subscribers', () => {
  it('answers the rows of the subscriber CSV, which round-trips through papaparse', async () => {
    const [first] = await demo.subscribers.counts();
    const rows = await demo.subscribers.list(first!.stream_id);
    expect(rows).toHaveLength(first!.subscribers);
    const db = await server.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.streamId, first!.stream_id))
      .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
    expect(rows).toEqual(
      db.map((r) => ({ stream: first!.title, email: r.email, created_at: r.createdAt.toISOString() })),
    );
    const csv = subscribersCsv(rows);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFsep=;');
    expect(lines[1]).toBe('Stream;E-mail;Created at');
    const parsed = Papa.parse<string[]>(lines.slice(1).join('\r\n'), { delimiter: ';' }).data;
    expect(parsed.slice(1)).toEqual(db.map((r) => [first!.title, r.email, r.createdAt.toISOString()]));
    expect(parseCsv(csv)).toEqual(parsed);
  });

  it("is 404 for another account's player", async () => {
    const [first] = await demo.subscribers.counts();
    await expect(other.subscribers.list(first!.stream_id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
