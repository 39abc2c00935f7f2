import { defaultStreamSettings } from '@smuc/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, streamDailyStats, streamTotals } from '../db/schema';
import { insertStream } from '../streams/repository';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { addStreamStats } from './stats-writer';

let database: TestDatabase;
let accountId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [account] = await database.db
    .insert(accounts)
    .values({ email: 'stats@smuc.test', passwordHash: 'x' })
    .returning();
  accountId = account!.id;
});
afterAll(() => database?.close());

async function newStream() {
  const row = await insertStream(database.db, accountId, {
    ...defaultStreamSettings('embed', Date.now()),
    title: 'Stats',
  });
  return row.id;
}

const dailyOf = (streamId: number) =>
  database.db
    .select()
    .from(streamDailyStats)
    .where(eq(streamDailyStats.streamId, streamId))
    .orderBy(asc(streamDailyStats.day));

async function totalsOf(streamId: number) {
  const [row] = await database.db.select().from(streamTotals).where(eq(streamTotals.streamId, streamId));
  return row;
}

/** Lifetime totals recomputed from the daily rows: sums, and the maximum for peak viewers. */
async function summedDaily(streamId: number) {
  const [row] = await database.db
    .select({
      impressions: sql<number>`sum(${streamDailyStats.impressions})::int`,
      viewers: sql<number>`sum(${streamDailyStats.viewers})::int`,
      peakViewers: sql<number>`max(${streamDailyStats.peakViewers})::int`,
      minutes: sql<string>`sum(${streamDailyStats.minutes})::text`,
      hearts: sql<number>`sum(${streamDailyStats.hearts})::int`,
      comments: sql<number>`sum(${streamDailyStats.comments})::int`,
      productClicks: sql<number>`sum(${streamDailyStats.productClicks})::int`,
    })
    .from(streamDailyStats)
    .where(eq(streamDailyStats.streamId, streamId));
  return row!;
}

describe('addStreamStats', () => {
  it('creates the daily row and the totals on the first write', async () => {
    const id = await newStream();
    await addStreamStats(database.db, id, '2026-11-20', {
      viewers: 5,
      hearts: 2,
      minutes: 1.5,
      peakViewers: 3,
    });
    const [day] = await dailyOf(id);
    expect(day).toMatchObject({
      day: '2026-11-20',
      viewers: 5,
      hearts: 2,
      peakViewers: 3,
      comments: 0,
      impressions: 0,
    });
    expect(Number(day!.minutes)).toBe(1.5);
    const totals = await totalsOf(id);
    expect(totals).toMatchObject({ viewers: 5, hearts: 2, peakViewers: 3, comments: 0 });
    expect(Number(totals!.minutes)).toBe(1.5);
  });

  it('adds to the same day and keeps the daily rows and totals equal', async () => {
    const id = await newStream();
    await addStreamStats(database.db, id, '2026-11-20', { impressions: 10, viewers: 4, minutes: 2.25 });
    await addStreamStats(database.db, id, '2026-11-20', {
      impressions: 5,
      viewers: 1,
      minutes: 0.5,
      hearts: 1,
    });
    await addStreamStats(database.db, id, '2026-11-21', { impressions: 7, comments: 3, productClicks: 2 });

    const days = await dailyOf(id);
    expect(
      days.map((d) => [d.day, d.impressions, d.viewers, Number(d.minutes), d.hearts, d.comments]),
    ).toEqual([
      ['2026-11-20', 15, 5, 2.75, 1, 0],
      ['2026-11-21', 7, 0, 0, 0, 3],
    ]);
    const totals = await totalsOf(id);
    const summed = await summedDaily(id);
    expect(totals).toMatchObject({
      impressions: summed.impressions,
      viewers: summed.viewers,
      hearts: summed.hearts,
      comments: summed.comments,
      productClicks: summed.productClicks,
    });
    expect(Number(totals!.minutes)).toBe(Number(summed.minutes));
    expect(totals).toMatchObject({ impressions: 22, viewers: 5, hearts: 1, comments: 3, productClicks: 2 });
    expect(Number(totals!.minutes)).toBe(2.75);
  });

  it('keeps the maximum of peakViewers instead of adding', async () => {
    const id = await newStream();
    await addStreamStats(database.db, id, '2026-11-20', { peakViewers: 10 });
    await addStreamStats(database.db, id, '2026-11-20', { peakViewers: 4 });
    await addStreamStats(database.db, id, '2026-11-21', { peakViewers: 7 });
    await addStreamStats(database.db, id, '2026-11-21', { peakViewers: 12 });
    const days = await dailyOf(id);
    expect(days.map((d) => d.peakViewers)).toEqual([10, 12]);
    expect((await totalsOf(id))!.peakViewers).toBe(12);
    expect((await summedDaily(id)).peakViewers).toBe(12);
  });

  it('does nothing for an empty delta', async () => {
    const id = await newStream();
    await addStreamStats(database.db, id, '2026-11-20', {});
    expect(await dailyOf(id)).toEqual([]);
    expect(await totalsOf(id)).toBeUndefined();
  });

  it('keeps exact decimal minutes over many small writes', async () => {
    const id = await newStream();
    for (let i = 0; i < 10; i++) await addStreamStats(database.db, id, '2026-11-20', { minutes: 0.1 });
    expect((await totalsOf(id))!.minutes).toMatch(/^1(\.0+)?$/);
    expect((await dailyOf(id))[0]!.minutes).toMatch(/^1(\.0+)?$/);
  });

  it('loses no increment under concurrent writes', async () => {
    const id = await newStream();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        addStreamStats(database.db, id, i % 2 ? '2026-11-20' : '2026-11-21', {
          viewers: 1,
          hearts: 2,
          peakViewers: i,
        }),
      ),
    );
    const totals = await totalsOf(id);
    expect(totals).toMatchObject({ viewers: 25, hearts: 50, peakViewers: 24 });
    const summed = await summedDaily(id);
    expect(summed).toMatchObject({ viewers: 25, hearts: 50, peakViewers: 24 });
    expect((await dailyOf(id)).map((d) => d.viewers)).toEqual([12, 13]);
  });

  it('writes nothing when the stream does not exist', async () => {
    await expect(addStreamStats(database.db, 987_654, '2026-11-20', { viewers: 1 })).rejects.toThrow();
    expect(await dailyOf(987_654)).toEqual([]);
    expect(await totalsOf(987_654)).toBeUndefined();
  });
});
