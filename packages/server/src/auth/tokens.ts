import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { accounts, sessions } from '../db/schema';
import { sessionCacheOf } from '../db/session-cache';

/** A new random token (256 bits, base64url). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked table signs nobody in. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session (or personal access token) for an account; answers the token once. */
export async function createSession(
  db: Db,
  accountId: number,
  ttlMs: number,
  kind: 'session' | 'pat' = 'session',
  name?: string,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    accountId,
    kind,
    name: name ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export type TokenLookup =
  | { state: 'active'; account: typeof accounts.$inferSelect }
  | { state: 'expired' }
  | { state: 'unknown' };

/**
 * Inactivity after which a sign-in session ends (issue 13 §6): `SESSION_IDLE_DAYS` (default 7).
 * Personal access tokens have no idle timeout: they are for machines that call rarely.
 */
export const sessionIdleMs = () => {
  const days = Number(process.env.SESSION_IDLE_DAYS);
  return (Number.isFinite(days) && days > 0 ? days : 7) * 24 * 3600 * 1000;
};

/** How stale `last_seen_at` may get before a request writes it again: reads stay reads. */
const LAST_SEEN_PRECISION_MS = 60_000;

/** The row a lookup reads: the session's times and its account (prepared once per database). */
async function readSession(db: Db, hash: string) {
  const statement = prepared(db, 'auth.readSession', (name) =>
    db
      .select({
        account: accounts,
        id: sessions.id,
        kind: sessions.kind,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(sessions.tokenHash, sql.placeholder('hash')))
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ hash });
  return rows[0];
}

/**
 * Resolves a token to its account: active, expired (the row exists but is past its time, or a
 * sign-in session idle longer than {@link sessionIdleMs}) or unknown. An active session's
 * `last_seen_at` moves forward at most once a minute. On PGlite a found row is kept in the
 * session cache (`db/session-cache.ts`), emptied by every write to the sessions or accounts
 * tables, so the expiry and idle checks below still run on every request; unknown tokens are
 * never cached.
 */
export async function lookupToken(db: Db, token: string): Promise<TokenLookup> {
  const hash = tokenHash(token);
  const cache = sessionCacheOf(db);
  let row = cache?.get(hash) as Awaited<ReturnType<typeof readSession>>;
  if (!row) {
    const generation = cache?.generation ?? 0;
    row = await readSession(db, hash);
    if (!row) return { state: 'unknown' };
    cache?.set(hash, row, generation);
  }
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return { state: 'expired' };
  if (row.kind === 'session') {
    const idle = now - row.lastSeenAt.getTime();
    if (idle >= sessionIdleMs()) return { state: 'expired' };
    if (idle >= LAST_SEEN_PRECISION_MS)
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.id));
  }
  // A copy, so no caller can change the cached row.
  return { state: 'active', account: { ...row.account } };
}

/** Ends a session; answers whether one was ended. */
export async function deleteSession(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, new Date(0))))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
