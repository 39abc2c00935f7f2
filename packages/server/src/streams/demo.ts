import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { streams } from '../db/schema';
import type { StreamRow } from './row';

/**
 * Writes of the demo seed that no route makes (issue 20 §1: the stream row's writes stay in
 * `streams/`): a history for a fresh player and the tags the seed hands out. Not for request paths.
 */

/**
 * Gives a freshly seeded player its demo history: the 001 §4 status code `status` and a creation
 * time `daysAgo` whole days before now (so "Latest first" has a visible order). One statement;
 * no account check (the seed created the row).
 */
export async function backdateDemoStream(db: Db, id: number, status: number, daysAgo: number): Promise<void> {
  await db.execute(sql`update ${streams} set status = ${status},
      created_at = now() - ${`${daysAgo} days`}::interval where id = ${id}`);
}

/**
 * Replaces a seeded player's settings jsonb with `settings` (the seed passes the stored settings
 * with its customer, campaign and subscriber form merged in). One statement; no account check.
 */
export async function setDemoStreamSettings(
  db: Db,
  id: number,
  settings: StreamRow['settings'],
): Promise<void> {
  await db.update(streams).set({ settings }).where(eq(streams.id, id));
}
