import { and, asc, eq } from 'drizzle-orm';
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

/** A remote broadcast created ahead for a scheduled restream (see {@link restreamTargets}). */
export interface ScheduledRemote {
  /** Facebook live video id or YouTube broadcast id. */
  id: string;
  /** YouTube: the live stream bound to the broadcast. */
  streamId: string | null;
  /** Where chat messages go (Facebook live video id, YouTube live chat id). */
  chatId: string | null;
  /** The planned start it was created for. */
  start: Date;
}

/** One destination of a stream with the remote broadcast scheduled for it, if any. */
export interface RestreamTarget {
  platform: PlatformRow;
  remote: ScheduledRemote | null;
}

const toRemote = (row: typeof streamRestreams.$inferSelect): ScheduledRemote | null =>
  row.remoteId && row.remoteStart
    ? { id: row.remoteId, streamId: row.remoteStreamId, chatId: row.remoteChatId, start: row.remoteStart }
    : null;

/** A stream's destinations in pick order, with their scheduled remote broadcasts. */
export async function restreamTargets(db: Db, streamId: number): Promise<RestreamTarget[]> {
  const rows = await db
    .select({ platform: connectedPlatforms, target: streamRestreams })
    .from(streamRestreams)
    .innerJoin(connectedPlatforms, eq(connectedPlatforms.id, streamRestreams.platformId))
    .where(eq(streamRestreams.streamId, streamId))
    .orderBy(asc(streamRestreams.position));
  return rows.map((r) => ({ platform: r.platform, remote: toRemote(r.target) }));
}

/** Records (or, with null, forgets) the remote broadcast scheduled for one destination of a stream. */
export async function setScheduledRemote(
  db: Db,
  streamId: number,
  platformId: number,
  remote: ScheduledRemote | null,
): Promise<void> {
  await db
    .update(streamRestreams)
    .set({
      remoteId: remote?.id ?? null,
      remoteStreamId: remote?.streamId ?? null,
      remoteChatId: remote?.chatId ?? null,
      remoteStart: remote?.start ?? null,
    })
    .where(and(eq(streamRestreams.streamId, streamId), eq(streamRestreams.platformId, platformId)));
}

/**
 * Replaces a stream's restream targets (platform row ids, in order) in one transaction. Kept
 * destinations keep their scheduled remote broadcasts; the dropped ones are answered with theirs,
 * for the caller to cancel at the provider.
 */
export async function replaceRestreams(
  db: Db,
  streamId: number,
  platformIds: number[],
): Promise<RestreamTarget[]> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ platform: connectedPlatforms, target: streamRestreams })
      .from(streamRestreams)
      .innerJoin(connectedPlatforms, eq(connectedPlatforms.id, streamRestreams.platformId))
      .where(eq(streamRestreams.streamId, streamId));
    const kept = new Map(before.map((row) => [row.target.platformId, row.target]));
    await tx.delete(streamRestreams).where(eq(streamRestreams.streamId, streamId));
    if (platformIds.length)
      await tx.insert(streamRestreams).values(
        platformIds.map((platformId, position) => {
          const old = kept.get(platformId);
          return {
            streamId,
            platformId,
            position,
            remoteId: old?.remoteId ?? null,
            remoteStreamId: old?.remoteStreamId ?? null,
            remoteChatId: old?.remoteChatId ?? null,
            remoteStart: old?.remoteStart ?? null,
          };
        }),
      );
    return before
      .filter((row) => !platformIds.includes(row.platform.id))
      .map((row) => ({ platform: row.platform, remote: toRemote(row.target) }))
      .filter((t) => t.remote !== null);
  });
}
