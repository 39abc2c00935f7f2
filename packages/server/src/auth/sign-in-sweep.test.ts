import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, signInFailures } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { sweepSignInGuards } from './login-throttle';

// Issue 29 §3 follow-up: the sign-in guard tables were never swept; rows of every address that
// ever signed in or failed stayed forever. The sweep deletes exactly the rows that can no longer matter.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const HOUR = 3600_000;

describe('sweepSignInGuards', () => {
  it('deletes ended rate windows and forgotten failures, keeping running locks and recent failures', async () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const at = (ms: number) => new Date(now + ms);
    await database.db.insert(rateLimitHits).values([
      { key: 'ended', hits: 30, resetsAt: at(-1000) },
      { key: 'running', hits: 3, resetsAt: at(30_000) },
    ]);
    const failure = { email: 'a@smuc.test', failures: 5 };
    await database.db.insert(signInFailures).values([
      { ...failure, address: 'forgotten', lastFailedAt: at(-25 * HOUR), lockedUntil: null },
      { ...failure, address: 'lock-ended', lastFailedAt: at(-25 * HOUR), lockedUntil: at(-24 * HOUR) },
      { ...failure, address: 'still-locked', lastFailedAt: at(-25 * HOUR), lockedUntil: at(HOUR) },
      { ...failure, address: 'recent', lastFailedAt: at(-HOUR), lockedUntil: null },
    ]);

    expect(await sweepSignInGuards(database.db, now)).toEqual({ hits: 1, failures: 2 });
    const keys = (await database.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys).toEqual(['running']);
    const addresses = (await database.db.select().from(signInFailures)).map((r) => r.address).sort();
    expect(addresses).toEqual(['recent', 'still-locked']);
  });
});
