import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { changesSessions, SessionCache, sessionCacheOf } from '../db/session-cache';
import { DEMO_PASSWORD, readJson, startTestServer, type TestServer } from '../test/harness';
import { hashPassword } from './passwords';
import { tokenHash } from './tokens';

// Issue 18 target 1: on PGlite a verified session is kept in memory, so a signed-in request costs
// one statement fewer. Every way a session or its account ends or changes must still take effect
// on the very next request: each case below warms the cache first and proves it was warm.

let server: TestServer;
const me = (token: string) => server.fetch('/user/me', { token });

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await server.db.insert(accounts).values(
    ['out', 'pass', 'gone', 'plan', 'raw'].map((name) => ({
      email: `cache-${name}@smuc.test`,
      passwordHash,
      plan: 'business' as const,
    })),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Signs in and makes one request, so the session is in the cache (on PGlite). */
async function warm(email: string): Promise<string> {
  const { token } = await server.login(email);
  expect((await me(token)).status).toBe(200);
  const cache = sessionCacheOf(server.db);
  if (server.database.kind === 'pglite') expect(cache?.get(tokenHash(token))).toBeDefined();
  else expect(cache).toBeUndefined();
  return token;
}

describe('session cache (PGlite only)', () => {
  it('a signed-out session is refused on the next request', async () => {
    const token = await warm('cache-out@smuc.test');
    expect((await server.fetch('/user/logout', { token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('a password change ends the other sessions on their next request and keeps the one that asked', async () => {
    const asking = await warm('cache-pass@smuc.test');
    const other = await warm('cache-pass@smuc.test');
    const changed = await server.fetch('/user/change-password', {
      method: 'PUT',
      token: asking,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ current_password: DEMO_PASSWORD, new_password: 'a-new-Passw0rd!' }),
    });
    expect(changed.status).toBe(200);
    expect((await readJson(changed)).data).toEqual({ ended_sessions: 1 });
    expect((await me(other)).status).toBe(401);
    expect((await me(asking)).status).toBe(200);
  });

  it('a deleted account is refused on the next request', async () => {
    const token = await warm('cache-gone@smuc.test');
    await server.db.delete(accounts).where(eq(accounts.email, 'cache-gone@smuc.test'));
    expect((await me(token)).status).toBe(401);
  });

  it('a plan change shows on the next request', async () => {
    const token = await warm('cache-plan@smuc.test');
    expect((await readJson(await me(token))).data.package.plan).toBe('business');
    await server.db.update(accounts).set({ plan: 'free' }).where(eq(accounts.email, 'cache-plan@smuc.test'));
    expect((await readJson(await me(token))).data.package.plan).toBe('free');
  });

  it('a session ended with plain SQL, outside drizzle’s builders, is refused on the next request', async () => {
    const token = await warm('cache-raw@smuc.test');
    await server.db.execute(sql`delete from sessions where token_hash = ${tokenHash(token)}`);
    expect((await me(token)).status).toBe(401);
  });

  it('never keeps a row read before a session write that ran while it was read', () => {
    const cache = new SessionCache(60_000);
    const started = cache.generation;
    cache.invalidate();
    cache.set('key', { read: 'before the write' }, started);
    expect(cache.get('key')).toBeUndefined();
    cache.set('key', { read: 'after' }, cache.generation);
    expect(cache.get('key')).toEqual({ read: 'after' });
  });

  it('counts a statement as a session write when it writes and names accounts or sessions', () => {
    expect(changesSessions('delete from "sessions" where "token_hash" = $1')).toBe(true);
    expect(changesSessions('update "accounts" set "plan" = $1')).toBe(true);
    expect(changesSessions('insert into "sessions" ("token_hash", "account_id") values ($1, $2)')).toBe(true);
    expect(changesSessions('TRUNCATE accounts CASCADE')).toBe(true);
    expect(changesSessions('with gone as (delete from accounts returning id) select * from gone')).toBe(true);
    expect(changesSessions('select "id" from "sessions" inner join "accounts" on true for update')).toBe(
      true,
    );
    expect(changesSessions('select "accounts"."id" from "sessions" inner join "accounts" on true')).toBe(
      false,
    );
    expect(changesSessions('update "streams" set "title" = $1')).toBe(false);
  });
});
