import { defaultStreamSettings } from '@smuc/sdk';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { insertStream } from './repository';

// `stream_list_counts` (migrations 0017 and 0020) under concurrent writers, on PostgreSQL only (PGlite
// has one connection). Each writer moves its own players between list groups, so the players'
// rows never conflict and only the shared group rows of the counts can. Before 0020, runs like this
// one had 1 to 31 transactions aborted as deadlocks (40P01).

const WRITERS = 6;
const PLAYERS_EACH = 8;
const TRANSACTIONS_EACH = 100;

let database: TestDatabase;
let accountId: number;
const owned: number[][] = Array.from({ length: WRITERS }, () => []);

describe.runIf(process.env.TEST_DATABASE_URL)('stream_list_counts under concurrent writers', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    const [made] = await database.db
      .insert(accounts)
      .values({ email: 'concurrent@smuc.test', passwordHash: 'x', plan: 'business', allowLive: true })
      .returning({ id: accounts.id });
    accountId = made!.id;
    for (let i = 0; i < WRITERS * PLAYERS_EACH; i++) {
      const row = await insertStream(database.db, accountId, {
        ...defaultStreamSettings('ad', Date.now()),
        title: `p${i}`,
      });
      owned[i % WRITERS]!.push(row.id);
    }
  });
  afterAll(() => database?.close());

  /** One connection moving its players to random statuses and orientations, one transaction at a time. */
  async function writer(ids: number[]): Promise<{ deadlocks: number }> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let deadlocks = 0;
    try {
      for (let n = 0; n < TRANSACTIONS_EACH; n++) {
        try {
          await client.query('begin');
          await client.query(
            `update streams set status = floor(random() * 4)::int, orientation = floor(random() * 3)::int
             where id = any($1)`,
            [ids],
          );
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          if ((error as { code?: string }).code !== '40P01') throw error;
          deadlocks++;
        }
      }
    } finally {
      await client.end();
    }
    return { deadlocks };
  }

  it('moves players between groups from several connections at once without a deadlock, counts exact', async () => {
    const results = await Promise.all(owned.map(writer));
    expect(results.map((r) => r.deadlocks)).toEqual(owned.map(() => 0));
    const counted = await database.db.execute(sql`select type, status, orientation, optimize_for_ad, n
      from stream_list_counts where account_id = ${accountId} and n <> 0 order by 1, 2, 3, 4`);
    const table = await database.db.execute(sql`select type, status, orientation, optimize_for_ad,
      count(*)::int as n from streams where account_id = ${accountId} and deleted_at is null
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect((counted as unknown as { rows: unknown[] }).rows).toEqual(
      (table as unknown as { rows: unknown[] }).rows,
    );
  }, 120_000);
});
