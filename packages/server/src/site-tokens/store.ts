import { randomBytes } from 'node:crypto';
import type { SiteToken, SiteTokenScope } from '@smuc/sdk';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { tokenHash } from '../auth/tokens';
import type { Db } from '../db/client';
import { accounts, siteTokens } from '../db/schema';

/** Every site token starts with this, so the API tells it from a session token without a lookup. */
export const SITE_TOKEN_PREFIX = 'smuc_st_';

/** Whether a bearer token is a site token (by its prefix). */
export const isSiteToken = (token: string) => token.startsWith(SITE_TOKEN_PREFIX);

type Row = typeof siteTokens.$inferSelect;

/** The listed shape of a row (never the hash). */
export const toSiteToken = (row: Row): SiteToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Creates a site token for an account and answers its row and the token, which exists nowhere
 * else afterwards (the table keeps the SHA-256 and the first 12 characters).
 */
export async function createSiteToken(
  db: Db,
  accountId: number,
  name: string,
  scopes: SiteTokenScope[],
): Promise<{ row: Row; token: string }> {
  const token = SITE_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(siteTokens)
    .values({ accountId, name, scopes, tokenHash: tokenHash(token), prefix: token.slice(0, 12) })
    .returning();
  if (!row) throw new Error('site token insert answered no row');
  return { row, token };
}

/** The account's tokens that are not revoked, oldest first. */
export async function listSiteTokens(db: Db, accountId: number): Promise<Row[]> {
  return db
    .select()
    .from(siteTokens)
    .where(and(eq(siteTokens.accountId, accountId), isNull(siteTokens.revokedAt)))
    .orderBy(asc(siteTokens.createdAt), asc(siteTokens.id));
}

/** Revokes one of the account's tokens; answers false when the id is not a live token of the account. */
export async function revokeSiteToken(db: Db, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(siteTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(siteTokens.id, id), eq(siteTokens.accountId, accountId), isNull(siteTokens.revokedAt)))
    .returning({ id: siteTokens.id });
  return rows.length > 0;
}

/**
 * Resolves a live (not revoked) site token to its account and scopes and stamps its last use;
 * answers null for an unknown or revoked token.
 */
export async function useSiteToken(
  db: Db,
  token: string,
): Promise<{ account: typeof accounts.$inferSelect; scopes: SiteTokenScope[] } | null> {
  const [found] = await db
    .select({ account: accounts, id: siteTokens.id, scopes: siteTokens.scopes })
    .from(siteTokens)
    .innerJoin(accounts, eq(accounts.id, siteTokens.accountId))
    .where(and(eq(siteTokens.tokenHash, tokenHash(token)), isNull(siteTokens.revokedAt)))
    .limit(1);
  if (!found) return null;
  await db.update(siteTokens).set({ lastUsedAt: new Date() }).where(eq(siteTokens.id, found.id));
  return { account: found.account, scopes: found.scopes };
}
