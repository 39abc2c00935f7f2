import type { ConnectedPlatform, PlatformType } from '@smuc/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config';
import { secretBoxFor } from '../crypto/secrets';
import type { Db } from '../db/client';
import { connectedPlatforms } from '../db/schema';

export type PlatformRow = typeof connectedPlatforms.$inferSelect;

/** The additional authenticated data a platform token is sealed under: it opens only on its own row. */
const tokenContext = (accountId: number, type: PlatformType, externalId: string) =>
  `connected_platform:${type}:${externalId}:${accountId}`;

/** A row in the wire shape of 000 §3 Connected platform; the token never leaves the server. */
export function toConnectedPlatform(row: PlatformRow): ConnectedPlatform {
  return {
    id: row.externalId,
    type: row.type,
    name: row.name,
    image: row.image,
    inactive: row.inactive,
    is_connected: true,
    administrator: row.administrator,
    serviceId: `${row.type}:${row.externalId}`,
  };
}

/** Every connected platform of an account, oldest first. */
export function listPlatforms(db: Db, accountId: number): Promise<PlatformRow[]> {
  return db
    .select()
    .from(connectedPlatforms)
    .where(eq(connectedPlatforms.accountId, accountId))
    .orderBy(asc(connectedPlatforms.createdAt), asc(connectedPlatforms.id));
}

/** One platform of an account by type and page/channel id, or undefined. */
export async function findPlatform(
  db: Db,
  accountId: number,
  type: PlatformType,
  externalId: string,
): Promise<PlatformRow | undefined> {
  const [row] = await db
    .select()
    .from(connectedPlatforms)
    .where(
      and(
        eq(connectedPlatforms.accountId, accountId),
        eq(connectedPlatforms.type, type),
        eq(connectedPlatforms.externalId, externalId),
      ),
    );
  return row;
}

/**
 * Connects a page or channel, or reconnects it (new token, name, image; active again). The token is
 * sealed with the server's secrets key before it reaches the database.
 */
export async function upsertPlatform(
  db: Db,
  config: Config,
  input: {
    accountId: number;
    type: PlatformType;
    externalId: string;
    name: string;
    image: string | null;
    token: string;
    administrator: boolean;
  },
): Promise<PlatformRow> {
  const tokenSealed = secretBoxFor(config).seal(
    input.token,
    tokenContext(input.accountId, input.type, input.externalId),
  );
  const values = {
    name: input.name,
    image: input.image,
    tokenSealed,
    administrator: input.administrator,
    inactive: false,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(connectedPlatforms)
    .values({ accountId: input.accountId, type: input.type, externalId: input.externalId, ...values })
    .onConflictDoUpdate({
      target: [connectedPlatforms.accountId, connectedPlatforms.type, connectedPlatforms.externalId],
      set: values,
    })
    .returning();
  if (!row) throw new Error('connected platform upsert returned no row');
  return row;
}

/** The plain token of a platform row (page token or refresh token), for the provider calls only. */
export function platformToken(config: Config, row: PlatformRow): string {
  return secretBoxFor(config).open(row.tokenSealed, tokenContext(row.accountId, row.type, row.externalId));
}

/** Marks a platform inactive (its token was refused): the list shows it for reconnecting. */
export async function markInactive(db: Db, row: PlatformRow) {
  await db
    .update(connectedPlatforms)
    .set({ inactive: true, updatedAt: new Date() })
    .where(eq(connectedPlatforms.id, row.id));
}
