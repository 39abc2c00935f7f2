import { describe, expect, it } from 'vitest';
import { describeDoor, readsTable, writesTable } from '../test/door';

/** The `streams` table as the door check names it. */
const STREAMS = { table: 'streams', object: 'streams' };

describeDoor('the stream row has one door (issue 20 §1)', {
  ...STREAMS,
  door: ['streams/'],
  left: new Map([
    [
      'reports/my-streams.ts',
      'the My streams report: one raw SQL statement lists every stream with its rollups and distinct setting values',
    ],
  ]),
});

describe('the door check', () => {
  const reads = (source: string) => readsTable(source, STREAMS);
  const writes = (source: string) => writesTable(source, STREAMS);

  it('recognises each way of reading and writing the table, and nothing else (the check itself works)', () => {
    expect(reads('db.select().from(streams).where(x)')).toBe(true);
    expect(reads('.from(subscriptions)\n  .innerJoin(streams, eq(streams.id, x))')).toBe(true);
    expect(reads('.leftJoin(streams, eq(a, b))')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(reads('sql`select id from ${streams} where`')).toBe(true);
    expect(reads('sql`… join streams s on s.id = d.stream_id`')).toBe(true);
    expect(reads('sql`select distinct v from streams s`')).toBe(true);
    expect(reads('sql`select id from streams where account_id = 1`')).toBe(true);
    expect(reads('db.update(streams).set({ status })')).toBe(false);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(reads('sql`update ${streams} set status = 1`')).toBe(false);
    expect(reads('.from(streamDailyStats).innerJoin(streamTotals, x)')).toBe(false);
    expect(writes('db.update(streams).set({ status })')).toBe(true);
    expect(writes('tx.insert(streams).values(row)')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sql template
    expect(writes('sql`update ${streams} set status = 1`')).toBe(true);
    expect(writes('sql`update streams set status = 1`')).toBe(true);
    expect(writes('db.update(streamTotals).set(x); db.insert(streamDailyStats)')).toBe(false);
    expect(writes('db.select().from(streams)')).toBe(false);
    expect(reads('// the streams of the account, from streams/reads.ts')).toBe(false);
    expect(reads('db.select().from(feedItems)')).toBe(false);
    expect(readsTable('.innerJoin(feedItems, eq(a, b))', { table: 'feed_items', object: 'feedItems' })).toBe(
      true,
    );
    expect(
      writesTable('sql`update feed_items set x = 1`', { table: 'feed_items', object: 'feedItems' }),
    ).toBe(true);
  });
});
