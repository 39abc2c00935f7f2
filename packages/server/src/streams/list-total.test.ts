import { defaultStreamSettings, STREAM_LIST_TYPES, type StreamListQuery, StreamStatus } from '@smuc/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStreamStats } from '../analytics/stats-writer';
import { accounts, streams, streamTotals } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import {
  createStream,
  insertStream,
  listStreams,
  setStreamStatus,
  softDeleteStream,
  updateStream,
} from './repository';
import { toColumns } from './serialize';

// The players list's total comes from `stream_list_counts`, kept by the triggers of migration 0017
// (issue 18). After every kind of write to `streams`, each filter's total must equal a plain count
// over the table. A search or a liked/commented sort ranks over `stream_list_rows` (migration 0019):
// its copy of the list columns must equal `streams` (and of the hearts and comments, the totals':
// migration 0022), and its pages the order `streams` gives.

let database: TestDatabase;
let accountId: number;
let otherId: number;

/** Every filter combination of the list besides the search. */
const queries: StreamListQuery[] = [
  {},
  { closed: 0 },
  { closed: 1 },
  ...STREAM_LIST_TYPES.map((type) => ({ type })),
  ...([0, 1, 2] as const).map((orientation) => ({ orientation })),
  { type: 'ad', orientation: 1 },
  { type: 'closed', orientation: 0 },
  { type: 'live', closed: 1 },
];

/** Each combination's total against the players the page query reads from `streams` itself. */
async function expectTotalsMatchTable(account: number) {
  const { db } = database;
  for (const q of queries) {
    const { total } = await listStreams(db, account, { ...q, per_page: 1 });
    const everyRow = await listStreams(db, account, { ...q, per_page: 100, sort: 'natural' });
    expect({ q, total }).toEqual({ q, total: everyRow.rows.length });
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `stream_list_rows` against the not-deleted `streams` rows it copies, column by column. */
async function expectListRowsMatchTable() {
  const { db } = database;
  const copy = await db.execute(sql`select stream_id as id, account_id, type, status, orientation,
    optimize_for_ad, created_at, title_lower, hearts, comments from stream_list_rows order by stream_id`);
  const table = await db.execute(sql`select id, account_id, type, status, orientation,
    optimize_for_ad, created_at, lower(title) as title_lower, coalesce(t.hearts, 0) as hearts,
    coalesce(t.comments, 0) as comments from streams left join stream_totals t on t.stream_id = id
    where deleted_at is null order by id`);
  expect(rowsOf(copy)).toEqual(rowsOf(table));
}

/** Sort keys of each ranked sort, computed over `streams` itself. */
const orderOnTable = {
  latest: sql`s.created_at desc, s.id desc`,
  az: sql`lower(s.title) asc, s.id asc`,
  liked: sql`coalesce(t.hearts, 0) desc, s.id desc`,
  commented: sql`coalesce(t.comments, 0) desc, s.id desc`,
  natural: sql`s.id asc`,
} as const;

/** A search page in every sort (and a liked/commented page without one) against `streams`. */
async function expectRankingMatchesTable(account: number) {
  const { db } = database;
  await expectListRowsMatchTable();
  const sortNames = Object.keys(orderOnTable) as (keyof typeof orderOnTable)[];
  for (const sort of sortNames) {
    for (const search of ['bulk', 'ONE', undefined]) {
      if (!search && sort !== 'liked' && sort !== 'commented') continue;
      const page = await listStreams(db, account, { search, sort, per_page: 100 });
      const matching = search ? sql`and lower(s.title) like ${`%${search.toLowerCase()}%`}` : sql``;
      const expected = await db.execute(sql`select s.id from streams s
        left join stream_totals t on t.stream_id = s.id
        where s.account_id = ${account} and s.deleted_at is null ${matching}
        order by ${orderOnTable[sort]}`);
      const ids = page.rows.map((r) => r.stream.id);
      expect({ sort, search, ids }).toEqual({
        sort,
        search,
        ids: rowsOf<{ id: number }>(expected).map((r) => Number(r.id)),
      });
      expect(page.total).toBe(ids.length);
    }
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  const made = await database.db
    .insert(accounts)
    .values([
      { email: 'totals@smuc.test', passwordHash: 'x', plan: 'business', allowLive: true },
      { email: 'totals-other@smuc.test', passwordHash: 'x', plan: 'business', allowLive: true },
    ])
    .returning({ id: accounts.id });
  accountId = made[0]!.id;
  otherId = made[1]!.id;
});
afterAll(() => database?.close());

describe('GET /my-streams total (stream_list_counts)', () => {
  it('follows creates, bulk inserts, status changes, edits, soft and hard deletes', async () => {
    const { db } = database;
    const kinds = ['live', 'playback', 'embed', 'ad', 'photo_ad'] as const;
    const made = [];
    for (const kind of kinds) made.push(await createStream(db, accountId, kind, `${kind} one`));
    await createStream(db, otherId, 'live', 'someone else');
    // One statement inserting many rows.
    const now = Date.now();
    await db.insert(streams).values(
      Array.from({ length: 12 }, (_, i) => ({
        accountId,
        apikey: `bulk-api-${i}`,
        streamkey: `bulk-key-${i}`,
        ...toColumns({
          ...defaultStreamSettings(kinds[i % 5]!, now),
          title: `bulk ${i}`,
          orientation: (i % 3) as 0 | 1 | 2,
        }),
      })),
    );
    await expectTotalsMatchTable(accountId);
    // Hearts and comments for half the players, so the liked and commented rankings have keys.
    const all = await db.select({ id: streams.id }).from(streams);
    await db
      .insert(streamTotals)
      .values(
        all
          .filter((_, i) => i % 2 === 0)
          .map(({ id }) => ({ streamId: id, hearts: id % 4, comments: id % 3 })),
      );
    await expectRankingMatchesTable(accountId);

    await setStreamStatus(db, accountId, made[0]!.id, StreamStatus.closed);
    await setStreamStatus(db, accountId, made[0]!.id, StreamStatus.closed);
    const adSettings = { ...defaultStreamSettings('embed', now), title: 'now an ad', optimize_for_ad: true };
    await updateStream(db, accountId, made[2]!.id, { ...adSettings, orientation: 0 });
    await softDeleteStream(db, accountId, made[1]!.id);
    await insertStream(db, accountId, { ...defaultStreamSettings('photo_ad', now), title: 'late' });
    // One statement changing many rows, and a hard delete.
    await db.update(streams).set({ status: StreamStatus.closed }).where(sql`${streams.title} like 'bulk 1%'`);
    await db.delete(streams).where(eq(streams.id, made[4]!.id));
    await expectTotalsMatchTable(accountId);
    await expectRankingMatchesTable(accountId);
    // A soft-deleted player restored, and one moved to the other account.
    await db.update(streams).set({ deletedAt: null }).where(eq(streams.id, made[1]!.id));
    await db
      .update(streams)
      .set({ accountId: otherId, title: 'moved ONE' })
      .where(eq(streams.id, made[3]!.id));
    await expectTotalsMatchTable(accountId);
    await expectRankingMatchesTable(accountId);
    await expectRankingMatchesTable(otherId);
    expect((await listStreams(db, otherId, {})).total).toBe(2);
    // Hearts and comments arriving through the analytics writer (migration 0022's copy of the
    // counts): a first totals row, increments, a heartbeat that changes neither, and one statement
    // changing many totals rows.
    const day = new Date().toISOString().slice(0, 10);
    const fresh = await createStream(db, accountId, 'live', 'fresh ONE');
    await addStreamStats(db, fresh.id, day, { hearts: 50 });
    expect((await listStreams(db, accountId, { sort: 'liked', per_page: 1 })).rows[0]!.stream.id).toBe(
      fresh.id,
    );
    await addStreamStats(db, fresh.id, day, { comments: 40, viewers: 1 });
    await addStreamStats(db, made[0]!.id, day, { hearts: 60, comments: 1 });
    await addStreamStats(db, fresh.id, day, { impressions: 1 });
    await expectRankingMatchesTable(accountId);
    await db.update(streamTotals).set({ hearts: sql`${streamTotals.hearts} * 2 % 7` });
    await expectRankingMatchesTable(accountId);
    await expectRankingMatchesTable(otherId);
  });

  it('forgets an account deleted with its players (both cascades)', async () => {
    const { db } = database;
    const [gone] = await db
      .insert(accounts)
      .values({ email: 'totals-gone@smuc.test', passwordHash: 'x', plan: 'business', allowLive: true })
      .returning({ id: accounts.id });
    await createStream(db, gone!.id, 'embed', 'to be deleted');
    expect((await listStreams(db, gone!.id, {})).total).toBe(1);
    await db.delete(accounts).where(eq(accounts.id, gone!.id));
    expect((await listStreams(db, gone!.id, {})).total).toBe(0);
    await expectTotalsMatchTable(accountId);
    await expectListRowsMatchTable();
  });

  it('counts a search from the page itself, also past the last match', async () => {
    const { db } = database;
    const all = await listStreams(db, accountId, { search: 'BULK', per_page: 100 });
    expect(all.rows.length).toBeGreaterThan(0);
    const firstPage = await listStreams(db, accountId, { search: 'bulk', per_page: 2 });
    expect(firstPage.total).toBe(all.rows.length);
    const pastTheEnd = await listStreams(db, accountId, { search: 'bulk', per_page: 2, page: 50 });
    expect(pastTheEnd).toMatchObject({ rows: [], total: all.rows.length });
    expect((await listStreams(db, accountId, { search: 'no such title' })).total).toBe(0);
  });

  it('counts a search again only when the list version moves, whichever process wrote the change', async () => {
    const { db } = database;
    const version = async () =>
      rowsOf<{ v: string }>(
        await db.execute(
          sql`select version::text as v from stream_list_versions where account_id = ${accountId}`,
        ),
      )[0]?.v;
    const search = { search: 'versioned', per_page: 1 };
    const first = await createStream(db, accountId, 'embed', 'versioned one');
    await createStream(db, accountId, 'embed', 'versioned two');
    const created = await version();
    expect(created).toBeDefined();
    expect((await listStreams(db, accountId, search)).total).toBe(2);
    // Hearts, comments and a heartbeat leave the version alone (the kept count stays usable).
    await addStreamStats(db, first.id, new Date().toISOString().slice(0, 10), {
      hearts: 3,
      comments: 1,
      impressions: 1,
    });
    expect(await version()).toBe(created);
    // A rename in plain SQL, as another replica's write would arrive: no code of this process saw
    // it, the page still has a row, and a count kept at the old version would answer 2.
    await db.execute(sql`update streams set title = 'renamed' where id = ${first.id}`);
    expect(await version()).not.toBe(created);
    expect((await listStreams(db, accountId, search)).total).toBe(1);
    // The same for a player moved out of the list by a status change and by a soft delete.
    const third = await createStream(db, accountId, 'embed', 'versioned three');
    expect((await listStreams(db, accountId, { ...search, closed: 0 })).total).toBe(2);
    await db.execute(sql`update streams set status = ${StreamStatus.closed} where id = ${third.id}`);
    expect((await listStreams(db, accountId, { ...search, closed: 0 })).total).toBe(1);
    await db.execute(sql`update streams set deleted_at = now() where id = ${third.id}`);
    expect((await listStreams(db, accountId, search)).total).toBe(1);
    // TRUNCATE leaves no version, and the next players start from a new one.
    await db.execute(sql`truncate streams cascade`);
    expect(await version()).toBeUndefined();
    expect((await listStreams(db, accountId, search)).total).toBe(0);
    await createStream(db, accountId, 'embed', 'versioned again');
    expect(BigInt((await version()) ?? '0')).toBeGreaterThan(BigInt(created!));
    expect((await listStreams(db, accountId, search)).total).toBe(1);
  });
});
