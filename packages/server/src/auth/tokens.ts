import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions } from '../db/schema';

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

/** Resolves a token to its account: active, expired (the row exists but is past its time) or unknown. */
export async function lookupToken(db: Db, token: string): Promise<TokenLookup> {
  const rows = await db
    .select({ account: accounts, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return { state: 'unknown' };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'active', account: row.account };
}

/** Ends a session; answers whether one was ended. */
export async function deleteSession(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, new Date(0))))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
