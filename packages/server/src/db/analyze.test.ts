import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { ROLLUP_TABLES } from './client';

// On PostgreSQL `analyze()` (run after the demo seed at start and every 15 min) gives the rollup
// tables statistics at once instead of whenever autovacuum gets to them.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('analyze on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('analyses every rollup table', async () => {
    await database.analyze();
    const result = (await database.db.execute(
      sql`select relname from pg_stat_user_tables where last_analyze is not null`,
    )) as unknown as { rows: { relname: string }[] };
    const analysed = result.rows.map((r) => r.relname);
    for (const table of ROLLUP_TABLES) expect(analysed).toContain(table);
  });
});
