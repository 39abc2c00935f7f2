import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectedPlatforms, streamRestreams } from '../db/schema';
import type { PlatformRow } from './store';

/** The connected platforms a stream restreams to, in pick order. */
export async function restreamPlatforms(db: Db, streamId: number): Promise<PlatformRow[]> {
  const rows = await db
    .select({ platform: connectedPlatforms })
    .from(streamRestreams)
    .innerJoin(connectedPlatforms, eq(connectedPlatforms.id, streamRestreams.platformId))
    .where(eq(streamRestreams.streamId, streamId))
    .orderBy(asc(streamRestreams.position));
  return rows.map((r) => r.platform);
}

/** Replaces a stream's restream targets (platform row ids, in order) in one transaction. */
export async function replaceRestreams(db: Db, streamId: number, platformIds: number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(streamRestreams).where(eq(streamRestreams.streamId, streamId));
    if (platformIds.length)
      await tx
        .insert(streamRestreams)
        .values(platformIds.map((platformId, position) => ({ streamId, platformId, position })));
  });
}
